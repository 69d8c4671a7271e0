import Testing
import UIKit
import TestSupport

/// Modal presentation and alerts, from Apple's documentation of `present(_:animated:completion:)`,
/// `presentedViewController`, `presentingViewController`, `UIAlertController` and `UIAlertAction`.
@MainActor @Suite struct PresentationTests {
    /// A navigation controller on screen with `root` inside it.
    func show(_ root: UIViewController) -> (UIKitRuntime, UINavigationController) {
        let app = UIKitRuntime()
        let navigation = UINavigationController(rootViewController: root)
        app.window.rootViewController = navigation
        app.window.makeKeyAndVisible()
        return (app, navigation)
    }

    func buttons(titled title: String, in view: UIView) -> [UIButton] {
        var found: [UIButton] = []
        if let button = view as? UIButton, button.currentTitle == title { found.append(button) }
        for child in view.subviews { found += buttons(titled: title, in: child) }
        return found
    }

    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aPresentedAlertIsThePresentersAndItsFamilysPresentedController() {
        let root = UIViewController()
        let (app, navigation) = show(root)
        let alert = UIAlertController(title: "Subject", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Flag", style: .default))
        app.run { root.present(alert, animated: true) }
        expect(root.presentedViewController === alert)
        expect(navigation.presentedViewController === alert)
        expect(alert.presentingViewController === navigation)
        expect(alert.view.window === app.window)
        expect(navigation.visibleViewController === alert)
    }

    @Test func tappingAnActionDismissesTheAlertAndThenRunsItsHandler() {
        let root = UIViewController()
        let (app, _) = show(root)
        var chosen: [String] = []
        var presentedDuringHandler: UIViewController?
        let alert = UIAlertController(title: "Subject", message: "Message", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Flag", style: .default) { action in
            chosen.append(action.title ?? "")
            presentedDuringHandler = root.presentedViewController
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        app.run { root.present(alert, animated: true) }
        let flags = buttons(titled: "Flag", in: app.window)
        expectEqual(flags.count, 1)
        if let flag = flags.first { app.tap(at: center(of: flag)) }
        expectEqual(chosen, ["Flag"])
        expectEqual(presentedDuringHandler, nil)
        expectEqual(root.presentedViewController, nil)
        expectEqual(alert.viewIfLoaded?.window, nil)
    }

    @Test func anActionSheetKeepsItsCancelButtonApartBelowTheOthers() {
        let root = UIViewController()
        let (app, _) = show(root)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Flag", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        app.run { root.present(alert, animated: false) }
        let frames = ["Flag", "Delete", "Cancel"].compactMap { buttons(titled: $0, in: app.window).first?.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil).minY }
        expectEqual(frames.count, 3)
        expectEqual(frames, frames.sorted())
        expect(frames[2] > frames[1] + 57)
    }

    @Test func aDisabledActionIgnoresItsTap() {
        let root = UIViewController()
        let (app, _) = show(root)
        var ran = false
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
        action.isEnabled = false
        alert.addAction(action)
        app.run { root.present(alert, animated: false) }
        if let ok = buttons(titled: "OK", in: app.window).first { app.tap(at: center(of: ok)) }
        expect(!ran)
        expect(root.presentedViewController === alert)
    }

    @Test func aTapOutsideAnActionSheetChoosesItsCancelActionButNotOutsideAnAlert() {
        let root = UIViewController()
        let (app, _) = show(root)
        var cancelled = 0
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        app.run { root.present(sheet, animated: false) }
        app.tap(at: CGPoint(x: 160, y: 100))
        expectEqual(cancelled, 1)
        expectEqual(root.presentedViewController, nil)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        app.run { root.present(alert, animated: false) }
        app.tap(at: CGPoint(x: 160, y: 40))
        expectEqual(cancelled, 1)
        expect(root.presentedViewController === alert)
    }

    @Test func touchesUnderAnAlertDoNotReachTheScreenBelow() {
        let root = UIViewController()
        let (app, _) = show(root)
        var tapped = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        root.view.addSubview(button)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        app.run { root.present(alert, animated: false) }
        app.tap(at: CGPoint(x: 160, y: 122))
        expect(!tapped)
    }

    @Test func presentingWhileAlreadyPresentingPresentsNothingAndWarns() {
        let root = UIViewController()
        let (app, _) = show(root)
        let first = UIAlertController(title: "1", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "2", message: nil, preferredStyle: .alert)
        app.run {
            root.present(first, animated: false)
            root.present(second, animated: false)
        }
        expect(root.presentedViewController === first)
        expectEqual(second.presentingViewController, nil)
        expect(app.console.contains { $0.contains("which is already presenting") })
    }

    @Test func dismissSentToThePresentedControllerIsPassedToItsPresenterAndCompletesAtTheEndOfTheTurn() {
        let root = UIViewController()
        let (app, _) = show(root)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var completed = false
        app.run { root.present(alert, animated: false) }
        app.run {
            alert.dismiss(animated: true) { completed = true }
            expect(!completed)
        }
        expect(completed)
        expectEqual(root.presentedViewController, nil)
    }

    @Test func aSecondCancelActionIsUIKitsException() {
        let app = UIKitRuntime()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        app.run {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        }
        expectEqual(alert.actions.count, 1)
        expectEqual(app.exceptions.first?.reason, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }

    @Test func anActionSheetIsAPopoverThatNeedsAnAnchorOnlyInARegularWidthWindow() {
        expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController != nil)
        expectEqual(UIAlertController(title: nil, message: nil, preferredStyle: .alert).popoverPresentationController, nil)
        let iPad = UIKitRuntime(width: 820, height: 1180)
        let root = UIViewController()
        iPad.window.rootViewController = root
        iPad.window.makeKeyAndVisible()
        let unanchored = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        iPad.run { root.present(unanchored, animated: true) }
        expectEqual(iPad.exceptions.first?.name, "NSGenericException")
        expectEqual(root.presentedViewController, nil)
        let (phone, navigation) = show(UIViewController())
        phone.run { navigation.topViewController?.present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true) }
        expect(phone.exceptions.isEmpty)
        expect(navigation.presentedViewController is UIAlertController)
    }

    @Test func anAnchoredActionSheetPresentsInARegularWidthWindow() {
        let iPad = UIKitRuntime(width: 820, height: 1180)
        let root = UIViewController()
        iPad.window.rootViewController = root
        iPad.window.makeKeyAndVisible()
        let anchored = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        anchored.popoverPresentationController?.sourceView = root.view
        anchored.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 80, height: 44)
        iPad.run { root.present(anchored, animated: true) }
        expect(iPad.exceptions.isEmpty)
        expect(root.presentedViewController === anchored)
    }
}
