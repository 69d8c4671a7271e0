/// The language a reader reads: a chapter's folder (`en`, `zh-Hans`), or the terminal's `LANG`.
public enum ReaderLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case chinese = "zh-Hans"

    /// The language of a chapter folder's name; anything but `zh-Hans` reads as English.
    public init(folder: String) {
        self = folder == ReaderLanguage.chinese.rawValue ? .chinese : .english
    }

    /// The terminal's language from a `LANG` (or `LC_ALL`, `LC_MESSAGES`) value: Chinese for `zh_*` / `zh-*`.
    public init(localeVariable value: String?) {
        let lowered = (value ?? "").lowercased()
        self = lowered.hasPrefix("zh_") || lowered.hasPrefix("zh-") || lowered == "zh" ? .chinese : .english
    }
}

/// One message a reader sees, in English and Chinese side by side.
///
/// Every user-facing message of the tool comes from the catalogue in this module (one file per area:
/// refusals, runner failures, parser diagnostics, translation drift, summaries), written as a
/// `LocalizedText` so that both languages stand next to each other and cannot drift apart unseen.
public struct LocalizedText: Sendable, Hashable, CustomStringConvertible {
    public var english: String
    public var chinese: String

    /// A message in both languages.
    public init(_ english: String, zh chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    /// A message with one text for both languages (a learner's own refusal, a name, a number).
    public init(verbatim text: String) {
        self.english = text
        self.chinese = text
    }

    /// The message in a reader's language.
    public func text(in language: ReaderLanguage) -> String {
        language == .chinese ? chinese : english
    }

    /// The English text.
    public var description: String { english }

    /// Two messages joined by a separator in each language.
    public static func + (lhs: LocalizedText, rhs: LocalizedText) -> LocalizedText {
        LocalizedText(lhs.english + rhs.english, zh: lhs.chinese + rhs.chinese)
    }
}
