import Testing
import UIKit
import TestSupport

/// A self-sizing table of one cell whose label wraps: its text changes in place, without a reload.
@MainActor final class GrowingController: UITableViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 16)
        label.text = "one line"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 200),
        ])
        return cell
    }
}

/// Apple documents `performBatchUpdates(_:completion:)` (and `beginUpdates`/`endUpdates`) as the way to animate a
/// change in row heights without reloading the cells: the table measures its self-sizing cells again.
@MainActor @Suite struct SelfSizingUpdateTests {
    @Test func anEmptyBatchUpdateMeasuresTheVisibleSelfSizingCellsAgain() throws {
        let app = UIKitRuntime()
        let controller = GrowingController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        app.run { app.window.layoutIfNeeded() }
        let table = try require(controller.tableView)
        let path = IndexPath(row: 0, section: 0)
        expectEqual(table.rectForRow(at: path).height, 20, "one line of a 16-point font")
        app.run { controller.label.text = String(repeating: "字", count: 30) }
        expectEqual(table.rectForRow(at: path).height, 20, "a text change alone does not resize the row")
        app.run { table.performBatchUpdates(nil) }
        app.advance(seconds: 1)
        expectEqual(table.rectForRow(at: path).height, 60, "30 characters of 16 points in 200 are three lines")
    }
}
