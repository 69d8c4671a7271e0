import TableModel

/// A finger down on one cell: where it started, how far it has moved, and what to restore on cancel.
struct SwipePan: Equatable, Sendable {
    var row: RowID
    var cell: CellID
    var path: RowPath
    /// The finger's x in cell coordinates when it touched down.
    var startX: Double
    /// The translation from the pan's start (negative = to the left).
    var translation: Double = 0
    /// The offset the content had when the pan began (`o0`).
    var startOffset: Double
    /// Where the content was resting (or heading) when the pan began: 0 closed, otherwise open on that side.
    var startRest: Double
    /// The cell's record before the pan, restored exactly by a cancel.
    var recordBefore: CellRecord?
    /// Mail style: whether a release would perform the outermost action (a full swipe).
    var isArmed = false

    /// The finger's x now.
    var fingerX: Double { startX + translation }
}
