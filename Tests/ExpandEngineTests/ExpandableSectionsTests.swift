import Testing
import TableModel
@testable import ExpandEngine
import TestSupport

/// Family 3, Friends 5, Work 2 (collapsed), with 28-point headers.
private func familyTable() -> Table {
    Table(
        namedSections: [("Family", 3, false), ("Friends", 5, false), ("Work", 2, true)],
        geometry: Geometry(headerHeight: Geometry.namedSectionHeaderHeight)
    )
}

@Suite("Expandable sections")
struct ExpandableSectionsTests {
    @Test func defaultsAreIndependentAndBatched() {
        let sections = ExpandableSections()
        expectEqual(sections.mode, .independent)
        expectEqual(sections.updates, .batched)
    }

    @Test func collapsingDeletesTheRowsAndTheModelKeepsThem() throws {
        var table = familyTable()
        var sections = ExpandableSections()
        try sections.toggleSection(0, in: &table)
        expect(table.sections[0].isCollapsed)
        expectEqual(table.shownCounts, [0, 5, 0])
        expectEqual(table.shownRowCount, 5)
        expectEqual(table.sections[0].rows.map(\.title), ["Family #1", "Family #2", "Family #3"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(section: 0, 0..<3)))
        expectEqual(table.events, [.collapsedSection(0)])
    }

    @Test func expandingInsertsEveryRowAgain() throws {
        var table = familyTable()
        var sections = ExpandableSections()
        try sections.toggleSection(2, in: &table)
        expect(!table.sections[2].isCollapsed)
        expectEqual(table.shownCounts, [3, 5, 2])
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(section: 2, 0..<2)))
        expectEqual(table.events, [.expandedSection(2)])
        expectEqual(table.row(at: RowPath(section: 2, row: 1))?.title, "Work #2")
    }

    @Test func independentSectionsLeaveTheOthersAlone() throws {
        var table = familyTable()
        var sections = ExpandableSections()
        try sections.toggleSection(2, in: &table)
        try sections.toggleSection(1, in: &table)
        expectEqual(table.shownCounts, [3, 0, 2])
        expectEqual(table.events, [.expandedSection(2), .collapsedSection(1)])
    }

    @Test func accordionClosesTheOthersInOneBatch() throws {
        var table = familyTable()
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(2, in: &table)
        expectEqual(table.shownCounts, [0, 0, 2])
        expectEqual(table.sections.map(\.isCollapsed), [true, true, false])
        expectEqual(table.lastUpdate, BatchUpdate(
            deleted: paths(section: 0, 0..<3) + paths(section: 1, 0..<5),
            inserted: paths(section: 2, 0..<2)
        ))
        expectEqual(table.events, [.collapsedSection(0), .collapsedSection(1), .expandedSection(2)])
        // Every row is still in the model.
        expectEqual(table.sections.map(\.rows.count), [3, 5, 2])
    }

    @Test func accordionAfterAnOpenSectionBelow() throws {
        var table = familyTable()
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(2, in: &table)
        try sections.toggleSection(0, in: &table)
        expectEqual(table.shownCounts, [3, 0, 0])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(section: 2, 0..<2), inserted: paths(section: 0, 0..<3)))
        expectEqual(table.events.suffix(2), [.collapsedSection(2), .expandedSection(0)])
    }

    @Test func tappingTheOpenSectionClosesIt() throws {
        var table = familyTable()
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(2, in: &table)
        try sections.toggleSection(2, in: &table)
        expectEqual(table.shownCounts, [0, 0, 0])
        expect(table.sections.allSatisfy { $0.isCollapsed })
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(section: 2, 0..<2)))
        expectEqual(table.events.last, .collapsedSection(2))
    }

    @Test func anExpandedEmptySectionCollapsesToo() throws {
        var table = Table(namedSections: [("Empty", 0, false), ("Full", 2, true)])
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(1, in: &table)
        expectEqual(table.events, [.collapsedSection(0), .expandedSection(1)])
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(section: 1, 0..<2)))
    }

    @Test func naiveReportingIsValidForIndependentSections() throws {
        var table = familyTable()
        var sections = ExpandableSections(mode: .independent, updates: .naive)
        try sections.toggleSection(1, in: &table)
        try sections.toggleSection(2, in: &table)
        expectEqual(table.shownCounts, [3, 0, 2])
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(section: 2, 0..<2)))
    }

    @Test func naiveReportingInAccordionModeIsRefusedAndChangesNothing() {
        var table = familyTable()
        var sections = ExpandableSections(mode: .accordion, updates: .naive)
        let before = table.snapshot
        #expect {
            try sections.toggleSection(2, in: &table)
        } throws: { error in
            let message = (error as? Refusal)?.message ?? ""
            return message.hasPrefix("Invalid update: invalid number of rows in section 0.")
                && message.contains("after the update (0)")
                && message.contains("before the update (3)")
        }
        expectEqual(table.snapshot, before)
        expect(table.events.isEmpty)
    }

    @Test func naiveReportingInAccordionModeWorksWhileNothingElseIsOpen() throws {
        var table = Table(namedSections: [("A", 2, true), ("B", 3, true)])
        var sections = ExpandableSections(mode: .accordion, updates: .naive)
        try sections.toggleSection(1, in: &table)
        try sections.toggleSection(1, in: &table)
        expectEqual(table.events, [.expandedSection(1), .collapsedSection(1)])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(section: 1, 0..<3)))
    }

    @Test func aMissingSectionIsRefused() {
        var table = familyTable()
        var sections = ExpandableSections()
        let before = table.snapshot
        #expect(throws: Refusal("there is no section 3")) { try sections.toggleSection(3, in: &table) }
        #expect(throws: Refusal.self) { try sections.toggleSection(-1, in: &table) }
        expectEqual(table.snapshot, before)
    }

    @Test func aHundredThousandRowSectionTogglesInOneBatch() throws {
        var table = Table(namedSections: [("Big", 100_000, false), ("Small", 3, true)])
        var sections = ExpandableSections(mode: .accordion)
        try sections.toggleSection(1, in: &table)
        expectEqual(table.shownCounts, [0, 3])
        expectEqual(table.lastUpdate?.deleted.count, 100_000)
        expectEqual(table.lastUpdate?.deleted.last, RowPath(section: 0, row: 99_999))
        try sections.toggleSection(0, in: &table)
        expectEqual(table.shownCounts, [100_000, 0])
        expectEqual(table.lastUpdate?.inserted.count, 100_000)
        expectEqual(table.sections[0].rows[99_999].title, "Big #100000")
    }
}
