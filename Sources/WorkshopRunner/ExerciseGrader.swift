import ChapterModel
import Foundation
import LearnerResults
import Messages
import SpecInterpreter
import SpecLanguage

/// Grades a kit's exercises: each exercise's chapter runs with the book's decisions and the learner's answer to
/// that exercise alone.
public struct ExerciseGrader: Sendable {
    /// The kit's root folder.
    public var root: String
    /// The kit's manifest.
    public var manifest: KitManifest
    /// Told which exercise runs, for the time limit's message (``GradingTimeLimit``).
    var progress: GradingProgress?

    /// A grader for the kit at `root`.
    public init(root: String, manifest: KitManifest) {
        self.root = root
        self.manifest = manifest
    }

    /// The learner's result with `decisions` plugged in.
    public func grade(_ decisions: Decisions, learner: String, createdAt: Date = Date()) -> LearnerResult {
        // A chapter with blanks is prepared once, however many exercises it grades.
        var prepared: [String: ExerciseChapter] = [:]
        let exercises = manifest.exercises.compactMap { entry -> ExerciseResult? in
            guard let exercise = ExerciseCatalogue.exercise(id: entry.id) else { return nil }
            progress?.current = entry
            defer { progress?.current = nil }
            return grade(exercise, entry: entry, decisions: decisions, prepared: &prepared)
        }
        let predictions = manifest.predictions.map { PredictionGrader(root: root, language: manifest.language).tally($0) }
        return LearnerResult(learner: learner, language: manifest.language.tag, createdAt: createdAt, exercises: exercises, predictions: predictions)
    }

    /// The chapter file of `exercise`, relative to the kit's root.
    public func chapterPath(of exercise: Exercise) -> String {
        "Chapters/\(manifest.language.tag)/\(exercise.chapter)"
    }

    private func absolute(_ relative: String) -> String {
        root == "." ? relative : (root as NSString).appendingPathComponent(relative)
    }

    private func grade(
        _ exercise: Exercise, entry: KitManifest.Entry, decisions: Decisions, prepared: inout [String: ExerciseChapter]
    ) -> ExerciseResult {
        let title = exercise.title(language: manifest.language)
        let relative = chapterPath(of: exercise)
        let untouched = FileDigest.ofFile(at: absolute(entry.file)) == entry.stubDigest
        let chapter: Chapter
        var withBlanks: ExerciseChapter?
        do {
            let blanks = (manifest.predictions ?? []).filter { $0.file == relative }
            if blanks.isEmpty {
                chapter = try ChapterReader.read(file: absolute(relative))
            } else {
                let ready = try prepared[relative] ?? ExerciseChapter(
                    source: ChapterReader.text(ofFile: absolute(relative)), file: relative, language: manifest.language, blanks: blanks
                )
                prepared[relative] = ready
                withBlanks = ready
                chapter = ready.chapter
            }
        } catch {
            let failure = FirstFailure(
                file: relative, line: 1, column: 1, text: "",
                message: "\(error); copy the chapter back from the book (`chapters workshop new` wrote it)", prose: ""
            )
            return ExerciseResult(
                id: exercise.id, chapter: exercise.chapter, title: title, status: untouched ? .notStarted : .failed,
                stepsPassed: 0, stepsTotal: 0, firstFailure: failure
            )
        }
        let result = ScenarioRunner.run(chapter, decisions: .book(with: exercise.id, from: decisions))
        let counts = result.counts
        var failure = firstFailure(in: result, relative: relative)
        if let withBlanks, let shown = failure, withBlanks.predictionLines.contains(shown.line) {
            // The line holds the book's number again: show it blanked, and say what is wrong without its numbers.
            failure?.text = withBlanks.blankedLine(shown.line)
            failure?.message = PredictionMessages.exerciseMissesPrediction.text(in: manifest.language)
        }
        let status: ExerciseStatus = untouched ? .notStarted : (counts.status == .passed ? .passed : .failed)
        return ExerciseResult(
            id: exercise.id, chapter: exercise.chapter, title: title, status: status,
            stepsPassed: counts.passed, stepsTotal: counts.total, firstFailure: failure
        )
    }


    private func firstFailure(in result: ChapterResult, relative: String) -> FirstFailure? {
        for step in result.steps {
            for block in step.blocks {
                guard let (line, failure) = block.failures.first else { continue }
                let source = (try? String(contentsOfFile: absolute(relative), encoding: .utf8)) ?? ""
                return FirstFailure(
                    failure.diagnostic(line: line.location), file: relative, text: line.text.trimmingCharacters(in: .whitespaces),
                    message: failure.description, prose: ProseAbove.sentence(in: source, aboveLine: block.block.location.line)
                )
            }
        }
        return nil
    }
}
