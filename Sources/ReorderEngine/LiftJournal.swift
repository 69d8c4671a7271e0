import TableModel

/// What one lift has changed so far, kept so that `cancel` can put every row back exactly.
///
/// It holds the lifted row's original index path and the changes made since, never a copy of the rows.
/// Consecutive moves of the lifted row merge into one (the other rows never change their relative order
/// when one row moves), so in `move` mode the journal stays one change long; an exchange that swaps
/// straight back cancels the one before it.
struct LiftJournal: Equatable, Sendable {
    /// One change to the rows, in the index paths it used when it was made.
    enum Change: Equatable, Sendable {
        /// `Table.moveRow(from:to:)`.
        case moved(from: RowPath, to: RowPath)
        /// `Table.exchangeRows(_:_:)`, lifted row first.
        case exchanged(RowPath, RowPath)
    }

    /// Where the lifted row was before the lift.
    let originalPath: RowPath
    /// The changes since the lift, oldest first.
    private(set) var changes: [Change] = []

    init(originalPath: RowPath) {
        self.originalPath = originalPath
    }

    /// Appends a change made to the table.
    mutating func record(_ change: Change) {
        switch (changes.last, change) {
        case (.moved(let from, let via)?, .moved(let start, let to)) where via == start:
            changes.removeLast()
            if from != to { changes.append(.moved(from: from, to: to)) }
        case (.exchanged(let a, let b)?, .exchanged(let c, let d)) where a == d && b == c:
            changes.removeLast()
        default:
            changes.append(change)
        }
    }

    /// Undoes every change, newest first, leaving the rows exactly as they were before the lift.
    ///
    /// Each step is a validated table change; the table must not have been changed by anything else since the lift.
    /// - Throws: the table's refusal when a step no longer fits the rows (the table may then be partly undone).
    func undo(in table: inout Table) throws(Refusal) {
        for change in changes.reversed() {
            switch change {
            case .moved(let from, let to):
                try table.moveRow(from: to, to: from)
            case .exchanged(let a, let b):
                try table.exchangeRows(a, b)
            }
        }
    }
}
