/// A decision plugged into an engine: the book's solution by default, or a learner's own code in a workshop.
///
/// Engines are values that compare equal by their state; two plugged decisions compare equal when they are of
/// the same type, since a decision holds no state an engine changes.
public struct PluggedDecision<Decision: Sendable>: Sendable, Equatable {
    /// The decision the engine calls.
    public var decision: Decision

    /// Plugs `decision` in.
    public init(_ decision: Decision) {
        self.decision = decision
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(type(of: lhs.decision as Any)) == ObjectIdentifier(type(of: rhs.decision as Any))
    }
}
