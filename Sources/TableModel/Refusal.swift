import EngineMessages

/// An input a world refuses: a hidden button, a row off screen, a gesture out of order, an invalid update.
///
/// A refusal changes nothing. Its message is written for people and names what was wrong, in English and in
/// Chinese: the engines' refusals come from the `Messages` catalogue (`RefusalMessages`), and a refusal made
/// from one plain string (a learner's own decision code) shows that string in both languages.
public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was refused and why, in both languages.
    public let text: LocalizedText

    /// What was refused and why, in English.
    public var message: String { text.english }

    /// A refusal with one message, shown as it is in both languages (a learner's own refusal).
    public init(_ message: String) { self.text = LocalizedText(verbatim: message) }

    /// A refusal with its message in both languages, from the catalogue.
    public init(_ text: LocalizedText) { self.text = text }

    /// What was refused and why, in a reader's language: `row 20 is not on screen` or `行 20 不在屏幕上`.
    public func message(in language: ReaderLanguage) -> String { text.text(in: language) }

    /// Whether the message contains `fragment` in either language: what `expect error "…"` asks of a refusal in a
    /// chapter of `language`. The English text always counts, so a chapter that quotes it never breaks; an empty
    /// fragment is contained in every message.
    public func contains(_ fragment: String, in language: ReaderLanguage) -> Bool {
        fragment.isEmpty || message(in: language).contains(fragment) || message.contains(fragment)
    }

    public var description: String { message }

    /// Two refusals are equal when their English messages are: `Refusal("row 20 is not on screen")` equals the
    /// engine's refusal, whose Chinese text a plain string cannot know.
    public static func == (lhs: Refusal, rhs: Refusal) -> Bool { lhs.message == rhs.message }

    /// The refusal for a gesture or expectation on a row that is not on screen.
    public static func notOnScreen(_ path: RowPath) -> Refusal {
        Refusal(RefusalMessages.notOnScreen(path.name))
    }

    /// A title in the spec language's straight quotes, with quotes and backslashes escaped, for messages.
    public static func quoted(_ text: String) -> String {
        RefusalMessages.quoted(text)
    }

    /// The refusal for an index path that names no shown row.
    public static func noSuchRow(_ path: RowPath) -> Refusal {
        Refusal(RefusalMessages.noSuchRow(path.name))
    }
}
