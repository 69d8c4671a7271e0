import Foundation

/// An animator's state.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimatingstate
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not installed.
    case inactive
    /// Started or paused.
    case active
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// What an interruptible animation lets its owner do.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimating
@MainActor public protocol UIViewAnimating: AnyObject {
    /// The state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations run now.
    var isRunning: Bool { get }
    /// Whether they run towards their start.
    var isReversed: Bool { get set }
    /// How far through its time the animation is, 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses.
    func pauseAnimation()
    /// Stops where the views are.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions while it runs.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that begin after a share of the time left.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Runs the rest of a paused animation with new timing and duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// The progress a property animator gives its layer animations: each one's presentation value is its model value
/// plus the part of its change still to go at this progress.
@MainActor final class AnimatorDriver {
    /// The animations' progress, 0 at the start values and 1 at the end values (a spring may pass 1).
    var progress: Double = 0
    /// Set when the animator has taken its animations off the layers.
    var isOver = false
    /// The layer animations the animator's blocks made, with the values they went from and to.
    var entries: [Entry] = []

    /// One change an animation block made.
    struct Entry {
        let layer: CALayer
        let animation: PropertyAnimation
        let start: Double
        let end: Double
    }
}

/// Animations of view properties (frame, center, bounds, alpha, transform) that can be started, paused, scrubbed,
/// reversed, stopped and finished, on the runtime's virtual clock.
///
/// The animation blocks set the views' properties to their end values at once, as on iOS; what shows on screen
/// (`layer.presentation()`) follows the animator's progress. A running animator moves its time fraction
/// (`fractionComplete`) on by one frame per display frame and its progress along its timing curve (a cubic curve or a
/// spring). A paused animator can be scrubbed: setting `fractionComplete` moves the views there, linearly while
/// `scrubsLinearly` (the default). `startAnimation()` after a pause runs the rest over the remaining time;
/// `continueAnimation(withTimingParameters:durationFactor:)` runs it over `durationFactor × duration` with new timing.
/// Running to the end (or to the start, reversed) calls the completions with `.end` (or `.start`).
/// `stopAnimation(_:)` leaves the views where they are on screen: with `true` the animator goes inactive and no
/// completion runs; with `false` it waits, stopped, for `finishAnimation(at:)`, which puts the views at the end, the
/// start or where they are, and calls the completions with that position. A non-interruptible animator cannot be
/// paused or stopped: the call is written to the console and ignored.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration of the main animations.
    public let duration: TimeInterval
    /// The delay `startAnimation(afterDelay:)` was given.
    public private(set) var delay: TimeInterval = 0
    /// The timing of the animations.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// Whether the animator can be paused and stopped (true by default).
    open var isInterruptible = true
    /// Whether the animated views take touches.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing is left to the app.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves the views linearly (true by default).
    open var scrubsLinearly = true
    /// Whether an animator that reaches its end stays active and paused instead of finishing.
    open var pausesOnCompletion = false
    /// The state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (started and not paused).
    open private(set) var isRunning = false

    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var driver = AnimatorDriver()
    private var fraction: Double = 0
    private var timing: TimingFunction
    /// The running stretch: from (fraction, progress) at `startTime`, over `length` seconds, to the end it heads for.
    private var segment = (fraction: 0.0, progress: 0.0, startTime: 0.0, length: 0.0)
    private weak var runtime: UIKitRuntime?

