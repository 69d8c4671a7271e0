import Testing
import UIKit
import TestSupport

/// A plain table whose delegate gives every row trailing Delete (destructive) and More actions, as chapter 01's app
/// does; the Delete handler does what `deletesModel` says.
/// The rows, their cells and selection are ``InboxController``'s.
@MainActor final class SwipeInbox: InboxController {
    var fullSwipe = true
    /// What Delete's handler does to the model before it calls its completion with true.
    var deletesModel = true
    /// Whether the handler also deletes the row itself (chapter 01's listing does).
    var deletesRowItself = false

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.row]
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, let row = self.items.firstIndex(of: item) else { return completion(false) }
            self.log.append("delete \(item)")
            if self.deletesModel { self.items.remove(at: row) }
            if self.deletesRowItself { tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic) }
            completion(true)
        }
        let more = UIContextualAction(style: .normal, title: "More") { [weak self] _, _, completion in
            self?.log.append("more \(item)")
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, more])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
}

/// Chapter 01's first app: no swipe actions of its own, only `tableView(_:commit:forRowAt:)`, which turns on UIKit's
/// Delete action; the deletion is the data source's to make.
@MainActor final class CommittingInbox: InboxController {
    var deletesRow = true

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        log.append("commit \(items[indexPath.row])")
        guard deletesRow else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// UIKit's built-in swipe actions, driven by the swipe engine through the table's own pan.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:),
/// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias and
/// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
@MainActor @Suite struct SwipeActionTests {
    func host() -> (UIKitRuntime, SwipeInbox) {
        let app = UIKitRuntime()
        let controller = SwipeInbox()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        return (app, controller)
    }

    /// Row 3's centre is at y = 3 × 44 + 22; the finger starts 20 points from the right edge, as the engines' pans do.
    static let rowThree: CGFloat = 154

    /// A pan that rests before lifting (no velocity), then lets the snap finish.
    func pan(_ app: UIKitRuntime, to x: CGFloat, from start: CGFloat = 300) {
        app.drag(from: CGPoint(x: start, y: Self.rowThree), to: CGPoint(x: x, y: Self.rowThree), lift: false)
        app.advance(seconds: 0.2)
        app.touchUp()
        app.advance(seconds: 0.5)
    }

    @Test func aLeftPanPastHalfTheOutermostActionOpensTheRowAtTheEnginesWidths() throws {
        let (app, controller) = host()
        let table = controller.tableView!
        let path = IndexPath(row: 3, section: 0)
        pan(app, to: 240)
        let cell = try require(table.cellForRow(at: path))
        // Two actions of the engine's system width (82) each: the row rests open at their total.
        expectEqual(cell.swipeOffset, 164)
        expectEqual(cell.contentView.frame.minX, -164)
        let buttons = table.swipeActionButtons(forRowAt: path)
        expectEqual(buttons.map(\.title), ["Delete", "More"])
        expectEqual(buttons.map(\.frame.minX), [238, 156])
        expectEqual(buttons.map(\.visibleWidth), [82, 82])
        expect(controller.log.isEmpty)
    }

    @Test func aShortPanSnapsBackClosedAndSelectsNothing() throws {
        let (app, controller) = host()
        let table = controller.tableView!
        pan(app, to: 270) // 30 points: less than half of the outermost action's 82
        expectEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.swipeOffset, 0)
        expect(table.swipeActionButtons(forRowAt: IndexPath(row: 3, section: 0)).isEmpty)
        expect(controller.log.isEmpty)
    }

