import SpecLanguage
import ChapterModel
import Messages

/// Why a line failed: what was wrong, and for expectations what was expected and what was found.
public struct LineFailure: Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var expected: String?
    public var actual: String?
    public var suggestion: String?
    /// The exact place of the problem when it is not the line's start (a parse error's column).
    public var location: SourceLocation?
    /// The language the message, expected and actual are written in: the chapter's.
    public var language: ReaderLanguage

    public init(
        _ message: String, expected: String? = nil, actual: String? = nil, suggestion: String? = nil, at location: SourceLocation? = nil,
        language: ReaderLanguage = .english
    ) {
        self.message = message
        self.expected = expected
        self.actual = actual
        self.suggestion = suggestion
        self.location = location
        self.language = language
    }

    /// A failure whose message, expected and actual are in `language`.
    public init(
        _ message: LocalizedText, expected: LocalizedText? = nil, actual: LocalizedText? = nil, in language: ReaderLanguage
    ) {
        self.init(message.text(in: language), expected: expected?.text(in: language), actual: actual?.text(in: language), language: language)
    }

    /// The message with its suggestion, in the failure's language: `… (did you mean `rows`?)`.
    public var messageWithSuggestion: String {
        message + (suggestion.map { ParserMessages.didYouMeanAfterMessage($0).text(in: language) } ?? "")
    }

    /// The label before what was expected, in the failure's language: `expected: ` or `期望：`.
    public var expectedLabel: String { RunnerMessages.expectedLabel.text(in: language) }

    /// The label before what was found, in the failure's language: `actual:   ` or `实际：`.
    public var actualLabel: String { RunnerMessages.actualLabel.text(in: language) }

    public var description: String {
        var text = messageWithSuggestion
        if let expected { text += "\n    \(expectedLabel)\(expected)" }
        if let actual { text += "\n    \(actualLabel)\(actual)" }
        return text
    }
}

/// What happened to one source line of a spec block.
public enum LineOutcome: Equatable, Sendable {
    case passed
    case failed(LineFailure)
    /// Not run because an earlier block this one depends on failed.
    case blocked
    /// Not run because an earlier line of the same block failed.
    case notRun
    /// A blank line or a comment.
    case comment
    /// An `expect` line with a prediction left blank (`expect row 3 offset ?`): not checked, and not a pass. Its
    /// step does not pass until the reader writes a number before the `?`.
    case notAnswered
}

/// One source line of a spec block and its outcome.
public struct LineResult: Equatable, Sendable {
    public var text: String
    public var location: SourceLocation
    public var outcome: LineOutcome
    /// The predictions the line marks (`60?`, a blank `?`), as the parser read them: only an `expect` line has any.
    public var predictions: [Prediction] = []
    /// Whether the line parsed into a command (its failure, if any, is the world's answer, not a parse error).
    public var isCommand = false

    public init(text: String, location: SourceLocation, outcome: LineOutcome, predictions: [Prediction] = [], isCommand: Bool = false) {
        self.text = text
        self.location = location
        self.outcome = outcome
        self.predictions = predictions
        self.isCommand = isCommand
    }
}
