import Foundation
import Testing
import TestSupport

/// The real book's Swift listings, broken on purpose in a copy: each failure is reported at its Markdown line, and
/// the rest of the chapters run still passes.
@Suite("the book's listings", .serialized)
struct BookListingsTests {
    /// The package's own `Chapters` folder.
    static let bookFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    func copyOfTheBook() throws -> URL {
        let folder = TestFolders.fresh("chapters-listings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("Chapters")
        try FileManager.default.copyItem(at: Self.bookFolder, to: book)
        return book
    }

    /// Replaces `old` (which must occur once) and returns the 1-based line where `marker` stands afterwards.
    func edit(_ file: URL, replacing old: String, with new: String, lineOf marker: String) throws -> Int {
        let text = try String(contentsOf: file, encoding: .utf8)
        try require(text.components(separatedBy: old).count == 2, "the chapter no longer contains \(old) exactly once")
        let edited = text.replacingOccurrences(of: old, with: new)
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let lines = edited.components(separatedBy: "\n")
        return try require(lines.firstIndex { $0.contains(marker) }) + 1
    }

    /// Only the two edited chapters are run (their twins compared, every earlier chapter's files in their apps): the
    /// whole book's pass, listings and apps, is `swift run chapters verify`'s in CI, and running it here twice, cold,
    /// was the longest test of `swift test` (see the Performance article).
    @Test func aMisspeltEngineNameAndAMissingIOSBraceFailAtTheirLinesAndTheRestOfTheirChaptersPasses() throws {
        let book = try copyOfTheBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let command = ChaptersCommandTests()
        let engine = book.appendingPathComponent("en/01-swipe-to-delete.md")
        let device = book.appendingPathComponent("en/13-floating-header.md")
        let before = try command.chapters(["verify", engine.path, device.path])
        expectEqual(before.status, 0, "\(before.output)\(before.error)")
        let passed = try require(before.output.split(separator: "\n").last.flatMap { Int($0.prefix { $0.isNumber }) })
        expect(before.output.contains("Swift listings checked"))

        let engineLine = try edit(engine, replacing: "expect(try cells.offset(at: row3, in: table) == 82)",
                                  with: "expect(try cells.ofset(at: row3, in: table) == 82)", lineOf: "cells.ofset(")
        // In the last chapter, so that only its own steps are type-checked again (an earlier chapter's file would
        // change the app of every chapter after it).
        let deviceLine = try edit(device, replacing: "        return hit === self ? touchTarget : hit\n    }\n}\n```",
                                  with: "        return hit === self ? touchTarget : hit\n    }\n```",
                                  lineOf: "        return hit === self ? touchTarget : hit") + 1

        let after = try command.chapters(["verify", engine.path, device.path])
        expectEqual(after.status, 1)
        expect(after.output.contains("\(engine.path):\(engineLine):"), "\(after.output)")
        expect(after.output.contains("ofset"))
        expect(after.output.contains("\(device.path):\(deviceLine):"), "\(after.output)")
        expect(after.output.contains("expected '}'"))
        // Only the English chapters were edited, so their Chinese twins' listings now differ in code: two drifts.
        expect(after.output.contains("translation drift in 01-swipe-to-delete.md"))
        expect(after.output.contains("translation drift in 13-floating-header.md"))
        expect(after.output.hasSuffix("\(passed - 2) passed, 2 failed, 2 translation drifts\n"), "\(after.output)")
    }
}

extension BookListingsTests {
    /// The four mistakes a reader's UIKit code most often has, each put into one listing of a copy of the book: each
    /// fails at its Markdown line (type-checked against the checked iOS surface), and nothing else fails, not even
    /// the chapters whose apps start with the broken files.
    @Test func fourTypicalUIKitMistakesFailAtTheirLinesAndTheRestOfTheBookPasses() throws {
        let book = try copyOfTheBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let en = book.appendingPathComponent("en")
        var expected: [String: Int] = [:]
        expected["01-swipe-to-delete.md"] = try edit(
            en.appendingPathComponent("01-swipe-to-delete.md"),
            replacing: "title: \"Delete\") { [weak self] _, _, completionHandler in",
            with: "title: \"Delete\") { [weak self] _, completionHandler in", lineOf: "[weak self] _, completionHandler in")
        expected["05-actions-that-act.md"] = try edit(
            en.appendingPathComponent("05-actions-that-act.md"),
            replacing: "    @objc func handleTap(_ tap: UITapGestureRecognizer) {",
            with: "    func handleTap(_ tap: UITapGestureRecognizer) {", lineOf: "#selector(handleTap(_:))")
        expected["08-edge-auto-scroll.md"] = try edit(
            en.appendingPathComponent("08-edge-auto-scroll.md"),
            replacing: "        tableView.contentOffset.y = offset\n",
            with: "        tableView.adjustedContentInset.top = offset\n", lineOf: "adjustedContentInset.top = offset")
        // A misspelt optional delegate method: UIKit would never call it (the compiler's "nearly matches", reported
        // where the method is named, the line of `func tableView(`).
        expected["07-long-press-to-move.md"] = try edit(
            en.appendingPathComponent("07-long-press-to-move.md"),
            replacing: "        dropSessionDidUpdate session: UIDropSession,",
            with: "        dropSessionDidUpdated session: UIDropSession,", lineOf: "dropSessionDidUpdated session") - 2

        // The four chapters, and 06, whose app starts with 05's mistake and must not fail for it; 08's app starts with
        // 07's mistake, so 08 must fail at its own line alone. (09, which starts with 07's and 08's, was run here too:
        // eight more cold type-checks that showed nothing 06 and 08 do not; the rest of the book is the end-to-end
        // test above's.)
        let chapters = ["01-swipe-to-delete.md", "05-actions-that-act.md", "06-mail-full-swipe.md", "07-long-press-to-move.md",
                        "08-edge-auto-scroll.md"].map { en.appendingPathComponent($0).path }
        let run = try ChaptersCommandTests().chapters(["verify"] + chapters + ["--format", "json"])
        expectEqual(run.status, 1, "\(run.error)")
        let report = try require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let steps = try require(report["steps"] as? [[String: Any]])
        let failed = steps.filter { $0["outcome"] as? String != "passed" }
        expectEqual(failed.count, 4, "\(failed.map { "\($0["file"] ?? ""): \($0["message"] ?? "")" })")
        var found: [String: [Int]] = [:]
        for step in failed {
            for failure in step["failures"] as? [[String: Any]] ?? [] {
                let file = URL(fileURLWithPath: failure["file"] as? String ?? "").lastPathComponent
                found[file, default: []].append(failure["line"] as? Int ?? 0)
            }
        }
        for (file, line) in expected {
            expectEqual(found[file]?.contains(line), true, "\(file):\(line) should fail; failures: \(found)")
        }
        expectEqual(Set(found.keys), Set(expected.keys), "\(found)")
        // Every other iOS listing was type-checked and passed; none was only parsed.
        let listings = steps.flatMap { $0["listings"] as? [[String: Any]] ?? [] }
        expect(!listings.contains { $0["check"] as? String == "syntax-only" })
        expect(listings.filter { $0["against"] as? String == "checked-ios-surface" }.count >= 15)
    }
}

/// `chapters export ios` of a book folder: a chapter and its translation make packages of the same name, so each
/// language gets a folder of its own and neither overwrites the other.
@Suite("exporting both languages")
struct BilingualExportTests {
    @Test func eachLanguagesPackagesGoInTheirOwnFolder() throws {
        let book = TestFolders.fresh("export-both")
        defer { try? FileManager.default.removeItem(at: book) }
        for (language, title) in [("en", "Notes"), ("zh-Hans", "笔记")] {
            let folder = book.appendingPathComponent(language)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let chapter = "# \(title)\n\n```swift ios file=NotesViewController.swift\nimport UIKit\n\nfinal class NotesViewController: UITableViewController {\n    let heading = \"\(title)\"\n}\n```\n"
            try chapter.write(to: folder.appendingPathComponent("01-notes.md"), atomically: true, encoding: .utf8)
        }
        let out = book.appendingPathComponent("apps")
        let run = try ChaptersCommandTests().chapters(["export", "ios", book.path, "--out", out.path])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        for (language, title) in [("en", "Notes"), ("zh-Hans", "笔记")] {
            let file = out.appendingPathComponent("\(language)/01-notes.swiftpm/App/NotesViewController.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            expect(text.contains("let heading = \"\(title)\""), "\(language): \(text)")
        }
        expect(run.output.contains("Wrote 2 app packages"), "\(run.output)")
    }
}

