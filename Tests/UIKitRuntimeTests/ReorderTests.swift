import Testing
import UIKit
import TestSupport

/// Chapter 07's playlist: edit-mode reordering and drag and drop through the same `moveRowAt`.
@MainActor final class Playlist: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var songs = (1...30).map { "Song \($0)" }
    var moves: [String] = []
    var dropOperation: UIDropOperation = .move
    /// Where the delegate sends a move proposed to row 1 (nil: where proposed).
    var redirectRowOne: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
        tableView.rowHeight = 44
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = songs[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        moves.append("\(source.row)->\(destination.row)")
        songs.insert(songs.remove(at: source.row), at: destination.row)
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.row == 1 ? redirectRowOne ?? proposedDestinationIndexPath : proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: songs[indexPath.row] as NSString))
        item.localObject = songs[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: dropOperation, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
}

/// UIKit's built-in reorder on the reorder engine: the editing mode's reorder control and drag and drop.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:),
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
/// and https://developer.apple.com/documentation/uikit/uitableview/draginteractionenabled
@MainActor @Suite struct ReorderTests {
    func host() -> (UIKitRuntime, Playlist) {
        let app = UIKitRuntime()
        let controller = Playlist()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        return (app, controller)
    }

    static func centre(ofRow row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    /// A finger down at `x` on `row`, held `hold` seconds, moved to row `to`'s centre, then lifted.
    func move(_ app: UIKitRuntime, row: Int, to: Int, x: CGFloat, hold: Double) {
        app.touchDown(at: CGPoint(x: x, y: Self.centre(ofRow: row)))
        app.advance(seconds: hold)
        for step in 1...10 {
            app.advance(frames: 1)
            let y = Self.centre(ofRow: row) + (Self.centre(ofRow: to) - Self.centre(ofRow: row)) * CGFloat(step) / 10
            app.touchMove(to: CGPoint(x: x, y: y))
        }
        app.advance(seconds: 0.1)
        app.touchUp()
        app.advance(seconds: 0.3)
    }

    @Test func theReorderControlInEditingModeMovesTheRowAndTellsTheDataSourceOnce() {
        let (app, controller) = host()
        app.run { controller.setEditing(true, animated: false) }
        move(app, row: 2, to: 5, x: 300, hold: 1.0 / 60)
        expectEqual(controller.moves, ["2->5"])
        expectEqual(controller.songs.prefix(6), ["Song 1", "Song 2", "Song 4", "Song 5", "Song 6", "Song 3"])
        let table = controller.tableView!
        expectEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.configuredText, "Song 3")
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.configuredText, "Song 4")
        expectEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY, 220)
        expect(!app.hasCrashed)
    }

    @Test func outsideEditingModeTheControlAreaMovesNothing() {
        let (app, controller) = host()
        move(app, row: 2, to: 5, x: 300, hold: 1.0 / 60)
        expect(controller.moves.isEmpty)
    }

    @Test func theDelegateHasTheLastWordOnTheDestination() {
        let (app, controller) = host()
        controller.redirectRowOne = IndexPath(row: 0, section: 0)
        app.run { controller.setEditing(true, animated: false) }
        move(app, row: 4, to: 1, x: 300, hold: 1.0 / 60)
        expectEqual(controller.moves, ["4->0"])
        expectEqual(controller.songs.first, "Song 5")
    }

    @Test func aHeldPressLiftsARowForDragAndDropAndAMoveProposalMovesIt() {
        let (app, controller) = host()
        app.run { controller.tableView.dragInteractionEnabled = true }
        move(app, row: 2, to: 5, x: 160, hold: 0.6)
        expectEqual(controller.moves, ["2->5"])
        expectEqual(controller.tableView.contentOffset.y, 0)
    }

    @Test func aDropDelegateThatCancelsLeavesTheRowsAsTheyWere() {
        let (app, controller) = host()
        controller.dropOperation = .cancel
        app.run { controller.tableView.dragInteractionEnabled = true }
        move(app, row: 2, to: 5, x: 160, hold: 0.6)
        expect(controller.moves.isEmpty)
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.configuredText, "Song 3")
        expectEqual(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY, 88)
    }
}
