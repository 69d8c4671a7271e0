import ChapterModel

/// Why a line failed: what was wrong, and for expectations what was expected and what was found.
public struct LineFailure: Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var expected: String?
    public var actual: String?
    public var suggestion: String?
    /// The exact place of the problem when it is not the line's start (a parse error's column).
    public var location: SourceLocation?

    public init(_ message: String, expected: String? = nil, actual: String? = nil, suggestion: String? = nil, at location: SourceLocation? = nil) {
        self.message = message
        self.expected = expected
        self.actual = actual
        self.suggestion = suggestion
        self.location = location
    }

    public var description: String {
        var text = message
        if let suggestion { text += " (did you mean `\(suggestion)`?)" }
        if let expected { text += "\n    expected: \(expected)" }
        if let actual { text += "\n    actual:   \(actual)" }
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
}
