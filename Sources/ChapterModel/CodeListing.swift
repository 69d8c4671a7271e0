/// A fenced Swift code block of a chapter: ```` ```swift ```` (engine code, compiled and run against the package's
/// engine modules) or ```` ```swift ios ```` (device code, checked by the Swift toolchain's parser, and type-checked
/// against an iOS SDK where one is installed).
public struct CodeListing: Equatable, Sendable {
    /// What a listing is checked against.
    public enum Kind: String, Equatable, Sendable {
        /// ```` ```swift ````: uses the engines; compiled and run.
        case engine
        /// ```` ```swift ios ````: UIKit code a reader writes in an app.
        case ios
    }

    public var kind: Kind
    /// Where the opening fence stands.
    public var location: SourceLocation
    /// Every line inside the fence, located in the file.
    public var lines: [SpecLine]
    /// The index in ``Chapter/content`` of the block that shows the listing (for study guides), if it was recorded.
    public var contentIndex: Int?

    public init(kind: Kind, location: SourceLocation, lines: [SpecLine], contentIndex: Int? = nil) {
        self.kind = kind
        self.location = location
        self.lines = lines
        self.contentIndex = contentIndex
    }

    /// The listing's source text, lines joined by line feeds.
    public var code: String { lines.map(\.text).joined(separator: "\n") }

    /// The kind a fence's info string gives: `swift` is an engine listing, `swift ios` a device listing; any other
    /// info string is not a listing.
    public static func kind(ofInfoString info: String) -> Kind? {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "swift" else { return nil }
        switch words.count {
        case 1: return .engine
        case 2 where words[1] == "ios": return .ios
        default: return nil
        }
    }
}
