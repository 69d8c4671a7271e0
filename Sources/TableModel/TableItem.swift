/// What lies at a point of the content: a section header or a row.
public enum TableItem: Equatable, Sendable {
    case header(section: Int)
    case row(RowPath)
}

/// A vertical extent in content coordinates.
public struct VerticalFrame: Equatable, Sendable {
    /// The top, in content coordinates.
    public var y: Double
    /// The height in points.
    public var height: Double
    /// A frame from its top and height.
    public init(y: Double, height: Double) {
        self.y = y
        self.height = height
    }
    /// The bottom, in content coordinates.
    public var maxY: Double { y + height }
    /// The centre, in content coordinates (where a long press on a row puts the finger).
    public var midY: Double { y + height / 2 }
}
