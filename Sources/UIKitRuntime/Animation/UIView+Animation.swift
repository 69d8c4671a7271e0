import Foundation

extension UIView {
    /// Options of an animation: its curve (`.curveEaseInOut` by default), `.layoutSubviews`, and the others
    /// (accepted; `.repeat` and `.autoreverse` are not modelled).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Options of a keyframe animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// An animation curve.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// Animates the changes `animations` makes to animatable properties (frame, bounds, center, transform, alpha),
    /// starting after `delay`, over `duration` seconds on the runtime's virtual clock. The properties take their new
    /// values at once; the presentation layer moves from the old ones. `completion` runs when every animation has
    /// ended: `finished` is false when one was removed first. When the block changes nothing, the completion runs at
    /// the end of the current run-loop turn with `finished == true`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, timing: TimingFunction(options: options), layout: options.contains(.layoutSubviews),
            animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the default options.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, default options and no completion.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values oscillate; `velocity` is the
    /// initial speed in distances per second (1 covers the whole change in one second). It settles in `duration`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = TimingFunction.spring(damping: dampingRatio, velocity: velocity, settlingIn: duration)
        run(duration: duration, delay: delay, timing: timing, layout: options.contains(.layoutSubviews), animations: animations, completion: completion)
    }

    /// A spring by its perceptual duration and bounce (0 no bounce, up to 1): damping ratio 1 − bounce for a
    /// positive bounce.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = TimingFunction.spring(damping: 1 - max(0, min(bounce, 0.95)), velocity: velocity, settlingIn: duration)
        run(duration: duration, delay: delay, timing: timing, layout: options.contains(.layoutSubviews), animations: animations, completion: completion)
    }

    /// A keyframe animation: each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` in `animations`
    /// animates its changes over its part of `duration`, linearly.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, timing: .linear, layout: false, animations: animations, completion: completion)
    }

    /// One keyframe of the enclosing keyframe animation: its changes run from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole animation.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        guard var transaction = AnimationTransaction.stack.last else {
            animations()
            return
        }
        transaction.keyframe = (frameStartTime, frameDuration)
        transaction.timing = .linear
        AnimationTransaction.stack.append(transaction)
        defer { AnimationTransaction.stack.removeLast() }
        animations()
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes take effect at once.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.suppressed += 1
        defer { AnimationTransaction.suppressed -= 1 }
        actionsWithoutAnimation()
    }

    /// Whether animations are on, in the runtime delivering now.
    public static var areAnimationsEnabled: Bool { UIKitRuntime.current?.animationsEnabled ?? true }

    /// Turns animations on or off in the runtime delivering now.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIKitRuntime.current?.animationsEnabled = enabled
    }

    /// The duration of the animations block running now, or 0.
    public static var inheritedAnimationDuration: TimeInterval { AnimationTransaction.current?.duration ?? 0 }

    /// Opens a transaction, runs the block, closes the group (its completion runs once its animations end).
    private static func run(duration: Double, delay: Double, timing: TimingFunction, layout: Bool,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        let runtime = UIKitRuntime.current
        let group = AnimationGroup(completion: completion, runtime: runtime)
        let transaction = AnimationTransaction(duration: max(duration, 0), delay: max(delay, 0), timing: timing, group: group,
                                               keyframe: nil, runtime: runtime)
        AnimationTransaction.stack.append(transaction)
        animations()
        AnimationTransaction.stack.removeLast()
        group.closed = true
        group.finishIfDone()
    }
}
