import Testing
import TableModel
@testable import SwipeEngine
import TestSupport

@Suite("Refusals change nothing")
struct RefusalTests {
    /// Checks that `body` is refused with `message` and leaves the engine, the log and the rows as they were.
    func expectRefusal(_ message: String, in world: inout SwipeHarness, _ body: (inout SwipeHarness) throws(Refusal) -> Void) {
        let cells = world.cells
        let events = world.table.events
        let rows = world.table.shownRowCount
        let reuse = world.table.cells
        var refusal: Refusal?
        do throws(Refusal) { try body(&world) } catch { refusal = error }
        expectEqual(refusal, Refusal(message))
        expectEqual(world.cells, cells)
        expectEqual(world.table.events, events)
        expectEqual(world.table.shownRowCount, rows)
        expectEqual(world.table.cells, reuse)
    }

    @Test func gesturesOutOfOrder() throws {
        var world = SwipeHarness()
        expectRefusal("there is no pan to release", in: &world) { w throws(Refusal) in try w.cells.release(velocity: 0, in: &w.table) }
        expectRefusal("there is no pan to move", in: &world) { w throws(Refusal) in try w.cells.movePan(to: -10, in: &w.table) }
        expectRefusal("there is no pan to cancel", in: &world) { w throws(Refusal) in try w.cells.cancel(in: &w.table) }
        try world.pan(3, by: -30)
        expectRefusal("a pan is already in progress; release or cancel it first", in: &world) { w throws(Refusal) in
            try w.cells.beginPan(at: RowPath(4), x: nil, in: &w.table)
        }
        expectRefusal("a pan is in progress; release or cancel it first", in: &world) { w throws(Refusal) in
            try w.cells.tapContent(at: RowPath(3), in: &w.table)
        }
        expectRefusal("a pan is in progress; release or cancel it first", in: &world) { w throws(Refusal) in
            try w.cells.tapAction("More", at: RowPath(3), in: &w.table)
        }
    }

    @Test func gesturesOnRowsOffScreen() throws {
        var world = SwipeHarness()
        expectRefusal("row 20 is not on screen", in: &world) { w throws(Refusal) in try w.cells.beginPan(at: RowPath(20), x: nil, in: &w.table) }
        expectRefusal("row 20 is not on screen", in: &world) { w throws(Refusal) in try w.cells.tapContent(at: RowPath(20), in: &w.table) }
        expectRefusal("row 20 is not on screen", in: &world) { w throws(Refusal) in try w.cells.tapAction("More", at: RowPath(20), in: &w.table) }
        expectRefusal("there is no row 40", in: &world) { w throws(Refusal) in try w.cells.beginPan(at: RowPath(40), x: nil, in: &w.table) }
    }

    @Test func hiddenAndUnknownButtons() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        try world.swipe(3, by: 200)
        expectRefusal("the action \"Delete\" is not visible in row 3; swipe the row open first", in: &world) { w throws(Refusal) in
            try w.cells.tapAction("Delete", at: RowPath(3), in: &w.table)
        }
        expectRefusal("row 3 has no action \"Flag\" (its actions: \"More\", \"Delete\")", in: &world) { w throws(Refusal) in
            try w.cells.tapAction("Flag", at: RowPath(3), in: &w.table)
        }
    }

    @Test func cellReadingsNeedTheRowOnScreen() {
        let world = SwipeHarness()
        let path = RowPath(20)
        #expect(throws: Refusal.notOnScreen(path)) { try world.cells.offset(at: path, in: world.table) }
        #expect(throws: Refusal.notOnScreen(path)) { try world.cells.isOpen(at: path, in: world.table) }
        #expect(throws: Refusal.notOnScreen(path)) { try world.cells.isClosed(at: path, in: world.table) }
        #expect(throws: Refusal.notOnScreen(path)) { try world.cells.keyframes(at: path, in: world.table) }
        #expect(throws: Refusal.notOnScreen(path)) { try world.cells.visibleActions(at: path, in: world.table) }
        #expect(throws: Refusal.notOnScreen(path)) { try world.cells.buttons(at: path, in: world.table) }
    }

    @Test func aRowPartlyOnScreenCanBeSwiped() throws {
        var world = SwipeHarness()
        world.table.scroll(to: 30)                  // row 0 shows its bottom 14 points
        try world.swipe(0, by: -100)
        expect(try world.isOpen(0))
    }
}

@Suite("Large tables")
struct LargeTableTests {
    @Test func aMillionRowsSwipeAndSingleOpenAcrossTheTable() throws {
        var world = SwipeHarness(rows: 1_000_000)
        world.cells.singleOpen = true
        try world.swipe(0, by: -200)
        world.table.scroll(to: 44 * 500_000)
        try world.swipe(500_000, by: -200)
        expectEqual(world.events, ["opened row 0", "closed row 0", "opened row 500000"])
        expectEqual(world.openRows, [500_000])
        expectEqual(world.cells.rememberedOpen.count, 1)
        expect(world.cells.records.count <= 30)
    }
}
