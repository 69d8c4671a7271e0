import ClassDashboard
import Foundation
import LearnerResults
import Testing
import TestSupport

/// The class page's predictions: per learner and chapter, how many blanks are right, wrong and not answered.
@Suite("Class dashboard: predictions")
struct PredictionDashboardTests {
    func result(_ name: String, passed: Int = 0, predictions: PredictionTally?) -> LearnerResult {
        let exercises = ExerciseCatalogue.all.prefix(2).enumerated().map { index, exercise in
            ExerciseResult(id: exercise.id, chapter: exercise.chapter, title: exercise.titleEnglish,
                           status: index < passed ? .passed : .notStarted, stepsPassed: 0, stepsTotal: 5)
        }
        return LearnerResult(learner: name, language: "en", createdAt: Date(timeIntervalSince1970: 100), exercises: exercises, predictions: predictions)
    }

    let ada = PredictionTally(answered: 3, correct: 2, total: 5, chapters: [
        PredictionChapter(chapter: "02-under-the-content.md", correct: 1, wrong: 1, notAnswered: 0),
        PredictionChapter(chapter: "08-edge-auto-scroll.md", correct: 1, wrong: 0, notAnswered: 2),
    ])

    func page(_ results: [LearnerResult], inChinese: Bool = false) -> String {
        ClassDashboardPage(roster: ClassRoster(results.enumerated().map { .init(result: $1, source: "r\($0).json") }), language: inChinese ? .chinese : .english).html()
    }

    @Test func showsEachLearnersCountsPerChapterAndInAll() {
        let html = page([result("Ada", predictions: ada), result("Bo", predictions: nil)])
        expect(html.contains("<h2>Predictions</h2>"))
        expect(html.contains("title=\"02-under-the-content.md: 1 right, 1 wrong, 0 not answered\""))
        expect(html.contains("title=\"08-edge-auto-scroll.md: 1 right, 0 wrong, 2 not answered\""))
        expect(html.contains("title=\"All: 2 right, 1 wrong, 2 not answered\""))
        expect(html.contains("<span class=\"right\">✓1</span> <span class=\"wrong\">✗1</span> <span class=\"blank\">?0</span>"))
        // Bo sent an older result, without predictions: in the grid, not in the predictions table.
        expectEqual(html.components(separatedBy: "<th scope=\"row\">Bo").count, 2)
        expectEqual(html.components(separatedBy: "<th scope=\"row\">Ada").count, 3)
    }

    @Test func aResultWithoutPredictionsShowsNoTable() {
        let html = page([result("Bo", predictions: nil)])
        expect(!html.contains("Predictions"))
        expect(html.contains("Bo"))
    }

    @Test func countsFromTheBlanksAndTotalsWithoutChapters() {
        let blanks = [
            PredictionBlank(file: "Chapters/en/03-snap-and-bounce.md", line: 70, column: 24, answer: "170", correct: true),
            PredictionBlank(file: "Chapters/en/03-snap-and-bounce.md", line: 111, column: 24, answer: nil, correct: false),
        ]
        let html = page([
            result("Ada", predictions: PredictionTally(answered: 1, correct: 1, total: 2, blanks: blanks)),
            result("Cy", predictions: PredictionTally(answered: 3, correct: 2, total: 5)),
        ])
        expect(html.contains("title=\"03-snap-and-bounce.md: 1 right, 0 wrong, 1 not answered\""))
        expect(!html.contains("170"), "the answers themselves are never shown")
        // Cy's result only counts: no chapter of theirs is known, their total is.
        expect(html.contains("<td class=\"absent\">–</td>"))
        expect(html.contains("title=\"All: 2 right, 1 wrong, 2 not answered\""))
    }

    @Test func aLearnerDoneWithTheExercisesWorksOnThePredictions() {
        let html = page([result("Ada", passed: 2, predictions: ada)])
        // Ada has 2 blanks not answered and 1 wrong: a wrong answer is not "left".
        expect(html.contains("<td class=\"current\">predictions: 2 not answered, 1 wrong</td>"))
        let done = PredictionTally(answered: 1, correct: 1, total: 1, chapters: [.init(chapter: "02-a.md", correct: 1, wrong: 0, notAnswered: 0)])
        expect(page([result("Ada", passed: 2, predictions: done)]).contains("all done"))
    }

    @Test func aLearnerWithPredictionsOnlyIsCountedByTheirPredictionsNotAsZeroOfZero() {
        let only = LearnerResult(learner: "Di", language: "en", createdAt: Date(timeIntervalSince1970: 100), exercises: [],
                                 predictions: PredictionTally(answered: 2, correct: 1, total: 2))
        let html = page([only])
        expect(!html.contains("0 of 0"), "\(html)")
        expect(html.contains("<span class=\"count\">1 right, 1 wrong, 0 not answered</span>"))
        expect(html.contains("<td class=\"current\">predictions: 1 wrong</td>"))
    }

    @Test func everythingFromAResultIsEscapedAndTheWordsAreChinese() {
        let hostile = PredictionTally(answered: 0, correct: 0, total: 1, chapters: [
            PredictionChapter(chapter: "09-<img src=x onerror=alert(1)>.md", correct: 0, wrong: 0, notAnswered: 1),
        ])
        let html = page([result("<b>Li</b>", predictions: hostile)], inChinese: true)
        expect(!html.contains("<img") && !html.contains("<b>Li"))
        expect(html.contains("09-&lt;img src=x onerror=alert(1)&gt;.md"))
        expect(html.contains("<h2>预测</h2>"))
        expect(html.contains("答对 0 处，答错 0 处，未作答 1 处"))
        expect(html.contains("合计"))
    }
}
