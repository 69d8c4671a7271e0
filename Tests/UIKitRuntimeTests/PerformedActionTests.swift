import Testing
import UIKit
import TestSupport

/// A table whose cells each hold a "Flag" button with an action, as chapter 5's cells do.
@MainActor private final class FlagController: InboxController {
    var flagged: [Int] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if cell.contentView.subviews.first(where: { $0 is UIButton }) == nil {
            let button = UIButton(type: .system)
            button.setTitle("Flag", for: .normal)
            button.frame = CGRect(x: 240, y: 0, width: 80, height: 44)
            button.addAction(UIAction { [weak self, weak cell] _ in
                guard let self, let cell, let path = tableView.indexPath(for: cell) else { return }
                self.flagged.append(path.row)
            }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        return cell
    }
}

/// The actions the app's code is given because a person tapped them, recorded as UIKit calls them: a control's
/// touch-up-inside actions and a swipe action's handler, with the row they belong to when they run.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside and
/// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
@MainActor @Suite struct PerformedActionTests {
    @Test func aButtonsTouchUpInsideIsRecordedOnlyWhenItRunsAnAction() {
        let app = UIKitRuntime()
        let wired = UIButton(type: .system), bare = UIButton(type: .system)
        wired.setTitle("Back", for: .normal)
        bare.setTitle("Share", for: .normal)
        wired.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        bare.frame = CGRect(x: 100, y: 8, width: 44, height: 44)
        var log: [String] = []
        wired.addAction(UIAction { _ in log.append("back") }, for: .touchUpInside)
        app.window.addSubview(wired)
        app.window.addSubview(bare)
        app.tap(at: CGPoint(x: 120, y: 20))
        expect(app.performedActions.isEmpty, "a button with no action runs none of the app's code")
        app.tap(at: CGPoint(x: 20, y: 20))
        expectEqual(log, ["back"])
        expectEqual(app.performedActions.map(\.title), ["Back"])
        expectEqual(app.performedActions.first?.indexPath, nil)
        expect(app.performedActions.first?.view === wired)
        app.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 20, y: 300))
        expectEqual(app.performedActions.count, 1, "a touch that lifts outside is no tap")
    }

    @Test func aButtonInACellIsRecordedWithItsRow() {
        let app = UIKitRuntime()
        let controller = FlagController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        app.tap(at: CGPoint(x: 280, y: 2 * 44 + 22))
        expectEqual(controller.flagged, [2])
        expectEqual(app.performedActions.map(\.indexPath), [IndexPath(row: 2, section: 0)])
        expectEqual(app.performedActions.map(\.title), ["Flag"])
    }

    @Test func aSwipeActionsHandlerIsRecordedWithItsRowBeforeItDeletesIt() {
        let app = UIKitRuntime()
        let controller = SwipeInbox()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        app.drag(from: CGPoint(x: 300, y: SwipeActionTests.rowThree), to: CGPoint(x: 240, y: SwipeActionTests.rowThree), lift: false)
        app.advance(seconds: 0.2)
        app.touchUp()
        app.advance(seconds: 0.5)
        expect(app.performedActions.isEmpty, "a swipe that opens the row runs no action")
        app.tap(at: CGPoint(x: 280, y: SwipeActionTests.rowThree))
        expectEqual(controller.log, ["delete Item #4"])
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 29)
        expectEqual(app.performedActions.map(\.title), ["Delete"])
        expectEqual(app.performedActions.map(\.indexPath), [IndexPath(row: 3, section: 0)])
    }
}
