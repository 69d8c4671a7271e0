import Foundation
import Testing
import TestSupport

/// `chapters class`: a teacher's page from the learners' result files, as a teacher would run it.
@Suite("chapters class", .serialized)
struct ClassPageCommandTests {
    let support = ChaptersCommandTests()

    func resultJSON(learner: String, passed: Bool, at time: String) -> String {
        """
        {"schemaVersion": 1, "learner": \(String(reflecting: learner)), "language": "en", "createdAt": "\(time)",
         "exercises": [
           {"id": "pan-clamp", "chapter": "02-under-the-content.md", "title": "The pan clamp", "status": "passed",
            "stepsPassed": 5, "stepsTotal": 5, "firstFailure": null},
           {"id": "release-decision", "chapter": "03-snap-and-bounce.md", "title": "Open or closed on release",
            "status": "\(passed ? "passed" : "failed")", "stepsPassed": \(passed ? 7 : 2), "stepsTotal": 7,
            "firstFailure": \(passed ? "null" : """
              {"file": "Chapters/en/03-snap-and-bounce.md", "line": 42, "column": 1, "text": "expect row 3 open",
               "message": "expected open, found closed", "prose": "Pull row 3 exactly 40 points and let go."}
              """)}
         ]}
        """
    }

    @Test func writesOnePageAndSkipsWhatIsNotAResult() throws {
        let folder = TestFolders.fresh("chapters-class")
        let results = folder.appendingPathComponent("results")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try resultJSON(learner: "Ada", passed: false, at: "2026-11-24T10:00:00Z").write(to: results.appendingPathComponent("ada-1.json"), atomically: true, encoding: .utf8)
        try resultJSON(learner: "Ada", passed: true, at: "2026-11-24T10:30:00Z").write(to: results.appendingPathComponent("ada-2.json"), atomically: true, encoding: .utf8)
        try resultJSON(learner: "<b>Bo</b>", passed: false, at: "2026-11-24T10:10:00Z").write(to: results.appendingPathComponent("bo.json"), atomically: true, encoding: .utf8)
        try "{\"learner\": ".write(to: results.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)

        let out = folder.appendingPathComponent("page")
        let run = try support.chapters(["class", results.path, "--out", out.path])
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.error.contains("broken.json: skipped: the result is not JSON"), "\(run.error)")
        expect(run.output.contains("Wrote the class page for 2 learners"), "\(run.output)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        expect(page.contains("&lt;b&gt;Bo&lt;/b&gt;"))
        expect(!page.contains("<b>Bo</b>"))
        expect(page.contains("2 of 2 done"), "Ada's later result replaced the earlier one")
        expect(page.contains("Pull row 3 exactly 40 points and let go."), "the line the class fails, with its prose")

        let usage = try support.chapters(["class"])
        expectEqual(usage.status, 2)
    }

    /// A mistyped path is an error, with no page written; a result of the wrong shape is said in words (the field, and
    /// what it should be), never the decoder's own text, and in the terminal's language.
    @Test func aMistypedPathStopsAndAWrongFieldIsSaidInWords() throws {
        let folder = TestFolders.fresh("chapters-class-bad")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("ada.json")
        try resultJSON(learner: "Ada", passed: true, at: "2026-11-24T10:00:00Z").write(to: good, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("page")
        let mistyped = try support.chapters(["class", good.path, folder.appendingPathComponent("bo.jsn").path, "--out", out.path])
        expectEqual(mistyped.status, 2)
        expect(mistyped.error.contains("bo.jsn: no such file or folder; name learners' result files"), "\(mistyped.error)")
        expect(!FileManager.default.fileExists(atPath: out.path), "no page for a class missing a learner")

        let wrong = folder.appendingPathComponent("wrong.json")
        try #"{"schemaVersion": 1, "learner": 5, "language": "en", "createdAt": "2026-11-24T10:00:00Z", "exercises": []}"#
            .write(to: wrong, atomically: true, encoding: .utf8)
        let date = folder.appendingPathComponent("date.json")
        try #"{"schemaVersion": 1, "learner": "Bo", "language": "en", "createdAt": "yesterday", "exercises": []}"#
            .write(to: date, atomically: true, encoding: .utf8)
        let run = try support.chapters(["class", good.path, wrong.path, date.path, "--out", out.path])
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.error.contains("wrong.json: skipped: the JSON is not a learner result: `learner` has the wrong type: it should be a string;"), "\(run.error)")
        expect(run.error.contains("date.json: skipped: the JSON is not a learner result: `createdAt` has a value this tool does not read: it should be a date in ISO 8601"), "\(run.error)")
        expect(!run.error.contains("Expected to decode") && !run.error.contains("ISO8601-formatted"), "\(run.error)")
        let chinese = try support.chapters(["class", good.path, wrong.path, "--out", out.path], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""])
        expect(chinese.error.hasPrefix("警告："), "\(chinese.error)")
        expect(chinese.error.contains("`learner` 的类型不对：应该是字符串"), "\(chinese.error)")
    }
}
