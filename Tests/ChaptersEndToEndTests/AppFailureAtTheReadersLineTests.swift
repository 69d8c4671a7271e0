import Foundation
import Testing
import TestSupport

/// The reader's app, run by `chapters verify` on a copy of a chapter whose code is broken as readers break it: the
/// failure is the app's own (UIKit's exception), said against the app, at the reader's line. The first test breaks
/// both twins and reads both; the second breaks and reads the English chapter only, the third the Chinese one (each
/// language's app is built and run cold for every chapter read, the largest cost of `swift test`'s run).
@Suite("the reader's app fails at the reader's line", .serialized)
struct AppFailureAtTheReadersLineTests {
    /// `chapters verify --format json` of `paths`, which must fail: the failures of its steps.
    static func failures(verifying paths: [String]) throws -> [[String: Any]] {
        let run = try ChaptersCommandTests().chapters(["verify"] + paths + ["--format", "json"])
        expectEqual(run.status, 1, "\(run.error)")
        let report = try require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return (report["steps"] as? [[String: Any]] ?? []).flatMap { $0["failures"] as? [[String: Any]] ?? [] }
    }

    @Test func aDeleteThatForgetsTheModelIsUIKitsInconsistencyAtTheDeleteRowsLine() throws {
        let listings = BookListingsTests()
        let book = try listings.copyOfTheBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        // Chapter 05's Delete: the handler deletes the row but leaves the message in the model (both twins alike).
        var lines: [String: Int] = [:]
        for language in ["en", "zh-Hans"] {
            let chapter = book.appendingPathComponent("\(language)/05-actions-that-act.md")
            _ = try listings.edit(chapter, replacing: "        messages.remove(at: row)\n", with: "        // the model is left as it was\n",
                                  lineOf: "the model is left as it was")
            lines[language] = try String(contentsOf: chapter, encoding: .utf8).components(separatedBy: "\n")
                .firstIndex { $0.contains("tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)") && !$0.contains("self.") }
                .map { $0 + 1 }
        }
        let paths = ["en", "zh-Hans"].map { book.appendingPathComponent("\($0)/05-actions-that-act.md").path }
        let failures = try Self.failures(verifying: paths)
        for (language, prefix) in [("en", "against your app: "), ("zh-Hans", "对照你的应用：")] {
            let line = try require(lines[language])
            let crash = try require(failures.first { ($0["file"] as? String)?.contains("/\(language)/") == true && $0["against"] as? String == "app" },
                                     "\(language): \(failures)")
            expectEqual(crash["line"] as? Int, line, "the crash is at the reader's deleteRows line")
            let message = crash["message"] as? String ?? ""
            expect(message.hasPrefix(prefix), "\(message)")
            expect(message.contains("NSInternalInconsistencyException"), "\(message)")
            expect(message.contains("Invalid update: invalid number of rows in section 0"), "\(message)")
        }
        // The engines have no such bug: every failure is the app's.
        expect(failures.allSatisfy { $0["against"] as? String == "app" }, "\(failures)")
    }

    /// A reuse race: the Delete closure a cell was given reads the model with the index path the cell was configured
    /// with. After a delete the rows below move up with their cells, unconfigured, so the next Delete removes the
    /// neighbour. The engines delete by identity; the reader's app is what fails, at the spec line that reads it.
    @Test func aCellsStaleIndexPathDeletesTheNeighbourAndFailsAgainstTheApp() throws {
        let listings = BookListingsTests()
        let book = try listings.copyOfTheBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        for language in ["en"] {
            let chapter = book.appendingPathComponent("\(language)/05-actions-that-act.md")
            _ = try listings.edit(chapter, replacing: "            self?.handleAction(title, for: message, from: swipeCell)\n",
                                  with: "            self.map { $0.handleAction(title, for: $0.messages[indexPath.row], from: swipeCell) } // stale\n",
                                  lineOf: "// stale")
        }
        let failures = try Self.failures(verifying: [book.appendingPathComponent("en/05-actions-that-act.md").path])
        for (language, prefix, deleted) in [("en", "against your app: ", "deleted row 4")] {
            let text = try String(contentsOf: book.appendingPathComponent("\(language)/05-actions-that-act.md"), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            // The second Delete's events: the first one passes (no cell has moved yet), this one is the neighbour's.
            let second = try require(lines.indices.filter { lines[$0].contains("deleted row 3") || lines[$0].contains("删除 行 3") }.dropFirst().first) + 1
            let failure = try require(failures.first { ($0["file"] as? String)?.contains("/\(language)/") == true && $0["against"] as? String == "app" },
                                       "\(language): \(failures)")
            expectEqual(failure["line"] as? Int, second, "\(failure)")
            let message = failure["message"] as? String ?? ""
            expect(message.hasPrefix(prefix) && message.contains(deleted), "\(message)")
        }
        expect(failures.allSatisfy { $0["against"] as? String == "app" }, "the engines delete by identity: \(failures)")
    }

    /// An interrupted animation: chapter 3's snap whose completion ignores `finished`. Chapter 4 releases row 0
    /// `without waiting` and scrolls at once, so row 0's cell goes to row 13 mid-snap; `prepareForReuse()`'s
    /// `removeAllAnimations()` ends the first leg with `finished == false`, and this snap runs its second leg anyway,
    /// on row 13's cell. The engines reset the cell; the reader's app fails at the spec line that reads row 13.
    @Test func aSnapThatIgnoresFinishedOpensTheReusedRowAndFailsAgainstTheApp() throws {
        let listings = BookListingsTests()
        let book = try listings.copyOfTheBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        for language in ["zh-Hans"] {
            _ = try listings.edit(book.appendingPathComponent("\(language)/03-snap-and-bounce.md"),
                                  replacing: "            guard finished else { return }\n", with: "            _ = finished // ignored\n",
                                  lineOf: "// ignored")
        }
        let failures = try Self.failures(verifying: [book.appendingPathComponent("zh-Hans/04-cells-get-reused.md").path])
        for (language, prefix, release, check) in [("zh-Hans", "对照你的应用：", "松开 不等待", "期望 行 13 关闭")] {
            let text = try String(contentsOf: book.appendingPathComponent("\(language)/04-cells-get-reused.md"), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            let releaseLine = try require(lines.firstIndex { $0 == release }, "chapter 4 (\(language)) releases without waiting")
            let line = try require(lines[releaseLine...].firstIndex { $0 == check }) + 1
            let failure = try require(failures.first { ($0["file"] as? String)?.contains("/\(language)/") == true && $0["against"] as? String == "app" },
                                       "\(language): \(failures)")
            expectEqual(failure["line"] as? Int, line, "\(failure)")
            let message = failure["message"] as? String ?? ""
            expect(message.hasPrefix(prefix), "\(message)")
        }
        expect(failures.allSatisfy { $0["against"] as? String == "app" }, "the engines reset the reused cell: \(failures)")
    }
}
