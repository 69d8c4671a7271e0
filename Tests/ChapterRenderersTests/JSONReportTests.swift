import Reports
import Foundation
import Testing

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
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func oneRecordPerStepWithFileLineOutcomeAndMessage() throws {
        let document = try document()
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.count == 3)
        #expect(steps.map { $0["outcome"] as? String } == ["passed", "failed", "blocked"])
        for step in steps {
            #expect(Set(step.keys) == ["file", "line", "column", "language", "chapter", "step", "outcome", "message", "failures", "notAnswered", "blockedBy", "listings", "app"])
            #expect(step["listings"] as? [Any] != nil, "each step lists its Swift listings and their checks (none here)")
            #expect((step["file"] as? String)?.hasSuffix("en/01-delete.md") == true)
        }
        #expect(steps[0]["line"] as? Int == 3)
        #expect(steps[0]["message"] is NSNull)
        #expect(steps[1]["step"] as? String == "Count <them>")
        let message = try #require(steps[1]["message"] as? String)
        #expect(message.contains("01-delete.md:16:1: "), "\(message)")
        let failure = try #require((steps[1]["failures"] as? [[String: Any]])?.first)
        #expect(failure["expected"] as? String == "28")
        #expect(failure["actual"] as? String == "30")
        #expect(failure["text"] as? String == "expect row count 28")
        #expect((steps[2]["message"] as? String)?.hasPrefix("blocked by the failure at ") == true)
        let blockedBy = try #require(steps[2]["blockedBy"] as? [String: Any])
        #expect((blockedBy["file"] as? String)?.hasSuffix("01-delete.md") == true)
        #expect(blockedBy["line"] as? Int == 17)
        #expect(blockedBy["column"] as? Int == 1)
    }

    @Test func theSummaryCountsStepsAndSaysWhetherEverythingPassed() throws {
        let summary = try #require(try document()["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 1)
        #expect(summary["failed"] as? Int == 1)
        #expect(summary["blocked"] as? Int == 1)
        #expect(summary["success"] as? Bool == false)
    }

    @Test func untranslatedChaptersAreListed() throws {
        let translations = try #require(try document()["translations"] as? [[String: Any]])
        #expect(translations.count == 1)
        #expect(translations.first?["status"] as? String == "untranslated")
    }
}
