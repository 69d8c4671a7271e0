import Testing
import TableModel
@testable import SwipeEngine
import TestSupport

@Suite("Reveal style: release, bounce and cancel")
struct ReleaseTests {
    // MARK: Thresholds

    @Test func startedClosedOpensAtHalfTheOutermostWidthExactly() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -40)
        expect(try world.isOpen(3))
        expectEqual(try world.offset(3), 160)
        try world.swipe(5, by: -39.99)
        expect(try world.isClosed(5))
    }

    @Test func thresholdsUseTheOutermostAndInnermostWidths() throws {
        // Outermost 100, innermost 40: opening needs 50; staying open needs 140 − 20 = 120.
        var world = SwipeHarness(trailing: [SwipeAction("A", width: 100), SwipeAction("B", width: 40)])
        try world.swipe(1, by: -49.99)
        expect(try world.isClosed(1))
        try world.swipe(1, by: -50)
        expectEqual(try world.offset(1), 140)
        try world.swipe(1, by: 20.01)
        expect(try world.isClosed(1))
        try world.swipe(2, by: -200)
        try world.swipe(2, by: 20)
        expect(try world.isOpen(2))
    }

    @Test func startedOpenStaysOpenWhileTheOthersPlusHalfTheInnermostShow() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        try world.swipe(3, by: 40)       // o = 120 = T − wk/2
        expect(try world.isOpen(3))
        try world.swipe(3, by: 40.01)    // o = 119.99
        expect(try world.isClosed(3))
    }

    @Test func releaseDecidesOnTheVelocityProjection() throws {
        var world = SwipeHarness()
        // o = 30; v = −21 projects to 30 + 10.479 = 40.479 ≥ 40.
        try world.swipe(3, by: -30, velocity: -21)
        expect(try world.isOpen(3))
        // v = −20 projects to 39.98 (it would be 40 with 0.5 · v): closes.
        try world.swipe(4, by: -30, velocity: -20)
        expect(try world.isClosed(4))
        // A fast right fling closes a row dragged well past the threshold: 100 − 0.499 · 200 = 0.2.
        try world.swipe(5, by: -100, velocity: 200)
        expect(try world.isClosed(5))
    }

    @Test func projectionIsPointFourNineNineTimesTheVelocity() {
        expectEqual(ReleaseThreshold.projectedOffset(10, velocity: -1000), 10 + 499)
        expectEqual(ReleaseThreshold.projectedOffset(10, velocity: 1000), 10 - 499)
    }

    @Test func releaseThresholdComparesExactly() {
        let closed = ReleaseThreshold(widths: [80, 60], startedOpen: false)
        expect(closed.opens(at: 40))
        expect(!closed.opens(at: 39.999))
        let open = ReleaseThreshold(widths: [80, 60], startedOpen: true)
        expect(open.opens(at: 110))
        expect(!open.opens(at: 109.999))
        expect(!ReleaseThreshold(widths: [], startedOpen: false).opens(at: 1000))
    }

    // MARK: Bounce

    @Test func openingBouncesThroughTPlus20ThenT() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -60)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 12)
        expectEqual(try world.keyframes(3), [180, 160])
        expect(try !world.isOpen(3))           // still animating
        world.run(frames: 6)
        expectEqual(try world.offset(3), 180)
        world.run(frames: 6)
        expectEqual(try world.offset(3), 160)
        expect(try world.isOpen(3))
        expectEqual(world.cells.framesToSettle, 0)
    }

    @Test func bounceKeyframesAreEaseOut() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -60)
        try world.cells.release(velocity: 0, in: &world.table)
        world.run(frames: 3)
        let halfway = 60 + 120 * TimingCurve.easeOut.progress(at: 0.5)
        expect(isNear(try world.offset(3), halfway, within: 1e-9))
        expect(try world.offset(3) > 120)      // ease-out is ahead of linear at half time
    }

    @Test func closingBouncesThroughMinus20ThenZero() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        try world.swipe(3, by: 100)
        expectEqual(try world.keyframes(3), [-20, 0])
        expect(try world.isClosed(3))
    }

    @Test func noBounceWhenTheCellRestsAtItsTargetAndStartedThere() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -200)
        expectEqual(try world.keyframes(3), [180, 160])
        try world.pan(3, by: 0)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 0)
        expect(try world.isOpen(3))
        expectEqual(try world.keyframes(3), [180, 160])  // unchanged: no new animation
        try world.pan(4, by: 0)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 0)
        expectEqual(try world.keyframes(4), [])
    }

    @Test func reachingTheTargetFromElsewhereStillBounces() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -200)      // o = 160 = T, but it started at 0
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 12)
        expectEqual(try world.keyframes(3), [180, 160])
    }

    @Test func leadingSideMirrorsOpenAndClose() throws {
        var world = SwipeHarness(leading: [SwipeAction("Flag", width: 70), SwipeAction("Star", width: 50)])
        try world.swipe(3, by: 34.99)
        expect(try world.isClosed(3))
        expectEqual(try world.keyframes(3), [20, 0])
        try world.swipe(3, by: 35)          // l1 / 2
        expectEqual(try world.offset(3), -120)
        expectEqual(try world.keyframes(3), [-140, -120])
        expect(try world.isOpen(3))
        try world.swipe(3, by: -25)         // −95 = −(L − lk/2): stays open
        expect(try world.isOpen(3))
        try world.swipe(3, by: -26)
        expect(try world.isClosed(3))
        expectEqual(try world.keyframes(3), [20, 0])
        expectEqual(world.events, ["opened row 3", "closed row 3"])
    }

    @Test func leadingReleaseUsesTheMirroredProjection() throws {
        var world = SwipeHarness(leading: [SwipeAction("Flag", width: 70)])
        // o = −20, v = +40 projects to −20 − 19.96 = −39.96: 39.96 ≥ 35 opens.
        try world.swipe(3, by: 20, velocity: 40)
        expectEqual(try world.offset(3), -70)
    }

    @Test func crossingZeroUsesTheSideOfTheOffsetAtRelease() throws {
        var world = SwipeHarness(leading: [SwipeAction("Flag", width: 70), SwipeAction("Star", width: 50)])
        try world.swipe(3, by: 200)
        expectEqual(try world.offset(3), -120)
        // From −120, a left pan of 200 ends at +80 (trailing side, which started closed: 80 ≥ 40 opens).
        try world.swipe(3, by: -200)
        expectEqual(try world.offset(3), 160)
        expectEqual(try world.keyframes(3), [180, 160])
        // From 160, a right pan of 190 ends at −30 (leading side, started closed there: 30 < 35 closes).
        try world.swipe(3, by: 190)
        expect(try world.isClosed(3))
        expectEqual(try world.keyframes(3), [20, 0])
        expectEqual(world.events, ["opened row 3", "closed row 3"])
    }

    // MARK: Events

    @Test func eventsOnlyWhenTheStateChanges() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -10)      // stays closed
        try world.swipe(3, by: -100)     // opens
        try world.swipe(3, by: 10)       // stays open
        try world.swipe(3, by: 100)      // closes
        expectEqual(world.events, ["opened row 3", "closed row 3"])
    }

    // MARK: Cancel

    @Test func cancelReturnsToTheStateThePanStartedFromWithoutEvents() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -100)
        let before = world.cells
        try world.pan(3, by: 120)
        expectEqual(try world.offset(3), 40)
        try world.cells.cancel(in: &world.table)
        expectEqual(world.cells, before)
        expect(try world.isOpen(3))
        expectEqual(try world.offset(3), 160)
        expectEqual(world.cells.framesToSettle, 0)
        expectEqual(world.events, ["opened row 3"])

        try world.pan(4, by: -100)
        try world.cells.cancel(in: &world.table)
        expect(try world.isClosed(4))
        expect(!world.cells.isPanning)
    }

    @Test func aCellUnderTheFingerIsNeitherOpenNorClosed() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -200)
        expect(try !world.isOpen(3))
        expect(try !world.isClosed(3))
        expectEqual(world.openRows, [])
    }
}
