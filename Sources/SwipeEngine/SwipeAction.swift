/// A button revealed by swiping a cell.
public struct SwipeAction: Equatable, Sendable {
    /// The button's title, which also names it in taps and events.
    public var title: String
    /// The declared width in points (the Mail style ignores it and shares its action area equally).
    public var width: Double
    /// A destructive action deletes its row when performed, and is drawn red.
    public var isDestructive: Bool

    /// An action; destructive ones delete their row when performed.
    public init(_ title: String, width: Double, isDestructive: Bool = false) {
        self.title = title
        self.width = width
        self.isDestructive = isDestructive
    }

    /// The system's swipe-to-delete button: one destructive `Delete`, 82 points wide.
    public static let systemDelete = SwipeAction("Delete", width: 82, isDestructive: true)
}
