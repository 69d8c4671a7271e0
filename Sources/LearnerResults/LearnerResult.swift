import EngineMessages
import Foundation

/// One learner's result for a workshop: what `swift run workshop verify --format json` writes and what
/// the teacher's tools read.
///
/// The JSON shape is fixed by the project's contracts (schema version 1): `schemaVersion`, `learner`,
/// `language`, `createdAt` (ISO 8601, UTC), `exercises` in book order, and `predictions`, which is left
/// out when the kit holds no prediction chapters (its `chapters`, per chapter's right, wrong and unanswered
/// blanks, was added later and is optional). Encode and decode with ``encoded()`` and
/// ``decoded(from:)`` so the dates and key order are the same everywhere.
public struct LearnerResult: Codable, Sendable, Equatable {
    /// The schema version this type writes and reads.
    public static let currentSchemaVersion = 1

    /// Always ``currentSchemaVersion`` for a result this module writes.
    public var schemaVersion: Int
    /// The learner's name as given to `--name`.
    public var learner: String
    /// The language of the kit's chapters as the result names it (its tag: `en` or `zh-Hans`); a result from
    /// elsewhere may name another, which ``readerLanguage`` reads as English.
    public var language: String

    /// The language of the kit's chapters.
    public var readerLanguage: ReaderLanguage { ReaderLanguage(folder: language) }
    /// When the result was made.
    public var createdAt: Date
    /// One entry per exercise in the kit, in book order.
    public var exercises: [ExerciseResult]
    /// The "predict the number" tally, or `nil` when the kit has no prediction chapters.
    public var predictions: PredictionTally?

    /// Makes a result with the current schema version.
    public init(
        learner: String,
        language: String,
        createdAt: Date,
        exercises: [ExerciseResult],
        predictions: PredictionTally? = nil
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.learner = learner
        self.language = language
        self.createdAt = createdAt
        self.exercises = exercises
        self.predictions = predictions
    }

    /// The number of exercises whose status is ``ExerciseStatus/passed``.
    public var passedCount: Int { exercises.filter { $0.status == .passed }.count }

    /// The result as JSON: keys sorted, dates in ISO 8601, pretty-printed, ending with a newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a result from JSON, refusing a schema version other than ``currentSchemaVersion``, an
    /// exercise id that is not in ``ExerciseCatalogue``, and `predictions` whose counts do not add up.
    public static func decoded(from data: Data) throws -> LearnerResult {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let result = try decoder.decode(LearnerResult.self, from: data)
        guard result.schemaVersion == currentSchemaVersion else {
            throw LearnerResultError.unsupportedSchemaVersion(result.schemaVersion)
        }
        for exercise in result.exercises where ExerciseCatalogue.exercise(id: exercise.id) == nil {
            throw LearnerResultError.unknownExercise(exercise.id)
        }
        if let problem = result.predictions?.problem() {
            throw LearnerResultError.malformedPredictions(problem)
        }
        return result
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, learner, language, createdAt, exercises, predictions
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(learner, forKey: .learner)
        try container.encode(language, forKey: .language)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(exercises, forKey: .exercises)
        try container.encodeIfPresent(predictions, forKey: .predictions)
    }
}
