import Foundation

/// How a presented controller is shown.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// Modal presentation: a controller presents another, whose view covers the window above everything until it is
/// dismissed.
///
/// - The presentation context is the root of the presenting controller's family (its farthest parent): a
///   controller inside a navigation controller presents from the navigation controller, as a full-screen
///   presentation does on iOS. The context's ``presentedViewController`` is the presented controller, and so is every
///   descendant's ("presented by this view controller, or one of its ancestors").
/// - The presented controller's ``presentingViewController`` is the context; its descendants see the same one.
/// - Presenting while the context already presents something, or from a controller whose view is in no window,
///   presents nothing (iOS logs a warning and leaves the screen as it is); the runtime writes the warning to its
///   console.
/// - Dismissal is the presenting controller's job: sent to the presented controller, it is passed to the one that
///   presented it. The presented view leaves the window; the completion runs at the end of the run-loop turn.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:),
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:),
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller and
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
extension UIViewController {
    /// The controller presented by this controller, or by one of its ancestors.
    public var presentedViewController: UIViewController? { presentedStorage ?? parent?.presentedViewController }

    /// The controller that presented this controller, or the one that presented its nearest presented ancestor.
    public var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    /// The popover presentation controller that shows this controller, when its style is `.popover`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popoverStorage { return popoverStorage }
        let made = UIPopoverPresentationController(presentedViewController: self, presentingViewController: nil)
        popoverStorage = made
        return made
    }

    /// The family's root, where presentations start.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Presents `viewControllerToPresent` over the window; `completion` runs at the end of the run-loop turn.
    func presentModally(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        let runtime = UIKitRuntime.current ?? context.viewIfLoaded?.window?.runtime
        guard let window = context.viewIfLoaded?.window else {
            runtime?.log("Warning: Attempt to present \(Self.typeName(viewControllerToPresent)) on \(Self.typeName(self)) whose view is not in the window hierarchy.")
            return
        }
        if let current = context.presentedStorage {
            runtime?.log("Warning: Attempt to present \(Self.typeName(viewControllerToPresent)) on \(Self.typeName(context)) which is already presenting \(Self.typeName(current)).")
            return
        }
        if let popover = viewControllerToPresent.popoverPresentationController, window.bounds.width >= Self.regularWidth,
           popover.sourceView == nil, popover.sourceItem == nil {
            UIKitRuntime.raise(.generic(name: "NSGenericException", "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."), in: runtime)
            return
        }
        context.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = context
        viewControllerToPresent.beginAppearance(animated: flag)
        viewControllerToPresent.view.frame = window.bounds
        viewControllerToPresent.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(viewControllerToPresent.view)
        window.layoutIfNeeded()
        viewControllerToPresent.endAppearance()
        if let completion { runtime?.enqueue(context: "the completion of a presentation", completion) }
    }

    /// Dismisses the controller this one (or its context) presented; sent to a presented controller, its presenter
    /// dismisses it. `completion` runs at the end of the run-loop turn.
    func dismissModal(animated flag: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        let presenter = context.presentedStorage != nil ? context : context.presentingStorage
        guard let presenter, let presented = presenter.presentedStorage else { return }
        let runtime = UIKitRuntime.current ?? presented.viewIfLoaded?.window?.runtime
        presented.viewWillDisappear(flag)
        presented.viewIfLoaded?.removeFromSuperview()
        presented.viewDidDisappear(flag)
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        if let completion { runtime?.enqueue(context: "the completion of a dismissal", completion) }
    }

    /// The narrowest window UIKit gives a regular horizontal size class: an iPad mini in portrait, 744 points.
    static let regularWidth: CGFloat = 744

    private static func typeName(_ controller: UIViewController) -> String {
        "<\(String(describing: type(of: controller)))>"
    }
}

/// An object that manages a presented controller on screen.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    private weak var presenting: UIViewController?

    /// A presentation of `presentedViewController` by `presentingViewController`.
    public init(presentedViewController: UIViewController, presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// The controller the presentation starts from: the presented controller's presenter once it is on screen.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presenting ?? presentedViewController
    }

    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The view the presentation happens in: the window, while presented.
    open var containerView: UIView? { presentedViewController.presentingViewController == nil ? nil : presentedView?.superview }
}

/// A view a popover can point at.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
@MainActor public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// The directions a popover's arrow may point.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// The popover a controller with the `.popover` style is shown in. In a compact-width window (every iPhone, and the
/// book's 320-point world) it adapts to a full-screen presentation; in a regular-width one it needs an anchor
/// (`sourceView` or `sourceItem`), or presenting it raises UIKit's exception.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect = CGRect.zero
    /// The item the popover points at.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The directions the arrow may point.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}
