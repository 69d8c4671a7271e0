import Foundation
import LearnerResults
import Testing
@testable import WorkshopRunner
import TestSupport

@Suite struct WorkshopScreenTests {
    private func screen(language: String, hint: Bool) -> WorkshopScreen {
        let failure = FirstFailure(
            file: "Chapters/en/02-under-the-content.md", line: 104, column: 1,
            text: "expect row 3 offset 150", message: "row 3 has another offset", prose: "It does not end at 150."
        )
        let result = LearnerResult(learner: "Ada", language: language, createdAt: Date(), exercises: [
            ExerciseResult(id: "pan-clamp", chapter: "02-under-the-content.md", title: "The pan clamp", status: .failed,
                           stepsPassed: 3, stepsTotal: 8, firstFailure: failure),
            ExerciseResult(id: "drop-target", chapter: "07-long-press-to-move.md", title: "Where the row lands",
                           status: .passed, stepsPassed: 9, stepsTotal: 9),
        ])
        let manifest = KitManifest(language: language == "zh-Hans" ? .chinese : .english, exercises: [
            .init(id: "pan-clamp", file: "Sources/workshop/02-PanClamp.swift", stubDigest: "0"),
        ])
        return WorkshopScreen(result: result, manifest: manifest, showingHint: hint)
    }

    @Test func showsProgressTheNextExerciseAndItsFailingLineWithProse() {
        let text = screen(language: "en", hint: false).render()
        expect(text.hasPrefix("[##########----------] 50% 1/2 exercises done"))
        expect(text.contains("Next exercise: The pan clamp (pan-clamp)"))
        expect(text.contains("Edit: Sources/workshop/02-PanClamp.swift"))
        expect(text.contains("Chapters/en/02-under-the-content.md:104:1"))
        expect(text.contains("It does not end at 150.\n    expect row 3 offset 150"))
        expect(!text.contains("Hint:"))
    }

    @Test func showsTheHintOnRequestInTheKitsLanguage() {
        expect(screen(language: "en", hint: true).render().contains("Hint: Follow the finger"))
        let chinese = screen(language: "zh-Hans", hint: true).render()
        expect(chinese.contains("已完成 1/2 个练习"))
        expect(chinese.contains("提示：偏移量跟着手指走"))
    }
}
