import AppScreen
import TableModel

/// What the forms' app readings look up on a screen.
extension Screen {
    /// The visible cell at `path`, or `nil` when it is not on screen.
    public func cell(at path: RowPath) -> ScreenCell? {
        table?.cells.first { $0.section == path.section && $0.row == path.row }
    }

    /// The title a person reads on a visible cell: none on a hidden cell (its row is a gap), unless it is the lifted
    /// row's cell, hidden under the snapshot that pictures it (``lifted``).
    public func shownTitle(of cell: ScreenCell) -> String? {
        guard cell.isHidden == true else { return cell.title }
        return lifted?.hiddenRow == [cell.section, cell.row] ? cell.title : nil
    }

    /// A visible row's top in the table's viewport (window coordinates less the table's top).
    public func viewportTop(of path: RowPath) -> Double? {
        guard let table, let cell = cell(at: path) else { return nil }
        return cell.frame.y - table.frame.y
    }

    /// The rows a person sees: visible cells that show by a positive amount between the table's top (or the bottom
    /// of a header drawn over it) and the window's bottom, as the spec language counts `visible rows`.
    public var visibleRowCount: Int? {
        table.map { $0.cells.count(where: isShown) }
    }

    /// Whether a person sees some of `cell`: it shows by a positive amount between the table's top (or the bottom of
    /// a header drawn over the table) and the window's bottom. A row under an opaque header is not on screen.
    public func isShown(_ cell: ScreenCell) -> Bool {
        guard let table else { return false }
        var top = table.frame.y
        if let header = headerView, header.frame.y <= top + 0.01, !header.isHidden { top = max(top, header.frame.y + header.frame.height) }
        let bottom = min(table.frame.y + table.frame.height, window.y + window.height)
        return min(cell.frame.y + cell.frame.height, bottom) - max(cell.frame.y, top) > 0.01
    }

    /// The "read more" label: the one the spec block's label fixture found in a cell (``labelInFocus``), else the
    /// first label on screen outside the table, breadth first.
    public var label: ScreenView? { labelInFocus ?? firstView { $0.type == "UILabel" || $0.numberOfLines != nil } }

    /// This screen with the label of the visible cell at `path` in focus (``label``): the cell a label fixture
    /// found, as it shows now. Without a path, or when that cell is off screen, the screen as it is.
    public func focusingLabel(at path: RowPath?) -> Screen {
        guard let path, let cell = cell(at: path), let label = cell.label else { return self }
        var screen = self
        screen.labelInFocus = label
        return screen
    }

    /// A visible cell's tree level as a person sees it: its indent over the cell's points per level.
    public func level(at path: RowPath) -> Int? {
        guard let cell = cell(at: path), let indent = cell.indent, let width = cell.indentationWidth, width > 0 else { return nil }
        return Int((indent / width).rounded())
    }

    /// The view above the table that a stretchy header is: the first view of a type named `…Header…`, else the first
    /// view beside the table (a child of the view that holds it) with an image view inside, whatever its class is
    /// called (chapter 13's header is a plain `UIView` until its touches pass through).
    public var headerView: ScreenView? {
        firstView { $0.type.contains("Header") } ?? firstView { $0.children.contains { $0.type.contains("TableView") } }?.children.first { child in
            !child.type.contains("TableView") && child.holds { $0.type.contains("ImageView") }
        }
    }

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

extension ScreenCell {
    /// How far the content is slid as the spec language counts it: positive to the left (`expect row 3 offset 60`).
    public var specOffset: Double { contentOffset == 0 ? 0 : -contentOffset }

    /// The buttons on the trailing side (right of the cell's middle), outermost (rightmost) first.
    public var trailingActions: [ScreenButton] {
        actions.filter { $0.frame.x + $0.frame.width / 2 > frame.x + frame.width / 2 }.sorted { $0.frame.x > $1.frame.x }
    }

    /// The buttons on the leading side (left of the cell's middle), outermost (leftmost) first.
    public var leadingActions: [ScreenButton] {
        actions.filter { $0.frame.x + $0.frame.width / 2 <= frame.x + frame.width / 2 }.sorted { $0.frame.x < $1.frame.x }
    }

    /// Whether the cell rests fully open: its content slid by the whole width of the buttons on the side it uncovers.
    public var isOpen: Bool {
        let offset = specOffset
        guard abs(offset) >= 1 else { return false }
        let side = offset > 0 ? trailingActions : leadingActions
        let width = side.reduce(0) { $0 + $1.frame.width }
        return width > 0 && abs(abs(offset) - width) <= 0.5
    }

    /// The titles of the buttons a person can see, outermost first: right to left when the content is slid left
    /// (trailing actions), left to right otherwise.
    public var visibleActionTitles: [String] {
        (specOffset > 0 ? buttons.reversed() : buttons).map(\.title)
    }

    /// Whether the content rests where it started.
    public var isClosed: Bool { abs(contentOffset) < 0.01 }

    /// The middle of the content's part that shows inside the cell (where a finger taps "the row").
    public var contentMidX: Double {
        let low = max(frame.x, frame.x - specOffset), high = min(frame.x + frame.width, frame.x + frame.width - specOffset)
        return high > low ? (low + high) / 2 : frame.x + frame.width / 2
    }

    /// The cell's middle in window coordinates.
    public var midY: Double { frame.y + frame.height / 2 }
}

extension Screen {
    /// The section a reference names: its index, or the first whose header title is that title.
    public func section(_ reference: SectionReference) -> Int? {
        switch reference {
        case .index(let index): return index
        case .title(let title):
            if let index = table?.sections.firstIndex(where: { $0.headerTitle == title }) { return index }
            // A header view of the app's own (a button, a label) shows the title as its text.
            return table?.headers.first { header in
                views { view in
                    view.text == title && view.frame.y + view.frame.height / 2 >= header.frame.y
                        && view.frame.y + view.frame.height / 2 <= header.frame.y + header.frame.height
                }
            }?.section
        }
    }

    /// Whether a view of the window's tree matches.
    private func views(_ matches: (ScreenView) -> Bool) -> Bool {
        var stack = [root]
        while let view = stack.popLast() {
            if matches(view) { return true }
            stack += view.children
        }
        return false
    }
}

extension ScreenTable {
    /// How far the list has scrolled from its resting top, as the spec language counts it (`expect content offset`):
    /// UIKit's `contentOffset.y` plus the adjusted top inset, so a table resting under a 180-point inset is at 0.
    public var specContentOffset: Double { contentOffset + adjustedInsetTop }
}

extension ScreenView {
    /// Whether this view or one inside it matches.
    func holds(_ matches: (ScreenView) -> Bool) -> Bool {
        matches(self) || children.contains { $0.holds(matches) }
    }
}
