import Testing
import TableModel
import TestSupport
@testable import ExpandEngine

/// What the two settings of the expand engine change, checked over random tap sequences (the ExpandEngine catalog):
/// accordion keeps at most one section open, independent toggles only the tapped one; naive reporting is the same
/// as batched while nothing else changes, and refused exactly when accordion closes another section with it.
@Suite("Expand modes")
struct ExpandModeTests {
    /// Four named sections of 0–5 rows, some collapsed, and the sequence of headers tapped.
    private static func world(seed: UInt64, atMostOneOpen: Bool) -> (table: Table, taps: [Int]) {
        var rng = SplitMix64(seed: seed)
        var opened = false
        let sections = (0..<4).map { index -> (String, Int, Bool) in
            var collapsed = Bool.random(using: &rng)
            if atMostOneOpen, !collapsed { collapsed = opened; opened = true }
            return ("S\(index)", Int.random(in: 0...5, using: &rng), collapsed)
        }
        let table = Table(namedSections: sections, geometry: Geometry(headerHeight: Geometry.namedSectionHeaderHeight))
        return (table, (0..<12).map { _ in Int.random(in: 0..<4, using: &rng) })
    }

    private static func expanded(_ table: Table) -> [Int] {
        table.sections.indices.filter { !table.sections[$0].isCollapsed }
    }

    @Test func independentTogglesOnlyTheTappedSection() throws {
        for seed in 0..<300 as Range<UInt64> {
            var (table, taps) = Self.world(seed: seed, atMostOneOpen: false)
            var sections = ExpandableSections(mode: .independent)
            for tap in taps {
                let before = table.sections.map(\.isCollapsed)
                let events = table.events.count
                try sections.toggleSection(tap, in: &table)
                var after = before
                after[tap].toggle()
                expectEqual(table.sections.map(\.isCollapsed), after, "seed \(seed)")
                expectEqual(Array(table.events.dropFirst(events)), [before[tap] ? .expandedSection(tap) : .collapsedSection(tap)])
            }
        }
    }

    @Test func accordionKeepsAtMostOneSectionOpenAndClosesTheOthersFirst() throws {
        for seed in 0..<300 as Range<UInt64> {
            var (table, taps) = Self.world(seed: seed, atMostOneOpen: true)
            var sections = ExpandableSections(mode: .accordion)
            for tap in taps {
                let open = Self.expanded(table)
                let events = table.events.count
                try sections.toggleSection(tap, in: &table)
                let logged = Array(table.events.dropFirst(events))
                if open.contains(tap) {
                    expectEqual(Self.expanded(table), open.filter { $0 != tap }, "seed \(seed)")
                    expectEqual(logged, [.collapsedSection(tap)])
                } else {
                    expectEqual(Self.expanded(table), [tap], "seed \(seed)")
                    expectEqual(logged, open.sorted().map(TableEvent.collapsedSection) + [.expandedSection(tap)])
                }
                expect(Self.expanded(table).count <= 1)
            }
        }
    }

    @Test func naiveReportingMatchesBatchedWhileNothingElseChanges() throws {
        for seed in 0..<300 as Range<UInt64> {
            let (start, taps) = Self.world(seed: seed, atMostOneOpen: false)
            var batched = start, naive = start
            var byBatch = ExpandableSections(mode: .independent, updates: .batched)
            var byNaive = ExpandableSections(mode: .independent, updates: .naive)
            for tap in taps {
                try byBatch.toggleSection(tap, in: &batched)
                try byNaive.toggleSection(tap, in: &naive)
                expectEqual(naive.snapshot, batched.snapshot, "seed \(seed)")
            }
        }
    }

    @Test func naiveAccordionIsRefusedExactlyWhenAnotherOpenSectionHasRows() {
        var refusals = 0
        for seed in 0..<300 as Range<UInt64> {
            var (table, taps) = Self.world(seed: seed, atMostOneOpen: true)
            var sections = ExpandableSections(mode: .accordion, updates: .naive)
            for tap in taps {
                let closesRows = table.sections[tap].isCollapsed
                    && Self.expanded(table).contains { $0 != tap && !table.sections[$0].rows.isEmpty }
                let before = table.snapshot
                do {
                    try sections.toggleSection(tap, in: &table)
                    expect(!closesRows, "seed \(seed): tapping \(tap) closed rows it did not report, and was not refused")
                } catch {
                    refusals += 1
                    expect(closesRows, "seed \(seed): tapping \(tap) was refused: \(error)")
                    expect(error.message.hasPrefix("Invalid update: invalid number of rows in section"))
                    expectEqual(table.snapshot, before, "a refused tap changed the table")
                }
            }
        }
        expect(refusals > 50, "the random taps hardly reached the refused case")
    }
}
