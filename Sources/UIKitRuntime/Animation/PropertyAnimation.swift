import Foundation

/// One animatable number of a layer: the parts of its position, bounds, opacity and transform.
enum AnimatableKey: String, CaseIterable, Sendable {
    case positionX = "position.x", positionY = "position.y"
    case boundsX = "bounds.origin.x", boundsY = "bounds.origin.y"
    case boundsWidth = "bounds.size.width", boundsHeight = "bounds.size.height"
    case opacity
    case transformA = "transform.a", transformB = "transform.b", transformC = "transform.c"
    case transformD = "transform.d", transformTX = "transform.tx", transformTY = "transform.ty"

    /// The key `animationKeys()` reports the animation under, as Core Animation names the property.
    var property: String {
        switch self {
        case .positionX, .positionY: "position"
        case .boundsX, .boundsY, .boundsWidth, .boundsHeight: "bounds"
        case .opacity: "opacity"
        default: "transform"
        }
    }
}

/// The animations one `UIView.animate` call started, and its completion handler.
///
/// The completion runs once every animation of the group has ended: with `finished == true` when all of them ran
/// to their end, `false` when any was removed first (`removeAllAnimations()`, `removeAnimation(forKey:)`), as the
/// `completion` parameter's documentation says.
@MainActor final class AnimationGroup {
    var completion: ((Bool) -> Void)?
    var running = 0
    var finished = true
    var closed = false
    weak var runtime: UIKitRuntime?

    init(completion: ((Bool) -> Void)?, runtime: UIKitRuntime?) {
        self.completion = completion
        self.runtime = runtime
    }

    /// One of the group's animations ended (`removed` when taken off before its end).
    func animationEnded(removed: Bool) {
        running -= 1
        if removed { finished = false }
        finishIfDone()
    }

    /// Schedules the completion once the group is closed (the animations block has run) and nothing runs.
    func finishIfDone() {
        guard closed, running <= 0, let completion else { return }
        self.completion = nil
        let finished = self.finished
        if let runtime {
            runtime.enqueue(context: "the completion of an animation (finished: \(finished))") { completion(finished) }
        } else {
            completion(finished)
        }
    }
}

/// One number of one layer moving from its old model value to its new one. Animations are additive, as UIKit's
/// have been since iOS 8: the presentation value is the model value plus, for each running animation, the part of
/// (old − new) still to go. A second animation of the same property therefore does not remove the first; both run
/// to their ends and complete with `finished == true`.
@MainActor final class PropertyAnimation {
    let key: AnimatableKey
    let delta: Double
    let begin: Double
    let duration: Double
    let timing: TimingFunction
    let group: AnimationGroup
    let name: String
    /// The property animator that drives this animation's progress (paused, scrubbed, reversed), if any.
    let driver: AnimatorDriver?
    /// The driver's progress when this animation was added: it covers the rest, from there to the end.
    let driverStart: Double

    init(key: AnimatableKey, delta: Double, begin: Double, duration: Double, timing: TimingFunction, group: AnimationGroup, name: String,
         driver: AnimatorDriver? = nil) {
        self.driver = driver
        driverStart = driver?.progress ?? 0
        self.key = key
        self.delta = delta
        self.begin = begin
        self.duration = duration
        self.timing = timing
        self.group = group
        self.name = name
    }

    /// The part of `delta` still to go at `time`.
    func remaining(at time: Double) -> Double {
        if let driver {
            let span = 1 - driverStart
            return span > 1e-9 ? delta * (1 - (driver.progress - driverStart) / span) : 0
        }
        return delta * (1 - timing.progress(elapsed: time - begin, duration: duration))
    }

    /// Whether the animation has run to its end at `time` (an animator's animation ends when the animator says so).
    func isOver(at time: Double) -> Bool {
        if let driver { return driver.isOver }
        return time >= begin + duration - 1e-9
    }
}

/// The settings of the `UIView.animate` call whose animations block is running: what a property change in it
/// becomes. Nested blocks inherit their enclosing block's settings unless they override them.
@MainActor struct AnimationTransaction {
    var duration: Double
    var delay: Double
    var timing: TimingFunction
    var group: AnimationGroup
    /// The start of a keyframe within its keyframe animation, relative (0…1), and its relative duration.
    var keyframe: (start: Double, duration: Double)?
    var runtime: UIKitRuntime?
    /// The property animator whose animations block is running, if any: its changes follow the animator's progress.
    var driver: AnimatorDriver? = nil

    /// The transactions of the animations blocks running now, innermost last. Empty outside every block, so
    /// nothing leaks from one runtime or test to the next.
    static var stack: [AnimationTransaction] = []
    /// Depth of `performWithoutAnimation` blocks.
    static var suppressed = 0
    /// The transaction a property change belongs to now, if any.
    static var current: AnimationTransaction? {
        guard suppressed == 0, let last = stack.last, last.runtime?.animationsEnabled ?? true else { return nil }
        return last
    }
}
