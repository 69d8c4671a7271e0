import Messages
import TableModel
import TableScene
import SwipeEngine
import Testing
import TestSupport

/// The TableScene catalog (one finger at a time): a second gesture that holds a finger down is refused, naming the first, and changes
/// nothing; `release` lifts whichever finger is down.
@Suite("One finger")
struct OneFingerTests {
    private func scene(header: Bool = false) throws -> TableScene {
        var scene = TableScene(table: Table(rowCount: 30))
        scene.swipe.trailingActions = [.systemDelete]
        if header { try scene.setHeader(fullHeight: 200) }
        return scene
    }

    /// Calls `body` and returns its refusal (recording an issue when it succeeds).
    private func refusal(_ body: () throws(Refusal) -> Void) -> Refusal? {
        do throws(Refusal) {
            try body()
            Issue.record("the gesture was not refused")
            return nil
        } catch {
            return error
        }
    }

    @Test func aPanDuringAPullIsRefusedNamingThePullInBothLanguages() throws {
        var scene = try scene(header: true)
        try scene.pullDown(80)
        let before = (scene.table.contentOffset, scene.table.clock.frame, scene.table.events)
        let refused = refusal { () throws(Refusal) in try scene.pan(RowPath(3), through: [-60]) }
        expectEqual(refused?.message(in: .english), "a finger is already down: pull down 80; release it first")
        expectEqual(refused?.message(in: .chinese), "已经有手指按着：下拉 80；先 `松开`")
        // Nothing changed: the pull still holds the finger, no pan began, the table stays pulled.
        expectEqual(scene.finger.holder, .pull(distance: 80))
        expect(!scene.swipe.isPanning)
        expectEqual(scene.table.contentOffset, before.0)
        expectEqual(scene.table.clock.frame, before.1)
        expectEqual(scene.table.events, before.2)
        expectEqual(try scene.swipe.offset(at: RowPath(3), in: scene.table), 0)
    }

    @Test func releaseLiftsThePullAndNoFingerIsLeftDown() throws {
        var scene = try scene(header: true)
        try scene.pullDown(80)
        _ = refusal { () throws(Refusal) in try scene.pan(RowPath(3), through: [-60]) }
        try scene.release()
        expectEqual(scene.finger.holder, nil)
        expectEqual(scene.table.contentOffset, 0)
        // The old bug: a second release found the pan's finger still down. Now there is nothing to release.
        let second = refusal { () throws(Refusal) in try scene.release() }
        expectEqual(second?.message, RefusalMessages.noPanToRelease.english)
        // And the finger is free for a pan.
        try scene.pan(RowPath(3), through: [-60])
        expectEqual(scene.finger.holder, .pan(RowPath(3)))
    }

    @Test func aLongPressOrAPullDuringAPanIsRefusedNamingThePan() throws {
        var scene = try scene(header: true)
        try scene.pan(RowPath(3), through: [-60])
        let frame = scene.table.clock.frame
        let press = refusal { () throws(Refusal) in try scene.longPress(RowPath(5)) }
        expectEqual(press?.message, "a finger is already down: pan on row 3; release it first")
        expectEqual(press?.message(in: .chinese), "已经有手指按着：行 3 上的滑动；先 `松开`")
        expectEqual(scene.table.clock.frame, frame, "a refused long press must not run the clock")
        expect(!scene.reorder.isLifting)
        let pull = refusal { () throws(Refusal) in try scene.pullDown(40) }
        expectEqual(pull?.message.contains("pan on row 3"), true)
        expectEqual(scene.table.contentOffset, 0)
        let second = refusal { () throws(Refusal) in try scene.pan(RowPath(4), through: [-30]) }
        expectEqual(second?.message.contains("pan on row 3"), true)
        try scene.release()
        expect(try scene.swipe.isOpen(at: RowPath(3), in: scene.table))
        expectEqual(scene.finger.holder, nil)
    }

    @Test func theLongPressNamedIsWhereItsLiftedRowIsNow() throws {
        var scene = try scene()
        try scene.longPress(RowPath(1))
        expectEqual(scene.finger.holder, .longPress(RowPath(1)))
        try scene.drag(to: RowPath(4))
        expectEqual(scene.finger.holder, .longPress(RowPath(4)))
        let pan = refusal { () throws(Refusal) in try scene.pan(RowPath(0), through: [-60]) }
        expectEqual(pan?.message, "a finger is already down: long press on row 4; release it first")
        expectEqual(pan?.message(in: .chinese), "已经有手指按着：行 4 上的长按；先 `松开`")
    }

