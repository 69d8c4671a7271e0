import Testing
@testable import TableModel
import TestSupport

@Suite("Cell reuse")
struct CellReuseTests {
    @Test func scrollingOneRowHandsRowZerosCellToRowThirteen() {
        var table = Table(rowCount: 30)
        let first = table.cells.cell(showing: table.row(at: RowPath(0))!.id)!
        let generation = table.cells.generation(of: first)
        table.scroll(to: 44)
        expectEqual(table.cells.cell(showing: table.row(at: RowPath(13))!.id), first)
        expectEqual(table.cells.generation(of: first), generation + 1)
        expectEqual(table.cells.cell(showing: table.row(at: RowPath(0))!.id), nil)
    }

    @Test func rowsThatStayKeepTheirCells() {
        var table = Table(rowCount: 30)
        let row5 = table.row(at: RowPath(5))!.id
        let cell = table.cells.cell(showing: row5)
        table.scroll(to: 88)
        expectEqual(table.cells.cell(showing: row5), cell)
    }

    @Test func cellsLeaveTopToBottomAndEnterInOrder() {
        var table = Table(rowCount: 30)
        let cell0 = table.cells.cell(showing: table.row(at: RowPath(0))!.id)!
        let cell1 = table.cells.cell(showing: table.row(at: RowPath(1))!.id)!
        table.scroll(to: 88)
        expectEqual(table.cells.cell(showing: table.row(at: RowPath(13))!.id), cell0)
        expectEqual(table.cells.cell(showing: table.row(at: RowPath(14))!.id), cell1)
    }

    @Test func aDeletedRowsCellIsReusedForTheRowThatEnters() {
        var table = Table(rowCount: 30)
        let cell2 = table.cells.cell(showing: table.row(at: RowPath(2))!.id)!
        try? table.deleteRow(at: RowPath(2))
        // Row 13 (formerly 14) entered at the bottom and took the removed row's cell.
        expectEqual(table.row(at: RowPath(12))?.title, "Item #14")
        expectEqual(table.cells.cell(showing: table.row(at: RowPath(12))!.id), cell2)
    }
}
