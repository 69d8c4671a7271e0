import TableModel

extension Table {
    /// A finger's viewport y held inside the viewport `[0, viewportHeight)` (a NaN counts as the top):
    /// the viewport's bottom edge belongs to the row below the screen, so the finger stops just above it.
    func clampedViewportY(_ y: Double) -> Double {
        guard !y.isNaN else { return 0 }
        return min(max(y, 0), geometry.viewportHeight.nextDown)
    }

    /// The viewport y of a shown row's centre at the current content offset.
    func viewportMidY(of path: RowPath) -> Double {
        viewportY(ofContentY: frame(of: path).midY)
    }
}
