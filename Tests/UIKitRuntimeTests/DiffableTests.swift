import Testing
import UIKit

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
        #expect(table.numberOfRows(inSection: 0) == 2)
        var next = NSDiffableDataSourceSnapshot<String, String>()
        next.appendSections(["Family", "Friends"])
        next.appendItems(["Ann", "Bo", "Cy"], toSection: "Friends")
        app.run { source.apply(next) }
        #expect(!app.hasCrashed)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Bo")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.configuredText == "Ann")
    }
}
