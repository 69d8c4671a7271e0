import Reports
import Foundation
import Testing
import TestSupport

@Suite("JSON report")
struct JSONReportTests {
    static let book = [
        "en/01-delete.md": """
            # Delete

            ## Open it

            ```spec
            table 30 rows
            editing delete
            pan row 3 by -60
            release
            expect row 3 open
            ```

            ## Count <them>

            ```spec
            expect row count 28
            release
            ```

            ## After the failure

            ```spec
            expect row count 30
            ```
            """,
    ]

    func document() throws -> [String: Any] {
        let (_, result) = try Fixtures.verifiedBook(Self.book)
        let text = JSONReport().render(result)
        expect(text.hasSuffix("}\n"))
        return try require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func oneRecordPerStepWithFileLineOutcomeAndMessage() throws {
        let document = try document()
        let steps = try require(document["steps"] as? [[String: Any]])
        expectEqual(steps.count, 3)
        expectEqual(steps.map { $0["outcome"] as? String }, ["passed", "failed", "blocked"])
        for step in steps {
            expectEqual(Set(step.keys), ["file", "line", "column", "language", "chapter", "step", "outcome", "message", "failures", "notAnswered", "blockedBy", "listings", "app"])
            expect(step["listings"] as? [Any] != nil, "each step lists its Swift listings and their checks (none here)")
            expectEqual((step["file"] as? String)?.hasSuffix("en/01-delete.md"), true)
        }
        expectEqual(steps[0]["line"] as? Int, 3)
        expect(steps[0]["message"] is NSNull)
        expectEqual(steps[1]["step"] as? String, "Count <them>")
        let message = try require(steps[1]["message"] as? String)
        expect(message.contains("01-delete.md:16:1: "), "\(message)")
        let failure = try require((steps[1]["failures"] as? [[String: Any]])?.first)
        expectEqual(failure["expected"] as? String, "28")
        expectEqual(failure["actual"] as? String, "30")
        expectEqual(failure["text"] as? String, "expect row count 28")
        expectEqual((steps[2]["message"] as? String)?.hasPrefix("blocked by the failure at "), true)
        let blockedBy = try require(steps[2]["blockedBy"] as? [String: Any])
        expectEqual((blockedBy["file"] as? String)?.hasSuffix("01-delete.md"), true)
        expectEqual(blockedBy["line"] as? Int, 17)
        expectEqual(blockedBy["column"] as? Int, 1)
    }

    @Test func theSummaryCountsStepsAndSaysWhetherEverythingPassed() throws {
        let summary = try require(try document()["summary"] as? [String: Any])
        expectEqual(summary["passed"] as? Int, 1)
        expectEqual(summary["failed"] as? Int, 1)
        expectEqual(summary["blocked"] as? Int, 1)
        expectEqual(summary["success"] as? Bool, false)
    }

    @Test func untranslatedChaptersAreListed() throws {
        let translations = try require(try document()["translations"] as? [[String: Any]])
        expectEqual(translations.count, 1)
        expectEqual(translations.first?["status"] as? String, "untranslated")
    }
}
