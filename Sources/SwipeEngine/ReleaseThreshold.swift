/// Decides whether a released cell snaps open or closed on one side.
///
/// Started closed, the cell opens when the offset reaches half of the outermost action (`o ≥ w1 / 2`).
/// Started open, it stays open while the offset keeps the other actions plus half of the innermost one
/// (`o ≥ T − wk / 2`). Comparisons are exact (`≥`).
struct ReleaseThreshold: Equatable, Sendable {
    /// The widths of the actions on the side being released, outermost first.
    var widths: [Double]
    /// Whether the cell rested open on this side when the pan began.
    var startedOpen: Bool

    /// The distance a fling coasts with UIKit's normal deceleration rate r = 0.998:
    /// `v / 1000 · r / (1 − r)`, which is `0.499 · v`.
    static let velocityProjection = 0.499

    /// The offset a release decides on: `o − 0.499 · v` (a left fling has negative velocity).
    static func projectedOffset(_ offset: Double, velocity: Double) -> Double {
        offset - velocityProjection * velocity
    }

    /// Whether the cell ends open when it is released at `distance` (measured outward on this side).
    func opens(at distance: Double) -> Bool {
        guard let outermost = widths.first, let innermost = widths.last else { return false }
        if startedOpen {
            return distance >= widths.reduce(0, +) - innermost / 2
        }
        return distance >= outermost / 2
    }
}
