import Testing
import TableModel
import TestSupport
@testable import SwipeEngine

/// Random pan paths and release velocities on random actions, checked against the swipe contract of the SwipeEngine catalog written
/// out again here (not by calling the engine's own threshold code): the clamp while the finger moves, the buttons
/// that show, the side and threshold a release decides on, where the cell rests, its bounce, its events, a cancel,
/// and that no row is lost. Seeded, so a failure names the seed that replays it.
@Suite("Swipe properties")
struct SwipePropertyTests {
    static let width = 320.0

    /// One random case: actions on both sides, a row, maybe a cell already open, a pan path and how it ends.
    struct Case: CustomStringConvertible {
        var seed: UInt64
        var trailing: [SwipeAction]
        var leading: [SwipeAction]
        var row: Int
        /// A pan and release run first, so that the pan under test may start open on either side.
        var opening: (translation: Double, velocity: Double)?
        var fromX: Double?
        var translations: [Double]
        /// `nil`: the system cancels the pan instead of a release.
        var velocity: Double?
        var singleOpen: Bool
        /// When set, the release velocity is chosen so that the projected offset lands this far past (or short of)
        /// the threshold of the side released: the cases where the projection decides.
        var pastThreshold: Double?
        /// With a plain release: a last move puts the offset exactly on the threshold (comparisons are `≥`).
        var onThreshold = false

