/// A section: an optional header title and its rows, which it keeps even while collapsed.
public struct Section: Equatable, Sendable {
    /// The header's title; `nil` for the single unnamed section of `table 30 rows`.
    public var title: String?
    /// Every row of the section in order, shown or not.
    public var rows: [Row]
    /// A collapsed section shows none of its rows.
    public var isCollapsed: Bool

    /// A section with its rows, expanded unless `isCollapsed`.
    public init(title: String?, rows: [Row], isCollapsed: Bool = false) {
        self.title = title
        self.rows = rows
        self.isCollapsed = isCollapsed
    }

    /// The number of rows the table shows for this section.
    public var shownCount: Int { isCollapsed ? 0 : rows.count }
}
