import Foundation
import LearnerResults
import Testing
@testable import WorkshopRunner

@Suite struct PredictionScreenTests {
    func screen(_ language: String, blanks: [PredictionBlank], next: FirstFailure?) -> String {
        let tally = PredictionTally(
            answered: blanks.count { $0.answer != nil }, correct: blanks.count(where: \.correct), total: blanks.count,
            blanks: blanks, next: next
        )
        let result = LearnerResult(learner: "Ada", language: language, createdAt: Date(), exercises: [], predictions: tally)
        return WorkshopScreen(result: result, manifest: KitManifest(language: language, exercises: [])).render()
    }

    let file = "Chapters/en/03-snap-and-bounce.md"

    @Test func showsTheTallyEachChapterAndTheNextBlank() {
        let next = FirstFailure(file: file, line: 111, column: 24, text: "expect row 5 keyframes ?, 0",
                                message: "not answered", prose: "It bounces too.")
        let text = screen("en", blanks: [
            PredictionBlank(file: file, line: 70, column: 24, answer: "170", correct: true),
            PredictionBlank(file: file, line: 111, column: 24, answer: nil, correct: false),
        ], next: next)
        #expect(text.hasPrefix("[##########----------] 50% Predictions: 1/2 answered, 1 correct"))
        #expect(text.contains("· \(file) ✓?"))
        #expect(text.contains("Next blank: \(file):111:24\n    It bounces too.\n    expect row 5 keyframes ?, 0"))
        let chinese = screen("zh-Hans", blanks: [PredictionBlank(file: file, line: 70, column: 24, answer: "170", correct: true)], next: nil)
        #expect(chinese.contains("预测：已作答 1/1 处，答对 1 处"))
        #expect(chinese.contains("✓ \(file) ✓"))
        #expect(chinese.contains("全部预测正确"))
    }
}
