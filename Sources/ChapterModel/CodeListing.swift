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
    /// The file of the reader's app this listing is a version of (```` ```swift ios file=SwipeableCell.swift ````),
    /// as written; `nil` for a listing that stands alone. ``fileNameProblem`` says whether it is usable.
    public var fileName: String?

    public init(kind: Kind, location: SourceLocation, lines: [SpecLine], contentIndex: Int? = nil, fileName: String? = nil) {
        self.kind = kind
        self.location = location
        self.lines = lines
        self.contentIndex = contentIndex
        self.fileName = fileName
    }

    /// The file name a fence's info string gives (`file=NAME` after `swift ios`), as written.
    public static func fileName(ofInfoString info: String) -> String? {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 3, words[0] == "swift", words[1] == "ios", words[2].hasPrefix("file=") else { return nil }
        return String(words[2].dropFirst("file=".count))
    }

    /// Why ``fileName`` cannot name a file of an app (a Swift file name, letters, digits, `_`, `+` and `-`, no
    /// folders), or `nil` when it can.
    public var fileNameProblem: String? {
        guard let fileName else { return nil }
        let stem = fileName.hasSuffix(".swift") ? fileName.dropLast(".swift".count) : ""
        let allowed = stem.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_+-".unicodeScalars.contains($0)) }
        return !stem.isEmpty && allowed ? nil
            : "`file=\(fileName)` does not name a Swift file of an app: write a name such as `file=SwipeableCell.swift` (letters, digits, _, + and -, ending in .swift, no folders)"
    }

    /// The listing's source text, lines joined by line feeds.
    public var code: String { lines.map(\.text).joined(separator: "\n") }

    /// The kind a fence's info string gives: `swift` is an engine listing, `swift ios` a device listing; any other
    /// info string is not a listing.
    public static func kind(ofInfoString info: String) -> Kind? {
        // The two info strings nearly every listing has, without splitting them.
        if info == "swift" { return .engine }
        if info == "swift ios" { return .ios }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "swift" else { return nil }
        switch words.count {
        case 1: return .engine
        case 2 where words[1] == "ios": return .ios
        case 3 where words[1] == "ios" && words[2].hasPrefix("file="): return .ios
        default: return nil
        }
    }
}
