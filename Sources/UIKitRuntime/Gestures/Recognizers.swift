import Foundation

/// A pan: one finger moving. It begins once the finger has moved 10 points from where it touched down, then changes
/// with every move and ends when the finger lifts. `translation(in:)` is the finger's travel since it touched down
/// (plus whatever `setTranslation(_:in:)` set); `velocity(in:)` is its speed over the last 0.1 s, in points per
/// second. A touch that lifts before moving 10 points fails the pan.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The travel, in points, a pan needs to begin.
    public static let hysteresis: CGFloat = 10
    /// The fewest touches.
    open var minimumNumberOfTouches = 1
    /// The most touches.
    open var maximumNumberOfTouches = Int.max
    private var startInWindow: CGPoint = .zero
    private var offsetInWindow: CGPoint = .zero

    /// The finger's travel in `view`'s coordinates.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch = touches.first else { return .zero }
        let travel = CGPoint(x: touch.windowLocation.x - startInWindow.x + offsetInWindow.x,
                             y: touch.windowLocation.y - startInWindow.y + offsetInWindow.y)
        return Self.vector(travel, in: view)
    }

    /// Makes the current travel read as `translation` in `view`'s coordinates.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = touches.first else { return }
        let wanted = Self.vectorInWindow(translation, from: view)
        startInWindow = touch.windowLocation
        offsetInWindow = wanted
    }

    /// The finger's velocity in `view`'s coordinates, points per second.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint {
        Self.vector(arena?.velocity() ?? .zero, in: view)
    }

    /// A window vector in `view`'s coordinates (its rotation and scale undone).
    static func vector(_ vector: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(vector, from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    static func vectorInWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let end = view.convert(vector, to: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        startInWindow = touches.first?.windowLocation ?? .zero
        offsetInWindow = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let travel = translation(in: nil)
            if (travel.x * travel.x + travel.y * travel.y).squareRoot() >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .ended : .failed
    }
}

/// A tap: a touch that lifts within 10 points of where it came down. It is discrete: its action runs once, at
/// `.ended` (`.recognized`).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (only 1 is modelled).
    open var numberOfTapsRequired = 1
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.windowLocation ?? .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let point = touches.first?.windowLocation else { return }
        if hypot(point.x - start.x, point.y - start.y) > 10 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .ended }
    }
}

/// A long press: the finger stays down, within `allowableMovement` points, for `minimumPressDuration` seconds (on
/// the virtual clock); then it begins, changes as the finger moves and ends when it lifts. Moving too far or lifting
/// earlier fails it.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must stay down: 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move before the press begins: 10 by default.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press.
    open var numberOfTapsRequired = 0
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
    private var start: CGPoint = .zero
    private var generation = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.windowLocation ?? .zero
        generation += 1
        let mine = generation
        view?.activeRuntime?.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.generation == mine, self.state == .possible, !self.touches.isEmpty else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let point = touches.first?.windowLocation else { return }
        switch state {
        case .possible:
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        generation += 1
        state = (state == .began || state == .changed) ? .ended : .failed
    }
}
