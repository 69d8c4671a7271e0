/// An input a world refuses: a hidden button, a row off screen, a gesture out of order, an invalid update.
///
/// A refusal changes nothing. Its message is written for people and names what was wrong.
public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was refused and why, written for people.
    public let message: String

    /// A refusal with its message.
    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// The refusal for a gesture or expectation on a row that is not on screen.
    public static func notOnScreen(_ path: RowPath) -> Refusal {
        Refusal("\(path) is not on screen")
    }

    /// A title in the spec language's straight quotes, with quotes and backslashes escaped, for messages.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// The refusal for an index path that names no shown row.
    public static func noSuchRow(_ path: RowPath) -> Refusal {
        Refusal("there is no \(path)")
    }
}
