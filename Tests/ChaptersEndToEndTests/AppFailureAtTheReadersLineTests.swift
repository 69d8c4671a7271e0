import Foundation
import Testing

/// The reader's app, run by `chapters verify` on a copy of a chapter whose code is broken as readers break it: the
/// failure is the app's own (UIKit's exception), said against the app, at the reader's line, in both languages.
@Suite("the reader's app fails at the reader's line", .serialized)
struct AppFailureAtTheReadersLineTests {
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
        let run = try ChaptersCommandTests().chapters(["verify"] + paths + ["--format", "json"])
        #expect(run.status == 1, "\(run.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let failures = (report["steps"] as? [[String: Any]] ?? []).flatMap { $0["failures"] as? [[String: Any]] ?? [] }
        for (language, prefix) in [("en", "against your app: "), ("zh-Hans", "对照你的应用：")] {
            let line = try #require(lines[language])
            let crash = try #require(failures.first { ($0["file"] as? String)?.contains("/\(language)/") == true && $0["against"] as? String == "app" },
                                     "\(language): \(failures)")
            #expect(crash["line"] as? Int == line, "the crash is at the reader's deleteRows line")
            let message = crash["message"] as? String ?? ""
            #expect(message.hasPrefix(prefix), "\(message)")
            #expect(message.contains("NSInternalInconsistencyException"), "\(message)")
            #expect(message.contains("Invalid update: invalid number of rows in section 0"), "\(message)")
        }
        // The engines have no such bug: every failure is the app's.
        #expect(failures.allSatisfy { $0["against"] as? String == "app" }, "\(failures)")
    }
}
