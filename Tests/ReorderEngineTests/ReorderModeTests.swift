import Testing
import TableModel
import TestSupport
@testable import ReorderEngine

/// What `reorder by move` and `reorder by exchange` change (the ReorderEngine catalog): identical for neighbour
/// steps, different once a drag skips rows or crosses sections.
@Suite("Reorder modes")
struct ReorderModeTests {
    @Test func moveIsTheDefault() {
        expectEqual(LongPressReorder().mode, .move)
    }

    /// Random walks of one row at a time, up and down: both modes leave the same order and log the same events.
    @Test func neighbourStepsGiveTheSameOrderAndEventsInBothModes() throws {
        for seed in 0..<200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let rowCount = Int.random(in: 2...9, using: &rng)
            let start = Int.random(in: 0..<rowCount, using: &rng)
            let steps = (0..<Int.random(in: 1...12, using: &rng)).map { _ in Bool.random(using: &rng) ? 44.0 : -44.0 }
            var results: [(titles: [String], events: [TableEvent])] = []
            for mode in [ReorderMode.move, .exchange] {
                var table = Table(rowCount: rowCount)
                var reorder = LongPressReorder()
                reorder.mode = mode
                reorder.edgeScroll = false
                try reorder.longPress(RowPath(start), in: &table)
                for step in steps { try reorder.drag(by: step, in: &table) }
                try reorder.drop(in: &table)
                results.append((table.titles(), table.events))
            }
            expectEqual(results[0].titles, results[1].titles, "seed \(seed)")
            expectEqual(results[0].events, results[1].events, "seed \(seed)")
        }
    }

    @Test func acrossSectionsMoveChangesBothCountsAndExchangeKeepsThem() throws {
        var counts: [ReorderMode: [Int]] = [:]
        var titles: [ReorderMode: [[String]]] = [:]
        for mode in [ReorderMode.move, .exchange] {
            var table = Table.named([("Family", 3), ("Friends", 5)])
            var reorder = LongPressReorder()
            reorder.mode = mode
            try reorder.longPress(RowPath(section: 0, row: 0), in: &table)
            try reorder.drag(to: RowPath(section: 1, row: 2), in: &table)
            try reorder.drop(in: &table)
            counts[mode] = table.shownCounts
            titles[mode] = [table.titles(section: 0), table.titles(section: 1)]
        }
        expectEqual(counts[.move], [2, 6])
        expectEqual(counts[.exchange], [3, 5])
        expectEqual(titles[.exchange]?[0].contains("Family #1"), false)
        expectEqual(titles[.move]?[1].contains("Family #1"), true)
        expectEqual(titles[.exchange]?[1].contains("Family #1"), true)
    }
}
