import Foundation

/// A range of frame rates a display link would like.
///
/// Documentation: https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float, maximum: Float, preferred: Float?

    /// A range and the preferred rate in it.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// Let the system choose.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer in step with the display: it calls its target's selector once per frame of the runtime's virtual
/// display (60 Hz, whatever rate is preferred: the virtual display is a 60 Hz one, like a phone without ProMotion).
/// `timestamp` is the time of the frame just shown and `targetTimestamp` the time of the next one. The link keeps
/// its target until `invalidate()`, as UIKit's does.
///
/// Documentation: https://developer.apple.com/documentation/quartzcore/cadisplaylink
@MainActor open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private weak var runtime: UIKitRuntime?
    /// The time of the frame just shown.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames: 1/60 s.
    open var duration: CFTimeInterval { 1.0 / 60 }
    /// Whether the link is paused.
    open var isPaused = false
    /// The frame rate range the app asked for (recorded; the virtual display stays at 60 Hz).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The frame rate the app asked for.
    open var preferredFramesPerSecond = 0

    /// A link that will call `sel` on `target`, once added to a run loop.
    ///
    /// Documentation: https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// Starts the link in the runtime that is delivering now (the app's main run loop).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runtime == nil, target != nil, let current = UIKitRuntime.current else { return }
        runtime = current
        current.displayLinks.append(self)
    }

    /// Stops the link and lets its target go.
    open func invalidate() {
        runtime?.displayLinks.removeAll { $0 === self }
        runtime = nil
        target = nil
    }

    func fire(at time: Double) {
        timestamp = time
        targetTimestamp = time + duration
        selector.send(to: target, from: self)
    }
}

/// A haptic tap the app asked for: which generator, which style or type, how strong, and when.
public struct FeedbackRecord: Equatable, Sendable {
    /// `impact`, `selection` or `notification`.
    public var generator: String
    /// The style (`light`, `medium`, …) or notification type (`success`, …), or `changed` for selection.
    public var kind: String
    /// The intensity, 0 to 1.
    public var intensity: Double
    /// When, in seconds on the virtual clock.
    public var time: Double = 0

    /// A record.
    public init(generator: String, kind: String, intensity: Double, time: Double = 0) {
        (self.generator, self.kind, self.intensity, self.time) = (generator, kind, intensity, time)
    }
}

/// The base of the feedback generators.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
    /// Readies the Taptic Engine: nothing to do here.
    open func prepare() {}

    func record(_ kind: String, intensity: Double = 1) {
        let generator: String = switch self {
        case is UIImpactFeedbackGenerator: "impact"
        case is UINotificationFeedbackGenerator: "notification"
        default: "selection"
        }
        UIKitRuntime.current?.record(FeedbackRecord(generator: generator, kind: kind, intensity: intensity))
    }
}

/// Impact haptics, recorded in the runtime's `feedback`, not played.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium generator.
    public override convenience init() { self.init(style: .medium) }

    /// Records an impact.
    open func impactOccurred() { record("\(style)") }

    /// Records an impact of `intensity`.
    open func impactOccurred(intensity: CGFloat) { record("\(style)", intensity: Double(intensity)) }
}

/// Selection-change haptics, recorded.
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Records a selection change.
    open func selectionChanged() { record("changed") }
}

/// Success, warning and error haptics, recorded.
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Records a notification.
    open func notificationOccurred(_ notificationType: FeedbackType) { record("\(notificationType)") }
}
