/// Exercise `edge-scroll-speed` (chapter 08): how fast the table scrolls with a lifted row held near an edge.
///
/// The contract: with the finger `distanceFromEdge` points from the nearer edge and a zone `range` points deep,
/// the speed in points per second is `(range − distanceFromEdge) / range × 1200`: the deeper the finger is in
/// the zone, the faster, up to 1200 (20 points a frame) on the edge itself and down to nothing at the zone's
/// inner limit. Outside the zone (`distanceFromEdge ≥ range`) it is 0.
///
/// The engine calls it once per `hold` frame while the finger is in a zone; it picks the edge and the direction
/// itself, and treats a negative or non-finite speed as 0.
public protocol EdgeScrollSpeedDecision: Sendable {
    /// The scrolling speed in points per second.
    func pointsPerSecond(distanceFromEdge: Double, range: Double) -> Double
}
