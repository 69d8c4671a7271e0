import AppScreen
import TableModel

/// What the forms' app readings look up on a screen.
extension Screen {
    /// The visible cell at `path`, or `nil` when it is not on screen.
    public func cell(at path: RowPath) -> ScreenCell? {
        table?.cells.first { $0.section == path.section && $0.row == path.row }
    }

    /// A visible row's top in the table's viewport (window coordinates less the table's top).
    public func viewportTop(of path: RowPath) -> Double? {
        guard let table, let cell = cell(at: path) else { return nil }
        return cell.frame.y - table.frame.y
    }

    /// The first label on screen outside the table (the "read more" label), breadth first.
    public var label: ScreenView? { firstView { $0.type == "UILabel" || $0.numberOfLines != nil } }

    /// The view above the table that a stretchy header is: the first view of a type named `…Header…`.
    public var headerView: ScreenView? { firstView { $0.type.contains("Header") } }

    private func firstView(where matches: (ScreenView) -> Bool) -> ScreenView? {
        var queue = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if matches(view) { return view }
            if !view.type.contains("TableView") { queue += view.children }
        }
        return nil
    }
}
