/// What lies at a point of the content: a section header or a row.
public enum TableItem: Equatable, Sendable {
    case header(section: Int)
    case row(RowPath)
}

/// A vertical extent in content coordinates.
public struct VerticalFrame: Equatable, Sendable {
    public var y: Double
    public var height: Double
    public init(y: Double, height: Double) {
        self.y = y
        self.height = height
    }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }
}
