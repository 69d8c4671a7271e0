import Foundation
import Testing
import TestSupport

/// A real chapter pair copied, its Chinese twin's listings changed the way an author did: a number in an engine
/// listing, a value in an iOS listing, a whole listing deleted. Each is a translation drift, at both lines.
@Suite("translation drift in Swift listings", .serialized)
struct ListingDriftTests {
    let fileName = "04-cells-get-reused.md"

    /// A book of chapter 04 alone, in both languages, with the three changes made in the Chinese twin.
    func driftedBook() throws -> (book: URL, lines: [Int]) {
        let folder = TestFolders.fresh("chapters-listing-drift")
        let book = folder.appendingPathComponent("Chapters")
        for language in ["en", "zh-Hans"] {
            try FileManager.default.createDirectory(at: book.appendingPathComponent(language), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: BookListingsTests.bookFolder.appendingPathComponent("\(language)/\(fileName)"),
                to: book.appendingPathComponent("\(language)/\(fileName)")
            )
        }
        let chinese = book.appendingPathComponent("zh-Hans/\(fileName)")
        let tool = BookListingsTests()
        let engine = try tool.edit(chinese, replacing: "try cells.movePan(to: -100, in: &table)",
                                   with: "try cells.movePan(to: -90, in: &table)", lineOf: "movePan(to: -90")
        let device = try tool.edit(chinese, replacing: "tableView.rowHeight = 44", with: "tableView.rowHeight = 60",
                                   lineOf: "rowHeight = 60")
        // The step's last listing, the change to MessagesViewController.swift after the spec blocks.
        let text = try String(contentsOf: chinese, encoding: .utf8)
        let start = try require(text.range(of: "```swift ios file=MessagesViewController.swift", options: .backwards))
        let end = try require(text.range(of: "```", range: text.index(start.upperBound, offsetBy: 1)..<text.endIndex))
        try (String(text[..<start.lowerBound]) + String(text[end.upperBound...])).write(to: chinese, atomically: true, encoding: .utf8)
        return (book, [engine, device])
    }

    @Test func threeChangesAreThreeDriftsEachAtBothLines() throws {
        let (book, lines) = try driftedBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let english = try String(contentsOf: book.appendingPathComponent("en/\(fileName)"), encoding: .utf8).components(separatedBy: "\n")
        func line(of text: String, last: Bool = false) throws -> Int {
            let found = last ? english.lastIndex(where: { $0.contains(text) }) : english.firstIndex(where: { $0.contains(text) })
            return try require(found) + 1
        }

        let run = try ChaptersCommandTests().chapters(["verify", "--strict", book.path, "--format", "json"])
        expectEqual(run.status, 1, "\(run.error)")
        let report = try require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let translation = try require((report["translations"] as? [[String: Any]])?.first)
        expectEqual(translation["status"] as? String, "drift")
        let drifts = try require(translation["drifts"] as? [[String: Any]])
        let places = drifts.map { drift -> (String, Int, Int) in
            let original = drift["original"] as? [String: Any], translated = drift["translation"] as? [String: Any]
            return (drift["kind"] as? String ?? "", original?["line"] as? Int ?? 0, translated?["line"] as? Int ?? 0)
        }
        try require(places.count == 3, "\(drifts)")
        let rowHeight = try line(of: "tableView.rowHeight = 44")
        let pan = try line(of: "try cells.movePan(to: -100, in: &table)")
        let deleted = try line(of: "```swift ios file=MessagesViewController.swift", last: true)
        expect(places[0] == ("changed code line", rowHeight, lines[1]))
        expect(places[1] == ("changed code line", pan, lines[0]))
        expect(places[2].0 == "missing listing" && places[2].1 == deleted)
        expectEqual(drifts[1]["translationLine"] as? String, "try cells.movePan(to: -90, in: &table)")
        expectEqual((drifts[0]["message"] as? String)?.contains("`tableView.rowHeight = 44` against `tableView.rowHeight = 60`"), true)
    }

    @Test func theTerminalTheLanguageServerFormatsAndJUnitSayIt() throws {
        let (book, lines) = try driftedBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let command = ChaptersCommandTests()
        let terminal = try command.chapters(["verify", book.path])
        expectEqual(terminal.status, 1)
        expect(terminal.output.contains("✗ translation drift in \(fileName): these lines of Swift differ in code: `try cells.movePan(to: -100, in: &table)`"),
                "\(terminal.output)")
        expect(terminal.output.contains("zh-Hans/\(fileName):\(lines[0]):"), "\(terminal.output)")
        expect(terminal.output.contains("3 translation drifts"), "\(terminal.output)")
        let github = try command.chapters(["verify", book.path, "--format", "github"])
        expect(github.output.contains("zh-Hans/\(fileName),line=\(lines[1])"), "\(github.output)")
        let junit = try command.chapters(["verify", book.path, "--format", "junit"])
        expect(junit.output.contains("the translation has no Swift listing for"), "\(junit.output)")
    }
}
