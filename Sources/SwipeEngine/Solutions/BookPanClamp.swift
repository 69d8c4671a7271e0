// The book's solution to the contract in PanClampDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's pan clamp: `o = clamp(start − translation, −leadingWidth, trailingWidth)`.
public struct BookPanClamp: PanClampDecision {
    /// The book's solution.
    public init() {}

    public func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double {
        min(max(start - translation, -leadingWidth), trailingWidth)
    }
}
