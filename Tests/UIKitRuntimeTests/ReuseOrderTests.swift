import Testing
import UIKit
import TestSupport

/// Which cell a row that enters the screen is given: the runtime reuses cells in the engines' order, the contract of
/// `TableModel.CellReuse` (rows that leave give their cells to the end of the reuse queue top to bottom; each row that
/// enters, top to bottom, takes the cell at the front). Chapter 04's ghost follows that path.
@MainActor @Suite struct ReuseOrderTests {
    /// Thirty rows of 44 points in a table 568 points high (`InboxController`): rows 0–12 on screen.
    func host() -> (UIKitRuntime, UITableView) {
        let app = UIKitRuntime()
        let controller = InboxController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        return (app, controller.tableView!)
    }

    func cell(_ table: UITableView, _ row: Int) throws -> UITableViewCell {
        try require(table.cellForRow(at: IndexPath(row: row, section: 0)), "row \(row) has no cell")
    }

    @Test func scrollingByOneRowGivesRowZerosCellToRowThirteen() throws {
        let (app, table) = host()
        expectEqual(table.bounds.height, 568)
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0..<13))
        let rowZero = try cell(table, 0)
        app.run { table.contentOffset.y = 44 }
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(1..<14))
        expect(try cell(table, 13) === rowZero)
        expectEqual(rowZero.configuredText, "Item #14")
    }

    @Test func aJumpOfSeveralRowsHandsTheCellsOverInOrder() throws {
        let (app, table) = host()
        app.run { table.contentOffset.y = 44 }
        // Rows 1–4 leave together; their cells queue top to bottom and rows 14–17 take them from the front.
        let leaving = try (1...4).map { try cell(table, $0) }
        app.run { table.contentOffset.y = 5 * 44 }
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(5..<18))
        let entering = try (14...17).map { try cell(table, $0) }
        expect(zip(leaving, entering).allSatisfy { $0 === $1 }, "row 1's cell goes to row 14, row 2's to row 15, and so on")
        expectEqual(entering.map(\.configuredText), (15...18).map { "Item #\($0)" })
        let kept = try (5...13).map { try cell(table, $0) }
        expect(kept.allSatisfy { kept in !leaving.contains { $0 === kept } }, "rows still on screen keep their own cells")
    }
}
