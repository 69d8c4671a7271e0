// The book's solution to the contract in OpenStateDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's answer: the cell's own state until it is reused, then the row's remembered state.
public struct BookOpenState: OpenStateDecision {
    /// The book's solution.
    public init() {}

    public func source(cellReused: Bool, rowRememberedOpen: Bool) -> CellStateSource {
        guard cellReused else { return .cell }
        return rowRememberedOpen ? .rememberedRow : .closed
    }
}
