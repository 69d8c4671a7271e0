import ExpandEngine
import EngineMessages
import ReorderEngine
import SwipeEngine
import TableModel

/// What a chapter's `expect` lines read: one query each, so that a chapter and a learner's program ask the scene the
/// same question.
extension TableScene {
    // MARK: - Cells

    /// Whether the cell at `path` rests open (`expect row R open`).
    /// - Throws: a `Refusal` when there is no cell there.
    public func isOpen(_ path: RowPath) throws(Refusal) -> Bool {
        try swipe.isOpen(at: path, in: table)
    }

    /// Whether the cell at `path` rests closed (`expect row R closed`).
    /// - Throws: a `Refusal` when there is no cell there.
    public func isClosed(_ path: RowPath) throws(Refusal) -> Bool {
        try swipe.isClosed(at: path, in: table)
    }

    /// The horizontal offset of the cell at `path`, in points (`expect row R offset N`).
    /// - Throws: a `Refusal` when there is no cell there.
    public func offset(of path: RowPath) throws(Refusal) -> Double {
        try swipe.offset(at: path, in: table)
    }

    /// The keyframes of the last animation of the cell at `path` (`expect row R keyframes …`); empty when none ran.
    /// - Throws: a `Refusal` when there is no cell there.
    public func keyframes(of path: RowPath) throws(Refusal) -> [Double] {
        try swipe.keyframes(at: path, in: table)
    }

    /// The titles of the action buttons showing on the cell at `path` (`expect row R actions …`).
    /// - Throws: a `Refusal` when there is no cell there.
    public func visibleActions(of path: RowPath) throws(Refusal) -> [String] {
        try swipe.visibleActions(at: path, in: table)
    }

    /// The button titled `title` on the cell at `path`, with its frame (`expect action "T" in row R at x …`); `nil`
    /// when the cell has no such button.
    /// - Throws: a `Refusal` when there is no cell there.
    public func actionButton(_ title: String, of path: RowPath) throws(Refusal) -> SwipeButton? {
        try swipe.buttons(at: path, in: table).first { $0.title == title }
    }

    /// The rows that rest open, in index-path order (`expect open rows …`).
    public var openRows: [RowPath] { swipe.openRows(in: table) }

    // MARK: - Rows and sections

    /// The title of the shown row at `path` (`expect row R is "T"`); `nil` when there is none.
    public func title(of path: RowPath) -> String? { table.row(at: path)?.title }

    /// The depth of the shown row at `path` in its tree, 0 at the top (`expect row R level N`); `nil` when there is none.
    public func level(of path: RowPath) -> Int? { table.row(at: path)?.level }

    /// The rows a section shows, or the whole table when `section` is `nil` (`expect row count N`).
    public func shownRowCount(inSection section: Int? = nil) -> Int {
        section.map { table.shownCounts[$0] } ?? table.shownRowCount
    }

    /// Whether a section shows its rows (`expect section S expanded`).
    public func isExpanded(section: Int) -> Bool { !table.sections[section].isCollapsed }

    /// How far the table is scrolled (`expect content offset N`).
    public var contentOffset: Double { table.contentOffset }

    /// How many rows are on screen (`expect visible rows N`).
    public var visibleRowCount: Int { table.rowPathsOnScreen.count }

    /// The haptic taps given since the scene began: a Mail-style full swipe arming or disarming, one tap each
    /// (`expect haptic taps N`; the swipe engine's `SwipeableCells.hapticTaps`).
    public var hapticTaps: Int { swipe.hapticTaps }

    /// The table's last batch update (`expect updates …`); `nil` before any.
    public var lastUpdate: BatchUpdate? { table.lastUpdate }

    /// Where the lifted row is now (`expect lifted row R`, `expect nothing lifted`); `nil` when no row is lifted.
    public var liftedPath: RowPath? { reorder.liftedPath(in: table) }

    /// The alpha of the cell at `path` (`expect row R alpha N`): 0 while its row is lifted (the floating snapshot
    /// stands in for it), else 1.
    public func alpha(of path: RowPath) -> Double { liftedPath == path ? 0 : 1 }

    // MARK: - Label and header

    /// The label's height as shown (`expect label height N`).
    /// - Throws: a `Refusal` that says how to get a label.
    public func labelHeight() throws(Refusal) -> Double { try shownLabel().height }

    /// The label's text as shown, with its suffix (`expect label text "…"`, `expect label ends with "…"`).
    /// - Throws: a `Refusal` that says how to get a label.
    public func labelText() throws(Refusal) -> String { try shownLabel().shownText }

    /// How many lines the label shows (`expect label lines N`).
    /// - Throws: a `Refusal` that says how to get a label.
    public func labelLineCount() throws(Refusal) -> Int { try shownLabel().lines.count }

    /// The floating header's height now (`expect header height N`).
    /// - Throws: `FloatingHeader/missing` without a header.
    public func headerHeight() throws(Refusal) -> Double { try requireHeader().height(in: table) }

    /// How far the header's picture is moved (`expect header picture offset N`).
    /// - Throws: `FloatingHeader/missing` without a header.
    public func headerPictureOffset() throws(Refusal) -> Double { try requireHeader().pictureOffset(in: table) }

    /// How much the header's picture is scaled (`expect header picture scale N`).
    /// - Throws: `FloatingHeader/missing` without a header.
    public func headerPictureScale() throws(Refusal) -> Double { try requireHeader().pictureScale(in: table) }
}
