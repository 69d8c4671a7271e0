import Testing
import UIKit
import TestSupport

/// A diffable data source works out the table's update from two snapshots.
@MainActor @Suite struct DiffableTests {
    @Test func applyingASnapshotInsertsAndDeletesTheChangedRowsAndPassesUIKitsCheck() {
        let app = UIKitRuntime()
        let table = UITableView(frame: app.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Person")
        app.window.addSubview(table)
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, person in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = person
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Family", "Friends"])
        snapshot.appendItems(["Mum", "Dad"], toSection: "Family")
        app.run { source.apply(snapshot, animatingDifferences: false) }
        expectEqual(table.numberOfRows(inSection: 0), 2)
        var next = NSDiffableDataSourceSnapshot<String, String>()
        next.appendSections(["Family", "Friends"])
        next.appendItems(["Ann", "Bo", "Cy"], toSection: "Friends")
        app.run { source.apply(next) }
        expect(!app.hasCrashed)
        expectEqual(table.numberOfRows(inSection: 0), 0)
        expectEqual(table.numberOfRows(inSection: 1), 3)
        expectEqual(source.itemIdentifier(for: IndexPath(row: 1, section: 1)), "Bo")
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.configuredText, "Ann")
    }

    func personTable() -> (UIKitRuntime, UITableView, UITableViewDiffableDataSource<String, String>) {
        let app = UIKitRuntime()
        let table = UITableView(frame: app.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Person")
        app.window.addSubview(table)
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, person in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = person
            cell.contentConfiguration = content
            return cell
        }
        return (app, table, source)
    }

    /// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    @Test func aSnapshotThatReordersItemsMovesTheirRowsAndKeepsTheirCells() throws {
        let (app, table, source) = personTable()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Family", "Friends"])
        snapshot.appendItems(["Mum", "Dad", "Gran"], toSection: "Family")
        snapshot.appendItems(["Ann"], toSection: "Friends")
        app.run { source.apply(snapshot, animatingDifferences: false) }
        let gran = try require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        var next = source.snapshot()
        next.moveItem("Gran", beforeItem: "Mum")
        next.deleteItems(["Ann"])
        next.appendItems(["Ann"], toSection: "Family")
        app.run { source.apply(next) }
        app.advance(seconds: 0.5)
        expect(!app.hasCrashed)
        expectEqual(source.snapshot().itemIdentifiers(inSection: "Family"), ["Gran", "Mum", "Dad", "Ann"])
        expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === gran)
        expect(table.numberOfRows(inSection: 0) == 4 && table.numberOfRows(inSection: 1) == 0)
        expectEqual((0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.configuredText }, ["Gran", "Mum", "Dad", "Ann"])
    }

    @Test func reloadItemsAsksForTheItemsCellAgain() throws {
        let (app, table, source) = personTable()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Family"])
        snapshot.appendItems(["Mum", "Dad"])
        app.run { source.apply(snapshot, animatingDifferences: false) }
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseCount, 0)
        var next = source.snapshot()
        next.reloadItems(["Dad"])
        app.run { source.apply(next, animatingDifferences: false) }
        expect(!app.hasCrashed)
        // The row's cell was asked for again: it came back through the reuse queue (`prepareForReuse`).
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseCount, 1)
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.configuredText, "Dad")
    }
}
