import Testing
import TestSupport
import TableModel
@testable import ExpandEngine

/// Hundreds of seeded random taps (thousands in the full sweep, `Sweep`): no row is ever lost, duplicated or
/// corrupted, every batch is exact, refusals change nothing, and expanding everything shows every row in its
/// original order.
@Suite("Expand properties")
struct ExpandPropertyTests {
    // MARK: Sections

    @Test(arguments: 0..<8)
    func randomHeaderTapsNeverLoseARow(batch: Int) throws {
        for seed in UInt64(batch * 40)..<UInt64(batch * 40 + Sweep.count(full: 40, sample: 10)) {
            try runSectionScenario(seed: seed)
        }
    }

    /// An engine in a random mode and reporting style (naive one time in four).
    private func randomEngine(_ random: inout SplitMix64) -> ExpandableSections {
        ExpandableSections(
            mode: Bool.random(using: &random) ? .accordion : .independent,
            updates: Int.random(in: 0..<4, using: &random) == 0 ? .naive : .batched
        )
    }

    /// Before a tap, sometimes flips the mode or the reporting style, or scrolls to a random offset from `lowest`.
    private func shuffleSettings(of engine: inout ExpandableSections, scrolling table: inout Table, from lowest: Int, _ random: inout SplitMix64) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: engine.mode = engine.mode == .accordion ? .independent : .accordion
        case 1: engine.updates = engine.updates == .naive ? .batched : .naive
        case 2: table.scroll(to: Double(Int.random(in: lowest...Int(table.contentHeight), using: &random)))
        default: break
        }
    }

    private func runSectionScenario(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let specs = (0..<Int.random(in: 1...6, using: &random)).map { n in
            (title: "S\(n)", rowCount: Int.random(in: 0...12, using: &random), isCollapsed: Bool.random(using: &random))
        }
        let geometry = Geometry(viewportHeight: Double(Int.random(in: 100...568, using: &random)), headerHeight: 28)
        var table = Table(namedSections: specs, geometry: geometry)
        let original = table.sections.map { $0.rows.map(\.id) }
        let everyID = table.everyRowID.sorted()
        var engine = randomEngine(&random)

        for _ in 0..<40 {
            shuffleSettings(of: &engine, scrolling: &table, from: -50, &random)
            let section = Int.random(in: -1...specs.count, using: &random)
            let before = table.snapshot
            let shownBefore = table.sections.indices.map { table.shownIDs(section: $0) }

            // What one valid batch would do, on a copy.
            var expected = table
            var batched = engine
            batched.updates = .batched
            let expectedRefusal: Bool
            do {
                try batched.toggleSection(section, in: &expected)
                let othersChange = expected.lastUpdate?.deleted.contains { $0.section != section } ?? false
                expectedRefusal = engine.updates == .naive && othersChange
            } catch {
                expect(!table.sections.indices.contains(section), "seed \(seed)")
                expectedRefusal = true
            }

            do {
                try engine.toggleSection(section, in: &table)
                expect(!expectedRefusal, "seed \(seed)")
            } catch {
                expect(expectedRefusal, "seed \(seed): \(error)")
                expectEqual(table.snapshot, before, "seed \(seed)")
                continue
            }
            expectEqual(table.sections, expected.sections, "seed \(seed)")
            expectLastUpdateDescribesTheChange(from: shownBefore, to: table)
            expectEqual(table.everyRowID.sorted(), everyID, "seed \(seed)")

            // Events: the collapses ascending, then the expansion.
            let events = Array(table.events.dropFirst(before.events.count))
            let collapsed = events.compactMap { if case .collapsedSection(let s) = $0 { s } else { nil } }
            let expanded = events.compactMap { if case .expandedSection(let s) = $0 { s } else { nil } }
            expect(collapsed == collapsed.sorted() && collapsed.count + expanded.count == events.count, "seed \(seed)")
            expectEqual(events.last, (table.sections[section].isCollapsed ? .collapsedSection(section) : .expandedSection(section)))
            expect(expanded.count <= 1)

            // No scroll jump: the header keeps its on-screen y as far as the clamped offset allows.
            let removedAbove = table.lastUpdate?.deleted.count { $0.section < section } ?? 0
            let wanted = before.contentOffset - Double(removedAbove) * geometry.rowHeight
            expectEqual(table.contentOffset, min(max(wanted, 0), table.maxContentOffset), "seed \(seed)")
        }

        engine.mode = .independent
        for section in table.sections.indices where table.sections[section].isCollapsed {
            try engine.toggleSection(section, in: &table)
        }
        expectEqual(table.sections.indices.map { table.shownIDs(section: $0) }, original, "seed \(seed)")
    }

    // MARK: Trees

    @Test(arguments: 0..<8)
    func randomRowTapsNeverLoseARow(batch: Int) throws {
        for seed in UInt64(batch * 40)..<UInt64(batch * 40 + Sweep.count(full: 40, sample: 10)) {
            try runTreeScenario(seed: seed)
        }
    }

    private func randomTree(_ random: inout SplitMix64) -> [TreeNode] {
        var next = 0
        func nodes(depth: Int) -> [TreeNode] {
            let count = depth == 0 ? Int.random(in: 1...6, using: &random) : Int.random(in: 0...(depth > 3 ? 0 : 3), using: &random)
            return (0..<count).map { _ in
                next += 1
                let title = "n\(next)"
                return TreeNode(title, children: nodes(depth: depth + 1))
            }
        }
        return nodes(depth: 0)
    }

    private func preorder(_ nodes: [TreeNode]) -> [String] {
        nodes.flatMap { [$0.title] + preorder($0.children) }
    }

    private func runTreeScenario(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let tree = randomTree(&random)
        var table = Table(tree: tree, geometry: Geometry(viewportHeight: Double(Int.random(in: 100...568, using: &random))))
        let everyID = table.everyRowID.sorted()
        var engine = randomEngine(&random)

        for _ in 0..<40 {
            shuffleSettings(of: &engine, scrolling: &table, from: 0, &random)
            let rowsBefore = table.sections[0].rows
            let tapped = RowPath(Int.random(in: 0..<rowsBefore.count, using: &random))
            let before = table.snapshot
            let shownBefore = [table.shownIDs(section: 0)]

            var expected = table
            var batched = engine
            batched.updates = .batched
            let expectedRefusal: Bool
            do {
                try batched.toggleRow(at: tapped, in: &expected)
                let eventCount = expected.events.count - before.events.count
                expectedRefusal = engine.updates == .naive && eventCount > 1
            } catch {
                expect(!rowsBefore[tapped.row].hasChildren, "seed \(seed)")
                expectedRefusal = true
            }

            do {
                try engine.toggleRow(at: tapped, in: &table)
                expect(!expectedRefusal, "seed \(seed)")
            } catch {
                expect(expectedRefusal, "seed \(seed): \(error)")
                expectEqual(table.snapshot, before, "seed \(seed)")
                continue
            }
            expectEqual(table.sections, expected.sections, "seed \(seed)")
            expectLastUpdateDescribesTheChange(from: shownBefore, to: table)
            expectEqual(table.everyRowID.sorted(), everyID, "seed \(seed)")
            expectTreeShape(table.sections[0].rows, parentLevel: -1)

            // Events: collapses in ascending order at their paths before, then the expansion at its path after.
            let events = Array(table.events.dropFirst(before.events.count))
            let collapsed = events.compactMap { if case .collapsedRow(let p) = $0 { p } else { nil } }
            expectEqual(collapsed, collapsed.sorted(), "seed \(seed)")
            for path in collapsed {
                expect(rowsBefore[path.row].isExpanded && rowsBefore[path.row].level == rowsBefore[tapped.row].level)
            }
            let tappedID = rowsBefore[tapped.row].id
            if case .expandedRow(let path) = events.last {
                expect(table.row(at: path)?.id == tappedID && table.row(at: path)?.isExpanded == true, "seed \(seed)")
                expectEqual(collapsed.count, events.count - 1)
            } else {
                expectEqual(events, [.collapsedRow(tapped)], "seed \(seed)")
            }

            // No scroll jump for the tapped row.
            let removedAbove = table.lastUpdate?.deleted.count { $0.row < tapped.row } ?? 0
            let wanted = before.contentOffset - Double(removedAbove) * table.geometry.rowHeight
            expectEqual(table.contentOffset, min(max(wanted, 0), table.maxContentOffset), "seed \(seed)")
        }

        engine.mode = .independent
        while let index = table.sections[0].rows.firstIndex(where: { $0.hasChildren && !$0.isExpanded }) {
            try engine.toggleRow(at: RowPath(index), in: &table)
        }
        expectEqual(table.shownTitles(), preorder(tree), "seed \(seed)")
        expectEqual(table.shownRowCount, everyID.count)
    }
}
