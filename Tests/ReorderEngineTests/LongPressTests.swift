import Testing
import TableModel
@testable import ReorderEngine
import TestSupport

@Suite("Long press")
struct LongPressTests {
    @Test func defaultsAreTheArticles() {
        let reorder = LongPressReorder()
        expectEqual(reorder.minimumPress, 1.0)
        expectEqual(reorder.mode, .move)
        expect(reorder.edgeScroll)
        expectEqual(reorder.edgeRange, 150)
        expect(!reorder.isLifting)
        expectEqual(reorder.liftedRow, nil)
        expectEqual(reorder.fingerY, nil)
        expectEqual(reorder.snapshotCenterY, nil)
        expectEqual(reorder.framesToSettle, 0)
    }

    @Test(arguments: [(0.5, 0.5), (0.2, 0.2), (0.1, 0.2), (0, 0.2), (-3, 0.2), (.nan, 0.2), (2.5, 2.5)])
    func minimumPressIsNeverBelowAFifthOfASecond(setting: Double, expected: Double) {
        var reorder = LongPressReorder()
        reorder.minimumPress = setting
        expectEqual(reorder.minimumPress, expected)
    }

    @Test func aPressOfTheMinimumLiftsTheRow() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(2), in: &table)
        expect(reorder.isLifting)
        expectEqual(reorder.liftedRow, table.row(at: RowPath(2))?.id)
        expectEqual(reorder.liftedPath(in: table), RowPath(2))
        expectEqual(reorder.fingerY, 110)  // the centre of row 2
        expectEqual(table.events, [.lifted(RowPath(2))])
        // A lifted row keeps its slot.
        expectEqual(table.shownCounts, [10])
        expectEqual(table.titles()[2], "Item #3")
        expectEqual(reorder.hiddenRow, reorder.liftedRow)
    }

    @Test func aPressExactlyAsLongAsTheMinimumLifts() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        reorder.minimumPress = 0.5
        try reorder.longPress(RowPath(1), for: 0.5, in: &table)
        expectEqual(reorder.liftedPath(in: table), RowPath(1))
    }

    @Test(arguments: [0.99, 0.5, 0])
    func aShorterPressLiftsNothingAndLiftsTheFinger(duration: Double) throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(2), for: duration, in: &table)
        expect(!reorder.isLifting)
        expectEqual(reorder.fingerY, nil)
        expect(table.events.isEmpty)
        // The finger is up: a new press is not refused.
        try reorder.longPress(RowPath(2), in: &table)
        expect(reorder.isLifting)
    }

    @Test func aClampedMinimumStillNeedsAFifthOfASecond() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        reorder.minimumPress = 0.05
        try reorder.longPress(RowPath(0), for: 0.1, in: &table)
        expect(!reorder.isLifting)
        try reorder.longPress(RowPath(0), for: 0.2, in: &table)
        expect(reorder.isLifting)
    }

    @Test func aPressOnAHeaderOrBelowTheLastRowLiftsNothing() throws {
        var table = Table.named([("Family", 3), ("Friends", 2)])
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 10, duration: nil, in: &table)  // header 0
        expect(!reorder.isLifting)
        try reorder.longPress(atViewportY: table.headerFrame(section: 1).y + 1, duration: nil, in: &table)
        expect(!reorder.isLifting)
        try reorder.longPress(atViewportY: table.contentHeight + 5, duration: nil, in: &table)
        expect(!reorder.isLifting)
        expect(table.events.isEmpty)
    }

    @Test func aPressUsesTheContentOffset() throws {
        var table = Table(rowCount: 30)
        table.scroll(to: 440)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 0, duration: nil, in: &table)
        expectEqual(reorder.liftedPath(in: table), RowPath(10))
        expectEqual(table.events, [.lifted(RowPath(10))])
    }

    @Test func theFingerIsClampedToTheViewport() throws {
        var table = Table(rowCount: 30)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: -40, duration: nil, in: &table)
        expectEqual(reorder.fingerY, 0)
        expectEqual(reorder.liftedPath(in: table), RowPath(0))
        try reorder.drag(toViewportY: 10_000, in: &table)
        // The viewport is [0, 568): its bottom edge already belongs to the row below the screen.
        expectEqual(reorder.fingerY, 568.0.nextDown)
        expectEqual(reorder.liftedPath(in: table), RowPath(12))
    }

    @Test func aSecondPressWhileOneIsDownIsRefusedAndChangesNothing() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(2), in: &table)
        let before = reorder
        #expect(throws: Refusal.alreadyPressing) {
            try reorder.longPress(RowPath(5), in: &table)
        }
        expectEqual(reorder, before)
        expectEqual(table.events, [.lifted(RowPath(2))])
    }

    @Test func theSnapshotMovesFromTheRowsCentreToTheFingerInAQuarterSecond() throws {
        var table = Table(rowCount: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 100, duration: nil, in: &table)  // row 2, centre 110
        expectEqual(reorder.liftedPath(in: table), RowPath(2))
        expectEqual(reorder.snapshotCenterY, 110)
        expectEqual(reorder.framesToSettle, 15)
        reorder.advance(frames: 15, in: &table)
        expectEqual(reorder.snapshotCenterY, 100)
        expectEqual(reorder.framesToSettle, 0)
        // While lifted the snapshot stays, following the finger.
        reorder.advance(frames: 100, in: &table)
        expectEqual(reorder.snapshotCenterY, 100)
        try reorder.drag(by: 20, in: &table)
        expectEqual(reorder.fingerY, 120)
        expectEqual(reorder.framesToSettle, 15)
        reorder.advance(frames: 15, in: &table)
        expectEqual(reorder.snapshotCenterY, 120)
    }

    @Test func theEngineNeverTouchesTheClock() throws {
        var table = Table(rowCount: 30)
        var reorder = LongPressReorder()
        try reorder.longPress(RowPath(0), in: &table)
        try reorder.drag(to: RowPath(5), in: &table)
        reorder.holdFrame(in: &table)
        reorder.advance(frames: 30, in: &table)
        try reorder.drop(in: &table)
        expectEqual(table.clock.frame, 0)
    }
}
