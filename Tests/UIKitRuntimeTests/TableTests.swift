import Testing
import UIKit
import TestSupport

/// A minimal inbox in the book's style: a table view controller with thirty rows.
@MainActor class InboxController: UITableViewController {
    var items = (1...30).map { "Item #\($0)" }
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CountingCell.self, forCellReuseIdentifier: "Item")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
}

/// A cell that counts `prepareForReuse` calls.
@MainActor final class CountingCell: UITableViewCell {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// `UITableView` calling its data source and delegate as UIKit does, from Apple's documentation.
@MainActor @Suite struct TableTests {
    func host() -> (UIKitRuntime, InboxController) {
        let app = UIKitRuntime()
        let controller = InboxController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        return (app, controller)
    }

    @Test func onlyTheRowsOnScreenHaveCellsPlacedOneUnderTheOther() {
        let (_, controller) = host()
        let table = controller.tableView!
        expectEqual(table.indexPathsForVisibleRows, (0..<13).map { IndexPath(row: $0, section: 0) })
        expectEqual(table.contentSize.height, 1320) // 30 rows of 44 points
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        expectEqual(table.cellForRow(at: IndexPath(row: 20, section: 0)), nil)
        expectEqual(table.rectForRow(at: IndexPath(row: 20, section: 0)), CGRect(x: 0, y: 880, width: 320, height: 44))
        expectEqual(table.visibleCells.compactMap(\.configuredText).first, "Item #1")
    }

    @Test func scrollingReusesTheCellsThatLeftAfterPrepareForReuse() throws {
        let (app, controller) = host()
        let table = controller.tableView!
        let first = try require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        app.run { table.contentOffset.y = 440 }
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0)), nil)
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0 === first }
        expectEqual(reused.count, 1)
        expectEqual(first.prepared, 1)
        expectEqual(table.indexPath(for: first).map { $0.row >= 10 }, true)
        expectEqual(first.configuredText, table.indexPath(for: first).map { "Item #\($0.row + 1)" })
    }

    @Test func aDeleteWithTheModelChangeMovesTheRowsBelowUp() {
        let (app, controller) = host()
        let table = controller.tableView!
        app.run {
            controller.items.remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        expect(!app.hasCrashed)
        expectEqual(table.numberOfRows(inSection: 0), 29)
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.configuredText, "Item #3")
        // The rows slide up over UIKit's 0.3 s.
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.presentation()?.frame.minY, 88)
        app.advance(seconds: 0.3)
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.presentation()?.frame.minY, 44)
    }

    @Test func aDeleteRowsWithoutTheModelChangeRaisesUIKitsMessage() throws {
        let (app, controller) = host()
        let table = controller.tableView!
        app.run("a tap on Delete") {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        let exception = try require(app.exceptions.first)
        expectEqual(exception.name, "NSInternalInconsistencyException")
        expectEqual(exception.reason, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
            + "after the update (30) must be equal to the number of rows contained in that section before the update (30), plus or minus the "
            + "number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or "
            + "out of that section (0 moved in, 0 moved out).")
        expectEqual(exception.context, "a tap on Delete")
        expect(exception.message.english.contains("the app crashed"))
        expect(exception.message.chinese.contains("应用崩溃"))
    }

    @Test func afterTheCrashNoEventReachesTheApp() {
        let (app, controller) = host()
        app.run { controller.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) }
        app.tap(at: CGPoint(x: 100, y: 100))
        expect(controller.log.isEmpty)
    }

    @Test func aDeleteOutOfRangeRaisesUIKitsMessage() {
        let (app, controller) = host()
        app.run { controller.tableView.deleteRows(at: [IndexPath(row: 40, section: 0)], with: .fade) }
        expectEqual(app.exceptions.first?.reason, "Invalid update: attempt to delete row 40 from section 0 which only contains 30 rows before the update")
    }

    @Test func aBatchIsCheckedOnceAtItsEnd() {
        let (app, controller) = host()
        let table = controller.tableView!
        var finished: [Bool] = []
        app.run {
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                controller.items.remove(at: 0)
                controller.items.insert("New", at: 2)
                table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            }, completion: { finished.append($0) })
        }
        expect(!app.hasCrashed)
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.configuredText, "New")
        expect(finished.isEmpty)
        app.advance(seconds: 0.3)
        expectEqual(finished, [true])
    }

    @Test func beginAndEndUpdatesCheckTheGroupAtTheOutermostEnd() {
        let (app, controller) = host()
        let table = controller.tableView!
        app.run {
            table.beginUpdates()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            controller.items.insert("First", at: 0)
            table.endUpdates()
        }
        expect(!app.hasCrashed)
        expectEqual(table.numberOfRows(inSection: 0), 31)
    }

    @Test func aMoveKeepsTheCellAndItsRowGoesToTheNewPlace() {
        let (app, controller) = host()
        let table = controller.tableView!
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        app.run {
            controller.items.insert(controller.items.remove(at: 0), at: 3)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        }
        expect(!app.hasCrashed)
        expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.configuredText, "Item #2")
    }

    @Test func aTapOnARowSelectsItThroughTheDelegate() {
        let (app, controller) = host()
        app.tap(at: CGPoint(x: 100, y: 100))
        expectEqual(controller.log, ["select 2"])
        expectEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    @Test func anUnregisteredIdentifierRaisesUIKitsMessage() {
        let app = UIKitRuntime()
        let table = UITableView(frame: app.window.bounds, style: .plain)
        app.run { _ = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0)) }
        expectEqual(app.exceptions.first?.reason.hasPrefix("unable to dequeue a cell with identifier Nope"), true)
    }

    @Test func aFlickUpScrollsAndDeceleratesToRest() {
        let (app, controller) = host()
        let table = controller.tableView!
        app.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2, steps: 10)
        expectEqual(table.contentOffset.y, 200)
        app.advance(seconds: 5)
        let limits = table.contentOffsetLimits
        expect(table.contentOffset.y > 200)
        expect(table.contentOffset.y <= limits.max.y)
        expect(!table.isDecelerating)
    }

    @Test func aPullDownRubberBandsAndSpringsBack() {
        let (app, controller) = host()
        let table = controller.tableView!
        let travel = UIScrollView.rubberBandTravel(forOvershoot: 60, dimension: 568)
        app.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 100 + travel), duration: 0.5, steps: 10, lift: false)
        expect(abs(table.contentOffset.y + 60) < 1e-6)
        app.advance(seconds: 0.2)
        app.touchUp()
        app.advance(seconds: 0.5)
        expectEqual(table.contentOffset.y, 0)
    }

    @Test func theAdjustedInsetFollowsTheBehaviour() {
        let app = UIKitRuntime()
        app.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let table = UITableView(frame: app.window.bounds, style: .plain)
        app.window.addSubview(table)
        table.contentInset.top = 180
        expectEqual(table.adjustedContentInset.top, 200)
        table.contentInsetAdjustmentBehavior = .never
        expectEqual(table.adjustedContentInset.top, 180)
        expectEqual(table.contentOffsetLimits.min.y, -180)
    }
}
