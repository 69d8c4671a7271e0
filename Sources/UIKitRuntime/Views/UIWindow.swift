import Foundation

/// The window: the root of the view hierarchy, which shows the root view controller's view and delivers touches.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// The runtime that owns the window.
    public internal(set) weak var runtime: UIKitRuntime?
    /// The insets the status bar and home indicator take; zero unless set (the engines' 320 × 568 world has none).
    public var windowSafeAreaInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false
    var touchState = TouchDelivery()

    /// A window with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowStorage = self
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    open override var window: UIWindow? { self }

    /// The root view controller: its view fills the window, and it gets its appearance calls.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if isKeyWindow { show(controller) }
        }
    }

    /// Makes the window key and shows it: the root view controller's view is added and appears.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        if let controller = rootViewController, controller.view.superview !== self { show(controller) }
    }

    /// Makes the window key.
    open func makeKey() { isKeyWindow = true }

    private func show(_ controller: UIViewController) {
        let deliver = { [self] in
            controller.beginAppearance(animated: false)
            addSubview(controller.view)
            layoutIfNeeded()
            controller.endAppearance()
        }
        if let runtime { runtime.run("showing the root view controller", deliver) } else { deliver() }
    }
}
