/// Exercise `pan-clamp` (chapter 02): where a cell's content rests while the finger moves.
///
/// The contract: given the offset the pan started from (`start`), the finger's translation (negative = left),
/// and the total widths of the leading and trailing actions, return the content's offset. It must never go
/// past the trailing actions' total width on the left nor past the leading actions' total width (as a negative
/// offset) on the right, so that the content never slides off its buttons; within those limits it follows the
/// finger point for point (`o = start − translation`).
///
/// The engine calls it on every move of a pan in the reveal style.
public protocol PanClampDecision: Sendable {
    /// The content's offset for a finger `translation` points from where a pan that began at `start` started.
    func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double
}
