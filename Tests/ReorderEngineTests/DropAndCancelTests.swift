import Testing
import TableModel
@testable import ReorderEngine
import TestSupport

@Suite("Drop and cancel")
struct DropAndCancelTests {
    @Test func dropNamesTheFinalPathAndSettlesTheSnapshot() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(1), in: &table)
        try reorder.drag(toViewportY: 4 * 44 + 30, in: &table)  // over row 4, below its centre
        reorder.advance(frames: 15, in: &table)
        try reorder.drop(in: &table)
        expectEqual(table.events.last, .dropped(RowPath(4)))
        expect(!reorder.isLifting)
        expectEqual(reorder.liftedRow, nil)
        expectEqual(reorder.fingerY, nil)
        expectEqual(reorder.liftedPath(in: table), nil)
        // The snapshot settles onto row 4's cell in 0.25 s, hiding its cell until then.
        expectEqual(reorder.framesToSettle, 15)
        expectEqual(reorder.snapshotCenterY, 206.0)  // where the finger was
        expectEqual(reorder.hiddenRow, table.row(at: RowPath(4))?.id)
        reorder.advance(frames: 14, in: &table)
        expectEqual(reorder.framesToSettle, 1)
        expect(abs(reorder.snapshotCenterY! - (4 * 44 + 22)) < 0.5)
        reorder.advance(frames: 1, in: &table)
        expectEqual(reorder.framesToSettle, 0)
        expectEqual(reorder.snapshotCenterY, nil)
        expectEqual(reorder.hiddenRow, nil)
        expectEqual(table.titles().prefix(5), ["Item #1", "Item #3", "Item #4", "Item #5", "Item #2"])
    }

    @Test func dropWithoutMovingNamesTheSamePath() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(3), in: &table)
        try reorder.drop(in: &table)
        expectEqual(table.events, [.lifted(RowPath(3)), .dropped(RowPath(3))])
    }

    @Test func aDroppedRowCanBeLiftedAgainAtOnce() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(3), in: &table)
        try reorder.drop(in: &table)
        try reorder.longPress(RowPath(5), in: &table)
        expectEqual(reorder.hiddenRow, table.row(at: RowPath(5))?.id)
        expectEqual(reorder.framesToSettle, 15)
    }

    @Test func dropAndCancelAreRefusedWithNothingPressedAndChangeNothing() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        #expect(throws: Refusal("nothing is pressed: long-press a row first")) {
            try reorder.drop(in: &table)
        }
        #expect(throws: Refusal.nothingLifted) {
            try reorder.cancel(in: &table)
        }
        // A short press leaves nothing pressed either.
        try reorder.longPress(RowPath(3), for: 0.5, in: &table)
        #expect(throws: Refusal.nothingPressed) {
            try reorder.drop(in: &table)
        }
        expectEqual(reorder, LongPressReorder())
        expect(table.events.isEmpty)
        expectEqual(table.lastUpdate, nil)
    }

    @Test func cancelWithoutMovingDropsAtTheOriginalPath() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(3), in: &table)
        try reorder.cancel(in: &table)
        expectEqual(table.events, [.lifted(RowPath(3)), .dropped(RowPath(3))])
        expectEqual(table.lastUpdate, nil)
        expect(!reorder.isLifting)
    }

    @Test func cancelPutsAMovedRowBackAcrossSections() throws {
        var table = Table.named([("Family", 3), ("Work", 0), ("Friends", 5)])
        let original = table.order
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(section: 0, row: 1), in: &table)
        try reorder.drag(to: RowPath(section: 2, row: 3), in: &table)
        try reorder.drag(toViewportY: table.headerFrame(section: 1).midY, in: &table)
        try reorder.drag(to: RowPath(section: 0, row: 0), in: &table)
        try reorder.drag(to: RowPath(section: 2, row: 4), in: &table)
        expect(table.order != original)
        try reorder.cancel(in: &table)
        expectEqual(table.order, original)
        expectEqual(table.shownCounts, [3, 0, 5])
        expectEqual(table.events.last, .dropped(RowPath(section: 0, row: 1)))
        // Consecutive moves of one row collapse into one: the way back is a single move.
        expectEqual(table.lastUpdate, BatchUpdate(deleted: [RowPath(section: 2, row: 5)], inserted: [RowPath(section: 0, row: 1)]))
    }

    @Test func cancelUndoesAnExchangeScramble() throws {
        var table = Table.named([("Family", 4), ("Work", 0), ("Friends", 6)])
        let original = table.order
        var reorder = LongPressReorder()
        reorder.mode = .exchange
        try reorder.longPress(RowPath(section: 0, row: 0), in: &table)
        try reorder.drag(to: RowPath(section: 0, row: 3), in: &table)
        try reorder.drag(to: RowPath(section: 2, row: 4), in: &table)
        try reorder.drag(to: RowPath(section: 2, row: 1), in: &table)
        try reorder.drag(toViewportY: table.headerFrame(section: 1).midY, in: &table)  // a move into Work
        try reorder.drag(to: RowPath(section: 2, row: 0), in: &table)
        try reorder.drag(to: RowPath(section: 0, row: 2), in: &table)
        expect(table.titles(section: 0) != ["Family #1", "Family #2", "Family #3", "Family #4"])
        try reorder.cancel(in: &table)
        expectEqual(table.order, original)
        expectEqual(table.events.last, .dropped(RowPath(section: 0, row: 0)))
    }

    @Test func cancelAfterEdgeScrollRestoresTheOrderButNotTheOffset() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 2000)
        let original = table.order
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 560, duration: nil, in: &table)
        let start = reorder.liftedPath(in: table)!
        reorder.hold(frames: 90, in: &table)
        expect(table.contentOffset > 2000)
        try reorder.cancel(in: &table)
        expectEqual(table.order, original)
        expectEqual(table.events.last, .dropped(start))
        expect(table.contentOffset > 2000)
        // The snapshot flies back to the row's cell, wherever it now is on screen.
        expectEqual(reorder.framesToSettle, 15)
        reorder.advance(frames: 15, in: &table)
        expectEqual(reorder.snapshotCenterY, nil)
    }

    @Test func aCancelledLiftIsForgotten() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(0), in: &table)
        try reorder.drag(to: RowPath(5), in: &table)
        try reorder.drop(in: &table)
        let afterFirst = table.order
        try reorder.longPress(RowPath(1), in: &table)
        try reorder.drag(to: RowPath(8), in: &table)
        try reorder.cancel(in: &table)
        expectEqual(table.order, afterFirst)
    }

    @Test func cancelRefusesAndChangesNothingWhenTheRowsChangedUnderTheLift() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 44 + 22, duration: nil, in: &table)
        try reorder.drag(toViewportY: 4 * 44 + 22, in: &table)
        try table.deleteRow(at: RowPath(0)) // something else changed the rows during the lift
        let titles = table.sections[0].rows.map(\.title)
        #expect(throws: Refusal.self) { try reorder.cancel(in: &table) }
        expectEqual(table.sections[0].rows.map(\.title), titles)
        expect(reorder.isLifting)
    }
}
