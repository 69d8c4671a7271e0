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
        let steps = result.stepCounts
        let document = Document(
            summary: Summary(
                passed: steps.passed, failed: steps.failed, blocked: steps.blocked,
                drifts: result.drifts.count, unreadable: result.readErrors.count, success: result.isSuccess
            ),
            steps: StepRecord.records(of: result),
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
        var steps: [StepRecord]
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
