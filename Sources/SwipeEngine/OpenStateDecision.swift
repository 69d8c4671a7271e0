/// Where the offset a cell shows comes from: the answer of an ``OpenStateDecision``.
public enum CellStateSource: Sendable, Equatable {
    /// The offset the cell object holds (the last thing written to this cell).
    case cell
    /// The offset the table remembers for the row the cell now shows (shown at rest, unanimated).
    case rememberedRow
    /// Closed.
    case closed
}

/// Exercise `open-state-across-reuse` (chapter 04): where a row's open state lives when cells are reused.
///
/// The contract: a cell that has not been reused since its offset was written shows its own offset. A reused
/// cell must not show its old row's offset on a new row: it shows the row's remembered offset when the table
/// remembers that row as open (by identity, not index path), and closed otherwise.
///
/// The engine asks each time it reads what a cell shows, in the default `cell state remembered` mode (the
/// `naive` and `reset` modes a chapter sets by name keep their own behaviour).
public protocol OpenStateDecision: Sendable {
    /// Where the offset of a cell showing a row comes from.
    /// - Parameters:
    ///   - cellReused: the cell was reused for another row since its offset was written.
    ///   - rowRememberedOpen: the table remembers the row the cell now shows as open.
    func source(cellReused: Bool, rowRememberedOpen: Bool) -> CellStateSource
}
