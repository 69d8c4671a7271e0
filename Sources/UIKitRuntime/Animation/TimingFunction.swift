import Foundation

/// How an animation's progress (0 to 1) follows its time: UIKit's four curves (cubic Béziers, as
/// `CAMediaTimingFunction` defines them) and the damped spring of the spring animations.
///
/// Documentation: https://developer.apple.com/documentation/quartzcore/camediatimingfunction and
/// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
public enum TimingFunction: Equatable, Sendable {
    /// A cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1).
    case bezier(Double, Double, Double, Double)
    /// A spring settling on the target: damping ratio, initial velocity (distances per second) and natural
    /// angular frequency (radians per second).
    case spring(damping: Double, velocity: Double, omega: Double)

    /// UIKit's ease-in-out, the default of `UIView.animate`.
    public static let easeInOut = TimingFunction.bezier(0.42, 0, 0.58, 1)
    /// Ease-in.
    public static let easeIn = TimingFunction.bezier(0.42, 0, 1, 1)
    /// Ease-out.
    public static let easeOut = TimingFunction.bezier(0, 0, 0.58, 1)
    /// Linear.
    public static let linear = TimingFunction.bezier(0, 0, 1, 1)

    /// The curve an option set names (`.curveEaseIn` and so on; ease-in-out when none is named).
    init(options: UIView.AnimationOptions) {
        switch (options.rawValue >> 16) & 0xF {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .easeInOut
        }
    }

    /// A spring that settles (within 0.1 % of the distance) in `duration` seconds, as UIKit's duration-based spring
    /// animation does: a damping ratio of 1 settles without overshoot, smaller ratios oscillate.
    static func spring(damping: Double, velocity: Double, settlingIn duration: Double) -> TimingFunction {
        let ratio = min(max(damping, 0.05), 1)
        let omega = log(1000) / (ratio * max(duration, 0.001))
        return .spring(damping: ratio, velocity: velocity, omega: omega)
    }

    /// Progress at `elapsed` seconds of an animation `duration` seconds long. Reaches exactly 1 at the end.
    public func progress(elapsed: Double, duration: Double) -> Double {
        guard duration > 0, elapsed < duration else { return elapsed >= duration ? 1 : 0 }
        let fraction = max(elapsed, 0) / duration
        switch self {
        case let .bezier(x1, y1, x2, y2):
            return Self.bezierY(atX: fraction, x1: x1, y1: y1, x2: x2, y2: y2)
        case let .spring(damping, velocity, omega):
            return 1 - Self.springDisplacement(t: max(elapsed, 0), damping: damping, velocity: velocity, omega: omega)
        }
    }

    /// The remaining fraction of the distance at `t` for a spring starting at 1 with velocity −`velocity`.
    static func springDisplacement(t: Double, damping: Double, velocity: Double, omega: Double) -> Double {
        if damping < 1 {
            let dampedOmega = omega * (1 - damping * damping).squareRoot()
            let b = (damping * omega - velocity) / dampedOmega
            return exp(-damping * omega * t) * (cos(dampedOmega * t) + b * sin(dampedOmega * t))
        }
        return exp(-omega * t) * (1 + (omega - velocity) * t)
    }

    private static func bezierCoordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// Solves x(t) = x by bisection (x is monotonic in t for these curves), then returns y(t).
    static func bezierY(atX x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<64 {
            let value = bezierCoordinate(t, x1, x2)
            if abs(value - x) < 1e-10 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return bezierCoordinate(t, y1, y2)
    }
}
