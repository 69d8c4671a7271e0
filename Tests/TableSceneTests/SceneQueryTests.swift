import Messages
import TableModel
import TableScene
import Testing
import TestSupport

/// The queries `expect` lines read, asked the way a learner's program asks them.
@Suite("Scene queries")
struct SceneQueryTests {
    @Test func aSwipedRowAnswersEveryCellQuery() throws {
        var scene = TableScene(table: Table(rowCount: 30))
        scene.swipe.trailingActions = [.systemDelete]
        try scene.pan(scene.onScreen(scene.shownRow(3)), through: [-120])
        try scene.release(velocity: 0)
        let row = RowPath(3)
        expect(try scene.isOpen(row))
        expect(try !scene.isClosed(row))
        expectEqual(try scene.offset(of: row), 82)
        expectEqual(try scene.visibleActions(of: row), ["Delete"])
        expectEqual(try scene.actionButton("Delete", of: row)?.width, 82)
        expectEqual(try scene.actionButton("Share", of: row), nil)
        expectEqual(scene.openRows, [row])
        expectEqual(scene.title(of: row), "Item #4")
        expectEqual(scene.level(of: row), 0)
        expect(scene.shownRowCount() == 30 && scene.shownRowCount(inSection: 0) == 30)
        expect(scene.isExpanded(section: 0))
        expectEqual(scene.contentOffset, 0)
        expect(scene.visibleRowCount > 0)
        expectEqual(scene.lastUpdate, nil)
        expectEqual(scene.liftedPath, nil)
    }

    @Test func labelAndHeaderQueriesRefuseWithoutOne() throws {
        let table = TableScene(table: Table(rowCount: 3))
        #expect(throws: Refusal.self) { try table.labelText() }
        #expect(throws: Refusal.self) { try table.headerHeight() }
        let label = TableScene(label: "Short", width: 300)
        expectEqual(try label.labelText(), "Short")
        expectEqual(try label.labelLineCount(), 1)
        expect(try label.labelHeight() > 0)
    }
}
