import Testing
@testable import TableModel
import TestSupport

@Suite("Batch updates")
struct BatchUpdateTests {
    @Test func countsThatDoNotAddUpAreRefusedWithUIKitsWording() {
        let update = BatchUpdate(deleted: [RowPath(section: 1, row: 0)])
        #expect(throws: Refusal.self) { try update.validate(countsBefore: [3, 1], countsAfter: [0, 0]) }
        do {
            try update.validate(countsBefore: [3, 1], countsAfter: [0, 0])
        } catch {
            expect(error.message.hasPrefix("Invalid update: invalid number of rows in section 0."))
            expect(error.message.contains("after the update (0)"))
            expect(error.message.contains("before the update (3)"))
        }
    }

    @Test func validBatchesPass() throws {
        let update = BatchUpdate(deleted: [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1)], inserted: [RowPath(section: 1, row: 0)])
        try update.validate(countsBefore: [2, 0], countsAfter: [0, 1])
    }

    @Test func outOfRangePathsAreRefused() {
        #expect(throws: Refusal.self) { try BatchUpdate(deleted: [RowPath(5)]).validate(countsBefore: [3], countsAfter: [2]) }
        #expect(throws: Refusal.self) { try BatchUpdate(inserted: [RowPath(4)]).validate(countsBefore: [3], countsAfter: [4]) }
    }

    @Test func moveWithinASectionShiftsTheRowsBetween() throws {
        var table = Table(rowCount: 5)
        try table.moveRow(from: RowPath(0), to: RowPath(3))
        expectEqual(table.sections[0].rows.map(\.title), ["Item #2", "Item #3", "Item #4", "Item #1", "Item #5"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: [RowPath(0)], inserted: [RowPath(3)]))
        try table.moveRow(from: RowPath(3), to: RowPath(1))
        expectEqual(table.sections[0].rows.map(\.title), ["Item #2", "Item #1", "Item #3", "Item #4", "Item #5"])
    }

    @Test func moveWithinASectionUpdatesTheCellsOnScreenAndRefusesPlacesPastTheEnd() throws {
        // 20 rows of 44 points in a 568-point viewport: rows 0...12 are on screen, row 19 is not.
        var table = Table(namedSections: [("A", 20, false), ("B", 3, false)])
        let far = try require(table.row(at: RowPath(section: 0, row: 19))).id
        expectEqual(table.cells.cell(showing: far), nil)
        try table.moveRow(from: RowPath(section: 0, row: 19), to: RowPath(section: 0, row: 0))
        expect(table.cells.cell(showing: far) != nil, "the moved row is on screen and has a cell")
        expectEqual(table.shownCounts, [20, 3])
        #expect(throws: Refusal.self) { try table.moveRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 20)) }
        #expect(throws: Refusal.self) { try table.moveRow(from: RowPath(section: 1, row: 0), to: RowPath(section: 1, row: 3)) }
        expectEqual(table.sections[0].rows.first?.id, far)
    }

    @Test func moveAcrossSectionsChangesBothCounts() throws {
        var table = Table(namedSections: [("A", 2, false), ("B", 0, false)])
        try table.moveRow(from: RowPath(section: 0, row: 1), to: RowPath(section: 1, row: 0))
        expectEqual(table.shownCounts, [1, 1])
        expectEqual(table.row(at: RowPath(section: 1, row: 0))?.title, "A #2")
    }

    @Test func exchangeSwapsTwoRows() throws {
        var table = Table(rowCount: 4)
        try table.exchangeRows(RowPath(0), RowPath(2))
        expectEqual(table.sections[0].rows.map(\.title), ["Item #3", "Item #2", "Item #1", "Item #4"])
    }

    @Test func aRefusedBatchChangesNothing() {
        var table = Table(rowCount: 3)
        #expect(throws: Refusal.self) {
            try table.performBatchUpdate(BatchUpdate(), countsAfter: [2]) { $0[0].rows.removeLast() }
        }
        expectEqual(table.shownRowCount, 3)
    }
}
