import TableModel

// The book's solution to the contract in BounceDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's bounce: overshoot 20 points, then settle, 0.1 s each.
public struct BookBounce: BounceDecision {
    /// The book's solution.
    public init() {}

    public func keyframes(for request: SnapRequest) -> [KeyframeAnimation.Keyframe] {
        let direction = request.target == 0 ? -request.outward : request.outward
        let overshoot = request.target + direction * SwipeableCells.bounceOvershoot
        return [
            .init(value: overshoot, seconds: SwipeableCells.bounceSeconds),
            .init(value: request.target, seconds: SwipeableCells.bounceSeconds),
        ]
    }
}
