/// One chapter file, read: its title, steps and spec blocks, with source locations throughout.
public struct Chapter: Equatable, Sendable {
    /// The path the chapter was read from, as given.
    public var path: String
    /// The language folder: `en` or `zh-Hans` (from the parent folder's name; `en` otherwise).
    public var language: String
    /// The title: the text of the first `#` heading (the file name when there is none).
    public var title: String
    /// Every step in order, prose-only ones included.
    public var steps: [Step]
    /// Warnings found while reading, such as a fence whose info string looks like a misspelt `spec`.
    public var diagnostics: [ChapterDiagnostic]
    /// The chapter's blocks in order; prose is filled in only when reading with `renderingProse`.
    public var content: [ChapterContent]
    /// The objectives, time and iOS version stated in a block quote right after the title, if any.
    public var introduction: ChapterIntroduction?

    public init(path: String, language: String, title: String, steps: [Step], diagnostics: [ChapterDiagnostic] = [], content: [ChapterContent] = []) {
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

    /// The steps that carry spec blocks.
    public var countedSteps: [Step] { steps.filter(\.isCounted) }
}
