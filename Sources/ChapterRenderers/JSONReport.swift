import ChapterModel
import ChapterRunner
import Foundation
import SpecLanguage

/// `chapters verify --format json`: one record per step (file, line, outcome, failure message and the
/// failing lines with expected and actual), then translations and unreadable files, then a summary.
///
/// Keys are sorted and the output is stable, so it can be compared between runs.
public struct JSONReport: Sendable {
    public init() {}

    /// The report as UTF-8 JSON text, ending with a newline.
    public func render(_ result: BookResult) -> String {
        let document = Document(
            summary: Summary(
                passed: result.passedSteps, failed: result.failedSteps, blocked: result.blockedSteps,
                drifts: result.drifts.count, unreadable: result.readErrors.count, success: result.isSuccess
            ),
            steps: StepRecord.records(of: result).map(Step.init),
            translations: result.translations.map(Translation.init),
            errors: result.readErrors.map { ReadError(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message, hint: $0.hint) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Document: Encodable {
        var summary: Summary
        var steps: [Step]
        var translations: [Translation]
        var errors: [ReadError]
    }

    struct Summary: Encodable {
        var passed: Int
        var failed: Int
        var blocked: Int
        var drifts: Int
        var unreadable: Int
        var success: Bool
    }

    struct Step: Encodable {
        var file: String
        var line: Int
        var column: Int
        var language: String
        var chapter: String
        var step: String
        var outcome: String
        var message: String?
        var failures: [StepRecord.Failure]
        var blockedBy: String?

        init(_ record: StepRecord) {
            file = record.file
            line = record.line
            column = record.column
            language = record.language
            chapter = record.chapter
            step = record.step
            outcome = record.outcome.rawValue
            message = record.message
            failures = record.failures
            blockedBy = record.blockedBy?.description
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(language, forKey: .language)
            try container.encode(chapter, forKey: .chapter)
            try container.encode(step, forKey: .step)
            try container.encode(outcome, forKey: .outcome)
            try container.encode(message, forKey: .message) // null when passed: every record has the same keys
            try container.encode(failures, forKey: .failures)
            try container.encode(blockedBy, forKey: .blockedBy)
        }

        enum CodingKeys: String, CodingKey {
            case file, line, column, language, chapter, step, outcome, message, failures, blockedBy
        }
    }

    struct Translation: Encodable {
        var folder: String
        var file: String
        /// `in sync`, `drift` or `untranslated`.
        var status: String
        var message: String?
        var original: String?
        var translation: String?

        init(_ result: TranslationResult) {
            folder = result.folder
            file = result.fileName
            switch result.status {
            case .inSync:
                status = "in sync"
            case .drift(let drift):
                status = "drift"
                message = drift.message
                original = drift.original.description
                translation = drift.translation.description
            case .untranslated(let present, let missing):
                status = "untranslated"
                message = "exists in \(present)/ only; \(missing)/\(result.fileName) is missing"
            }
        }
    }

    struct ReadError: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var hint: String
    }
}
