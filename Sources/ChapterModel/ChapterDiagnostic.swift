/// Something a reader of the chapter should know: a warning (coverage may be lost) or an error.
public struct ChapterDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Equatable, Sendable {
        case warning
        case error
    }

    public var severity: Severity
    public var location: SourceLocation
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String?

    public init(_ severity: Severity, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "\(location): \(severity.rawValue): \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}
