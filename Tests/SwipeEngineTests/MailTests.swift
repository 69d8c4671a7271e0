import Testing
import TableModel
@testable import SwipeEngine
import TestSupport

@Suite("Mail style")
struct MailTests {
    static let trashMore = [SwipeAction("Trash", width: 999, isDestructive: true), SwipeAction("More", width: 1)]
    static let archiveMore = [SwipeAction("Archive", width: 999), SwipeAction("More", width: 1)]

    func mail(_ actions: [SwipeAction] = trashMore) -> SwipeHarness {
        SwipeHarness(trailing: actions, style: .mail)
    }

    @Test func contentMovesOnePointOneTimesTheFingerClampedToTheWidth() throws {
        var world = mail()
        try world.pan(2, by: -100)
        expect(isNear(try world.offset(2), 110, within: 1e-9))
        try world.cells.movePan(to: -400, in: &world.table)
        expectEqual(try world.offset(2), 320)
        try world.cells.movePan(to: 50, in: &world.table)
        expectEqual(try world.offset(2), 0)
    }

    @Test func leadingActionsAreIgnored() throws {
        var world = mail()
        world.cells.leadingActions = [SwipeAction("Flag", width: 80)]
        try world.pan(2, by: 60)
        expectEqual(try world.offset(2), 0)
        expectEqual(try world.cells.buttons(at: RowPath(2), in: world.table).map(\.title), ["Trash", "More"])
    }

    @Test func buttonsFanOutWithBaseWidthUpToHalfTheWidth() throws {
        var world = mail()
        try world.pan(2, by: -100)          // o = 110, k = 2, b = 80
        let buttons = try world.cells.buttons(at: RowPath(2), in: world.table)
        expectEqual(buttons.map(\.title), ["Trash", "More"])
        expect(isNear(buttons[0].x, 265) && buttons[0].width == 80)
        expect(isNear(buttons[1].x, 210) && buttons[1].width == 80)
        // Each shows its share of the revealed area; the outer one lies on top.
        expect(isNear(buttons[0].visibleWidth, 55) && isNear(buttons[1].visibleWidth, 55))
        expectEqual(try world.visible(2), ["Trash", "More"])
    }

    @Test func baseWidthIsHalfTheWidthSharedEqually() throws {
        var world = SwipeHarness(trailing: [SwipeAction("A", width: 10), SwipeAction("B", width: 10), SwipeAction("C", width: 10), SwipeAction("D", width: 10)], style: .mail)
        try world.pan(2, by: -50)           // o = 55
        let buttons = try world.cells.buttons(at: RowPath(2), in: world.table)
        expectEqual(buttons.map(\.width), [40, 40, 40, 40])
        expect(isNear(buttons[3].x, 320 - 55))
    }

    @Test func beyondHalfTheWidthButtonsGrowToFillTheRevealedArea() throws {
        var world = mail()
        try world.pan(2, from: 300, by: -200)   // o = 220, finger at 100: not armed
        let buttons = try world.cells.buttons(at: RowPath(2), in: world.table)
        expect(isNear(buttons[0].x, 210) && isNear(buttons[0].width, 110))
        expect(isNear(buttons[1].x, 100) && isNear(buttons[1].width, 110))
        expect(isNear(buttons[0].visibleWidth, 110) && isNear(buttons[1].visibleWidth, 110))
    }

    @Test func fullSwipeArmsLeftOfFiftyAndDisarmsWhenLeaving() throws {
        var world = mail()
        try world.pan(2, from: 300, by: -260)   // finger 40, o = 286
        expectEqual(world.cells.pan?.isArmed, true)
        let armed = try world.cells.buttons(at: RowPath(2), in: world.table)
        expect(isNear(armed[0].x, 34) && isNear(armed[0].width, 286) && isNear(armed[0].visibleWidth, 286))
        expectEqual(armed[1].visibleWidth, 0)
        expectEqual(try world.visible(2), ["Trash"])

        try world.cells.movePan(to: -250, in: &world.table)   // finger exactly 50: not < 50
        expectEqual(world.cells.pan?.isArmed, false)
        expectEqual(try world.visible(2), ["Trash", "More"])
        expect(isNear(try world.button("Trash", 2)!.x, 320 - 137.5))
    }

    @Test func armingAndDisarmingEachGiveOneHapticTapAndLiftingOrCancellingNone() throws {
        var world = mail()
        try world.pan(2, from: 300, by: -260)   // armed: one tap
        try world.cells.movePan(to: -265, in: &world.table)   // still armed: no tap
        expectEqual(world.cells.hapticTaps, 1)
        try world.cells.movePan(to: -250, in: &world.table)   // disarmed
        try world.cells.movePan(to: -260, in: &world.table)   // armed again
        expectEqual(world.cells.hapticTaps, 3)
        try world.cells.cancel(in: &world.table)
        expectEqual(world.cells.hapticTaps, 3, "a tap that was felt stays felt")
        var reveal = SwipeHarness(trailing: Self.trashMore, style: .reveal)
        try reveal.pan(2, from: 300, by: -260)
        try reveal.cells.release(velocity: 0, in: &reveal.table)
        expectEqual(reveal.cells.hapticTaps, 0, "the reveal style never arms")
    }

