/// How a swipeable cell moves and snaps.
public enum SwipeStyle: Equatable, Sendable {
    /// Content slides over buttons pinned to the cell's edge, then snaps open or closed with a bounce.
    case reveal
    /// The iOS 8 Mail cell: 1.1× elasticity, a half-width action area shared equally, full swipe near the left edge.
    case mail
}
