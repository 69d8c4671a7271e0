import TableModel

extension Table {
    /// A finger's viewport y held inside the viewport `0 … viewportHeight` (a NaN counts as the top).
    func clampedViewportY(_ y: Double) -> Double {
        guard !y.isNaN else { return 0 }
        return min(max(y, 0), geometry.viewportHeight)
    }

    /// The viewport y of a shown row's centre at the current content offset.
    func viewportMidY(of path: RowPath) -> Double {
        frame(of: path).midY - contentOffset
    }
}

extension Refusal {
    /// `drag`, `hold` or `cancel` with no row lifted.
    static let nothingLifted = Refusal("nothing is lifted: long-press a row first")
    /// `drop` with no finger pressing.
    static let nothingPressed = Refusal("nothing is pressed: long-press a row first")
    /// A second long press while a finger is still down.
    static let alreadyPressing = Refusal("a finger is already pressing: drop or cancel first")
}
