import Testing
import TableModel
@testable import ExpandEngine
import TestSupport

@Suite("No scroll jump")
struct NoScrollJumpTests {
    private let geometry = Geometry(headerHeight: 28)

    @Test func collapsingTheTappedSectionKeepsItsHeaderInPlace() throws {
        var table = Table(namedSections: [("A", 20, false), ("B", 20, false), ("C", 20, false)], geometry: geometry)
        table.scroll(to: 700)
        expectEqual(table.screenY(ofHeader: 1), 208)
        var sections = ExpandableSections()
        try sections.toggleSection(1, in: &table)
        expectEqual(table.contentOffset, 700)
        expectEqual(table.screenY(ofHeader: 1), 208)
    }

    @Test func collapsingSectionsAboveMovesTheOffsetUpByTheirHeight() throws {
        // A 20, B 20, C 30 (collapsed), D 20: C's header is at 56 + 40 × 44 = 1816.
        var table = Table(
            namedSections: [("A", 20, false), ("B", 20, false), ("C", 30, true), ("D", 20, false)],
            geometry: geometry
        )
        table.scroll(to: 1800)
        expectEqual(table.screenY(ofHeader: 2), 16)
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(2, in: &table)
        expectEqual(table.contentOffset, 40)  // 1800 − 40 rows × 44
        expectEqual(table.screenY(ofHeader: 2), 16)
        expectEqual(table.lastUpdate, BatchUpdate(
            deleted: paths(section: 0, 0..<20) + paths(section: 1, 0..<20) + paths(section: 3, 0..<20),
            inserted: paths(section: 2, 0..<30)
        ))
    }

    @Test func theOffsetStaysClampedWhenTheHeaderCannotKeepItsPlace() throws {
        var table = Table(namedSections: [("A", 20, false), ("B", 20, false), ("C", 20, false)], geometry: geometry)
        table.scroll(to: 1500)
        var sections = ExpandableSections()
        try sections.toggleSection(2, in: &table)
        // Content is now 84 + 40 × 44 = 1844, so the offset can be at most 1844 − 568.
        expectEqual(table.contentOffset, 1276)
        expectEqual(table.screenY(ofHeader: 2), 540)
    }

    @Test func accordionNearTheTopClampsAtZero() throws {
        var table = Table(namedSections: [("A", 20, false), ("B", 20, true)], geometry: geometry)
        table.scroll(to: 368)
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(1, in: &table)
        expectEqual(table.contentOffset, 0)
        expectEqual(table.screenY(ofHeader: 1), 28)
    }

    @Test func aTreeRowKeepsItsPlaceWhenSiblingsAboveCollapse() throws {
        // 20 top-level rows with 5 children each.
        let tree = (1...20).map { n in TreeNode("R\(n)", children: (1...5).map { TreeNode("R\(n).\($0)") }) }
        var table = Table(tree: tree)
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleRow(at: RowPath(0), in: &table)
        table.scroll(to: 500)
        let tapped = RowPath(20)  // R16: after R1 and its 5 children come R2… at 6…
        expectEqual(table.row(at: tapped)?.title, "R16")
        expectEqual(table.screenY(of: tapped), 380)
        try sections.toggleRow(at: tapped, in: &table)
        expectEqual(table.row(at: RowPath(15))?.title, "R16")
        expectEqual(table.contentOffset, 280)
        expectEqual(table.screenY(of: RowPath(15)), 380)
        expectEqual(table.events.suffix(2), [.collapsedRow(RowPath(0)), .expandedRow(RowPath(15))])
    }
}
