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

    public init(location: SourceLocation, lines: [SpecLine]) {
        self.location = location
        self.lines = lines
    }
}
