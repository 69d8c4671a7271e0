import Testing
import TableModel
@testable import SwipeEngine
import TestSupport

@Suite("Reveal style: pan, clamp and buttons")
struct RevealPanTests {
    @Test func leftPanRevealsTrailingActionsUpToTheirTotal() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -60)
        expectEqual(try world.offset(3), 60)
        try world.cells.movePan(to: -200, in: &world.table)
        expectEqual(try world.offset(3), 160)
        expect(world.cells.isPanning)
    }

    @Test func holdsNoStateUntilACellIsTouched() throws {
        var world = SwipeHarness()
        expect(world.cells.holdsNoState)
        for row in 0..<5 { expectEqual(try world.offset(row), 0) }
        try world.pan(3, by: -60)
        expect(!world.cells.holdsNoState)
        try world.cells.release(velocity: 0, in: &world.table)
        world.cells.advance(frames: 600, in: &world.table)
        // Closed again or open, the cell keeps its state: only a table that never swiped holds none.
        expect(!world.cells.holdsNoState)
    }

    @Test func rightPanWithoutLeadingActionsNeverGoesBelowZero() throws {
        var world = SwipeHarness()
        try world.pan(3, by: 50)
        expectEqual(try world.offset(3), 0)
    }

    @Test func rightPanRevealsLeadingActionsDownToMinusTheirTotal() throws {
        var world = SwipeHarness(leading: [SwipeAction("Flag", width: 70), SwipeAction("Star", width: 50)])
        try world.pan(3, by: 45)
        expectEqual(try world.offset(3), -45)
        try world.cells.movePan(to: 300, in: &world.table)
        expectEqual(try world.offset(3), -120)
    }

    @Test func panFromAnOpenCellStartsAtItsRestingOffset() throws {
        var world = SwipeHarness()
        try world.swipe(3, by: -100)
        try world.pan(3, by: 30)
        expectEqual(try world.offset(3), 130)
    }

    @Test func trailingButtonsArePinnedToTheRightEdgeOutermostFirst() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -100)
        let buttons = try world.cells.buttons(at: RowPath(3), in: world.table)
        expectEqual(buttons, [
            SwipeButton(title: "More", x: 240, width: 80, isDestructive: false, visibleWidth: 80),
            SwipeButton(title: "Delete", x: 160, width: 80, isDestructive: true, visibleWidth: 20),
        ])
    }

    @Test func leadingButtonsMirrorAtTheLeftEdge() throws {
        var world = SwipeHarness(leading: [SwipeAction("Flag", width: 70), SwipeAction("Star", width: 50)])
        try world.pan(3, by: 90)
        let buttons = try world.cells.buttons(at: RowPath(3), in: world.table)
        let flag = try require(buttons.first { $0.title == "Flag" })
        let star = try require(buttons.first { $0.title == "Star" })
        expect(flag.x == 0 && flag.width == 70 && flag.visibleWidth == 70)
        expect(star.x == 70 && star.width == 50 && star.visibleWidth == 20)
        expectEqual(try world.visible(3), ["Flag", "Star"])
    }

    @Test func anActionIsVisibleFromOnePointOn() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -80.5)
        expectEqual(try world.visible(3), ["More"])
        try world.cells.movePan(to: -81, in: &world.table)
        expectEqual(try world.visible(3), ["More", "Delete"])
        try world.cells.movePan(to: -0.5, in: &world.table)
        expectEqual(try world.visible(3), [])
        try world.cells.movePan(to: -1, in: &world.table)
        expectEqual(try world.visible(3), ["More"])
    }

    @Test func closedCellShowsNoActions() throws {
        let world = SwipeHarness()
        expectEqual(try world.visible(3), [])
        expectEqual(try world.button("More", 3)?.visibleWidth, 0)
    }

    @Test func editingDeleteIsOne82PointButton() throws {
        var world = SwipeHarness(trailing: [.systemDelete])
        try world.swipe(3, by: -200)
        expectEqual(try world.offset(3), 82)
        expectEqual(try world.button("Delete", 3), SwipeButton(title: "Delete", x: 238, width: 82, isDestructive: true, visibleWidth: 82))
    }

    @Test func panDefaultsToTwentyPointsFromTheRightEdge() throws {
        var world = SwipeHarness()
        try world.pan(3, by: -10)
        expectEqual(world.cells.pan?.startX, 300)
        try world.cells.cancel(in: &world.table)
        try world.pan(3, from: 120, by: -10)
        expectEqual(world.cells.pan?.startX, 120)
    }
}
