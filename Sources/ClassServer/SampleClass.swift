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

    /// Learner `index`'s "predict the number" tally over two chapters of three blanks each, listing the blanks with
    /// made-up answers as `workshop verify` writes them: the first `index % 7` blanks right, the next one wrong, the rest
    /// not answered.
    public static func predictions(learner index: Int) -> PredictionTally {
        let right = index % 7
        let files = ["Chapters/en/02-under-the-content.md", "Chapters/en/08-edge-auto-scroll.md"]
        let blanks = (0..<6).map { blank in
            PredictionBlank(
                file: files[blank / 3], line: 100 + blank, column: 21,
                answer: blank <= right ? "\(150 + blank)" : nil, correct: blank < right
            )
        }
        return PredictionTally(
            answered: blanks.count { $0.answer != nil }, correct: blanks.count(where: \.correct), total: blanks.count,
            blanks: blanks, chapters: PredictionTally.chapters(of: blanks)
        )
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
