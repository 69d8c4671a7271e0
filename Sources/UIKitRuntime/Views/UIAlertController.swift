import Foundation

/// An action a person can choose in an alert or action sheet: a title, a style and a handler.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uialertaction and
/// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
@MainActor open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        /// The default look.
        case `default` = 0
        /// Cancels the alert and leaves things unchanged; an alert has at most one.
        case cancel
        /// May change or delete data; drawn red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the action can be chosen; a disabled action's button ignores taps.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` that runs `handler` when a person chooses it.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or action sheet: a title, a message and buttons, presented modally.
///
/// - It is shown with `present(_:animated:completion:)`: the presenting controller's `presentedViewController` is
///   the alert until it goes away, and its view covers the window (a dimmed background, so nothing under it can be
///   touched).
/// - Each action is a button titled as the action. A tap on an enabled action's button dismisses the alert and then
///   runs the action's handler with the action. A disabled action's button ignores taps.
/// - An action sheet lists its actions in the order added, with the cancel action apart at the bottom; an alert with
///   two actions puts them side by side, cancel first, and otherwise stacks them with cancel last.
/// - A tap outside an action sheet that has a cancel action chooses that action (its handler runs), as a tap
///   outside the popover does on iPad; outside an alert it does nothing.
/// - A second cancel action raises UIKit's `NSInternalInconsistencyException`.
/// - An action sheet's style is `.popover`: in a regular-width window it needs an anchor (its
///   `popoverPresentationController`'s `sourceView` or `sourceItem`); in a compact one it is a sheet at the bottom.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uialertcontroller,
/// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:) and
/// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
@MainActor open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom of the screen (a popover on iPad).
        case actionSheet = 0
        /// A modal alert in the middle of the screen.
        case alert
    }

    /// The message under the title.
    open var message: String? {
        didSet { rebuildIfLoaded() }
    }
    /// Whether this is an alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action a person is expected to choose (drawn bold); must be one of ``actions``.
    open var preferredAction: UIAlertAction?
    /// The button of each action, in ``actions`` order, once the view is loaded.
    var buttons: [UIButton] = []
    let sheet = UIView()
    let cancelGroup = UIView()
    let titleLabel = UILabel()

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil, style: preferredStyle)
        self.title = title
        self.message = message
    }

    init(nibName: String?, bundle: Bundle?, style: Style) {
        preferredStyle = style
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = style == .actionSheet ? .popover : .overFullScreen
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// Adds `action`. A second `.cancel` action is UIKit's exception.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitRuntime.raise(.inconsistency("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
            return
        }
        actions.append(action)
        rebuildIfLoaded()
    }

    open override func loadView() {
        let background = AlertBackgroundView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        background.backgroundColor = UIColor(white: 0, alpha: 0.2)
        background.onTapOutside = { [weak self] in self?.tappedOutside() }
        background.onLayout = { [weak self] in self?.layoutSheet() }
        view = background
        sheet.backgroundColor = .secondarySystemBackground
        cancelGroup.backgroundColor = .systemBackground
        titleLabel.numberOfLines = 0
        background.addSubview(sheet)
        background.addSubview(cancelGroup)
        sheet.addSubview(titleLabel)
        rebuild()
    }

    /// Chooses `action` as a tap on its button does: the alert goes away, then the handler runs.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil else { return }
        dismiss(animated: true)
        action.handler?(action)
    }

    private func tappedOutside() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }

    private func rebuildIfLoaded() {
        if isViewLoaded { rebuild() }
    }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = actions.map { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak self, weak action] _ in
                if let self, let action { self.choose(action) }
            }, for: .touchUpInside)
            let apart = preferredStyle == .actionSheet && action.style == .cancel
            (apart ? cancelGroup : sheet).addSubview(button)
            return button
        }
        titleLabel.text = [title, message].compactMap { $0 }.joined(separator: "\n")
        titleLabel.isHidden = titleLabel.text?.isEmpty ?? true
        view.setNeedsLayout()
    }
}

extension UIAlertController {
    /// A row of an action sheet: 57 points; of an alert: 44. The margins around a sheet: 8.
    static let sheetRow: CGFloat = 57
    static let alertRow: CGFloat = 44
    static let margin: CGFloat = 8
    static let alertWidth: CGFloat = 270

    /// Places the title and the buttons: an action sheet at the bottom of the safe area, its cancel button apart
    /// below the others; an alert in the middle, 270 points wide.
    func layoutSheet() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds.inset(by: view.safeAreaInsets)
        let titled = !titleLabel.isHidden
        let header: CGFloat = titled ? 44 : 0
        if preferredStyle == .actionSheet {
            let width = min(bounds.width, 414) - 2 * Self.margin
            let x = bounds.midX - width / 2
            let listed = zip(actions, buttons).filter { $0.0.style != .cancel }.map(\.1)
            let cancel = zip(actions, buttons).first { $0.0.style == .cancel }?.1
            var bottom = bounds.maxY - Self.margin
            cancelGroup.isHidden = cancel == nil
            if let cancel {
                cancelGroup.frame = CGRect(x: x, y: bottom - Self.sheetRow, width: width, height: Self.sheetRow)
                cancel.frame = cancelGroup.bounds
                bottom = cancelGroup.frame.minY - Self.margin
            }
            let height = header + CGFloat(listed.count) * Self.sheetRow
            sheet.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
            titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: header)
            for (index, button) in listed.enumerated() {
                button.frame = CGRect(x: 0, y: header + CGFloat(index) * Self.sheetRow, width: width, height: Self.sheetRow)
            }
        } else {
            layoutAlert(in: bounds, header: header)
        }
    }

    private func layoutAlert(in bounds: CGRect, header: CGFloat) {
        cancelGroup.isHidden = true
        let pairs = Array(zip(actions, buttons))
        let sideBySide = pairs.count == 2
        let ordered = pairs.filter { $0.0.style != .cancel } + pairs.filter { $0.0.style == .cancel }
        let arranged = sideBySide ? ordered.reversed() : ordered
        let rows = sideBySide ? 1 : arranged.count
        let height = header + CGFloat(rows) * Self.alertRow
        sheet.frame = CGRect(x: bounds.midX - Self.alertWidth / 2, y: bounds.midY - height / 2, width: Self.alertWidth, height: height)
        titleLabel.frame = CGRect(x: 0, y: 0, width: Self.alertWidth, height: header)
        for (index, pair) in arranged.enumerated() {
            pair.1.frame = sideBySide
                ? CGRect(x: CGFloat(index) * Self.alertWidth / 2, y: header, width: Self.alertWidth / 2, height: Self.alertRow)
                : CGRect(x: 0, y: header + CGFloat(index) * Self.alertRow, width: Self.alertWidth, height: Self.alertRow)
        }
    }
}

/// The alert's full-window background: it takes every touch that misses the alert's buttons, so nothing under an
/// alert can be touched, and reports a tap on itself.
@MainActor final class AlertBackgroundView: UIView {
    var onTapOutside: (() -> Void)?
    var onLayout: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(AlertBackgroundView.tapped)))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.view === self, hitTest(tap.location(in: self), with: nil) === self else { return }
        onTapOutside?()
    }
}
