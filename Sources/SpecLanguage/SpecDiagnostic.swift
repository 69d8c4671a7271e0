import ChapterModel
import Messages

/// A spec line the parser could not understand: where, the line, what was expected, and a suggestion.
public struct SpecDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    /// The whole line as written.
    public var line: String
    /// What was wrong, in English and Chinese, e.g. "expected `rows` after the row count, found `roes`".
    public var text: LocalizedText
    /// A near-miss keyword: "did you mean `trailing actions`?". A Chinese near miss (`右侧按纽`) gets its alias
    /// (`右侧按钮`), whatever the reader's language.
    public var suggestion: String?
    /// Whether the line was parsed without working out its message and suggestion (``SpecParser/withSuggestion(_:)``
    /// adds them); until then ``text`` holds only what was added to the message, such as a tree's hint.
    public internal(set) var isSuggestionWithheld = false

    /// A diagnostic in both languages.
    public init(location: SourceLocation, line: String, text: LocalizedText, suggestion: String? = nil) {
        self.location = location
        self.line = line
        self.text = text
        self.suggestion = suggestion
    }

    /// A diagnostic whose message reads the same in both languages.
    public init(location: SourceLocation, line: String, message: String, suggestion: String? = nil) {
        self.init(location: location, line: line, text: LocalizedText(verbatim: message), suggestion: suggestion)
    }

    /// What was wrong, in English.
    public var message: String { text.english }

    /// What was wrong, in a reader's language (a zh-Hans chapter's diagnostics read in Chinese).
    public func message(in language: ReaderLanguage) -> String {
        text.text(in: language)
    }

    /// The message and its suggestion in a reader's language: "… (did you mean `x`?)", "…（你是不是想写 `x`？）".
    public func description(in language: ReaderLanguage) -> String {
        "\(location): \(message(in: language))" + (suggestion.map { ParserMessages.didYouMeanAfterMessage($0).text(in: language) } ?? "")
    }

    public var description: String { description(in: .english) }
}
