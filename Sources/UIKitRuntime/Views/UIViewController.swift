import Foundation

/// A screen's controller: it makes its view when first asked (`loadView`, then `viewDidLoad`) and hears the view's
/// appearance and layout in UIKit's order: `viewWillAppear`, the view joins the window, `viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews`, `viewDidAppear`.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controllers this one contains.
    open private(set) var children: [UIViewController] = []
    /// The controller containing this one.
    open private(set) weak var parent: UIViewController?
    /// The title.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// The navigation item a navigation bar shows for this controller.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// Whether editing is on.
    open private(set) var isEditing = false
    /// The controller this controller's presentation context presented (``present(_:animated:completion:)``).
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    var presentingStorage: UIViewController?
    /// The style a presentation of this controller uses; `.automatic` unless set.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The popover this controller is shown in when presented as one; made when first asked.
    var popoverStorage: UIPopoverPresentationController?

    /// A controller with no nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not read on Linux; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's view, loaded on first access.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now, if not loaded: `loadView()` then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568)) }
        viewDidLoad()
    }

    /// Makes the view: a plain view by default.
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    /// The view is loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    func beginAppearance(animated: Bool) {
        loadViewIfNeeded()
        viewWillAppear(animated)
    }

    func endAppearance() {
        viewDidAppear(false)
    }

    /// Turns editing on or off.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The nearest navigation controller above this one.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Presents `viewControllerToPresent` over the window (see ``presentationContext``); `completion` runs at the end
    /// of the run-loop turn.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or its context) presented; sent to a presented controller, its presenter
    /// dismisses it. `completion` runs at the end of the run-loop turn.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModal(animated: flag, completion: completion)
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }
}

/// What a navigation bar shows for a controller.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// The right bar button item.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The left bar button item.
    open var leftBarButtonItem: UIBarButtonItem?

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// A button in a bar.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: NSObject {
    /// The title.
    open var title: String?
    /// An item with a title.
    public init(title: String?) {
        self.title = title
        super.init()
    }
}

extension UIViewController {
    /// The Edit / Done button that toggles editing.
    public var editButtonItem: UIBarButtonItem { UIBarButtonItem(title: isEditing ? "Done" : "Edit") }
}

/// A stack of controllers; the top one's view fills the navigation controller's view.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    /// The stack, root first.
    open private(set) var viewControllers: [UIViewController] = []

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The visible controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    private var hasAppeared = false

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { place(top) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hasAppeared = true
        topViewController?.viewDidAppear(animated)
    }

    /// Loads `controller`'s view and puts it in the navigation controller's view.
    private func place(_ controller: UIViewController) {
        controller.loadViewIfNeeded()
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
    }

    /// Shows `controller` on a navigation controller that is on screen: appearance calls around the move.
    private func show(_ controller: UIViewController) {
        guard hasAppeared else { return place(controller) }
        controller.beginAppearance(animated: false)
        place(controller)
        view.layoutIfNeeded()
        controller.endAppearance()
    }

    /// Pushes `viewController`: its view replaces the top one's.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        topViewController?.viewIfLoaded?.removeFromSuperview()
        viewControllers.append(viewController)
        addChild(viewController)
        if isViewLoaded { show(viewController) }
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.viewWillDisappear(animated)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        top.viewDidDisappear(animated)
        if let newTop = topViewController, isViewLoaded { show(newTop) }
        return top
    }
}
