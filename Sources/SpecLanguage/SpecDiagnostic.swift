import ChapterModel
import Messages

/// A spec line the parser could not understand: where, the line, what was expected, and a suggestion.
public struct SpecDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    /// The whole line as written.
    public var line: String
    /// What was wrong, e.g. "expected `rows` after the row count, found `roes`".
    public var message: String
    /// A near-miss keyword: "did you mean `trailing actions`?".
    public var suggestion: String?
    /// Whether the line was parsed without working out a suggestion (``SpecParser/withSuggestion(_:)`` adds it).
    public internal(set) var isSuggestionWithheld = false

    public init(location: SourceLocation, line: String, message: String, suggestion: String? = nil) {
        self.location = location
        self.line = line
        self.message = message
        self.suggestion = suggestion
    }

    /// What was wrong, in a reader's language (a chapter's): every place that shows a parse diagnostic for a
    /// chapter asks for it here. English in both languages for now.
    public func message(in language: ReaderLanguage) -> String {
        message
    }

    public var description: String {
        "\(location): \(message)" + (suggestion.map { " (did you mean `\($0)`?)" } ?? "")
    }
}
