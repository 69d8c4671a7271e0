import Foundation
import LearnerResults
import EngineMessages

/// What a real kit's result cannot hold, checked before anything is stored: negative or huge counts, more steps
/// passed than exist, `passed` without every step passed (0 of 0, 1 of 9), an exercise twice or in another chapter, a chapter the book does not have, a name that is too
/// long or holds control characters, free text over its cap, a date in the future.
enum ResultPlausibility {
    static let maximumSteps = 10_000
    static let maximumNameCharacters = 64
    static let maximumNameBytes = 256
    /// A failure's prose, its spec line and its message.
    static let maximumTextBytes = 2 * 1024
    static let maximumShortTextBytes = 256
    /// How far ahead of the server's clock a kit's clock may be.
    static let clockSlack: TimeInterval = 10 * 60

    static func problem(_ result: LearnerResult, now: Date) -> ResultProblem? {
        nameProblem(result.learner)
            ?? textProblem("language", result.language, limit: 16)
            ?? dateProblem(result.createdAt, now: now)
            ?? exercisesProblem(result.exercises)
            ?? predictionsProblem(result.predictions)
    }

    static func nameProblem(_ name: String) -> ResultProblem? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return ResultProblem(ResultFieldMessages.nameMissing, field: "learner") }
        if name.unicodeScalars.contains(where: isControl) { return ResultProblem(ResultFieldMessages.nameControl, field: "learner") }
        let unfolded = LookalikeNames.unfolded(name)
        if !unfolded.isEmpty {
            let codes = unfolded.prefix(4).map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }
            return ResultProblem(ResultFieldMessages.nameLookalike(codes: codes, plain: LookalikeNames.folded(name)), field: "learner")
        }
        if name.count > maximumNameCharacters || name.utf8.count > maximumNameBytes {
            return ResultProblem(ResultFieldMessages.nameTooLong(characters: name.count, bytes: name.utf8.count), field: "learner")
        }
        return nil
    }

    /// Control characters, and the invisible ones that reorder or hide text (bidirectional marks and overrides, the
    /// zero-width space; not the joiner that emoji sequences use).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func textProblem(_ field: String, _ text: String, limit: Int) -> ResultProblem? {
        text.utf8.count > limit ? ResultProblem(ResultFieldMessages.textTooLong(field, bytes: text.utf8.count, limit: limit), field: field) : nil
    }

    private static func countProblem(_ field: String, _ value: Int, limit: Int) -> ResultProblem? {
        if value < 0 { return ResultProblem(ResultFieldMessages.negative(field, value), field: field) }
        if value > limit { return ResultProblem(ResultFieldMessages.tooLargeCount(field, value, limit: limit), field: field) }
        return nil
    }

    private static func dateProblem(_ date: Date, now: Date) -> ResultProblem? {
        guard date.timeIntervalSince(now) > clockSlack else { return nil }
        return ResultProblem(ResultFieldMessages.inTheFuture("createdAt", date.ISO8601Format()), field: "createdAt")
    }

    private static func exercisesProblem(_ exercises: [ExerciseResult]) -> ResultProblem? {
        let catalogue = Dictionary(ExerciseCatalogue.all.map { ($0.id, $0.chapter) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for (index, exercise) in exercises.enumerated() {
            let place = "exercises[\(index)]"
            if !seen.insert(exercise.id).inserted {
                return ResultProblem(ResultFieldMessages.duplicateExercise("\(place).id", exercise.id), field: "\(place).id")
            }
            if let expected = catalogue[exercise.id], expected != exercise.chapter {
                return ResultProblem(ResultFieldMessages.wrongChapter("\(place).chapter", exercise.chapter, expected: expected), field: "\(place).chapter")
            }
            if let problem = countProblem("\(place).stepsPassed", exercise.stepsPassed, limit: maximumSteps)
                ?? countProblem("\(place).stepsTotal", exercise.stepsTotal, limit: maximumSteps)
                ?? textProblem("\(place).title", exercise.title, limit: maximumShortTextBytes) {
                return problem
            }
            if exercise.stepsPassed > exercise.stepsTotal {
                return ResultProblem(
                    ResultFieldMessages.passedOverTotal("\(place).stepsPassed", passed: exercise.stepsPassed, total: exercise.stepsTotal),
                    field: "\(place).stepsPassed"
                )
            }
            if exercise.status == .passed, exercise.stepsTotal == 0 || exercise.stepsPassed < exercise.stepsTotal {
                return ResultProblem(
                    ResultFieldMessages.passedWithoutAllSteps("\(place).status", passed: exercise.stepsPassed, total: exercise.stepsTotal),
                    field: "\(place).status"
                )
            }
            if let failure = exercise.firstFailure {
                let at = "\(place).firstFailure"
                if let problem = textProblem("\(at).prose", failure.prose, limit: maximumTextBytes)
                    ?? textProblem("\(at).text", failure.text, limit: maximumTextBytes)
                    ?? textProblem("\(at).message", failure.message, limit: maximumTextBytes)
                    ?? textProblem("\(at).file", failure.file, limit: maximumShortTextBytes)
                    ?? countProblem("\(at).line", failure.line, limit: 1_000_000)
                    ?? countProblem("\(at).column", failure.column, limit: 100_000) {
                    return problem
                }
            }
        }
        return nil
    }

    private static func predictionsProblem(_ predictions: PredictionTally?) -> ResultProblem? {
        guard let predictions else { return nil }
        for (index, chapter) in (predictions.chapters ?? []).enumerated() where !BookChapters.files.contains(chapter.chapter) {
            let field = "predictions.chapters[\(index)].chapter"
            return ResultProblem(ResultFieldMessages.unknownChapter(field, String(chapter.chapter.prefix(80))), field: field)
        }
        return nil
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
