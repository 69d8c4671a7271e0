import TableModel

// The book's solution to the contract in DropTargetDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's drop target: a move to the row under the finger, one further down into a later section.
public struct BookDropTarget: DropTargetDecision {
    /// The book's solution.
    public init() {}

    public func target(lifted: RowPath, underFinger: RowPath) -> DropTarget {
        if underFinger.section > lifted.section {
            return .move(to: RowPath(section: underFinger.section, row: underFinger.row + 1))
        }
        return .move(to: underFinger)
    }
}