    @Test func releaseDropsALiftedRow() throws {
        var scene = try scene()
        try scene.longPress(RowPath(1))
        try scene.drag(to: RowPath(2))
        _ = scene.takeEvents()
        try scene.release()
        expectEqual(scene.takeEvents(), [.dropped(RowPath(2))])
        expect(!scene.reorder.isLifting)
        expectEqual(scene.finger.holder, nil)
    }

    /// `release(lettingAnimationsFinish: false)` leaves the snap playing: the clock stops part-way through it, and a
    /// scroll that reuses the cell mid-snap (cells reset on reuse) shows the new row closed.
    @Test func aReleaseThatDoesNotWaitLeavesTheSnapPlaying() throws {
        var scene = try scene()
        scene.swipe.trailingActions = [SwipeAction("Delete", width: 80, isDestructive: true), SwipeAction("More", width: 70)]
        try scene.pan(RowPath(3), through: [-100])
        try scene.release(lettingAnimationsFinish: false)
        expectEqual(scene.finger.holder, nil)
        expectEqual(try scene.offset(of: RowPath(3)), 100, "nothing has run yet")
        scene.wait(seconds: 0.05)
        expect(abs(try scene.offset(of: RowPath(3)) - 147.925) < 0.01, "half-way through an ease-out leg from 100 to 170")
        scene.settle()
        expectEqual(try scene.offset(of: RowPath(3)), 150)

        var reused = try self.scene()
        reused.swipe.trailingActions = scene.swipe.trailingActions
        reused.swipe.setCellState(.reset, in: reused.table)
        try reused.pan(RowPath(0), through: [-100])
        try reused.release(lettingAnimationsFinish: false)
        reused.scroll(by: 44)
        expectEqual(try reused.offset(of: RowPath(13)), 0, "row 0's cell came to row 13 closed, its snap stopped")
    }

    @Test func aShortPressLeavesTheFingerUp() throws {
        var scene = try scene()
        try scene.longPress(RowPath(1), seconds: 0.5)
        expect(!scene.reorder.isLifting)
        expectEqual(scene.finger.holder, nil)
        try scene.pan(RowPath(1), through: [-60])
    }

    @Test func dropAndDragNameThePanOrPullThatHoldsTheFinger() throws {
        var scene = try scene(header: true)
        try scene.pullDown(30)
        let drop = refusal { () throws(Refusal) in try scene.drop() }
        expectEqual(drop?.message, "nothing is pressed: the finger that is down is the pull down 30; release lifts it")
        let drag = refusal { () throws(Refusal) in try scene.drag(by: 44) }
        expectEqual(drag?.message.contains("pull down 30"), true)
        let header = refusal { () throws(Refusal) in try scene.panHeader(by: -100) }
        expectEqual(header?.message.contains("pull down 30"), true)
        expectEqual(scene.finger.holder, .pull(distance: 30))
    }

    @Test func cancelEndsWhicheverGestureHoldsTheFinger() throws {
        var scene = try scene(header: true)
        try scene.pullDown(30)
        try scene.cancel()
        expectEqual(scene.finger.holder, nil)
        expectEqual(scene.table.contentOffset, 0)
        try scene.pan(RowPath(3), through: [-60])
        try scene.cancel()
        expectEqual(scene.finger.holder, nil)
        expect(try scene.swipe.isClosed(at: RowPath(3), in: scene.table))
        let none = refusal { () throws(Refusal) in try scene.cancel() }
        expectEqual(none?.message, RefusalMessages.noGestureToCancel.english)
    }

    @Test func scrollingEndsAPull() throws {
        var scene = try scene(header: true)
        try scene.pullDown(30)
        scene.scroll(to: 44)
        expectEqual(scene.finger.holder, nil)
        try scene.pan(RowPath(3), through: [-60])
    }

    @Test func theStateMachineAloneRefusesASecondFingerAndLiftsTheFirst() {
        var finger = OneFinger()
        expect(!finger.isDown)
        expectEqual(finger.lift(), nil)
        #expect(throws: Never.self) { try finger.touchDown(.pan(RowPath(3))) }
        #expect(throws: Refusal(RefusalMessages.fingerAlreadyDown(RefusalMessages.panHolding(RowPath(3).name)))) {
            try finger.touchDown(.pull(distance: 80))
        }
        expectEqual(finger.holder, .pan(RowPath(3)))
        finger.follow(.longPress(RowPath(7)))
        expectEqual(finger.holder, .pan(RowPath(3)), "following another kind of gesture changes nothing")
        expectEqual(finger.lift(), .pan(RowPath(3)))
        expect(!finger.isDown)
    }
}
