import TableModel

/// The swipe state written for one cell object while it showed one row.
///
/// `generation` is the cell's reuse generation when the state was written: in the `reset` and
/// `remembered` modes a record whose generation is not the cell's current one belongs to a row the cell
/// no longer shows, so the cell reads as closed. In the `naive` mode the record belongs to the cell object
/// whatever row it shows, which is the tutorial's bug.
struct CellRecord: Equatable, Sendable {
    var generation: Int
    var row: RowID
    var motion: CellMotion
}

/// An open row the table remembers by identity, with the index path it last had (a search hint).
struct RememberedRow: Equatable, Sendable {
    var offset: Double
    var lastPath: RowPath
}

/// A row whose content is sliding out after a Mail-style full swipe on a destructive action;
/// the row is deleted when the slide ends.
struct PendingDeletion: Equatable, Sendable {
    var row: RowID
    var cell: CellID
    var lastPath: RowPath
    var remainingFrames: Int
}
