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
    /// The content inset at the top, UIKit's `contentInset.top`: the rows start this much lower in the viewport,
    /// and the largest content offset grows by as much. A floating header of this full height sits in it.
    public var topInset: Double
    /// The least height of the floating header that covers the viewport's top while the table scrolls up (its
    /// pinned height); see ``Table/coveredTop``.
    public var pinnedTopHeight: Double

    public init(
        width: Double = 320,
        viewportHeight: Double = 568,
        rowHeight: Double = 44,
        headerHeight: Double = 0,
        topInset: Double = 0,
        pinnedTopHeight: Double = 0
    ) {
        self.width = width
        self.viewportHeight = viewportHeight
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.topInset = topInset
        self.pinnedTopHeight = pinnedTopHeight
    }

    /// The default header height of a table with named sections.
    public static let namedSectionHeaderHeight: Double = 28
}
