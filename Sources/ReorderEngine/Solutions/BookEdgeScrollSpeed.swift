// The book's solution to the contract in EdgeScrollSpeedDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's edge speed: proportional to the depth into the zone, 1200 points per second at most.
public struct BookEdgeScrollSpeed: EdgeScrollSpeedDecision {
    /// The book's solution.
    public init() {}

    public func pointsPerSecond(distanceFromEdge: Double, range: Double) -> Double {
        guard range > 0, distanceFromEdge < range else { return 0 }
        return (range - distanceFromEdge) / range * EdgeAutoScroll.maximumSpeed
    }
}
