import Testing
import TableModel
@testable import SwipeEngine
import TestSupport

@Suite("Open state across cell reuse")
struct CellStateTests {
    /// 30 rows, row 0 opened, then `scroll by 44`: row 0's cell now shows row 13.
    func openRowZeroAndScroll(_ mode: CellStateMode) throws -> SwipeHarness {
        var world = SwipeHarness()
        world.cells.cellState = mode
        try world.swipe(0, by: -200)
        world.table.scroll(to: 44)
        return world
    }

    @Test func naiveReusedCellShowsItsOldOffsetOnAnotherRow() throws {
        var world = try openRowZeroAndScroll(.naive)
        expect(try world.isOpen(13))
        expectEqual(try world.offset(13), 160)
        expectEqual(world.openRows, [13])
        world.table.scroll(to: 0)
        expect(try world.isOpen(0))
        expectEqual(world.openRows, [0])
    }

    @Test func resetClosesReusedCellsAndForgetsTheRow() throws {
        var world = try openRowZeroAndScroll(.reset)
        expect(try world.isClosed(13))
        expectEqual(world.openRows, [])
        world.table.scroll(to: 0)
        expect(try world.isClosed(0))
        expectEqual(world.openRows, [])
    }

    @Test func rememberedReopensTheRowUnanimatedWhenItComesBack() throws {
        var world = try openRowZeroAndScroll(.remembered)
        expect(try world.isClosed(13))
        expectEqual(world.openRows, [])
        world.table.scroll(to: 0)
        expect(try world.isOpen(0))
        expectEqual(try world.offset(0), 160)
        expectEqual(world.cells.framesToSettle, 0)
        expectEqual(world.openRows, [0])
        // Reuse emits nothing.
        expectEqual(world.events, ["opened row 0"])
    }

    /// 30 rows, editing delete, row 3 opened and deleted: its cell goes back for reuse and shows row 12, which
    /// has just come on screen at the bottom.
    func deleteOpenRowThree(_ mode: CellStateMode) throws -> SwipeHarness {
        var world = SwipeHarness(trailing: [.systemDelete])
        world.cells.cellState = mode
        try world.swipe(3, by: -100)
        try world.cells.tapAction("Delete", at: RowPath(3), in: &world.table)
        world.settle()
        return world
    }

    @Test func naiveKeepsADeletedRowsOffsetInItsReusedCell() throws {
        // As after a collapse: the offset belongs to the cell object, so the row that reuses it shows it open.
        var world = try deleteOpenRowThree(.naive)
        expectEqual(world.openRows, [12])
        expectEqual(try world.offset(12), 82)
        for mode in [CellStateMode.reset, .remembered] {
            world = try deleteOpenRowThree(mode)
            expectEqual(world.openRows, [], "\(mode)")
        }
    }

    @Test func openRowMemoryBelongsToRememberedOnly() throws {
        // Opened while memory is off, reused closed while it is off: turning memory on does not reopen it.
        var world = SwipeHarness()
        world.cells.cellState = .reset
        try world.swipe(0, by: -200)
        world.table.scroll(to: 440)
        world.table.scroll(to: 0)
        expect(try world.isClosed(0))
        world.cells.setCellState(.remembered, in: world.table)
        world.table.scroll(to: 440)
        world.table.scroll(to: 0)
        expect(try world.isClosed(0))
        expectEqual(world.openRows, [])
    }

    @Test func turningMemoryOnRemembersTheRowsOpenOnScreen() throws {
        var world = SwipeHarness()
        world.cells.cellState = .reset
        try world.swipe(2, by: -200)
        world.cells.setCellState(.remembered, in: world.table)
        world.table.scroll(to: 440)
        world.table.scroll(to: 0)
        expect(try world.isOpen(2))
        // Turning it off forgets: back on, the row that went off screen meanwhile comes back closed.
        world.cells.setCellState(.reset, in: world.table)
        world.table.scroll(to: 440)
        world.cells.setCellState(.remembered, in: world.table)
        world.table.scroll(to: 0)
        expect(try world.isClosed(2))
    }

