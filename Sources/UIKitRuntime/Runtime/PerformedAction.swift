import Foundation

/// An action the app's code was given to run because a person tapped it, as UIKit calls it:
/// - a swipe action's handler (`UIContextualAction`), called with the action, its button and a completion when a
///   person taps its button or completes a full swipe;
/// - a control's actions for a touch that lifts inside it (`.touchUpInside`, `.primaryActionTriggered`): the
///   target-action pairs and `UIAction`s a `UIButton` was given. A control with no action for that event runs no
///   code of the app's, so its tap is not recorded.
///
/// Recorded before the app's code runs, with the row the action belongs to at that moment (a destructive handler
/// then deletes that row).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicontextualaction/handler and
/// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
public struct PerformedActionRecord {
    /// The action's title: the contextual action's, or the button's current title.
    public var title: String?
    /// The row whose cell holds the control, or whose swipe action it is, when the action was performed.
    public var indexPath: IndexPath?
    /// The button a person tapped (the contextual action's button, or the control), while it exists.
    public weak var view: UIView?
    /// When, in seconds on the virtual clock.
    public var time: Double

    /// A record of one performed action.
    public init(title: String?, indexPath: IndexPath?, view: UIView?, time: Double = 0) {
        self.title = title
        self.indexPath = indexPath
        self.view = view
        self.time = time
    }
}

extension UIKitRuntime {
    /// Records an action about to run (``performedActions``).
    func record(_ action: PerformedActionRecord) {
        var action = action
        action.time = currentTime
        performedActions.append(action)
    }
}

extension UIView {
    /// The row of the table cell this view is in (itself or an ancestor), in that cell's table, now.
    var enclosingRow: IndexPath? {
        var view: UIView? = self
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        guard let cell = view as? UITableViewCell else { return nil }
        var table = cell.superview
        while let current = table, !(current is UITableView) { table = current.superview }
        return (table as? UITableView)?.indexPath(for: cell)
    }
}
