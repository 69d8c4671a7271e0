import Foundation

/// What a gesture recognizer's delegate may decide. Every method is optional on iOS; here each has the default
/// UIKit uses when the delegate does not implement it.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible`; true by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail; false by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch`; true by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// The base of the gesture recognizers: a state machine fed with touches, and target-action pairs it calls on each
/// change of state (`.began`, `.changed`, `.ended`, `.cancelled` for continuous gestures; `.ended` for discrete ones).
///
/// Leaving `.possible` asks, in order, the delegate's `gestureRecognizerShouldBegin(_:)` and the view's
/// `gestureRecognizerShouldBegin(_:)`; a no fails the recognizer. A recognizer that must wait for another to fail
/// (`require(toFail:)` or the delegate) waits, and fails if the other recognizes. When a recognizer begins, the other
/// recognizers of the same touches that are still possible fail, unless one of the two delegates allows
/// simultaneous recognition; a recognizer cannot begin while another one that excludes it is recognizing.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// A recognizer's state.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// `.ended`, for discrete gestures.
        public static let recognized = State.ended
    }

    private var actions: [(target: AnyObject?, action: Selector)] = []
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The delegate.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer gets touches.
    open var isEnabled = true
    /// Whether the view's touches are cancelled when the gesture is recognized.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails.
    open var delaysTouchesBegan = false
    /// Whether touch ends reach the view only after the gesture fails.
    open var delaysTouchesEnded = true
    /// A name, for debugging.
    open var name: String?
    var requiredToFail: [UIGestureRecognizer] = []
    var pendingState: State?
    var touches: [UITouch] = []
    weak var arena: GestureArena?

    /// A recognizer that will call `action` on `target`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { actions.append((target as AnyObject?, action)) }
    }

    /// A recognizer with no target yet.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target-action pair.
    open func addTarget(_ target: Any, action: Selector) {
        actions.append((target as AnyObject, action))
    }

    /// Removes target-action pairs (all of `target`'s when `action` is nil; all when `target` is nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        actions.removeAll { object == nil || $0.target === object }
    }

    /// This recognizer recognizes only once `otherGestureRecognizer` has failed.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// The state. Setting it runs UIKit's transition rules (see the type's description) and sends the actions.
    open var state: State = .possible {
        didSet { stateDidChange(from: oldValue) }
    }

    private var applying = false

    private func stateDidChange(from old: State) {
        guard !applying, old != state || state == .changed else { return }
        let wanted = state
        applying = true
        state = old
        applying = false
        if let arena { arena.transition(self, to: wanted) } else { apply(wanted) }
    }

    /// Sets the state without the rules (the arena has checked them) and sends the actions.
    func apply(_ newState: State) {
        applying = true
        state = newState
        applying = false
        pendingState = nil
        if [.began, .changed, .ended, .cancelled].contains(newState) { sendActions() }
    }

    func sendActions() {
        for pair in actions {
            pair.action.send(to: pair.target, from: self)
        }
    }

    /// Whether the recognizer may begin: the delegate, then the view.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        return view?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// The centroid of the touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The place of touch `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touches.indices.contains(touchIndex) ? touches[touchIndex].location(in: view) : .zero
    }

    /// How many touches the recognizer has.
    open var numberOfTouches: Int { touches.count }

    /// A touch began; subclasses decide the state.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch was cancelled: a recognizing gesture is cancelled, a possible one fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// Back to `.possible` once the touches are over.
    open func reset() {}
}