    /// A data source that implements `tableView(_:commit:forRowAt:)` gets UIKit's Delete action on every editable row
    /// (the app's entry point names it: UIKit asks with respondsToSelector:); a tap on it commits the deletion.
    @Test func commitForRowAtTurnsOnTheSystemDeleteActionWhichCommitsTheDeletion() throws {
        let app = UIKitRuntime()
        UITableView._registerCommitImplementer(CommittingInbox.self)
        let controller = CommittingInbox()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        pan(app, to: 240)
        let path = IndexPath(row: 3, section: 0)
        expectEqual(controller.tableView.swipeActionButtons(forRowAt: path).map(\.title), ["Delete"])
        expectEqual(controller.tableView.cellForRow(at: path)?.swipeOffset, 82)
        app.tap(at: CGPoint(x: 280, y: Self.rowThree))
        expectEqual(controller.log, ["commit Item #4"])
        expect(!app.hasCrashed)
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 29)
        // The data source that does not delete the row keeps it, and UIKit deletes nothing by itself.
        controller.deletesRow = false
        pan(app, to: 240)
        app.tap(at: CGPoint(x: 280, y: Self.rowThree))
        expectEqual(controller.log, ["commit Item #4", "commit Item #5"])
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 29)
        expect(app.exceptions.isEmpty, "\(app.exceptions)")
    }

    @Test func aRowWhoseDelegateGivesNoActionsDoesNotMove() throws {
        let app = UIKitRuntime()
        let controller = InboxController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        pan(app, to: 200)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.swipeOffset, 0)
        expectEqual(controller.tableView.contentOffset, .zero)
    }

    @Test func tappingAVisibleNormalActionCallsItsHandlerAndItsCompletionClosesTheRow() throws {
        let (app, controller) = host()
        pan(app, to: 240)
        app.tap(at: CGPoint(x: 200, y: Self.rowThree)) // More spans x 156 to 238
        expectEqual(controller.log, ["more Item #4"])
        app.advance(seconds: 0.5)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.swipeOffset, 0)
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 30)
    }

    @Test func completionTrueOnADestructiveActionDeletesTheRow() throws {
        let (app, controller) = host()
        pan(app, to: 240)
        app.tap(at: CGPoint(x: 280, y: Self.rowThree))
        expectEqual(controller.log, ["delete Item #4"])
        expect(!app.hasCrashed)
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 29)
        app.advance(seconds: 0.5)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.configuredText, "Item #5")
    }

    @Test func aHandlerThatDeletesTheRowItselfIsNotDeletedTwice() {
        let (app, controller) = host()
        controller.deletesRowItself = true
        pan(app, to: 240)
        app.tap(at: CGPoint(x: 280, y: Self.rowThree))
        expect(!app.hasCrashed)
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 29)
    }

    @Test func completionTrueWithoutTheModelChangeIsUIKitsInvalidUpdate() throws {
        let (app, controller) = host()
        controller.deletesModel = false
        pan(app, to: 240)
        app.tap(at: CGPoint(x: 280, y: Self.rowThree))
        let exception = try require(app.exceptions.first)
        expectEqual(exception.name, "NSInternalInconsistencyException")
        expect(exception.reason.contains("Invalid update: invalid number of rows in section 0"))
    }

    @Test func aFullSwipePastTheThresholdPerformsTheFirstAction() {
        let (app, controller) = host()
        // The finger ends 30 points from the left edge, with the content past half the width: the full swipe is armed.
        pan(app, to: 30)
        expectEqual(controller.log, ["delete Item #4"])
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 29)
        expect(!app.hasCrashed)
    }

    @Test func withoutFullSwipeTheSamePanOnlyOpensTheRow() {
        let (app, controller) = host()
        controller.fullSwipe = false
        pan(app, to: 30)
        expect(controller.log.isEmpty)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.swipeOffset, 164)
    }

    @Test func tappingAnotherRowWhileOneIsOpenClosesItAndSelectsNothing() {
        let (app, controller) = host()
        pan(app, to: 240)
        app.tap(at: CGPoint(x: 100, y: 22))
        app.advance(seconds: 0.5)
        expect(controller.log.isEmpty)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.swipeOffset, 0)
    }

    @Test func scrollingTheTableClosesTheOpenRow() {
        let (app, controller) = host()
        pan(app, to: 240)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.swipeOffset, 164)
        app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))
        app.advance(seconds: 1)
        expect(controller.tableView.contentOffset.y > 0)
        expect(controller.tableView.swipeActionButtons(forRowAt: IndexPath(row: 3, section: 0)).isEmpty)
        expect(controller.log.isEmpty)
    }
}
