import Testing
@testable import TableModel
import TestSupport

@Suite("Layout")
struct LayoutTests {
    @Test func defaultTableShowsThirteenRowsOfThirty() {
        let table = Table(rowCount: 30)
        expectEqual(table.contentHeight, 30 * 44)
        expectEqual(table.rowPathsOnScreen.map(\.row), Array(0...12))
        expectEqual(table.row(at: RowPath(3))?.title, "Item #4")
    }

    @Test func titlePatternUsesOneBasedNumbers() {
        let table = Table(rowCount: 3, titled: "Longer Title Item #{n}")
        expectEqual(table.row(at: RowPath(0))?.title, "Longer Title Item #1")
        expectEqual(table.row(at: RowPath(2))?.title, "Longer Title Item #3")
    }

    @Test func itemAtPointFindsHeadersAndRowsAcrossSections() {
        var geometry = Geometry()
        geometry.headerHeight = 28
        let table = Table(namedSections: [("Family", 3, false), ("Friends", 5, false), ("Work", 2, true)], geometry: geometry)
        expectEqual(table.item(atContentY: 0), .header(section: 0))
        expectEqual(table.item(atContentY: 28), .row(RowPath(section: 0, row: 0)))
        expectEqual(table.item(atContentY: 28 + 3 * 44 - 0.5), .row(RowPath(section: 0, row: 2)))
        expectEqual(table.item(atContentY: 28 + 3 * 44), .header(section: 1))
        expectEqual(table.item(atContentY: 28 + 3 * 44 + 28 + 44), .row(RowPath(section: 1, row: 1)))
        // The collapsed section shows its header only.
        let workHeader = 2 * 28 + 8 * 44.0
        expectEqual(table.item(atContentY: workHeader + 1), .header(section: 2))
        expectEqual(table.item(atContentY: workHeader + 28), nil)
        expectEqual(table.contentHeight, workHeader + 28)
        expectEqual(table.section(titled: "Friends"), 1)
        expectEqual(table.row(at: RowPath(section: 2, row: 0)), nil)
    }

    @Test func offsetIsClampedToContent() {
        var table = Table(rowCount: 30)
        table.scroll(to: 10_000)
        expectEqual(table.contentOffset, 30 * 44 - 568)
        table.scroll(to: -50)
        expectEqual(table.contentOffset, 0)
        var short = Table(rowCount: 3)
        short.scroll(to: 100)
        expectEqual(short.contentOffset, 0)
    }

    @Test func lookupOnAMillionRowsIsArithmetic() {
        let table = Table(rowCount: 1_000_000)
        expectEqual(table.item(atContentY: 44 * 999_999 + 1), .row(RowPath(999_999)))
        expectEqual(table.frame(of: RowPath(500_000)).y, 22_000_000)
    }

    @Test func pathOfIdentitySearchesNearTheHint() {
        let table = Table(rowCount: 100)
        let id = table.row(at: RowPath(57))!.id
        expectEqual(table.path(of: id, near: RowPath(55)), RowPath(57))
        expectEqual(table.path(of: id), RowPath(57))
        expectEqual(table.path(of: RowID(10_000)), nil)
    }
}