        init(seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            func widths(_ count: ClosedRange<Int>, _ prefix: String) -> [SwipeAction] {
                (0..<Int.random(in: count, using: &rng)).map { index in
                    SwipeAction("\(prefix)\(index + 1)", width: Double(Int.random(in: 20...120, using: &rng)),
                                isDestructive: Int.random(in: 0..<4, using: &rng) == 0)
                }
            }
            self.seed = seed
            trailing = widths(1...3, "A")
            leading = widths(0...2, "L")
            row = Int.random(in: 0..<10, using: &rng)
            if Bool.random(using: &rng) {
                opening = (Double(Int.random(in: -300...300, using: &rng)), 0)
            }
            fromX = Bool.random(using: &rng) ? Double(Int.random(in: 0...320, using: &rng)) : nil
            // Whole and half points, so thresholds (half widths) are hit exactly now and then.
            translations = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Double(Int.random(in: -800...800, using: &rng)) / 2 }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: velocity = nil
            case 1, 2: velocity = 0
            default:
                // Never a multiple of 1000, so `0.499 · v` is never a whole number that could land on a threshold
                // and make the comparison depend on rounding.
                var v = Double(Int.random(in: -3000...3000, using: &rng))
                if v.truncatingRemainder(dividingBy: 1000) == 0 { v += 7 }
                velocity = v
            }
            singleOpen = Int.random(in: 0..<4, using: &rng) == 0
            onThreshold = velocity == 0 && Bool.random(using: &rng)
            if velocity != nil, !onThreshold, Bool.random(using: &rng) {
                pastThreshold = [-1.0, -0.5, -0.25, 0.25, 0.5, 1.0][Int.random(in: 0..<6, using: &rng)]
            }
        }

        var description: String {
            "seed \(seed): trailing \(trailing.map(\.width)), leading \(leading.map(\.width)), row \(row), opening \(String(describing: opening)), "
                + "translations \(translations), velocity \(velocity.map { "\($0)" } ?? "cancel"), past the threshold \(String(describing: pastThreshold))"
        }

        var trailingTotal: Double { trailing.reduce(0) { $0 + $1.width } }
        var leadingTotal: Double { leading.reduce(0) { $0 + $1.width } }
    }

    /// The contract's release: the side of the offset (the projection breaks a tie at 0, then the side the pan
    /// started on), the velocity projection `o − 0.499 · v`, and the thresholds of that side.
    static func expectedRelease(_ c: Case, offset: Double, velocity: Double, startRest: Double) -> (target: Double, outward: Double) {
        let projected = offset - 0.499 * velocity
        let trailingSide = offset != 0 ? offset > 0 : projected != 0 ? projected > 0 : startRest >= 0
        let widths = (trailingSide ? c.trailing : c.leading).map(\.width)
        let outward: Double = trailingSide ? 1 : -1
        guard let outermost = widths.first, let innermost = widths.last else { return (0, outward) }
        let startedOpenHere = trailingSide ? startRest > 0 : startRest < 0
        let distance = outward * projected
        let opens = startedOpenHere ? distance >= widths.reduce(0, +) - innermost / 2 : distance >= outermost / 2
        return (opens ? outward * widths.reduce(0, +) : 0, outward)
    }

    /// The contract's visible actions at offset `o`: trailing buttons pinned to the right edge (A1 at W − w1, …),
    /// leading ones to the left edge, each visible where the content, spanning `[−o, W − o)`, leaves at least one
    /// point of it uncovered. (Taken literally whatever the side: when T + L > W, an inner trailing button also shows
    /// in the uncovered strip of an open leading side.)
    static func expectedVisible(_ c: Case, offset o: Double) -> [String] {
        let uncovered = o > 0 ? (width - o, width) : o < 0 ? (0, -o) : (0, 0)
        func shows(_ x: Double, _ w: Double) -> Bool { min(x + w, uncovered.1) - max(x, uncovered.0) >= 1 }
        var right = width
        let trailing = c.trailing.compactMap { action -> String? in
            right -= action.width
            return shows(right, action.width) ? action.title : nil
        }
        var left = 0.0
        let leading = c.leading.compactMap { action -> String? in
            defer { left += action.width }
            return shows(left, action.width) ? action.title : nil
        }
        return trailing + leading
    }

    /// The velocity whose projection lands `past` points beyond the threshold of the side the offset is on (the
    /// velocity of the case when the offset is 0 or that side has no actions).
    static func velocity(_ c: Case, offset: Double, startRest: Double, past: Double) -> Double? {
        guard let threshold = threshold(c, offset: offset, startRest: startRest) else { return nil }
        let outward: Double = offset > 0 ? 1 : -1
        // o − 0.499 · v = outward · (threshold + past)
        return (offset - outward * (threshold + past)) / 0.499
    }

    /// The contract's threshold, measured outward, of the side the offset is on; `nil` at 0 or on a side without actions.
    static func threshold(_ c: Case, offset: Double, startRest: Double) -> Double? {
        guard offset != 0 else { return nil }
        let widths = (offset > 0 ? c.trailing : c.leading).map(\.width)
        guard let outermost = widths.first, let innermost = widths.last else { return nil }
        let startedOpenHere = offset > 0 ? startRest > 0 : startRest < 0
        return startedOpenHere ? widths.reduce(0, +) - innermost / 2 : outermost / 2
    }

    @Test func randomPansAndReleasesKeepTheSwipeContract() throws {
        var opened = 0, closed = 0, stayed = 0, cancelled = 0, bothSides = 0, ties = 0
        for seed in 0..<2_000 as Range<UInt64> {
            let c = Case(seed: seed)
            var harness = SwipeHarness(trailing: c.trailing, leading: c.leading)
            harness.cells.singleOpen = c.singleOpen
            let path = RowPath(c.row)
            if let opening = c.opening { try harness.swipe(c.row, by: opening.translation, velocity: opening.velocity) }
            let titles = harness.table.sections.map { $0.rows.map(\.title) }
            let otherOpen = harness.openRows.filter { $0 != c.row }
            let eventsBefore = harness.table.events.count
            let keyframesBefore = try harness.keyframes(c.row)
            let start = try harness.offset(c.row)
            expect([0, c.trailingTotal, -c.leadingTotal].contains(start), "\(c): a settled cell rests at 0, T or −L, not \(start)")

            try harness.cells.beginPan(at: path, x: c.fromX, in: &harness.table)
            var sawBoth = (false, false)
            for t in c.translations {
                try harness.cells.movePan(to: t, in: &harness.table)
                let offset = try harness.offset(c.row)
                let clamped = min(max(start - t, -c.leadingTotal), c.trailingTotal)
                expectEqual(offset, clamped, "\(c): translation \(t) gives \(offset), the contract \(clamped)")
                let visible = try harness.visible(c.row), contract = Self.expectedVisible(c, offset: offset)
                expectEqual(visible, contract, "\(c): visible actions at \(offset): \(visible), the contract \(contract)")
                expect(try !harness.isOpen(c.row) && !harness.isClosed(c.row), "\(c): a cell under a finger rests neither open nor closed")
                if offset > 0 { sawBoth.0 = true }
                if offset < 0 { sawBoth.1 = true }
            }
            if sawBoth.0 && sawBoth.1 { bothSides += 1 }
            let last = try harness.offset(c.row)
            if c.onThreshold, let threshold = Self.threshold(c, offset: last, startRest: start) {
                let outward: Double = last > 0 ? 1 : -1
                try harness.cells.movePan(to: start - outward * threshold, in: &harness.table)
                expectEqual(try harness.offset(c.row), outward * threshold, "\(c): the offset lands on the threshold")
                ties += 1
            }
            expectEqual(harness.table.events.count, eventsBefore, "\(c): moving a pan logs nothing")
            let released = try harness.offset(c.row)

            guard let caseVelocity = c.velocity else {
                try harness.cells.cancel(in: &harness.table)
                harness.settle()
                cancelled += 1
                expectEqual(try harness.offset(c.row), start, "\(c): a cancel returns to the offset the pan started from")
                expectEqual(try harness.keyframes(c.row), keyframesBefore, "\(c): a cancel animates nothing")
                expectEqual(harness.table.events.count, eventsBefore, "\(c): a cancel logs nothing")
                continue
            }
            let velocity = c.pastThreshold.flatMap { Self.velocity(c, offset: released, startRest: start, past: $0) } ?? caseVelocity
            try harness.release(velocity: velocity)
            let (target, outward) = Self.expectedRelease(c, offset: released, velocity: velocity, startRest: start)
            let rest = try harness.offset(c.row)
            expectEqual(rest, target, "\(c): released at \(released) with velocity \(velocity), rests at \(rest), the contract says \(target)")
            expect(try harness.isOpen(c.row) == (target != 0) && harness.isClosed(c.row) == (target == 0), "\(c)")

            // The bounce: 20 points past the target (outward when opening, through zero when closing), then the target;
            // none when the cell started at its target and is released there.
            let keyframes = try harness.keyframes(c.row)
            if released == target && start == target {
                expectEqual(keyframes, keyframesBefore, "\(c): no bounce when the cell rests where it started")
            } else if target == 0 {
                expectEqual(keyframes, [-outward * 20, 0], "\(c): closing keyframes \(keyframes)")
            } else {
                expectEqual(keyframes, [target + outward * 20, target], "\(c): opening keyframes \(keyframes)")
            }

            // Events: opened when a closed cell is left open, closed when an open one is left closed, nothing else;
            // with single open, the other open rows close first.
            let events = Array(harness.events.dropFirst(eventsBefore))
            let closesOthers = c.singleOpen && target != 0 && start == 0 ? otherOpen : []
            var expected = closesOthers.map { "closed row \($0)" }
            if start == 0 && target != 0 { expected.append("opened row \(c.row)"); opened += 1 }
            if start != 0 && target == 0 { expected.append("closed row \(c.row)"); closed += 1 }
            if (start == 0) == (target == 0) { stayed += 1 }
            expectEqual(events, expected, "\(c): events \(events)")

            // Nothing is lost, and other rows keep their state unless single open closed them.
            expectEqual(harness.table.sections.map { $0.rows.map(\.title) }, titles, "\(c): a swipe without a tap changes no row")
            let stillOpen = otherOpen.filter { !closesOthers.contains($0) }
            expectEqual(harness.openRows, (stillOpen + (target != 0 ? [c.row] : [])).sorted(), "\(c): open rows \(harness.openRows)")
        }
        // The generator reaches every branch often enough to mean something.
        expect(opened > 200 && closed > 100 && stayed > 200 && cancelled > 100 && bothSides > 20 && ties > 100,
                "opened \(opened), closed \(closed), stayed \(stayed), cancelled \(cancelled), both sides \(bothSides), ties \(ties)")
    }

    /// The Mail style's pan: `o = clamp(o0 − 1.1 · t, 0, W)` whatever the declared widths, and a release that is
    /// not armed rests at 0 or W / 2.
    @Test func mailPansFollowTheFingerElevenTenthsAndRestClosedOrAtHalfTheWidth() throws {
        for seed in 0..<500 as Range<UInt64> {
            let c = Case(seed: seed)
            var harness = SwipeHarness(trailing: c.trailing, style: .mail)
            let titles = harness.table.sections.map { $0.rows.map(\.title) }
            try harness.cells.beginPan(at: RowPath(c.row), x: 300, in: &harness.table)
            for t in c.translations {
                try harness.cells.movePan(to: t, in: &harness.table)
                let expected = min(max(0 - 1.1 * t, 0), Self.width)
                expect(abs(try harness.offset(c.row) - expected) < 1e-9, "\(c): mail offset for \(t)")
            }
            let fingerX = 300 + (c.translations.last ?? 0)
            try harness.release(velocity: c.velocity ?? 0)
            // Only a finger within 50 points of the left edge arms a full swipe.
            if fingerX >= 50 {
                expect([0, Self.width / 2].contains(try harness.offset(c.row)), "\(c): an unarmed mail release rests at 0 or W / 2")
                expectEqual(harness.table.sections.map { $0.rows.map(\.title) }, titles, "\(c)")
            }
        }
    }
}
