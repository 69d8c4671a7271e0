/// One line of a spec block, with where it stands in its file.
public struct SpecLine: Equatable, Sendable {
    /// The line as written, without its line ending.
    public var text: String
    /// Where the line's first character stands in the file.
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// A fenced code block whose info string is `spec`.
public struct SpecBlock: Equatable, Sendable {
    /// Where the opening fence stands.
    public var location: SourceLocation
    /// Every line inside the fence, blank lines and comments included.
    public var lines: [SpecLine]
    /// Whether the fence says ```` ```spec what-if ```` (Chinese ```` ```spec 假如 ````): the block shows a world the
    /// chapter's app does not have (the table before the code that the chapter goes on to write, a naive mode). The
    /// engines run it as any block; the app backend leaves it to them, and the next block continues the app as the
    /// block before this one left it.
    public var isWhatIf: Bool
    /// Whether the fence says ```` ```spec so-far ```` (Chinese ```` ```spec 至此 ````): the block shows the app as the
    /// chapter has written it by the end of this block's step (the naive version before the fix the chapter goes on to
    /// write). The engines run it as any block; the app backend runs it against that earlier app, not the chapter's
    /// finished one, and first runs again on it the lines of its world that came before.
    public var isSoFar: Bool

    public init(location: SourceLocation, lines: [SpecLine], isWhatIf: Bool = false, isSoFar: Bool = false) {
        self.location = location
        self.lines = lines
        self.isWhatIf = isWhatIf
        self.isSoFar = isSoFar
    }

    /// The words after `spec` in a fence's info string that mark a what-if block.
    public static let whatIfWords: Set<String> = ["what-if", "假如"]
    /// The words after `spec` in a fence's info string that mark a block run against the app written so far.
    public static let soFarWords: Set<String> = ["so-far", "至此"]
}
