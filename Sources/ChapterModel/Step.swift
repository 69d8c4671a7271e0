/// A step of a chapter: one `##` heading and the spec blocks and Swift listings up to the next one.
public struct Step: Equatable, Sendable {
    /// The heading's text.
    public var title: String
    /// Where the heading stands (for blocks before the first `##`, the chapter title's place).
    public var location: SourceLocation
    /// The step's spec blocks in order. A step without any is prose only and is not counted.
    public var blocks: [SpecBlock]
    /// The step's Swift listings in order (checked by compiling them; see ``CodeListing``).
    public var listings: [CodeListing]

    public init(title: String, location: SourceLocation, blocks: [SpecBlock] = [], listings: [CodeListing] = []) {
        self.title = title
        self.location = location
        self.blocks = blocks
        self.listings = listings
    }

    /// Whether the step proves anything: it has a spec block or a Swift listing.
    public var isCounted: Bool { !blocks.isEmpty || !listings.isEmpty }
}
