/// A chapter file that could not be read at all.
public struct ChapterReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var hint: String

    public init(at location: SourceLocation, _ message: String, hint: String) {
        self.location = location
        self.message = message
        self.hint = hint
    }

    public var description: String { "\(location): error: \(message) (\(hint))" }
}
