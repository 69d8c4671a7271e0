import Foundation

/// A handler of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action: a title and a handler, for controls and menus.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: NSObject {
    /// The title.
    open var title: String
    /// The identifier.
    public let identifier: UIAction.Identifier
    let handler: UIActionHandler
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?

    /// An identifier of an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// An action with a title and a handler.
    public init(title: String = "", identifier: UIAction.Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}

/// A control: it tracks a touch and sends its actions for events such as `.touchUpInside`. A touch that lifts
/// inside the control's bounds (grown by 70 points on each side, UIKit's tracking margin) is a touch up inside; a
/// touch the system or a gesture recognizer cancels sends `.touchCancel`. A touch up inside that runs the app's code
/// is recorded in the runtime's `performedActions`.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// Control events.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// A control's state.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How content sits horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How content sits vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    private var actionHandlers: [(action: UIAction, events: Event)] = []
    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether a touch is on it.
    open var isHighlighted = false
    /// Whether it is selected.
    open var isSelected = false
    /// Horizontal alignment of the content.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Vertical alignment of the content.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The current state.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds a target-action pair for `controlEvents`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        targetActions.append((target as AnyObject?, action, controlEvents))
    }

    /// Removes target-action pairs.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target as AnyObject?
        targetActions.removeAll { (object == nil || $0.target === object) && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Adds an action for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actionHandlers.append((action, controlEvents))
    }

    /// Removes an action.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actionHandlers.removeAll { $0.action === action }
    }

    /// Sends the actions for `controlEvents`: the `UIAction`s first, then the target-action pairs, in the order added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for pair in actionHandlers where !pair.events.isDisjoint(with: controlEvents) {
            pair.action.sender = self
            pair.action.handler(pair.action)
            pair.action.sender = nil
        }
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            pair.action.send(to: pair.target, from: self)
        }
    }

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = isInsideTrackingArea(touch)
        sendActions(for: isHighlighted ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = false
        guard isInsideTrackingArea(touch) else { return sendActions(for: .touchUpOutside) }
        let tap: Event = [.touchUpInside, .primaryActionTriggered]
        if hasActions(for: tap) {
            activeRuntime?.record(PerformedActionRecord(title: (self as? UIButton)?.currentTitle, indexPath: enclosingRow, view: self))
        }
        sendActions(for: tap)
    }

    /// Whether a target-action pair or a `UIAction` is registered for one of `controlEvents`.
    private func hasActions(for controlEvents: Event) -> Bool {
        actionHandlers.contains { !$0.events.isDisjoint(with: controlEvents) } || targetActions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
