import EngineMessages

/// Where a diagnostic points: a place in a file and, when it is known, where the text it is about ends.
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The first character (1-based line and column).
    public var start: SourceLocation
    /// The last line and the column just past the last character, in the same file; `nil` when only the start is known.
    public var end: SourceLocation?

    /// A range from `start` to `end` (or the place `start` alone).
    public init(_ start: SourceLocation, end: SourceLocation? = nil) {
        self.start = start
        self.end = end
    }

    /// The file the range is in.
    public var file: String { start.file }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start < rhs.start
    }

    /// `file:line:column`, the form editors and terminals turn into links.
    public var description: String { start.description }
}

/// Something a reader should know about a place in a file: the one type every check of the tool reports in.
///
/// Parse errors of spec lines, warnings and read errors of chapters, translation drift and runner failures all
/// become a `Diagnostic`; the terminal, JSON, JUnit and GitHub reports and a learner's results render it. Its
/// message and hint are ``LocalizedText`` (both languages side by side); ``language`` is the language it is read in
/// (a zh-Hans chapter's diagnostics read in Chinese).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad it is: an error fails a run, a warning fails it only under `--strict`.
    public enum Severity: String, Hashable, Sendable, Codable, CaseIterable {
        case error
        case warning
    }

    public var severity: Severity
    /// Where it is.
    public var range: SourceRange
    /// What is wrong.
    public var text: LocalizedText
    /// What to do about it.
    public var hintText: LocalizedText?
    /// A near miss to write instead (a keyword, a file name): "did you mean `trailing actions`?".
    public var suggestion: String?
    /// The language the message and hint are read in.
    public var language: ReaderLanguage

    /// A diagnostic in both languages.
    public init(_ severity: Severity, at range: SourceRange, _ text: LocalizedText, hint: LocalizedText? = nil, suggestion: String? = nil,
                language: ReaderLanguage = .english) {
        self.severity = severity
        self.range = range
        self.text = text
        self.hintText = hint
        self.suggestion = suggestion
        self.language = language
    }

    /// A diagnostic in both languages at one place.
    public init(_ severity: Severity, at location: SourceLocation, _ text: LocalizedText, hint: LocalizedText? = nil,
                suggestion: String? = nil, language: ReaderLanguage = .english) {
        self.init(severity, at: SourceRange(location), text, hint: hint, suggestion: suggestion, language: language)
    }

    /// A diagnostic whose message and hint are already in the reader's language (a runner's words, a compiler's).
    public init(_ severity: Severity, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init(severity, at: location, LocalizedText(verbatim: message), hint: hint.map(LocalizedText.init(verbatim:)))
    }

    /// An error that stops a file from being read at all, with what to do.
    public init(at location: SourceLocation, _ message: String, hint: String) {
        self.init(.error, at: location, message, hint: hint)
    }

    /// Where it starts.
    public var location: SourceLocation {
        get { range.start }
        set { range = SourceRange(newValue, end: range.end) }
    }

    /// What is wrong, in ``language``.
    public var message: String { text.text(in: language) }

    /// What to do about it, in ``language``.
    public var hint: String? { hintText?.text(in: language) }

    /// What is wrong, in a reader's language.
    public func message(in language: ReaderLanguage) -> String { text.text(in: language) }

    /// What to do about it, in a reader's language.
    public func hint(in language: ReaderLanguage) -> String? { hintText?.text(in: language) }

    /// A suggestion after a message, in parentheses: ` (did you mean `x`?)`, `（你是不是想写 `x`？）`.
    public static func didYouMean(_ suggestion: String) -> LocalizedText {
        LocalizedText(" (did you mean `\(suggestion)`?)", zh: "（你是不是想写 `\(suggestion)`？）")
    }

    /// The message with its suggestion: "… (did you mean `x`?)", "…（你是不是想写 `x`？）".
    public func messageWithSuggestion(in language: ReaderLanguage) -> String {
        message(in: language) + (suggestion.map { Self.didYouMean($0).text(in: language) } ?? "")
    }

    /// The message with its suggestion, then the hint in parentheses: "message (hint)", in ``language``.
    public var messageAndHint: String {
        messageWithSuggestion(in: language) + (hint.map { " (\($0))" } ?? "")
    }

    /// One line as a terminal and an editor read it: `file:line:column: warning: message (hint)`.
    public func line(in language: ReaderLanguage) -> String {
        "\(location): \(severity.rawValue): \(messageWithSuggestion(in: language))" + (hint(in: language).map { " (\($0))" } ?? "")
    }

    /// ``line(in:)`` in the diagnostic's own language.
    public var description: String { line(in: language) }

    /// The diagnostic as a GitHub Actions workflow command (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::…`),
    /// with `message` (the diagnostic's own with its hint when `nil`) and `kind` (its severity when `nil`).
    public func gitHubCommand(title: String, message: String? = nil, kind: Severity? = nil) -> String {
        var properties = "file=\(Self.property(location.file)),line=\(location.line),col=\(location.column)"
        if let end = range.end { properties += ",endLine=\(end.line),endColumn=\(end.column)" }
        let text = message ?? messageAndHint
        return "::\((kind ?? severity).rawValue) \(properties),title=\(Self.property(title))::\(Self.data(text))"
    }

    /// A command's message: `%`, carriage returns and line feeds escaped, as the runner unescapes them.
    static func data(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// A command's property value: as a message, and `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// `text` with each listed scalar replaced (scalar by scalar: `\r\n` is two, as GitHub's runner reads it).
    private static func escaped(_ text: String, _ escapes: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let escape = escapes.first(where: { $0.0 == scalar }) { result += escape.1 } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
