import EngineMessages

/// One exercise of the workshop: a decision a chapter teaches that a learner writes in Swift.
public struct Exercise: Sendable, Equatable, Identifiable {
    /// The stable id, such as `pan-clamp`; a result's exercise id must be one of the catalogue's.
    public let id: String
    /// The file name of the chapter that grades it, the same in both languages.
    public let chapter: String
    /// The chapter's two-digit number, such as `02`.
    public var chapterNumber: String { String(chapter.prefix(2)) }
    /// The English title.
    public let titleEnglish: String
    /// The Chinese (zh-Hans) title.
    public let titleChinese: String
    /// The English hint shown when a learner presses `h`.
    public let hintEnglish: String
    /// The Chinese (zh-Hans) hint.
    public let hintChinese: String

    /// Makes an exercise entry.
    public init(
        id: String, chapter: String,
        titleEnglish: String, titleChinese: String,
        hintEnglish: String, hintChinese: String
    ) {
        self.id = id
        self.chapter = chapter
        self.titleEnglish = titleEnglish
        self.titleChinese = titleChinese
        self.hintEnglish = hintEnglish
        self.hintChinese = hintChinese
    }

    /// The title in both languages.
    public var titleText: LocalizedText { LocalizedText(titleEnglish, zh: titleChinese) }

    /// The hint in both languages.
    public var hintText: LocalizedText { LocalizedText(hintEnglish, zh: hintChinese) }

    /// The title in a reader's language.
    public func title(language: ReaderLanguage) -> String {
        titleText.text(in: language)
    }

    /// The hint in a reader's language.
    public func hint(language: ReaderLanguage) -> String {
        hintText.text(in: language)
    }
}
