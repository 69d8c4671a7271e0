import Testing
import TableModel
@testable import ReorderEngine
import TestSupport

@Suite("Edge auto-scroll")
struct EdgeAutoScrollTests {
    @Test(arguments: [(Double, Double)]([
        (0.0, -20.0), (75, -10), (30, -16), (149, -20.0 / 150), (150, 0), (284, 0),
        (568, 20), (493, 10), (418, 0.0),
    ]))
    func speedGrowsTowardTheEdges(fingerY: Double, perFrame: Double) {
        let scroll = EdgeAutoScroll()
        expect(abs(scroll.offsetChangePerFrame(fingerY: fingerY, viewportHeight: 568) - perFrame) < 1e-12)
    }

    @Test func aFullSecondAtTheEdgeIs1200Points() {
        let perFrame = EdgeAutoScroll().offsetChangePerFrame(fingerY: 0, viewportHeight: 568)
        expectEqual(perFrame * 60, -1200)
    }

    @Test func whereTheZonesOverlapTheNearerEdgeWins() {
        let scroll = EdgeAutoScroll(range: 150)
        expectEqual(scroll.offsetChangePerFrame(fingerY: 60, viewportHeight: 200), -12)
        expectEqual(scroll.offsetChangePerFrame(fingerY: 140, viewportHeight: 200), 12)
        expectEqual(scroll.offsetChangePerFrame(fingerY: 100, viewportHeight: 200), 0)
    }

    @Test func aCustomRange() {
        let scroll = EdgeAutoScroll(range: 50)
        expectEqual(scroll.offsetChangePerFrame(fingerY: 60, viewportHeight: 568), 0)
        expectEqual(scroll.offsetChangePerFrame(fingerY: 25, viewportHeight: 568), -10)
        expectEqual(scroll.offsetChangePerFrame(fingerY: 568 - 40, viewportHeight: 568), 4)
        expectEqual(EdgeAutoScroll(range: 0).offsetChangePerFrame(fingerY: 0, viewportHeight: 568), 0)
    }

    @Test func holdingAtTheTopScrollsUpAndTheLiftedRowFollows() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 440)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 0, duration: nil, in: &table)
        expectEqual(reorder.liftedPath(in: table), RowPath(10))
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 420)
        expectEqual(table.events.last, .moved(from: RowPath(10), to: RowPath(9)))
        expectEqual(reorder.liftedPath(in: table), RowPath(9))
    }

    @Test func halfwayIntoTheZoneIsHalfTheSpeed() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 1000)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 75, duration: nil, in: &table)
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 990)
        reorder.hold(frames: 9, in: &table)
        expectEqual(table.contentOffset, 900)
        try reorder.drag(toViewportY: 568 - 75, in: &table)
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 910)
        try reorder.drag(toViewportY: 568, in: &table)
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 930)
        try reorder.drag(toViewportY: 284, in: &table)
        reorder.hold(frames: 30, in: &table)
        expectEqual(table.contentOffset, 930)
    }

    @Test func scrollingStopsAtTheTop() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 10)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 0, duration: nil, in: &table)
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 0)
        reorder.hold(frames: 60, in: &table)
        expectEqual(table.contentOffset, 0)
        expectEqual(reorder.liftedPath(in: table), RowPath(0))
    }

    @Test func scrollingStopsAtTheBottom() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: table.maxContentOffset - 30)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 567, duration: nil, in: &table)
        reorder.hold(frames: 60, in: &table)
        expectEqual(table.contentOffset, table.maxContentOffset)
        expectEqual(reorder.liftedPath(in: table), RowPath(99))
    }

    @Test func aLongHoldCarriesTheRowAcrossTheTable() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 2000)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 10, duration: nil, in: &table)  // row 45
        let id = reorder.liftedRow
        reorder.hold(frames: 60, in: &table)
        // 60 frames at (150 − 10) / 150 × 20 points each.
        expect(abs(table.contentOffset - (2000 - 60 * 140.0 / 150 * 20)) < 1e-9)
        expectEqual(table.item(atContentY: table.contentOffset + 10), .row(reorder.liftedPath(in: table)!))
        expectEqual(table.row(at: reorder.liftedPath(in: table)!)?.id, id)
        // Every other row kept its relative order.
        let others = table.titles().filter { $0 != "Item #46" }
        expectEqual(others, (1...100).filter { $0 != 46 }.map { "Item #\($0)" })
    }

    @Test func edgeScrollOff() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 440)
        var reorder = LongPressReorder()
        reorder.edgeScroll = false
        try reorder.longPress(atViewportY: 0, duration: nil, in: &table)
        reorder.hold(frames: 60, in: &table)
        expectEqual(table.contentOffset, 440)
        expectEqual(table.events, [.lifted(RowPath(10))])
    }

    @Test func customRangeOnTheEngine() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 440)
        var reorder = LongPressReorder()
        reorder.edgeRange = 50
        try reorder.longPress(atViewportY: 60, duration: nil, in: &table)
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 440)
        try reorder.drag(toViewportY: 25, in: &table)
        reorder.holdFrame(in: &table)
        expectEqual(table.contentOffset, 430)
    }

    @Test func onlyHoldScrolls() throws {
        var table = Table(rowCount: 100)
        table.scroll(to: 440)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 0, duration: nil, in: &table)
        try reorder.drag(by: 0, in: &table)
        reorder.advance(frames: 120, in: &table)
        expectEqual(table.contentOffset, 440)
        try reorder.drop(in: &table)
        reorder.hold(frames: 60, in: &table)  // nothing lifted: a plain wait
        expectEqual(table.contentOffset, 440)
    }
}
