import TableModel

/// Exercise `drop-target` (chapter 07): where a lifted row goes when the finger is over another row.
///
/// The contract: UIKit moves rows; it does not swap them. Return `.move(to:)` the index path at which the
/// lifted row, once removed from `lifted` and inserted there, contains the finger: that is the row under the
/// finger, except when moving down into a later section, where it is one further (the rows above close the gap
/// the lifted row left). Then a finger that stays still never makes the row jump again, and a fast drag that
/// skips rows keeps their order. (`.exchange(with:)` swaps two rows, which scrambles the order.)
///
/// The engine calls it on every re-target in the default `reorder by move` mode, with the finger over a row
/// other than the lifted one; headers and the `exchange` mode keep their own behaviour.
public protocol DropTargetDecision: Sendable {
    /// What happens to the row lifted at `lifted` with the finger over the row at `underFinger`.
    func target(lifted: RowPath, underFinger: RowPath) -> DropTarget
}