/// `chapters export ios`: every chapter of the real book as an app package that type-checks.
@Suite("the book's apps", .serialized)
struct BookAppsTests {
    @Test func everyChapterExportsAnAppPackageThatTypeChecks() throws {
        let out = TestFolders.fresh("chapters-apps")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ChaptersCommandTests().chapters(["export", "ios", BookListingsTests.bookFolder.appendingPathComponent("en").path, "--out", out.path])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        let packages = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".swiftpm") }.sorted()
        expect(packages.count >= 13, "\(packages)")
        // The custom-cell track and the reorder track are whole apps: the later chapter carries the earlier's files.
        let cells = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("06-mail-full-swipe.swiftpm/App").path)
        expect(cells.contains("SwipeableCell.swift") && cells.contains("SnapDecision.swift"), "\(cells)")
        let reorder = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("08-edge-auto-scroll.swiftpm/App").path)
        expect(reorder.contains("PlaylistViewController.swift") && reorder.contains("EdgeAutoScroller.swift"), "\(reorder)")
        let manifest = try String(contentsOf: out.appendingPathComponent("08-edge-auto-scroll.swiftpm/Package.swift"), encoding: .utf8)
        expect(manifest.contains(".iOSApplication(") && manifest.contains("platforms: [.iOS(\"17.0\")]"))
        let entry = try String(contentsOf: out.appendingPathComponent("08-edge-auto-scroll.swiftpm/App/ChapterApp.swift"), encoding: .utf8)
        expect(entry.contains("UINavigationController(rootViewController: PlaylistViewController())"))
    }
}
