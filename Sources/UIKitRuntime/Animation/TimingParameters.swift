import Foundation

/// A vector: a spring's initial velocity, as a share of the distance per second along each axis.
///
/// Documentation: https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of `dx`, `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// The kind of timing curve a provider gives.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitimingcurvetype
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// What a property animator's timing comes from: cubic (Bézier) parameters, spring parameters, or both.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitimingcurveprovider
@MainActor public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The runtime's timing function for an animation of `duration` seconds: the spring when there is one, else the
    /// cubic curve, else ease-in-out.
    func timingFunction(duration: Double) -> TimingFunction {
        if let spring = springTimingParameters { return spring.timingFunction(duration: duration) }
        return cubicTimingParameters?.timingFunction ?? .easeInOut
    }
}

/// A cubic Bézier timing curve: one of UIKit's four named curves, or two control points.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicubictimingparameters
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve (`.easeInOut` for a curve made from control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// UIKit's default curve, ease-in-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the named curves.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(animationcurve:)
    public init(animationCurve curve: UIView.AnimationCurve) {
        let points: (CGPoint, CGPoint) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        animationCurve = curve
        (controlPoint1, controlPoint2) = points
        super.init()
    }

    /// A curve through two control points.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// This curve.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: TimingFunction {
        .bezier(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

/// A damped spring: by its damping ratio (settling in the animator's duration), or by its mass, stiffness and
/// damping (settling when the physics says).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uispringtimingparameters
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring's initial velocity, a share of the distance per second (the x component is used).
    public let initialVelocity: CGVector
    private let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    private let ratio: CGFloat

    /// A critically damped spring (damping ratio 1).
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: .zero)
    }

    /// A spring of `ratio` with no initial velocity.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:)
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring of `ratio` starting at `velocity`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        self.ratio = ratio
        initialVelocity = velocity
        physics = nil
        super.init()
    }

    /// A spring of a mass on a spring with a damper. Its duration is the physics' own: the animator's is ignored.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
        ratio = damping / (2 * (k * m).squareRoot())
        initialVelocity = velocity
        physics = (m, k, damping)
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The seconds the physics-defined spring takes to settle (within 0.1 %); nil for a ratio-defined one.
    var settlingDuration: Double? {
        guard let physics else { return nil }
        let omega = Double((physics.stiffness / physics.mass).squareRoot())
        return log(1000) / (min(max(Double(ratio), 0.05), 1) * omega)
    }

    func timingFunction(duration: Double) -> TimingFunction {
        if let physics {
            let omega = Double((physics.stiffness / physics.mass).squareRoot())
            return .spring(damping: min(max(Double(ratio), 0.05), 1), velocity: Double(initialVelocity.dx), omega: omega)
        }
        return .spring(damping: Double(ratio), velocity: Double(initialVelocity.dx), settlingIn: duration)
    }
}
