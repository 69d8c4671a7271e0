import TableModel

/// Where the lifted row goes when the finger is over something: the outcome of one re-target.
public enum DropTarget: Equatable, Sendable {
    /// Remove the lifted row from its index path and insert it at this one (in the coordinates after the move).
    case move(to: RowPath)
    /// Swap the lifted row with the row at this index path.
    case exchange(with: RowPath)

    /// The lifted row's path once the change is made.
    public var destination: RowPath {
        switch self {
        case .move(let path), .exchange(let path): path
        }
    }

    /// What happens to the lifted row at `lifted` with the finger at content y `contentY`, or `nil` when nothing moves.
    ///
    /// - Over another row, `move` targets the index path at which the lifted row, once moved, contains the finger:
    ///   the row under the finger, or one further when moving down into a later section (the rows above close the
    ///   gap the lifted row leaves), so a still finger never causes a second jump. `exchange` targets the row
    ///   under the finger itself.
    /// - Over the header of an empty (not collapsed) section: row 0 of that section, as a move in either mode.
    /// - Over the lifted row, any other header, or below the last row: nothing.
    ///
    /// Costs O(log sections).
    static func find(
        lifted: RowPath, contentY: Double, mode: ReorderMode, decision: any DropTargetDecision = BookDropTarget(), in table: Table
    ) -> DropTarget? {
        switch table.item(atContentY: contentY) {
        case nil:
            return nil
        case .header(let section)?:
            let target = table.sections[section]
            guard target.rows.isEmpty, !target.isCollapsed else { return nil }
            return .move(to: RowPath(section: section, row: 0))
        case .row(let path)?:
            guard path != lifted else { return nil }
            switch mode {
            case .exchange:
                return .exchange(with: path)
            case .move:
                return decision.target(lifted: lifted, underFinger: path)
            }
        }
    }
}
