import Testing
import TableModel
@testable import ReorderEngine
import TestSupport

@Suite("Re-targeting")
struct RetargetTests {
    @Test func movingDownWithinASectionTakesTheRowUnderTheFinger() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(1), in: &table)
        try reorder.drag(to: RowPath(4), in: &table)
        expectEqual(table.events, [.lifted(RowPath(1)), .moved(from: RowPath(1), to: RowPath(4))])
        expectEqual(table.titles().prefix(6), ["Item #1", "Item #3", "Item #4", "Item #5", "Item #2", "Item #6"])
        expectEqual(reorder.liftedPath(in: table), RowPath(4))
        expectEqual(table.lastUpdate, BatchUpdate(deleted: [RowPath(1)], inserted: [RowPath(4)]))
    }

    @Test func movingUpWithinASectionTakesTheRowUnderTheFinger() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(5), in: &table)
        try reorder.drag(to: RowPath(2), in: &table)
        expectEqual(table.events.last, .moved(from: RowPath(5), to: RowPath(2)))
        expectEqual(table.titles().prefix(7), ["Item #1", "Item #2", "Item #6", "Item #3", "Item #4", "Item #5", "Item #7"])
        expectEqual(reorder.liftedPath(in: table), RowPath(2))
    }

    @Test(arguments: [ReorderMode.move, .exchange])
    func aStillFingerNeverCausesASecondJump(mode: ReorderMode) throws {
        var table = Table.named([("Family", 3), ("Friends", 5), ("Work", 0), ("Gym", 2)])
        var reorder = LongPressReorder()
        reorder.mode = mode
        reorder.edgeScroll = false
        try reorder.longPress(RowPath(section: 0, row: 0), in: &table)
        let stops = [
            table.centreY(of: RowPath(section: 1, row: 3)),  // down into a later section
            table.centreY(of: RowPath(section: 1, row: 0)),
            table.headerFrame(section: 2).midY,  // an empty section
            table.centreY(of: RowPath(section: 0, row: 1)),  // up into an earlier one
        ]
        for y in stops {
            try reorder.drag(toViewportY: y, in: &table)
            let events = table.events.count
            reorder.hold(frames: 10, in: &table)
            expectEqual(table.events.count, events)
            if case .row(let path)? = table.item(atContentY: table.contentOffset + y) {
                expectEqual(path, reorder.liftedPath(in: table))
            }
        }
    }

    @Test(arguments: [ReorderMode.move, .exchange])
    func neighbourStepsAreTheSameInBothModes(mode: ReorderMode) throws {
        var table = Table(rowCount: 5)
        var reorder = LongPressReorder()
        reorder.mode = mode
        try reorder.longPress(RowPath(0), in: &table)
        for _ in 0..<3 { try reorder.drag(by: 44, in: &table) }
        expectEqual(table.titles(), ["Item #2", "Item #3", "Item #4", "Item #1", "Item #5"])
        expectEqual(Array(table.events.dropFirst()), [
            .moved(from: RowPath(0), to: RowPath(1)),
            .moved(from: RowPath(1), to: RowPath(2)),
            .moved(from: RowPath(2), to: RowPath(3)),
        ])
    }

    @Test func aSkippingDragMovesInOrderButExchangeScrambles() throws {
        var moved = Table(rowCount: 5)
        var byMove = LongPressReorder()
        try byMove.longPress(RowPath(0), in: &moved)
        try byMove.drag(to: RowPath(3), in: &moved)
        expectEqual(moved.titles(), ["Item #2", "Item #3", "Item #4", "Item #1", "Item #5"])

        var exchanged = Table(rowCount: 5)
        var byExchange = LongPressReorder()
        byExchange.mode = .exchange
        try byExchange.longPress(RowPath(0), in: &exchanged)
        try byExchange.drag(to: RowPath(3), in: &exchanged)
        expectEqual(exchanged.titles(), ["Item #4", "Item #2", "Item #3", "Item #1", "Item #5"])
        // Either way one jump, one event.
        expectEqual(moved.events, [.lifted(RowPath(0)), .moved(from: RowPath(0), to: RowPath(3))])
        expectEqual(exchanged.events, [.lifted(RowPath(0)), .moved(from: RowPath(0), to: RowPath(3))])
        expectEqual(exchanged.lastUpdate, BatchUpdate(deleted: [RowPath(0), RowPath(3)], inserted: [RowPath(0), RowPath(3)]))
    }

    @Test func aDragWithinTheLiftedRowMovesNothing() throws {
        var table = Table(rowCount: 5)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(2), in: &table)
        try reorder.drag(by: 21, in: &table)
        try reorder.drag(by: -43, in: &table)
        expectEqual(table.events, [.lifted(RowPath(2))])
    }

    @Test func movingDownIntoALaterSectionGoesOneFurther() throws {
        var table = Table.named([("Family", 3), ("Friends", 5)])
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(section: 0, row: 1), in: &table)
        try reorder.drag(to: RowPath(section: 1, row: 2), in: &table)
        expectEqual(table.events.last, .moved(from: RowPath(section: 0, row: 1), to: RowPath(section: 1, row: 3)))
        expectEqual(table.shownCounts, [2, 6])
        expectEqual(table.titles(section: 0), ["Family #1", "Family #3"])
        expectEqual(table.titles(section: 1), ["Friends #1", "Friends #2", "Friends #3", "Family #2", "Friends #4", "Friends #5"])
        expectEqual(table.item(atContentY: table.contentOffset + reorder.fingerY!), .row(RowPath(section: 1, row: 3)))
    }

    @Test func movingUpIntoAnEarlierSectionTakesTheRowUnderTheFinger() throws {
        var table = Table.named([("Family", 3), ("Friends", 5)])
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(section: 1, row: 2), in: &table)
        try reorder.drag(to: RowPath(section: 0, row: 1), in: &table)
        expectEqual(table.events.last, .moved(from: RowPath(section: 1, row: 2), to: RowPath(section: 0, row: 1)))
        expectEqual(table.shownCounts, [4, 4])
        expectEqual(table.titles(section: 0), ["Family #1", "Friends #3", "Family #2", "Family #3"])
    }

    @Test func exchangeAcrossSectionsKeepsTheCounts() throws {
        var table = Table.named([("Family", 3), ("Friends", 5)])
        var reorder = LongPressReorder()
        reorder.mode = .exchange
        try reorder.longPress(RowPath(section: 0, row: 1), in: &table)
        try reorder.drag(to: RowPath(section: 1, row: 2), in: &table)
        expectEqual(table.events.last, .moved(from: RowPath(section: 0, row: 1), to: RowPath(section: 1, row: 2)))
        expectEqual(table.shownCounts, [3, 5])
        expectEqual(table.titles(section: 0), ["Family #1", "Friends #3", "Family #3"])
        expectEqual(table.titles(section: 1), ["Friends #1", "Friends #2", "Family #2", "Friends #4", "Friends #5"])
    }

    @Test(arguments: [ReorderMode.move, .exchange])
    func theHeaderOfAnEmptySectionTargetsItsRowZero(mode: ReorderMode) throws {
        var table = Table.named([("Family", 3), ("Work", 0), ("Friends", 2)])
        var reorder = LongPressReorder()
        reorder.mode = mode
        try reorder.longPress(RowPath(section: 0, row: 0), in: &table)
        try reorder.drag(toViewportY: table.headerFrame(section: 1).midY, in: &table)
        expectEqual(table.events.last, .moved(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0)))
        expectEqual(table.shownCounts, [2, 1, 2])
        expectEqual(table.titles(section: 1), ["Family #1"])
        // Work is no longer empty: its header is no target any more.
        try reorder.drop(in: &table)
        try reorder.longPress(RowPath(section: 2, row: 1), in: &table)
        try reorder.drag(toViewportY: table.headerFrame(section: 1).midY, in: &table)
        expectEqual(table.events.count, 4)
        expectEqual(table.events.last, .lifted(RowPath(section: 2, row: 1)))
    }

    @Test(arguments: [ReorderMode.move, .exchange])
    func aRowCanMoveUpIntoAnEmptySection(mode: ReorderMode) throws {
        var table = Table.named([("Work", 0), ("Family", 3)])
        var reorder = LongPressReorder()
        reorder.mode = mode
        try reorder.longPress(RowPath(section: 1, row: 2), in: &table)
        try reorder.drag(toViewportY: table.headerFrame(section: 0).midY, in: &table)
        expectEqual(table.events.last, .moved(from: RowPath(section: 1, row: 2), to: RowPath(section: 0, row: 0)))
        expectEqual(table.shownCounts, [1, 2])
        expectEqual(table.titles(section: 0), ["Family #3"])
    }

    @Test func anyOtherHeaderOrBelowTheLastRowMovesNothing() throws {
        var table = Table(
            namedSections: [("Family", 3, false), ("Friends", 2, false), ("Old", 0, true), ("Hidden", 2, true)],
            geometry: Geometry(headerHeight: 28)
        )
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(section: 0, row: 2), in: &table)
        let before = table.order
        for header in 0..<4 {
            try reorder.drag(toViewportY: table.headerFrame(section: header).midY, in: &table)
        }
        try reorder.drag(toViewportY: table.contentHeight + 10, in: &table)
        expectEqual(table.order, before)
        expectEqual(table.events, [.lifted(RowPath(section: 0, row: 2))])
    }

    @Test func dragsAreRefusedWithNothingLifted() {
        var table = Table(rowCount: 5)
        var reorder = LongPressReorder()
        #expect(throws: Refusal("nothing is lifted: long-press a row first")) {
            try reorder.drag(toViewportY: 100, in: &table)
        }
        #expect(throws: Refusal.nothingLifted) {
            try reorder.drag(by: 44, in: &table)
        }
        reorder.holdFrame(in: &table)
        expectEqual(reorder, LongPressReorder())
        expect(table.events.isEmpty)
        expectEqual(table.lastUpdate, nil)
    }
}
