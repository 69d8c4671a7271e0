import TableModel

// The book's solution to the contract in SectionToggleBatchDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's batch: every collapsing section's rows out, the expanding section's rows in.
public struct BookSectionToggleBatch: SectionToggleBatchDecision {
    /// The book's solution.
    public init() {}

    public func batch(for toggle: SectionToggle) -> BatchUpdate {
        var deleted: [RowPath] = []
        for section in toggle.collapsing {
            deleted += (0..<toggle.shownCountsBefore[section]).map { RowPath(section: section, row: $0) }
        }
        let inserted = toggle.expanding ? (0..<toggle.rowCount).map { RowPath(section: toggle.tapped, row: $0) } : []
        return BatchUpdate(deleted: deleted, inserted: inserted)
    }
}
