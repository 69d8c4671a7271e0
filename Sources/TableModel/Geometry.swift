/// The sizes of a table, in points.
public struct Geometry: Equatable, Sendable {
    /// The table's width (and every cell's).
    public var width: Double
    /// The viewport's height: how much of the content shows at once.
    public var viewportHeight: Double
    /// Every row's height.
    public var rowHeight: Double
    /// Every section header's height; 0 hides headers.
    public var headerHeight: Double

    public init(width: Double = 320, viewportHeight: Double = 568, rowHeight: Double = 44, headerHeight: Double = 0) {
        self.width = width
        self.viewportHeight = viewportHeight
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
    }

    /// The default header height of a table with named sections.
    public static let namedSectionHeaderHeight: Double = 28
}
