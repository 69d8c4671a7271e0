import TableModel

/// Keeps a tapped header or row where it is on screen while rows above it come and go: no scroll jump.
///
/// The anchor's on-screen y is its content y minus the content offset. Rows removed above the anchor move
/// it up by their height, so the offset moves up by the same amount. (Nothing is ever inserted above it:
/// only the tapped section or row expands, and it is the anchor.)
/// The table clamps the result to `0 … maxContentOffset`, so near either end the anchor moves as little
/// as the clamped offset allows.
struct ScrollAnchor: Sendable, Equatable {
    /// Rows removed above the anchor.
    var removedAbove = 0

    /// The content offset that keeps the anchor's on-screen y, before clamping.
    func contentOffset(in table: Table) -> Double {
        table.contentOffset - Double(removedAbove) * table.geometry.rowHeight
    }
}
