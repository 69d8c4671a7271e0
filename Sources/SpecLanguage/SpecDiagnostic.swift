import ChapterModel
import Messages

/// A spec line the parser could not understand: an error ``Diagnostic`` (where, what was expected, a suggestion)
/// and the line as written.
public struct SpecDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error: where, what was wrong in English and Chinese, and the near miss to write instead.
    public var diagnostic: Diagnostic
    /// The whole line as written.
    public var line: String
    /// Whether the line was parsed without working out its message and suggestion (``SpecParser/withSuggestion(_:)``
    /// adds them); until then ``text`` holds only what was added to the message, such as a tree's hint.
    public internal(set) var isSuggestionWithheld = false

    /// A diagnostic in both languages.
    public init(location: SourceLocation, line: String, text: LocalizedText, suggestion: String? = nil) {
        self.diagnostic = Diagnostic(.error, at: location, text, suggestion: suggestion)
        self.line = line
    }

    /// A diagnostic whose message reads the same in both languages.
    public init(location: SourceLocation, line: String, message: String, suggestion: String? = nil) {
        self.init(location: location, line: line, text: LocalizedText(verbatim: message), suggestion: suggestion)
    }

    /// Where the parser stopped understanding the line.
    public var location: SourceLocation {
        get { diagnostic.location }
        set { diagnostic.location = newValue }
    }

    /// What was wrong, in English and Chinese, e.g. "expected `rows` after the row count, found `roes`".
    public var text: LocalizedText {
        get { diagnostic.text }
        set { diagnostic.text = newValue }
    }

    /// A near-miss keyword: "did you mean `trailing actions`?". A Chinese near miss (`右侧按纽`) gets its alias
    /// (`右侧按钮`), whatever the reader's language.
    public var suggestion: String? {
        get { diagnostic.suggestion }
        set { diagnostic.suggestion = newValue }
    }

    /// What was wrong, in English.
    public var message: String { text.english }

    /// What was wrong, in a reader's language (a zh-Hans chapter's diagnostics read in Chinese).
    public func message(in language: ReaderLanguage) -> String {
        diagnostic.message(in: language)
    }

    /// The message and its suggestion in a reader's language: "… (did you mean `x`?)", "…（你是不是想写 `x`？）".
    public func description(in language: ReaderLanguage) -> String {
        "\(location): \(diagnostic.messageWithSuggestion(in: language))"
    }

    public var description: String { description(in: .english) }
}
