import TableModel

/// The scrolling that carries a table along while a lifted row is held near the viewport's top or bottom edge.
///
/// With the finger `d` points from an edge and `d < range`, the table scrolls toward that edge at
/// `(range − d) / range × 1200` points per second: 20 points a frame with the finger on the edge itself,
/// 10 points a frame halfway into the zone, nothing at its inner limit. Where the two zones overlap
/// (a viewport shorter than twice the range) the nearer edge wins; at exactly equal distances neither does.
///
/// This is only the speed. ``LongPressReorder/holdFrame(in:)`` applies it once per `hold` frame,
/// through `Table.scroll(to:)`, which keeps the offset clamped so scrolling stops at either end.
public struct EdgeAutoScroll: Equatable, Sendable {
    /// The fastest scrolling, in points per second, reached with the finger on an edge (the article's maximum).
    public static let maximumSpeed: Double = 1200

    /// How far from an edge, in points, the zone that scrolls reaches. A range of 0 or less never scrolls.
    public var range: Double
    /// The speed at a given distance from the edge (exercise `edge-scroll-speed`); the book's by default.
    public var speed: PluggedDecision<any EdgeScrollSpeedDecision>

    /// An edge zone of `range` points (150 by default).
    public init(range: Double = 150, speed: PluggedDecision<any EdgeScrollSpeedDecision> = .init(BookEdgeScrollSpeed())) {
        self.range = range
        self.speed = speed
    }

    /// The signed change of the content offset for one frame with the finger at viewport y `fingerY`:
    /// negative scrolls up (toward the top edge), positive down, 0 outside both zones.
    /// The plugged speed for one frame; a speed that is negative or not a number scrolls nothing.
    private func perFrame(distanceFromEdge distance: Double) -> Double {
        let pointsPerSecond = speed.decision.pointsPerSecond(distanceFromEdge: distance, range: range)
        guard pointsPerSecond.isFinite, pointsPerSecond > 0 else { return 0 }
        return pointsPerSecond / Double(VirtualClock.framesPerSecond)
    }

    public func offsetChangePerFrame(fingerY: Double, viewportHeight: Double) -> Double {
        guard range > 0 else { return 0 }
        let fromTop = fingerY
        let fromBottom = viewportHeight - fingerY
        if fromTop < range, fromTop < fromBottom {
            return -perFrame(distanceFromEdge: fromTop)
        }
        if fromBottom < range, fromBottom < fromTop {
            return perFrame(distanceFromEdge: fromBottom)
        }
        return 0
    }
}
