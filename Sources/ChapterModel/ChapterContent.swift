/// The chapter's top-level blocks in order, for renderers that show the whole chapter.
public enum ChapterContent: Equatable, Sendable {
    /// A heading of the given level (1 is the title, 2 starts a step).
    case heading(level: Int, text: String, location: SourceLocation)
    /// A block of prose as the reader wrote it (``ProseBlock/html()`` renders it).
    case prose(ProseBlock)
    /// A spec block: the index of its step in ``Chapter/steps`` and of the block within the step.
    case spec(step: Int, block: Int)
}
