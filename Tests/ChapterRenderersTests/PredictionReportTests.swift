@testable import Reports
@testable import StudyGuides
import BookVerification
import Foundation
import Testing
import TestSupport

@Suite("predict the number in reports")
struct PredictionReportTests {
    static let chapter = """
        # Predict

        ## Open

        ```spec
        table 30 rows
        trailing actions "More" 80, "Delete" 80 destructive
        pan row 1 by -60
        release
        expect row 1 offset 160?
        expect row 1 keyframes ?, 160
        ```
        """

    func book() throws -> BookResult {
        try Fixtures.verifiedBook(["en/01-predict.md": Self.chapter]).result
    }

    func page(showingAnswers: Bool) throws -> String {
        let pages = StudyGuide(result: try book(), showingAnswers: showingAnswers).pages()
        return try require(pages.first { $0.path.description.hasSuffix("01-predict.html") }).html
    }

    @Test func theLearnersCopyHidesTheAnswerAndTheTeachersShowsIt() throws {
        let learner = try page(showingAnswers: false)
        expect(learner.contains("<details class=\"answer\"><summary"))
        expect(!learner.contains("<mark class=\"answer\""))
        // The number is inside the closed details, never in the line's visible text.
        expect(!learner.contains("offset 160?"))
        let teacher = try page(showingAnswers: true)
        expect(teacher.contains("<mark class=\"answer\" title=\"the answer\">160?</mark>"))
        expect(!teacher.contains("<details class=\"answer\">"))
        // Both show the blank as a blank and its line as not answered.
        for html in [learner, teacher] {
            expect(html.contains("class=\"not-answered\""))
            expect(html.contains("<span class=\"outcome\">not answered</span>"))
            expect(html.contains("<span class=\"blank\""))
        }
    }

    @Test func theLearnersCopyFoldsAFigureThatDrawsTheAnswer() throws {
        // The figure of a block with a hidden answer draws the offset (a dimension line "160"): folded on the learner's
        // copy until they choose to look, open on the teacher's.
        let learner = try page(showingAnswers: false)
        let folded = try require(learner.range(of: "<details class=\"figure-answer\"><summary>Show the figure"))
        let figure = try require(learner.range(of: "<figure"))
        expect(folded.lowerBound < figure.lowerBound)
        expect(learner.contains("<summary>This block in Swift (it gives the answer away: predict first)</summary>"))
        let teacher = try page(showingAnswers: true)
        expect(!teacher.contains("figure-answer\"><summary>"))
        expect(teacher.contains("<summary>This block in Swift</summary>"))
        expect(teacher.contains("<figure"))
    }

    @Test func aBlankAloneFoldsItsFigureToo() throws {
        // A kit's chapter has blanks only: its figure would show the number the learner is to write.
        let chapter = """
            # Blank

            ## Open

            ```spec
            table 30 rows
            scroll to 600
            expect content offset ?
            ```
            """
        let result = try Fixtures.verifiedBook(["en/01-blank.md": chapter]).result
        let page = try require(StudyGuide(result: result).pages().first { $0.path.description.hasSuffix("01-blank.html") }).html
        expect(page.contains("<details class=\"figure-answer\"><summary>"))
    }

    @Test func marksInsideStringsAndHostileTextStayEscaped() {
        let code = PredictionMarkup.code("expect row \"<b>?</b>\" offset 5?", showingAnswers: true, language: "en").description
        expect(code.contains("&lt;b&gt;?&lt;/b&gt;"))
        expect(code.contains("<mark class=\"answer\" title=\"the answer\">5?</mark>"))
        expect(!code.contains("<b>"))
        let chinese = PredictionMarkup.code("期望 行 1 偏移 5？", showingAnswers: false, language: "zh-Hans").description
        expect(chinese.contains("看答案"))
    }

    @Test func terminalAndJSONReportBlanksAsNotAnswered() throws {
        let result = try book()
        let text = TerminalReport(useColor: false).render(result)
        expect(text.contains("? "))
        expect(text.contains("01-predict.md:11:24: expect row 1 keyframes ?, 160"))
        expect(text.contains("not answered: write your prediction right before the `?`"))
        expect(text.contains("\n0 passed, 1 failed, 1 prediction not answered, 1 warning\n"))
        let json = try require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(result).utf8)) as? [String: Any])
        let summary = try require(json["summary"] as? [String: Any])
        let predictions = try require(summary["predictions"] as? [String: Int])
        expectEqual(predictions, ["total": 2, "answered": 1, "correct": 1, "notAnswered": 1])
        let step = try require((json["steps"] as? [[String: Any]])?.first)
        let blanks = try require(step["notAnswered"] as? [[String: Any]])
        expectEqual(blanks.count, 1)
        expectEqual(blanks.first?["line"] as? Int, 11)
        expectEqual(blanks.first?["column"] as? Int, 24)
        expectEqual((step["message"] as? String)?.contains("not answered"), true)
        // CI formats name the blank too.
        let github = GitHubAnnotations().render(result)
        expect(github.contains("::error file=") && github.contains("line=11,col=24") && github.contains("not answered"))
        let junit = JUnitReport().render(result)
        expect(junit.contains("<failure message=\"not answered: write your prediction"))
    }
}
