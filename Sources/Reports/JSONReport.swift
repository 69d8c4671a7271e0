import BookVerification
import ChapterModel
import Foundation
import Messages
import SpecLanguage

/// `chapters verify --format json`: one record per step (file, line, outcome, failure message and the
/// failing lines with expected and actual), then translations, warnings and unreadable files, then a summary.
///
/// The shape is described by `Sources/Reports/Schemas/verify-report.schema.json`; ``schemaVersion``
/// changes when a key is removed or changes meaning. Every place is an object with `file`, `line` and `column`.
/// Keys are sorted and the output is stable, so it can be compared between runs.
public struct JSONReport: Sendable {
    /// The version of the report's shape, written as `schemaVersion`.
    public static let schemaVersion = 1

    /// Whether warnings fail the run (`--strict`): `summary.success` and `summary.strict` say so.
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// The report as UTF-8 JSON text, ending with a newline.
    public func render(_ result: BookResult) -> String {
        let steps = result.stepCounts
        let warnings = result.warnings
        let document = Document(
            schemaVersion: Self.schemaVersion,
            summary: Summary(
                passed: steps.passed, failed: steps.failed, blocked: steps.blocked,
                drifts: result.driftedPairs, unreadable: result.readErrors.count, warnings: warnings.count,
                strict: strict, success: result.isSuccess(strict: strict),
                predictions: Predictions(result.predictions)
            ),
            steps: StepRecord.records(of: result),
            translations: result.translations.map(Translation.init),
            warnings: warnings.map(DiagnosticRecord.init),
            errors: result.readErrors.map(DiagnosticRecord.init)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Document: Encodable {
        var schemaVersion: Int
        var summary: Summary
        var steps: [StepRecord]
        var translations: [Translation]
        var warnings: [DiagnosticRecord]
        var errors: [DiagnosticRecord]
    }

    struct Summary: Encodable {
        var passed: Int
        var failed: Int
        var blocked: Int
        var drifts: Int
        var unreadable: Int
        var warnings: Int
        var strict: Bool
        var success: Bool
        var predictions: Predictions
    }

    /// "Predict the number": the marked numbers of the chapters run, how many are blank, answered and confirmed.
    struct Predictions: Encodable {
        var total: Int
        var answered: Int
        var correct: Int
        var notAnswered: Int

        init(_ count: PredictionCount) {
            total = count.total
            answered = count.answered
            correct = count.correct
            notAnswered = count.blank
        }
    }

    /// A place in a chapter file.
    struct Place: Encodable, Equatable {
        var file: String
        var line: Int
        var column: Int

        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
            column = location.column
        }
    }

    /// A warning or an unreadable file: a ``Diagnostic`` with the same keys every time (`hint` is null when there is
    /// none; an unreadable file always has one).
    struct DiagnosticRecord: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            message = diagnostic.message
            hint = diagnostic.hint
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(message, forKey: .message)
            try container.encode(hint, forKey: .hint)
        }

        enum CodingKeys: String, CodingKey { case file, line, column, message, hint }
    }

    struct Translation: Encodable {
        var folder: String
        var file: String
        /// `in sync`, `drift`, `untranslated` or `not compared`.
        var status: String
        /// For a drift, the first one's (as before every drift was listed).
        var message: String?
        var original: Place?
        var translation: Place?
        /// Every drift of the pair; `nil` for a pair that did not drift.
        var drifts: [Drift]?

        init(_ result: TranslationResult) {
            folder = result.folder
            file = result.fileName
            switch result.status {
            case .inSync:
                status = "in sync"
            case .drift(let all):
                status = "drift"
                message = all.first?.message
                original = all.first.map { Place($0.original) }
                translation = all.first.map { Place($0.translation) }
                drifts = all.map(Drift.init)
            case .untranslated(let present, let missing):
                status = "untranslated"
                message = "exists in \(present)/ only; \(missing)/\(result.fileName) is missing"
            case .notCompared(let reason):
                status = "not compared"
                message = reason.english
            }
        }
    }

    /// One difference between a chapter and its translation.
    struct Drift: Encodable {
        /// `changed line`, `missing line`, `extra line`, `missing block`, `extra block`, `missing heading`,
        /// `extra heading`, `changed listing`, `missing listing`, `extra listing`, `changed code line`,
        /// `missing code line`, `extra code line`, or `more` (standing for `count` drifts not listed).
        var kind: String
        var message: String
        var hint: String
        var original: Place
        var originalLine: String
        var translation: Place
        var translationLine: String
        var count: Int

        init(_ drift: TranslationDrift) {
            kind = drift.kind.rawValue
            message = drift.message
            hint = drift.hint
            original = Place(drift.original)
            originalLine = drift.originalLine
            translation = Place(drift.translation)
            translationLine = drift.translationLine
            count = drift.count
        }
    }
}
