/// How an animation's progress follows time.
public enum TimingCurve: Equatable, Sendable {
    case linear
    /// The cubic Bézier (0, 0, 0.58, 1), UIKit's ease-out.
    case easeOut

    /// Progress (0…1) at time fraction `t` (0…1).
    public func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeOut:
            return CubicBezier.easeOut.y(atX: t)
        }
    }
}

/// A unit cubic Bézier timing function through (0, 0), (x1, y1), (x2, y2), (1, 1).
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

    private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Solves x(t) = x by Newton's method with a bisection fallback (x is monotonic here), then returns y(t).
    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}