    @Test func rememberedIsTheDefault() {
        expectEqual(SwipeableCells().cellState, .remembered)
    }

    @Test func rowsThatStayOnScreenKeepTheirStateInEveryMode() throws {
        for mode in [CellStateMode.naive, .reset, .remembered] {
            var world = SwipeHarness()
            world.cells.cellState = mode
            try world.swipe(5, by: -200)
            world.table.scroll(to: 88)
            expect(try world.isOpen(5), "\(mode)")
            expectEqual(world.openRows, [5], "\(mode)")
        }
    }

    @Test func aRememberedRowCanBeClosedAfterComingBack() throws {
        var world = try openRowZeroAndScroll(.remembered)
        world.table.scroll(to: 0)
        try world.cells.tapContent(at: RowPath(0), in: &world.table)
        world.settle()
        expect(try world.isClosed(0))
        world.table.scroll(to: 44)
        world.table.scroll(to: 0)
        expect(try world.isClosed(0))
        expectEqual(world.events, ["opened row 0", "closed row 0"])
    }

    @Test func deletingARowAboveAnOpenRowKeepsTheRightRowOpen() throws {
        var world = SwipeHarness()
        world.table.scroll(to: 440)                  // rows 10–22
        try world.swipe(15, by: -200)
        let opened = world.table.row(at: RowPath(15))!.id
        world.table.scroll(to: 0)                    // row 15 off screen, remembered
        try world.swipe(2, by: -200)
        try world.cells.tapAction("Delete", at: RowPath(2), in: &world.table)
        world.table.scroll(to: 440)
        expectEqual(world.table.row(at: RowPath(14))?.id, opened)
        expect(try world.isOpen(14))
        expect(try world.isClosed(15))
        expectEqual(world.openRows, [14])
    }

    @Test func deletingAnOnScreenRowAboveAnOpenRowMovesTheOpenStateWithIt() throws {
        for mode in [CellStateMode.naive, .reset, .remembered] {
            var world = SwipeHarness()
            world.cells.cellState = mode
            try world.swipe(5, by: -200)
            try world.swipe(2, by: -200)
            try world.cells.tapAction("Delete", at: RowPath(2), in: &world.table)
            // In the naive mode the deleted row's cell keeps its offset and row 12, coming on screen, reuses it.
            expectEqual(world.openRows, (mode == .naive ? [4, 12] : [4]), "\(mode)")
            expectEqual(world.table.row(at: RowPath(4))?.title, "Item #6")
        }
    }

    // MARK: Single open

    @Test func singleOpenClosesOtherOnScreenRowsFirst() throws {
        var world = SwipeHarness()
        world.cells.singleOpen = true
        try world.swipe(1, by: -200)
        try world.pan(3, by: -200)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(try world.keyframes(1), [-20, 0])
        world.settle()
        expectEqual(world.events, ["opened row 1", "closed row 1", "opened row 3"])
        expectEqual(world.openRows, [3])
    }

    @Test func singleOpenClosesRememberedOffScreenRows() throws {
        var world = SwipeHarness()
        world.cells.singleOpen = true
        try world.swipe(0, by: -200)
        world.table.scroll(to: 440)
        try world.swipe(15, by: -200)
        expectEqual(world.events, ["opened row 0", "closed row 0", "opened row 15"])
        world.table.scroll(to: 0)
        expect(try world.isClosed(0))
        expectEqual(world.openRows, [])
    }

    @Test func singleOpenOffLeavesOtherRowsOpen() throws {
        var world = SwipeHarness()
        try world.swipe(1, by: -200)
        try world.swipe(3, by: -200)
        expectEqual(world.openRows, [1, 3])
        expectEqual(world.events, ["opened row 1", "opened row 3"])
    }

    @Test func singleOpenDoesNothingWhenAReleaseKeepsARowOpen() throws {
        var world = SwipeHarness()
        try world.swipe(1, by: -200)
        try world.swipe(3, by: -200)
        world.cells.singleOpen = true
        try world.swipe(3, by: 10)
        expectEqual(world.openRows, [1, 3])
    }
}
