/// One action button of a swipeable cell, as it is laid out under the cell's content.
///
/// Frames are in cell coordinates (x grows to the right, 0 is the cell's left edge) and are not clipped
/// to the cell. `visibleWidth` is how much of the button shows: the part the content does not cover
/// and no button above it covers.
public struct SwipeButton: Equatable, Sendable {
    /// The action's title, which also names it in taps and events.
    public var title: String
    /// The button's left edge, in cell coordinates.
    public var x: Double
    /// The button's width.
    public var width: Double
    /// Whether performing the action deletes its row (drawn red).
    public var isDestructive: Bool
    /// How many points of the button show; it counts as visible from 1.0 point on.
    public var visibleWidth: Double

    /// Creates a button frame.
    public init(title: String, x: Double, width: Double, isDestructive: Bool, visibleWidth: Double) {
        self.title = title
        self.x = x
        self.width = width
        self.isDestructive = isDestructive
        self.visibleWidth = visibleWidth
    }

    /// The least width of a button that counts as visible.
    public static let minimumVisibleWidth: Double = 1.0

    /// Whether at least ``minimumVisibleWidth`` points of the button show.
    public var isVisible: Bool { visibleWidth >= Self.minimumVisibleWidth }
}