    /// An animator of `duration` seconds with `parameters`' timing.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let settling = parameters.springTimingParameters?.settlingDuration
        self.duration = settling ?? max(duration, 0)
        timingParameters = parameters
        timing = parameters.timingFunction(duration: settling ?? max(duration, 0))
        runtime = UIKitRuntime.current
        super.init()
    }

    /// An animator along one of UIKit's curves.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic Bézier curve.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:controlpoint1:controlpoint2:animations:)
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring of `ratio` that settles in `duration`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), along the curve `options` names.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/runningpropertyanimator(withduration:delay:options:animations:completion:)
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve: UIView.AnimationCurve = switch (options.rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations run backwards, to their start values.
    open var isReversed = false {
        didSet { if isReversed != oldValue, isRunning { beginSegment(length: remainingTime) } }
    }

    /// How far the animator is through its time, 0 to 1. Setting it on a paused (or not yet started) animator moves
    /// the views there; a running animator ignores it.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/fractioncomplete
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { activate() }
            fraction = min(max(Double(newValue), 0), 1)
            driver.progress = scrubsLinearly ? fraction : timing.progress(elapsed: fraction * duration, duration: duration)
        }
    }

    /// Adds animations that run with the animator: from its start if it has not started, otherwise over the time
    /// left, `(1 − fractionComplete) × duration`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin after `delayFactor` of the time left (the delay is not modelled: they run over
    /// the whole time left).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .active else {
            pending.append((animation, delayFactor))
            return
        }
        install(animation)
    }

    /// Adds a block called with the position the animations ended at.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    open func startAnimation() {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        isRunning = true
        beginSegment(length: remainingTime)
    }

    /// Starts the animations after `delay` seconds of the virtual clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        guard delay > 0, let runtime = runtime ?? UIKitRuntime.current else { return startAnimation() }
        if state == .inactive { activate() }
        // UIKit keeps a started animator alive until it finishes, as the run loop keeps this block.
        runtime.schedule(after: delay) { self.startAnimation() }
    }

    /// Pauses the animations where they are (and activates an animator that has not started).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
    open func pauseAnimation() {
        guard isInterruptible else { return refuse("pauseAnimation()") }
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        step(now: currentTime)
        isRunning = false
        stopTicking()
    }

    /// Stops the animations where they are on screen: the views keep those values. `withoutFinishing` true ends the
    /// animator (inactive, no completion); false leaves it stopped for `finishAnimation(at:)`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else { return refuse("stopAnimation(_:)") }
        guard state == .active else { return }
        if isRunning { step(now: currentTime) }
        isRunning = false
        stopTicking()
        takeOff(at: .current)
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    /// Finishes a stopped animator: the views go to `finalPosition` (the end values, the start values, or where
    /// they are) and the completions run with it.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return refuse("finishAnimation(at:) on an animator that is not stopped") }
        place(at: finalPosition)
        finish(at: finalPosition)
    }

    /// Runs the rest of a paused animation with new timing (nil keeps the old) over `durationFactor × duration`
    /// seconds (0 keeps the time left).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters {
            timingParameters = parameters
            timing = parameters.timingFunction(duration: duration)
        }
        isRunning = true
        beginSegment(length: durationFactor > 0 ? Double(durationFactor) * duration : remainingTime)
    }

    // MARK: The clock

    private var currentTime: Double { (runtime ?? UIKitRuntime.current)?.currentTime ?? 0 }

    /// The seconds left to the end it heads for, at the original pace.
    private var remainingTime: Double { (isReversed ? fraction : 1 - fraction) * duration }

    /// Installs the pending blocks: the animator becomes active at fraction 0.
    private func activate() {
        runtime = runtime ?? UIKitRuntime.current
        state = .active
        fraction = 0
        driver = AnimatorDriver()
        let blocks = pending
        pending = []
        for entry in blocks { install(entry.block) }
    }

    /// Runs `animation` so that its changes follow this animator (from the current progress on).
    private func install(_ animation: () -> Void) {
        let group = AnimationGroup(completion: nil, runtime: runtime)
        let transaction = AnimationTransaction(duration: max(duration, 1e-6), delay: 0, timing: timing, group: group,
                                               keyframe: nil, runtime: runtime, driver: driver)
        AnimationTransaction.stack.append(transaction)
        animation()
        AnimationTransaction.stack.removeLast()
        group.closed = true
    }

    private func beginSegment(length: Double) {
        segment = (fraction, driver.progress, currentTime, max(length, 0))
        guard let runtime = runtime ?? UIKitRuntime.current else {
            step(now: currentTime + length)
            return
        }
        // The task holds the animator while it runs (UIKit keeps a running animator alive); it ends with the run.
        runtime.startFrameTask(owner: self) { now in
            guard self.isRunning else { return false }
            return self.step(now: now)
        }
    }

    private func stopTicking() {
        (runtime ?? UIKitRuntime.current)?.stopFrameTask(owner: self)
    }

    /// Moves the fraction and progress to `now`; at the end of the segment the animator finishes. Returns whether
    /// it goes on.
    @discardableResult
    private func step(now: Double) -> Bool {
        guard isRunning else { return false }
        let elapsed = now - segment.startTime
        let share = segment.length > 0 && elapsed < segment.length - 1e-9 ? max(elapsed / segment.length, 0) : 1
        let curve = timing.progress(elapsed: elapsed, duration: segment.length)
        let target = isReversed ? 0.0 : 1.0
        fraction = segment.fraction + (target - segment.fraction) * share
        driver.progress = segment.progress + (target - segment.progress) * curve
        guard share >= 1 else { return true }
        fraction = target
        driver.progress = target
        isRunning = false
        if pausesOnCompletion { return false }
        takeOff(at: isReversed ? .start : .end)
        finish(at: isReversed ? .start : .end)
        return false
    }

    // MARK: The views

    /// Takes the animations off their layers, leaving the views at `position` (the model already holds the end).
    private func takeOff(at position: UIViewAnimatingPosition) {
        place(at: position)
        for entry in driver.entries {
            entry.layer.animations.removeAll { $0 === entry.animation }
        }
        driver.isOver = true
    }

    /// Sets the animated properties' model values to their end values, their start values, or what shows now.
    private func place(at position: UIViewAnimatingPosition) {
        var groups: [(layer: CALayer, key: AnimatableKey, entries: [AnimatorDriver.Entry])] = []
        for entry in driver.entries {
            if let index = groups.firstIndex(where: { $0.layer === entry.layer && $0.key == entry.animation.key }) {
                groups[index].entries.append(entry)
            } else {
                groups.append((entry.layer, entry.animation.key, [entry]))
            }
        }
        let time = currentTime
        UIView.performWithoutAnimation {
            for group in groups {
                let running = group.entries.filter { entry in group.layer.animations.contains { $0 === entry.animation } }
                let current = group.layer.modelValue(group.key) + running.reduce(0) { $0 + $1.animation.remaining(at: time) }
                let value: Double? = switch position {
                case .end: group.entries.last?.end
                case .start: group.entries.first?.start
                case .current: current
                }
                if let value { group.layer.setModelValue(group.key, value) }
            }
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }

    private func refuse(_ call: String) {
        (runtime ?? UIKitRuntime.current)?.log("UIViewPropertyAnimator: \(call) ignored: the animator is not interruptible or not in a state that allows it")
    }
}
