import TableModel

/// Where a snapping cell is going: the input of a ``BounceDecision``.
public struct SnapRequest: Sendable, Equatable {
    /// The offset the content snaps from.
    public var from: Double
    /// The offset it comes to rest at: 0 (closed) or a side's open offset.
    public var target: Double
    /// +1 when the trailing side is concerned (offsets grow outward), −1 for the leading side.
    public var outward: Double

    /// A snap request.
    public init(from: Double, target: Double, outward: Double) {
        self.from = from
        self.target = target
        self.outward = outward
    }
}

/// Exercise `bounce-keyframes` (chapter 03): the animation of a snap in the reveal style.
///
/// The contract: a snap is two keyframes of 0.1 s each (ease-out): first past the target by 20 points, then the
/// target itself. Opening overshoots outward (trailing: target + 20; leading: target − 20); closing overshoots
/// through zero to the other side (trailing: −20; leading: +20). The last keyframe must be the target: the cell
/// rests where the animation ends.
///
/// The engine calls it whenever a reveal-style cell snaps open or closed.
public protocol BounceDecision: Sendable {
    /// The keyframes the content passes through after `request.from`, the last one at `request.target`.
    func keyframes(for request: SnapRequest) -> [KeyframeAnimation.Keyframe]
}