    @Test func fullSwipeNeedsMoreThanHalfTheWidthRevealed() throws {
        var world = mail()
        try world.pan(2, from: 100, by: -60)    // finger 40 but o = 66
        expectEqual(world.cells.pan?.isArmed, false)
        try world.cells.movePan(to: -145, in: &world.table)   // o = 159.5 ≤ 160
        expectEqual(world.cells.pan?.isArmed, false)
        try world.cells.movePan(to: -146, in: &world.table)   // o = 160.6 > 160
        expectEqual(world.cells.pan?.isArmed, true)
    }

    @Test func destructiveFullSwipeSlidesOutThenDeletesTheRow() throws {
        var world = mail()
        try world.pan(2, from: 300, by: -270)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.events, ["tapped \"Trash\" in row 2"])
        expectEqual(world.cells.framesToSettle, 6)
        expectEqual(try world.keyframes(2), [320])
        world.run(frames: 5)
        expectEqual(world.table.shownRowCount, 30)
        world.run(frames: 1)
        expectEqual(world.events, ["tapped \"Trash\" in row 2", "deleted row 2"])
        expectEqual(world.table.shownRowCount, 29)
        expectEqual(world.table.row(at: RowPath(2))?.title, "Item #4")
        expectEqual(world.cells.framesToSettle, 0)
        expectEqual(world.openRows, [])
        expect(try world.isClosed(2))
    }

    @Test func aRowSlidingOutCannotBeSwipedAgain() throws {
        var world = mail()
        try world.pan(2, from: 300, by: -270)
        try world.cells.release(velocity: 0, in: &world.table)
        #expect(throws: Refusal("row 2 is being deleted")) {
            try world.cells.beginPan(at: RowPath(2), x: nil, in: &world.table)
        }
    }

    @Test func nonDestructiveFullSwipePerformsTheActionAndCloses() throws {
        var world = mail(Self.archiveMore)
        try world.pan(2, from: 300, by: -270)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 18)
        world.settle()
        expectEqual(try world.keyframes(2), [0])
        expect(try world.isClosed(2))
        expectEqual(world.events, ["tapped \"Archive\" in row 2"])
        expectEqual(world.table.shownRowCount, 30)
    }

    @Test func fullSwipeFromAnOpenRowReportsTheClose() throws {
        var world = mail(Self.archiveMore)
        try world.swipe(2, by: -100)
        try world.pan(2, from: 300, by: -260)
        try world.release()
        expectEqual(world.events, ["opened row 2", "tapped \"Archive\" in row 2", "closed row 2"])
    }

    @Test func releaseOpensToHalfTheWidthIn0Point3SecondsWithoutBounce() throws {
        var world = mail()
        try world.pan(2, by: -40)           // o = 44 ≥ b / 2 = 40
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 18)
        expectEqual(try world.keyframes(2), [160])
        world.run(frames: 17)
        expect(try !world.isOpen(2))
        expect(try world.offset(2) < 160)
        world.run(frames: 1)
        expect(try world.isOpen(2))
        expectEqual(try world.offset(2), 160)
        expectEqual(world.events, ["opened row 2"])
    }

    @Test func releaseClosesBelowHalfTheBaseWidth() throws {
        var world = mail()
        try world.swipe(2, by: -36)         // o = 39.6 < 40
        expect(try world.isClosed(2))
        expectEqual(try world.keyframes(2), [0])
        expectEqual(world.events, [])
    }

    @Test func startedOpenStaysOpenWhileHalfTheWidthMinusHalfABaseShows() throws {
        var world = mail()
        try world.swipe(2, by: -100)
        try world.swipe(2, by: 36)          // o = 120.4 ≥ 160 − 40
        expect(try world.isOpen(2))
        try world.swipe(2, by: 37)          // o = 119.3
        expect(try world.isClosed(2))
        expectEqual(world.events, ["opened row 2", "closed row 2"])
    }

    @Test func mailReleaseUsesTheVelocityProjection() throws {
        var world = mail()
        try world.swipe(2, by: -10, velocity: -100)   // 11 + 49.9 = 60.9 ≥ 40
        expect(try world.isOpen(2))
        expectEqual(try world.offset(2), 160)
    }

    @Test func noAnimationWhenAMailCellStaysWhereItRests() throws {
        var world = mail()
        try world.swipe(2, by: -100)
        try world.pan(2, by: 0)
        try world.cells.release(velocity: 0, in: &world.table)
        expectEqual(world.cells.framesToSettle, 0)
        expect(try world.isOpen(2))
    }

    @Test func tapContentClosesAMailCellWithoutBounce() throws {
        var world = mail()
        try world.swipe(2, by: -100)
        try world.cells.tapContent(at: RowPath(2), in: &world.table)
        expectEqual(world.cells.framesToSettle, 18)
        world.settle()
        expectEqual(try world.keyframes(2), [0])
        expect(try world.isClosed(2))
    }

    @Test func tappingAVisibleMailButtonPerformsIt() throws {
        var world = mail()
        try world.swipe(2, by: -100)
        try world.cells.tapAction("Trash", at: RowPath(2), in: &world.table)
        expectEqual(world.events, ["opened row 2", "tapped \"Trash\" in row 2", "deleted row 2"])
    }
}
