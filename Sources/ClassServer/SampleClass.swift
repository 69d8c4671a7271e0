import Foundation
import LearnerResults

/// Made-up results of a whole class, for the benchmark and the tests: learner `n` has passed the first
/// `n % (exercises + 1)` exercises and fails the next one at a spec line shared by the class.
public enum SampleClass {
    public static func result(learner index: Int, exercises: [Exercise] = ExerciseCatalogue.all, createdAt: Date = Date(timeIntervalSince1970: 1_795_000_000)) -> LearnerResult {
        let done = index % (exercises.count + 1)
        let lines = exercises.enumerated().map { offset, exercise -> ExerciseResult in
            if offset < done {
                return ExerciseResult(id: exercise.id, chapter: exercise.chapter, title: exercise.titleEnglish, status: .passed, stepsPassed: 6, stepsTotal: 6)
            }
            if offset == done {
                let failure = FirstFailure(
                    file: "Chapters/en/\(exercise.chapter)", line: 40 + offset, column: 1,
                    text: "expect row 3 offset 150", message: "expected offset 150, found 149.5",
                    prose: "Pull row 3 past half of the outer button and let go."
                )
                return ExerciseResult(id: exercise.id, chapter: exercise.chapter, title: exercise.titleEnglish, status: .failed, stepsPassed: 2, stepsTotal: 6, firstFailure: failure)
            }
            return ExerciseResult(id: exercise.id, chapter: exercise.chapter, title: exercise.titleEnglish, status: .notStarted, stepsPassed: 0, stepsTotal: 6)
        }
        return LearnerResult(learner: "Learner \(index + 1)", language: "en", createdAt: createdAt, exercises: lines)
    }

    /// `count` exercises: the catalogue's, then made-up ones numbered after them (a longer course).
    public static func exercises(_ count: Int) -> [Exercise] {
        let catalogue = ExerciseCatalogue.all
        return (0..<count).map { index in
            index < catalogue.count ? catalogue[index] : Exercise(
                id: "extra-\(index + 1)", chapter: "\(20 + index / 3)-extra.md",
                titleEnglish: "Extra exercise \(index + 1)", titleChinese: "附加练习 \(index + 1)",
                hintEnglish: "", hintChinese: ""
            )
        }
    }
}
