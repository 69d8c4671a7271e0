import Testing
import TableModel
@testable import SwipeEngine
import TestSupport

@Suite("Taps on actions and content")
struct TapTests {
    @Test func destructiveTapDeletesExactlyThatRowWithEventsInOrder() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        try world.cells.tapAction("Delete", at: RowPath(3), in: &world.table)
        expectEqual(world.events, ["opened row 3", "tapped \"Delete\" in row 3", "deleted row 3"])
        expectEqual(world.table.shownRowCount, 29)
        expectEqual(world.table.row(at: RowPath(2))?.title, "Item #3")
        expectEqual(world.table.row(at: RowPath(3))?.title, "Item #5")
        expectEqual(world.table.lastUpdate, BatchUpdate(deleted: [RowPath(3)]))
        // The row that moved up into slot 3 shows closed, and nothing is open.
        expect(try world.isClosed(3))
        expectEqual(world.openRows, [])
    }

    @Test func nonDestructiveTapLeavesTheCellOpen() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        try world.cells.tapAction("More", at: RowPath(3), in: &world.table)
        expectEqual(world.events, ["opened row 3", "tapped \"More\" in row 3"])
        expect(try world.isOpen(3))
        expectEqual(world.table.shownRowCount, 30)
    }

    @Test func tappingAHiddenButtonIsRefusedAndNamesIt() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -60)          // opens fully
        try world.swipe(4, by: -200)
        try world.swipe(4, by: 100)          // closed again
        let before = world.cells
        let events = world.events
        #expect(throws: Refusal("the action \"Delete\" is not visible in row 4; swipe the row open first")) {
            try world.cells.tapAction("Delete", at: RowPath(4), in: &world.table)
        }
        expectEqual(world.cells, before)
        expectEqual(world.events, events)
        expectEqual(world.table.shownRowCount, 30)
    }

    @Test func aButtonShowingLessThanOnePointCannotBeTapped() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -80.5)
        try world.cells.release(velocity: 0, in: &world.table)
        // Released but not yet animated: the content is still at 80.5, Delete shows 0.5 points.
        expectEqual(try world.button("Delete", 3)?.visibleWidth, 0.5)
        #expect(throws: Refusal("the action \"Delete\" is not visible in row 3; swipe the row open first")) {
            try world.cells.tapAction("Delete", at: RowPath(3), in: &world.table)
        }
        world.run(frames: 1)
        expect(try world.button("Delete", 3)!.visibleWidth >= 1)
        try world.cells.tapAction("Delete", at: RowPath(3), in: &world.table)
        expectEqual(world.table.row(at: RowPath(3))?.title, "Item #5")
    }

    @Test func tappingAnUnknownButtonIsRefusedAndNamesIt() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        #expect(throws: Refusal("row 3 has no action \"Archive\" (its actions: \"More\", \"Delete\")")) {
            try world.cells.tapAction("Archive", at: RowPath(3), in: &world.table)
        }
    }

    @Test func tapContentClosesAnOpenRowWithAnEvent() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        try world.cells.tapContent(at: RowPath(3), in: &world.table)
        expectEqual(world.cells.framesToSettle, 12)
        world.settle()
        expect(try world.isClosed(3))
        expectEqual(try world.keyframes(3), [-20, 0])
        expectEqual(world.events, ["opened row 3", "closed row 3"])
    }

    @Test func tapContentOnALeadingOpenRowBouncesFromTheLeft() throws {
        var world = SwipeHarness(leading: [SwipeAction("Flag", width: 70)])
        try world.swipe(3, by: 100)
        try world.cells.tapContent(at: RowPath(3), in: &world.table)
        world.settle()
        expectEqual(try world.keyframes(3), [20, 0])
    }

    @Test func tapContentOnAClosedRowDoesNothing() throws {
        var world = SwipeHarness()
        let before = world.cells
        try world.cells.tapContent(at: RowPath(3), in: &world.table)
        expectEqual(world.cells, before)
        expectEqual(world.events, [])
    }
}
