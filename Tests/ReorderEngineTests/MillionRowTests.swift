import Testing
import TableModel
@testable import ReorderEngine
import TestSupport

/// Books and benchmarks reorder tables of a million rows: a frame step and a move must not walk all rows.
@Suite("A million rows")
struct MillionRowTests {
    @Test func liftHoldDragAndCancelInAMillionRows() throws {
        var table = Table(rowCount: 1_000_000)
        table.scroll(to: 44 * 500_000)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 22, duration: nil, in: &table)
        expectEqual(reorder.liftedPath(in: table), RowPath(500_000))

        // Ten seconds of edge auto-scroll at full speed: 600 frames, 12,000 points, about 273 rows.
        try reorder.drag(toViewportY: 0, in: &table)
        reorder.hold(frames: 600, in: &table)
        expectEqual(table.contentOffset, 44 * 500_000 - 12_000)
        let path = try require(reorder.liftedPath(in: table))
        expectEqual(table.item(atContentY: table.contentOffset), .row(path))
        expectEqual(path.row, Int((44 * 500_000 - 12_000) / 44.0))

        try reorder.drag(toViewportY: 560, in: &table)
        expectEqual(reorder.liftedPath(in: table), RowPath(Int((table.contentOffset + 560) / 44)))
        try reorder.cancel(in: &table)
        expectEqual(table.events.last, .dropped(RowPath(500_000)))
        expectEqual(table.row(at: RowPath(500_000))?.title, "Item #500001")
        expectEqual(table.row(at: RowPath(499_999))?.title, "Item #500000")
        expectEqual(table.row(at: RowPath(path.row))?.title, "Item #\(path.row + 1)")
    }
}
