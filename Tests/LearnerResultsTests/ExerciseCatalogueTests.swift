import LearnerResults
import Testing
import TestSupport

@Suite struct ExerciseCatalogueTests {
    @Test func holdsTheTenContractIdsInBookOrder() {
        expectEqual(ExerciseCatalogue.all.map(\.id), [
            "pan-clamp", "release-decision", "bounce-keyframes", "open-state-across-reuse",
            "mail-button-widths", "drop-target", "edge-scroll-speed", "section-toggle-batch",
            "tree-flattening", "label-truncation",
        ])
    }

    @Test func spansEightChaptersInBookOrder() {
        let numbers = ExerciseCatalogue.chapters.map { String($0.prefix(2)) }
        expectEqual(numbers, ["02", "03", "04", "06", "07", "08", "10", "11", "12"])
        expectEqual(ExerciseCatalogue.exercises(inChapter: "03-snap-and-bounce.md").map(\.id), ["release-decision", "bounce-keyframes"])
    }

    @Test func everyExerciseHasTitlesAndHintsInBothLanguages() {
        for exercise in ExerciseCatalogue.all {
            expect(!exercise.titleEnglish.isEmpty && !exercise.titleChinese.isEmpty, "\(exercise.id)")
            expect(exercise.title(language: .chinese) != exercise.title(language: .english), "\(exercise.id)")
            expect(exercise.hint(language: .chinese) != exercise.hint(language: .english), "\(exercise.id)")
        }
        expectEqual(ExerciseCatalogue.exercise(id: "drop-target")?.chapterNumber, "07")
        expectEqual(ExerciseCatalogue.exercise(id: "nothing"), nil)
    }
}
