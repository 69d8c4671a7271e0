/// The language a reader reads: a chapter's folder (`en`, `zh-Hans`), a page's `lang`, or the terminal's `LANG`.
///
/// Its raw value is the language's BCP-47 tag, which is also the name of its folder in a book: the one place the
/// tags are written. Everything that means a language holds a `ReaderLanguage`; strings are parsed into one at the
/// edge (``init(tag:)``, ``init(folder:)``, ``init(localeVariable:)``) and written back with ``tag``.
public enum ReaderLanguage: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// English, the book's original: folder `en`.
    case english = "en"
    /// Simplified Chinese, the translation: folder `zh-Hans`.
    case chinese = "zh-Hans"

    /// The BCP-47 tag, and the name of the language's folder in a book: `en`, `zh-Hans`.
    public var tag: String { rawValue }

    /// The language of a tag written exactly as the book writes it (`en`, `zh-Hans`): a folder's name, a
    /// `--language` option, a result file's `language`; `nil` for anything else.
    public init?(tag: String) {
        self.init(rawValue: tag)
    }

    /// The language of a chapter folder's name; anything but `zh-Hans` reads as English.
    public init(folder: String) {
        self = ReaderLanguage(tag: folder) ?? .english
    }

    /// The language a language tag or locale names, however it is written (`zh-CN`, `zh_Hans`, `ZH`, `zho`, `eng`,
    /// `en-GB`, `zh_CN.UTF-8`); `nil` when it names neither language (`ja`, `pt-BR`) or no language at all.
    public init?(looseTag: String) {
        let primary = looseTag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).first.map(String.init) ?? ""
        switch primary {
        case "en", "eng": self = .english
        case "zh", "zho", "chi": self = .chinese
        default: return nil
        }
    }

    /// The terminal's language from a `LANG` (or `LC_ALL`, `LC_MESSAGES`) value: Chinese for `zh_*` / `zh-*`.
    public init(localeVariable value: String?) {
        let lowered = (value ?? "").lowercased()
        self = lowered.hasPrefix("zh_") || lowered.hasPrefix("zh-") || lowered == "zh" ? .chinese : .english
    }

    /// The language a client asks for in an HTTP `Accept-Language` header: Chinese when it starts with `zh`.
    public init(acceptLanguage value: String?) {
        self.init(localeVariable: value.map { String($0.map { $0 == "-" ? "_" : $0 }) })
    }

    /// What goes between two sentences: a space in English, nothing in Chinese (its full stop holds the space).
    public var sentenceSeparator: String {
        self == .english ? " " : ""
    }

    /// The other language of the book: a chapter's twin is written in it.
    public var other: ReaderLanguage {
        self == .english ? .chinese : .english
    }

    /// The original (English) comes before its translation.
    public static func < (lhs: ReaderLanguage, rhs: ReaderLanguage) -> Bool {
        lhs == .english && rhs == .chinese
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
