/// A step of a chapter: one `##` heading and the spec blocks up to the next one.
public struct Step: Equatable, Sendable {
    /// The heading's text.
    public var title: String
    /// Where the heading stands (for blocks before the first `##`, the chapter title's place).
    public var location: SourceLocation
    /// The step's spec blocks in order. A step without any is prose only and is not counted.
    public var blocks: [SpecBlock]

    public init(title: String, location: SourceLocation, blocks: [SpecBlock] = []) {
        self.title = title
        self.location = location
        self.blocks = blocks
    }

    /// Whether the step proves anything.
    public var isCounted: Bool { !blocks.isEmpty }
}
