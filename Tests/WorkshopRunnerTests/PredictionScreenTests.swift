import Foundation
import LearnerResults
import Testing
@testable import WorkshopRunner
import TestSupport

@Suite struct PredictionScreenTests {
    func screen(_ language: String, blanks: [PredictionBlank], next: FirstFailure?) -> String {
        let tally = PredictionTally(
            answered: blanks.count { $0.answer != nil }, correct: blanks.count(where: \.correct), total: blanks.count,
            blanks: blanks, next: next
        )
        let result = LearnerResult(learner: "Ada", language: language, createdAt: Date(), exercises: [], predictions: tally)
        return WorkshopScreen(result: result, manifest: KitManifest(language: language == "zh-Hans" ? .chinese : .english, exercises: [])).render()
    }

    let file = "Chapters/en/03-snap-and-bounce.md"

    @Test func showsTheTallyEachChapterAndTheNextBlank() {
        let next = FirstFailure(file: file, line: 111, column: 24, text: "expect row 5 keyframes ?, 0",
                                message: "not answered", prose: "It bounces too.")
        let text = screen("en", blanks: [
            PredictionBlank(file: file, line: 70, column: 24, answer: "170", correct: true),
            PredictionBlank(file: file, line: 111, column: 24, answer: nil, correct: false),
        ], next: next)
        expect(text.hasPrefix("[##########----------] 50% Predictions: 1/2 answered, 1 correct"))
        expect(text.contains("· \(file) ✓?"))
        expect(text.contains("Next blank: \(file):111:24\n    It bounces too.\n    expect row 5 keyframes ?, 0"))
        let chinese = screen("zh-Hans", blanks: [PredictionBlank(file: file, line: 70, column: 24, answer: "170", correct: true)], next: nil)
        expect(chinese.contains("预测：已作答 1/1 处，答对 1 处"))
        expect(chinese.contains("✓ \(file) ✓"))
        expect(chinese.contains("全部预测正确"))
    }

    @Test func aKitWithExercisesShowsTheBlanksUnderThemAndWhatToDoNextForEach() {
        let blanks = [
            PredictionBlank(file: file, line: 70, column: 24, answer: "170", correct: true),
            PredictionBlank(file: file, line: 111, column: 24, answer: nil, correct: false),
        ]
        let next = FirstFailure(file: file, line: 111, column: 24, text: "expect row 5 keyframes ?, 0", message: "not answered", prose: "")
        let tally = PredictionTally(answered: 1, correct: 1, total: 2, blanks: blanks, next: next)
        func render(_ status: ExerciseStatus, _ tally: PredictionTally) -> String {
            let exercise = ExerciseResult(id: "bounce-keyframes", chapter: "03-snap-and-bounce.md", title: "The bounce as keyframes",
                                          status: status, stepsPassed: status == .passed ? 7 : 2, stepsTotal: 7)
            let result = LearnerResult(learner: "Ada", language: "en", createdAt: Date(), exercises: [exercise], predictions: tally)
            let manifest = KitManifest(language: .english, exercises: [.init(id: "bounce-keyframes", file: "Sources/workshop/03-Bounce.swift", stubDigest: "0")])
            return WorkshopScreen(result: result, manifest: manifest).render()
        }
        let working = render(.failed, tally)
        expect(working.hasPrefix("[--------------------] 0% 0/1 exercises done"))
        expect(working.contains("[##########----------] 50% Predictions: 1/2 answered, 1 correct"))
        expect(working.contains("Next exercise: The bounce as keyframes (bounce-keyframes)"))
        expect(working.contains("Next blank: \(file):111:24"))
        let exercisesDone = render(.passed, tally)
        expect(exercisesDone.contains("Every exercise passes its chapter's checks; blanks remain."))
        expect(!exercisesDone.contains("All done"))
        expect(exercisesDone.contains("Next blank: \(file):111:24"))
        var right = tally
        right.next = nil
        expect(render(.passed, right).contains("All done: every exercise passes"))
        expect(render(.passed, right).contains("All predicted"))
    }

    @Test func aWrongAnswerIsLocatedWhileOtherBlanksRemainWithoutTheRightNumber() {
        let next = FirstFailure(file: file, line: 111, column: 24, text: "expect row 5 keyframes ?, 0", message: "not answered", prose: "")
        let blanks = [
            PredictionBlank(file: file, line: 70, column: 24, answer: "175", correct: false),
            PredictionBlank(file: file, line: 111, column: 24, answer: nil, correct: false),
        ]
        let text = screen("en", blanks: blanks, next: next)
        expect(text.contains("Next blank: \(file):111:24"))
        expect(text.contains("✗ Wrong prediction: \(file):70:24 (175?)"))
        expect(text.contains("→ Not what the engine does"))
        // The book's number (170) appears nowhere.
        expect(!text.contains("170"))
        let chinese = screen("zh-Hans", blanks: blanks, next: next)
        expect(chinese.contains("✗ 预测错了：\(file):70:24 (175?)"))
        // When the wrong one is the next thing to do, it is not listed twice.
        let only = screen("en", blanks: [blanks[0]], next: FirstFailure(file: file, line: 70, column: 24, text: "", message: "wrong", prose: ""))
        expect(!only.contains("Wrong prediction"))
    }
}
