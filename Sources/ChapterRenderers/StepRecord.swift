import ChapterModel
import ChapterRunner
import Foundation

/// One counted step, flattened for machine-readable reports: where it is, how it came out, and why.
struct StepRecord: Equatable, Sendable {
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
    }

    var file: String
    var line: Int
    var column: Int
    var language: String
    var chapter: String
    var step: String
    var outcome: Status
    /// One line saying why the step did not pass; `nil` when it passed.
    var message: String?
    var failures: [Failure]
    /// For a blocked step: the failing line it depends on.
    var blockedBy: SourceLocation?

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
        blockedBy = step.blocks.first { $0.status == .blocked }?.blockedBy
        switch outcome {
        case .passed:
            message = nil
        case .failed:
            message = failures.first.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        case .blocked:
            message = blockedBy.map { "blocked by the failure at \($0)" } ?? "blocked by an earlier failure"
        }
    }

    /// Every counted step of a book, in the book's order.
    static func records(of result: BookResult) -> [StepRecord] {
        result.chapters.flatMap { chapter in chapter.steps.map { StepRecord($0, in: chapter.chapter) } }
    }
}
