import Messages

/// A top-level block of prose: its words outside code, and where it starts.
public struct ProseParagraph: Equatable, Sendable {
    /// The block's text nodes, with code left out and whitespace runs as one space.
    public var words: String
    public var location: SourceLocation

    public init(words: String, location: SourceLocation) {
        self.words = words
        self.location = location
    }
}

/// One chapter file, read: its title, steps and spec blocks, with source locations throughout.
public struct Chapter: Equatable, Sendable {
    /// The path the chapter was read from, as given.
    public var path: String
    /// The language of its folder (the parent folder's name; English otherwise).
    public var language: ReaderLanguage
    /// The title: the text of the first `#` heading (the file name when there is none).
    public var title: String
    /// Every step in order, prose-only ones included.
    public var steps: [Step]
    /// Warnings found while reading, such as a fence whose info string looks like a misspelt `spec`.
    public var diagnostics: [ChapterDiagnostic]
    /// The chapter's blocks in order, for renderers.
    public var content: [ChapterContent]
    /// The objectives, time and iOS version stated in a block quote right after the title, if any.
    public var introduction: ChapterIntroduction?
    /// The top-level blocks of prose (paragraphs, lists, quotes) with their words, for telling a translated chapter
    /// from a copy of its original.
    public var prose: [ProseParagraph] = []
    /// Where the chapter has a line ``untranslatedMarker``: a heading or paragraph below it is still in the original's
    /// language (a skeleton made by `chapters translate`).
    public var untranslatedMarkers: [SourceLocation] = []

    /// Where the chapter has an HTML comment that starts with ``earlierTranslationNote``: a translation that
    /// `chapters translate --update` kept after the original changed, for the translator to reuse and delete.
    public var earlierTranslations: [SourceLocation] = []

    /// The HTML comment that marks the heading or paragraph below it as not translated yet.
    public static let untranslatedMarker = "<!-- untranslated -->"

    /// The first line of the comment that keeps a translation the original's change made out of date.
    public static let earlierTranslationNote = "<!-- earlier translation (reuse what still fits, then delete this comment):"

    public init(path: String, language: ReaderLanguage, title: String, steps: [Step], diagnostics: [ChapterDiagnostic] = [], content: [ChapterContent] = []) {
        self.path = path
        self.language = language
        self.title = title
        self.steps = steps
        self.diagnostics = diagnostics
        self.content = content
    }

    /// The file name, such as `01-swipe-to-delete.md`: the same name in both languages is one chapter.
    public var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// The file name without `.md`: `01-swipe-to-delete`.
    public var slug: String {
        fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
    }

    /// Every Swift listing of the chapter, in order.
    public var listings: [CodeListing] { steps.flatMap(\.listings) }

    /// Whether the file is a page of a book rather than a chapter: it stands in a language folder (`en/`, `zh-Hans/`)
    /// and its name does not start with a digit (`en/credits.md`, where chapters are `en/01-swipe-to-delete.md`). A page
    /// is read like a chapter, but it is not expected to prove anything, and the report links it apart from the chapters.
    public var isPage: Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, ChapterReader.knownLanguages.contains(String(parts[parts.count - 2])),
              let first = fileName.first else { return false }
        return !(first.isASCII && first.isNumber)
    }

    /// The steps that carry spec blocks or Swift listings.
    public var countedSteps: [Step] { steps.filter(\.isCounted) }
}
