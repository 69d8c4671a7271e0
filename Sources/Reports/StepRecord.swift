import BookVerification
import ChapterModel
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage

/// One counted step, flattened for machine-readable reports: where it is, how it came out, and why.
struct StepRecord: Equatable, Sendable, Encodable {
    struct Failure: Codable, Equatable, Sendable {
        var file: String
        var line: Int
        var column: Int
        /// The spec line as written.
        var text: String
        var message: String
        var expected: String?
        var actual: String?
        var suggestion: String?
        /// Which side failed: `engines` (the model), `app` (the reader's app, run on the UIKit runtime) or `listing`
        /// (a Swift listing's compile error or check).
        var against: String = "engines"
    }

    /// How the step's lines fared against the reader's app: the view controller it shows, the lines checked against
    /// it, and the lines left to the engines with their reasons.
    struct AppRecord: Codable, Equatable, Sendable {
        struct EngineOnlyLine: Codable, Equatable, Sendable {
            var line: Int
            var reason: String
        }

        /// The view controller on screen, or `null` when the app did not run.
        var screen: String?
        var checked: Int
        var engineOnly: Int
        var engineOnlyLines: [EngineOnlyLine]

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(screen, forKey: .screen)
            try container.encode(checked, forKey: .checked)
            try container.encode(engineOnly, forKey: .engineOnly)
            try container.encode(engineOnlyLines, forKey: .engineOnlyLines)
        }
    }

    var file: String
    var line: Int
    var column: Int
    var language: ReaderLanguage
    var chapter: String
    var step: String
    var outcome: Status
    /// One line saying why the step did not pass; `nil` when it passed.
    var message: String?
    var failures: [Failure]
    /// The lines whose prediction is still a blank `?` ("not answered"), with the message the terminal shows.
    var notAnswered: [Failure]
    /// For a blocked step: the failing line it depends on.
    var blockedBy: SourceLocation?
    /// Each Swift listing of the step and the check it got.
    var listings: [ListingRecord]
    /// The step against the reader's app; `nil` when the chapter's app did not run (no app, or `--skip-app`).
    var app: AppRecord?

    /// A Swift listing and what it got: `compiled-and-run` (against the `engines`), `type-checked` (against
    /// `checked-ios-surface` or `ios-sdk-17.5`), `syntax-only` or `not-checked`.
    struct ListingRecord: Codable, Equatable, Sendable {
        var line: Int
        var column: Int
        var check: String
        var against: String?
        var outcome: String
        /// The file of the reader's app it is a version of (`file=`), if it names one.
        var file: String?
        /// Why it was not checked, for `not-checked`.
        var reason: String?

        // `against` is written as null when the listing was not compiled.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(check, forKey: .check)
            try container.encode(against, forKey: .against)
            try container.encode(outcome, forKey: .outcome)
            try container.encodeIfPresent(file, forKey: .file)
            try container.encodeIfPresent(reason, forKey: .reason)
        }
    }

    init(_ step: StepResult, in chapter: Chapter) {
        file = chapter.path
        line = step.step.location.line
        column = step.step.location.column
        language = chapter.language
        self.chapter = chapter.title
        self.step = step.step.title
        outcome = step.status
        failures = step.blocks.flatMap { block in
            block.failures.map { line, failure in
                let location = failure.location ?? line.location
                return Failure(file: location.file, line: location.line, column: location.column,
                        text: line.text.trimmingCharacters(in: .whitespaces), message: failure.message,
                        expected: failure.expected, actual: failure.actual, suggestion: failure.suggestion)
            }
        }
        // A Swift listing's compile errors and failed checks, at their Markdown lines.
        failures += step.listings.flatMap { listing in
            listing.failures.map { failure in
                let text = listing.listing.lines.first { $0.location.line == failure.location.line }?.text ?? "```swift"
                return Failure(file: failure.location.file, line: failure.location.line, column: failure.location.column,
                               text: text.trimmingCharacters(in: .whitespaces), message: failure.message, against: "listing")
            }
        }
        // The lines where the reader's app disagrees, crashed or did not build, in the chapter's language.
        failures += (step.app?.failures ?? []).map { line in
            Failure(file: line.location.file, line: line.location.line, column: line.location.column,
                    text: step.text(at: line.location).trimmingCharacters(in: .whitespaces),
                    message: line.failure?.text(in: chapter.language) ?? "", against: "app")
        }
        app = step.app.map { app in
            AppRecord(screen: app.screen, checked: app.checked, engineOnly: app.engineOnly.count,
                      engineOnlyLines: app.engineOnly.map { AppRecord.EngineOnlyLine(line: $0.location.line, reason: $0.engineOnly?.text(in: chapter.language) ?? "") })
        }
        notAnswered = step.blocks.flatMap { block in
            block.notAnswered.map { line in
                let column = (Prediction.marks(in: line.text).first { $0.isBlank }?.offset ?? 0) + 1
                return Failure(file: line.location.file, line: line.location.line, column: column,
                               text: line.text.trimmingCharacters(in: .whitespaces), message: PredictionMessages.notAnsweredMessage.english)
            }
        }
        blockedBy = step.blockedBy
        listings = step.listings.map { result in
            var reason: String?
            if case .notChecked(let why) = result.check { reason = why }
            return ListingRecord(line: result.listing.location.line, column: result.listing.location.column, check: result.check.name,
                                 against: result.check.against, outcome: result.status.rawValue, file: result.listing.fileName, reason: reason)
        }
        switch outcome {
        case .passed:
            message = nil
        case .failed:
            message = (failures.first ?? notAnswered.first).map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        case .blocked:
            let words = chapter.language
            message = (blockedBy.map { RunnerMessages.blockedBy("\($0)") } ?? ReportMessages.blockedByEarlier).text(in: words)
        }
    }

    /// Every counted step of a book, in the book's order.
    static func records(of result: BookResult) -> [StepRecord] {
        result.chapters.flatMap { chapter in chapter.steps.map { StepRecord($0, in: chapter.chapter) } }
    }

    /// Every record has the same keys (`message` and `blockedBy` are null when they do not apply);
    /// the outcome and the blocking place are written as text.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(language, forKey: .language)
        try container.encode(chapter, forKey: .chapter)
        try container.encode(step, forKey: .step)
        try container.encode(outcome.rawValue, forKey: .outcome)
        try container.encode(message, forKey: .message)
        try container.encode(failures, forKey: .failures)
        try container.encode(notAnswered, forKey: .notAnswered)
        try container.encode(blockedBy.map(JSONReport.Place.init), forKey: .blockedBy)
        try container.encode(listings, forKey: .listings)
        try container.encode(app, forKey: .app)
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, language, chapter, step, outcome, message, failures, notAnswered, blockedBy, listings, app
    }
}
