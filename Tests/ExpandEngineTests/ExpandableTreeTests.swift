import Testing
import TableModel
@testable import ExpandEngine
import TestSupport

/// Fruits (Apple (Fuji, Gala), Banana (Cavendish)), Vegetables (Carrot), Nuts.
private func fruitTree() -> Table {
    Table(tree: [
        TreeNode("Fruits", children: [
            TreeNode("Apple", children: [TreeNode("Fuji"), TreeNode("Gala")]),
            TreeNode("Banana", children: [TreeNode("Cavendish")]),
        ]),
        TreeNode("Vegetables", children: [TreeNode("Carrot")]),
        TreeNode("Nuts"),
    ])
}

@Suite("Expandable tree rows")
struct ExpandableTreeTests {
    @Test func childrenStartCollapsed() {
        let table = fruitTree()
        expectEqual(table.shownTitles(), ["Fruits", "Vegetables", "Nuts"])
        expectEqual(table.everyRowID.count, 9)
    }

    @Test func deletingARowRemovesItsShownDescendantsInOneBatch() throws {
        var table = fruitTree()
        var engine = ExpandableSections()
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(1), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Apple", "Fuji", "Gala", "Banana", "Vegetables", "Nuts"])
        // Apple and its two shown children go; Banana, a sibling at Apple's level, stays.
        try table.deleteRow(at: RowPath(1))
        expectEqual(table.shownTitles(), ["Fruits", "Banana", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(1...3)))
        // A top-level row takes everything under it; a collapsed row's hidden children go with the row itself.
        try table.deleteRow(at: RowPath(0))
        expectEqual(table.shownTitles(), ["Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(0...1)))
        try table.deleteRow(at: RowPath(0))
        expectEqual(table.shownTitles(), ["Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(0...0)))
    }

    @Test func expandingShowsChildrenOneLevelDeeper() throws {
        var table = fruitTree()
        var engine = ExpandableSections()
        try engine.toggleRow(at: RowPath(0), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Apple", "Banana", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(1...2)))
        expectEqual(table.events, [.expandedRow(RowPath(0))])
        expectEqual(table.row(at: RowPath(0))?.level, 0)
        expectEqual(table.row(at: RowPath(1))?.level, 1)
        expectEqual(table.row(at: RowPath(3))?.level, 0)
        try engine.toggleRow(at: RowPath(1), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Apple", "Fuji", "Gala", "Banana", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(2...3)))
        expectEqual(table.row(at: RowPath(2))?.level, 2)
    }

    @Test func collapsingHidesEveryShownDescendantAndTheModelKeepsThem() throws {
        var table = fruitTree()
        var engine = ExpandableSections()
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(1), in: &table)
        try engine.toggleRow(at: RowPath(0), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(1...4)))
        expectEqual(table.events.last, .collapsedRow(RowPath(0)))
        let fruits = try require(table.row(at: RowPath(0)))
        expect(!fruits.isExpanded)
        expectEqual(fruits.hiddenDescendants.map(\.title), ["Apple", "Fuji", "Gala", "Banana"])
        expectEqual(fruits.hiddenDescendants.flatMap(\.hiddenDescendants).map(\.title), ["Cavendish"])  // stays inside Banana
        expectEqual(table.everyRowID.count, 9)
    }

    @Test func reExpandingAParentShowsTheGrandchildrenOfOpenChildren() throws {
        var table = fruitTree()
        var engine = ExpandableSections()
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(1), in: &table)
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(0), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Apple", "Fuji", "Gala", "Banana", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(1...4)))
        expectEqual(table.row(at: RowPath(1))?.isExpanded, true)
        expectEqual(table.row(at: RowPath(4))?.isExpanded, false)
    }

    @Test func aRowWithoutChildrenIsRefused() throws {
        var table = fruitTree()
        var engine = ExpandableSections()
        try engine.toggleRow(at: RowPath(0), in: &table)
        let before = table.snapshot
        #expect(throws: Refusal("row 4 has no children to expand or collapse")) {
            try engine.toggleRow(at: RowPath(4), in: &table)  // Nuts
        }
        #expect(throws: Refusal.noSuchRow(RowPath(9))) { try engine.toggleRow(at: RowPath(9), in: &table) }
        expectEqual(table.snapshot, before)
    }

    @Test func accordionCollapsesExpandedSiblingsFirst() throws {
        var table = fruitTree()
        var engine = ExpandableSections(mode: .accordion)
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(1), in: &table)
        // Fruits, Apple, Fuji, Gala, Banana, Vegetables, Nuts: open Vegetables.
        try engine.toggleRow(at: RowPath(5), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Vegetables", "Carrot", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(1...4), inserted: paths([2])))
        expectEqual(table.events.suffix(2), [.collapsedRow(RowPath(0)), .expandedRow(RowPath(1))])
        // Re-open Fruits: Vegetables (below) closes; Apple is still open inside Fruits.
        try engine.toggleRow(at: RowPath(0), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Apple", "Fuji", "Gala", "Banana", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths([2]), inserted: paths(1...4)))
        expectEqual(table.events.suffix(2), [.collapsedRow(RowPath(1)), .expandedRow(RowPath(0))])
    }

    @Test func accordionAppliesAmongSiblingsOnly() throws {
        var table = fruitTree()
        var engine = ExpandableSections(mode: .accordion)
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(1), in: &table)
        // Open Banana (row 4): its sibling Apple closes; its parent Fruits stays open.
        try engine.toggleRow(at: RowPath(4), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Apple", "Banana", "Cavendish", "Vegetables", "Nuts"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(2...3), inserted: paths([3])))
        expectEqual(table.events.suffix(2), [.collapsedRow(RowPath(1)), .expandedRow(RowPath(2))])
        expectEqual(table.row(at: RowPath(3))?.level, 2)
    }

    @Test func tappingTheOpenRowClosesItInAccordionMode() throws {
        var table = fruitTree()
        var engine = ExpandableSections(mode: .accordion)
        try engine.toggleRow(at: RowPath(0), in: &table)
        try engine.toggleRow(at: RowPath(0), in: &table)
        expectEqual(table.shownTitles(), ["Fruits", "Vegetables", "Nuts"])
        expectEqual(table.events, [.expandedRow(RowPath(0)), .collapsedRow(RowPath(0))])
    }

    @Test func naiveReportingIsValidAloneAndRefusedWhenSiblingsClose() throws {
        var table = fruitTree()
        var engine = ExpandableSections(mode: .accordion, updates: .naive)
        try engine.toggleRow(at: RowPath(0), in: &table)
        expectEqual(table.lastUpdate, BatchUpdate(inserted: paths(1...2)))
        let before = table.snapshot
        #expect {
            try engine.toggleRow(at: RowPath(3), in: &table)  // Vegetables, while Fruits is open
        } throws: { error in
            (error as? Refusal)?.message.hasPrefix("Invalid update: invalid number of rows in section 0.") == true
        }
        expectEqual(table.snapshot, before)
    }

    @Test func aRowOfACollapsedSectionCannotBeTapped() {
        var table = Table(namedSections: [("A", 2, true)])
        var engine = ExpandableSections()
        #expect(throws: Refusal.noSuchRow(RowPath(0))) { try engine.toggleRow(at: RowPath(0), in: &table) }
    }
}

@Suite("Expandable tree rows, large")
struct LargeTreeTests {
    @Test func aRowWithAHundredThousandChildrenTogglesInOneBatch() throws {
        let children = (1...100_000).map { TreeNode("c\($0)") }
        var table = Table(tree: [TreeNode("Top"), TreeNode("Big", children: children), TreeNode("Small", children: [TreeNode("s")])])
        var engine = ExpandableSections(mode: .accordion)
        try engine.toggleRow(at: RowPath(1), in: &table)
        expectEqual(table.shownRowCount, 100_003)
        expectEqual(table.lastUpdate?.inserted.count, 100_000)
        expectEqual(table.row(at: RowPath(100_001))?.title, "c100000")
        expectEqual(table.row(at: RowPath(100_001))?.level, 1)
        // Opening the sibling below hides all of them in the same batch.
        try engine.toggleRow(at: RowPath(100_002), in: &table)
        expectEqual(table.shownTitles(), ["Top", "Big", "Small", "s"])
        expectEqual(table.lastUpdate, BatchUpdate(deleted: paths(2...100_001), inserted: paths([3])))
        expectEqual(table.events.suffix(2), [.collapsedRow(RowPath(1)), .expandedRow(RowPath(2))])
        expectEqual(table.row(at: RowPath(1))?.hiddenDescendants.count, 100_000)
    }
}
