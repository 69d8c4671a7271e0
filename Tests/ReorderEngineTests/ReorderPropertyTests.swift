import Testing
import TestSupport
import TableModel
@testable import ReorderEngine

/// Thousands of random gesture sequences on random tables: nothing is ever lost, duplicated or misplaced.
@Suite("Reorder properties")
struct ReorderPropertyTests {
    /// One random world: a table of several sections and a reorder gesture with random settings.
    struct World {
        var table: Table
        var reorder: LongPressReorder
        var rng: SplitMix64

        init(seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            let sectionCount = Int.random(in: 1...4, using: &rng)
            let sections = (0..<sectionCount).map { index in
                ("S\(index)", Int.random(in: 0...7, using: &rng), Int.random(in: 0..<6, using: &rng) == 0)
            }
            let geometry = Geometry(
                viewportHeight: Double(Int.random(in: 120...400, using: &rng)),
                rowHeight: [44, 30][Int.random(in: 0...1, using: &rng)],
                headerHeight: [0, 28, 28][Int.random(in: 0...2, using: &rng)]
            )
            var table = Table(namedSections: sections, geometry: geometry)
            table.scroll(to: Double.random(in: 0...400, using: &rng))
            var reorder = LongPressReorder()
            reorder.mode = Bool.random(using: &rng) ? .move : .exchange
            reorder.edgeScroll = Int.random(in: 0..<5, using: &rng) != 0
            reorder.edgeRange = Double(Int.random(in: 0...200, using: &rng))
            reorder.minimumPress = Double.random(in: 0.1...1.5, using: &rng)
            self.table = table
            self.reorder = reorder
            self.rng = rng
        }

        var viewportY: Double {
            mutating get { Double.random(in: -20...(table.geometry.viewportHeight + 20), using: &rng).rounded() }
        }
    }

    enum Gesture: CaseIterable {
        case press, dragTo, dragBy, hold, drop, cancel, scroll
    }

    @Test func randomGesturesKeepEveryRowAndCancelRestoresTheOrder() throws {
        var lifts = 0, moves = 0, cancels = 0, refusals = 0
        let seeds = Sweep.count(full: 3_000, sample: 1_000)
        for seed in 0..<UInt64(seeds) {
            var world = World(seed: seed)
            let everyRow = world.table.order.joined().sorted()
            var orderAtLift: [[RowID]]?
            var originalPath: RowPath?

            for _ in 0..<30 {
                // With nothing lifted, mostly press (the rest exercises refusals).
                let pressFirst = !world.reorder.isLifting && Int.random(in: 0..<5, using: &world.rng) < 3
                let gesture = pressFirst ? .press : Gesture.allCases.randomElement(using: &world.rng)!
                let before = (order: world.table.order, events: world.table.events.count, reorder: world.reorder,
                              offset: world.table.contentOffset, update: world.table.lastUpdate)
                let pathBefore = world.reorder.liftedPath(in: world.table)
                var refused = false
                do {
                    switch gesture {
                    case .press:
                        let duration: Double? = Bool.random(using: &world.rng) ? nil : Double.random(in: 0...2, using: &world.rng)
                        try world.reorder.longPress(atViewportY: world.viewportY, duration: duration, in: &world.table)
                        if let path = world.reorder.liftedPath(in: world.table) {
                            lifts += 1
                            orderAtLift = before.order
                            originalPath = path
                            expectEqual(world.table.events.last, .lifted(path))
                        }
                    case .dragTo:
                        try world.reorder.drag(toViewportY: world.viewportY, in: &world.table)
                    case .dragBy:
                        try world.reorder.drag(by: Double(Int.random(in: -150...150, using: &world.rng)), in: &world.table)
                    case .hold:
                        world.reorder.hold(frames: Int.random(in: 1...40, using: &world.rng), in: &world.table)
                    case .drop:
                        try world.reorder.drop(in: &world.table)
                        expectEqual(world.table.events.last, .dropped(pathBefore!))
                        expectEqual(world.table.order, before.order)
                    case .cancel:
                        try world.reorder.cancel(in: &world.table)
                        cancels += 1
                        expectEqual(world.table.order, orderAtLift, "seed \(seed)")
                        expectEqual(world.table.events.last, .dropped(originalPath!))
                    case .scroll:
                        world.table.scroll(to: Double.random(in: 0...600, using: &world.rng))
                    }
                } catch {
                    refused = true
                    refusals += 1
                    // A refusal changes nothing.
                    expectEqual(world.table.order, before.order)
                    expectEqual(world.table.events.count, before.events)
                    expectEqual(world.reorder, before.reorder)
                    expectEqual(world.table.contentOffset, before.offset)
                    expectEqual(world.table.lastUpdate, before.update)
                }

                // Nothing lost or duplicated.
                expectEqual(world.table.order.joined().sorted(), everyRow, "seed \(seed)")

                guard !refused, gesture == .dragTo || gesture == .dragBy || gesture == .hold,
                      let lifted = world.reorder.liftedPath(in: world.table), let finger = world.reorder.fingerY else { continue }
                // Every `moved` event starts where the lifted row was and the last one ends where it is.
                let moved = world.table.events[before.events...].compactMap { event -> (RowPath, RowPath)? in
                    if case .moved(let from, let to) = event { return (from, to) }
                    return nil
                }
                moves += moved.count
                if gesture != .hold { expect(moved.count <= 1) }
                var at = pathBefore
                for (from, to) in moved {
                    expectEqual(from, at)
                    at = to
                }
                expectEqual(at, lifted)
                // If the finger is over a row, it is the lifted row; a still finger never jumps again.
                if case .row(let path)? = world.table.item(atContentY: world.table.contentOffset + finger) {
                    expectEqual(path, lifted, "seed \(seed)")
                }
                var still = world
                still.reorder.edgeScroll = false
                still.reorder.holdFrame(in: &still.table)
                expectEqual(still.table.events.count, world.table.events.count, "seed \(seed)")
            }
        }
        // The sequences exercised what they claim to.
        // (Per 3,000 seeds: over 10,000 lifts, 8,000 moves, 4,000 cancels and 2,000 refusals.)
        expect(lifts > 10_000 * seeds / 3_000)
        expect(moves > 8_000 * seeds / 3_000)
        expect(cancels > 4_000 * seeds / 3_000)
        expect(refusals > 2_000 * seeds / 3_000)
    }
}
