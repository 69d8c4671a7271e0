import Testing
import UIKit
import TestSupport

/// The table's record of the row updates the app asked for (what the app backend reports as the app's updates).
@MainActor @Suite struct RowUpdateRecordingTests {
    @Test func eachUpdateGroupIsRecordedInUIKitsOrderAndACrashingOneToo() {
        let app = UIKitRuntime()
        let controller = InboxController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        let table = controller.tableView!
        app.run {
            controller.items.remove(at: 2)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            table.performBatchUpdates({
                controller.items.insert("New", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                controller.items.remove(at: 5)
                table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
            })
        }
        expect(!app.hasCrashed)
        expectEqual(table.recordedRowUpdates, [
            RecordedRowUpdate(kind: "deleteRows", paths: [IndexPath(row: 2, section: 0)], group: 0),
            RecordedRowUpdate(kind: "deleteRows", paths: [IndexPath(row: 4, section: 0)], group: 1),
            RecordedRowUpdate(kind: "insertRows", paths: [IndexPath(row: 0, section: 0)], group: 1),
        ])
        // A delete without the model change crashes the app, and is recorded all the same.
        app.run { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
        expect(app.hasCrashed)
        expectEqual(table.recordedRowUpdates.last, RecordedRowUpdate(kind: "deleteRows", paths: [IndexPath(row: 0, section: 0)], group: 2))
    }
}
