/// A step of a chapter: one `##` heading and the spec blocks up to the next one.
public struct Step: Equatable, Sendable {
    /// The heading's text.
    public var title: String
    /// Where the heading stands (for blocks before the first `##`, the chapter title's place).
    public var location: SourceLocation
    /// The step's spec blocks in order. A step without any is prose only and is not counted.
    public var blocks: [SpecBlock]
    /// Fences whose info string looks like a misspelt `spec` (```Spec, ```specs): not run, but the step is
    /// counted, so the total does not shrink silently, and `--strict` fails it.
    public var misspeltFences: [SourceLocation]

    public init(title: String, location: SourceLocation, blocks: [SpecBlock] = [], misspeltFences: [SourceLocation] = []) {
        self.title = title
        self.location = location
        self.blocks = blocks
        self.misspeltFences = misspeltFences
    }

    /// Whether the step proves anything, or was meant to (a misspelt fence).
    public var isCounted: Bool { !blocks.isEmpty || !misspeltFences.isEmpty }

    /// Whether the step is prose only: no spec block, not even a misspelt one.
    public var isProse: Bool { !isCounted }
}
