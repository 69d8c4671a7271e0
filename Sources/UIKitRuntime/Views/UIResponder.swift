import Foundation

/// An object that responds to events; views and view controllers are responders.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    /// The next responder in the chain: a view's view controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }

    /// A responder.
    public override init() { super.init() }

    /// Touches began in this responder; by default passed on to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// A touch: a finger on the screen, with its place, phase and time.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// A touch's phase.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The phase.
    open internal(set) var phase: Phase = .began
    /// The time of the last change, in seconds on the runtime's clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// The number of taps.
    open internal(set) var tapCount = 1
    /// The view the touch began in (by hit-testing).
    open internal(set) var view: UIView?
    /// The window.
    open internal(set) var window: UIWindow?
    /// The gesture recognizers that receive this touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    /// The touch's place in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The touch's previous place in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }
}

/// An event: the touches of one moment.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// The time of the event.
    open internal(set) var timestamp: TimeInterval = 0
    var touchSet: Set<UITouch> = []

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touchSet }
}
