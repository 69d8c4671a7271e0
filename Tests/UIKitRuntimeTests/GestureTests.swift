import Testing
import UIKit
import TestSupport

/// Gesture recognizers driven by the runtime's finger, each behaviour from Apple's documentation.
@MainActor @Suite struct GestureTests {
    @MainActor final class Target {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGFloat] = []
        var velocities: [CGFloat] = []
        @MainActor func pan(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
            translations.append(pan.translation(in: pan.view).x)
            velocities.append(pan.velocity(in: pan.view).x)
        }
        @MainActor func fired(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
    }

    final class Delegate: UIGestureRecognizerDelegate {
        var begin = true
        var together = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { together }
    }

    func setUp() -> (UIKitRuntime, UIView) {
        let app = UIKitRuntime()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        app.window.addSubview(view)
        return (app, view)
    }

    @Test func aPanBeginsAfterTenPointsChangesOnEveryMoveAndEndsOnLift() {
        let (app, view) = setUp()
        let target = Target()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Selector(Target.pan(_:))))
        app.touchDown(at: CGPoint(x: 200, y: 120))
        app.advance(frames: 1)
        app.touchMove(to: CGPoint(x: 195, y: 120))
        expect(target.states.isEmpty)
        app.advance(frames: 1)
        app.touchMove(to: CGPoint(x: 188, y: 120))
        app.advance(frames: 1)
        app.touchMove(to: CGPoint(x: 180, y: 120))
        app.touchUp()
        expectEqual(target.states, [.began, .changed, .ended])
        expectEqual(target.translations, [-12, -20, -20])
    }

    @Test func setTranslationRebasesTheTranslation() {
        let (app, view) = setUp()
        let rebaser = Rebaser()
        rebaser.view = view
        view.addGestureRecognizer(UIPanGestureRecognizer(target: rebaser, action: Selector(Rebaser.pan(_:))))
        app.drag(from: CGPoint(x: 100, y: 120), to: CGPoint(x: 160, y: 120), duration: 0.3, steps: 3)
        expectEqual(rebaser.seen, [20, 20, 20, 0])
    }

    @Test func theVelocityIsTheTravelOfTheLastTenthOfASecondPerSecond() {
        let (app, view) = setUp()
        let target = Target()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Selector(Target.pan(_:))))
        app.drag(from: CGPoint(x: 300, y: 120), to: CGPoint(x: 100, y: 120), duration: 0.5, steps: 10)
        expect(abs((target.velocities.last ?? 0) + 400) < 1e-6)
        // A finger that rests before lifting has no velocity left.
        let still = Target()
        view.gestureRecognizers = [UIPanGestureRecognizer(target: still, action: Selector(Target.pan(_:)))]
        app.drag(from: CGPoint(x: 300, y: 120), to: CGPoint(x: 100, y: 120), duration: 0.5, steps: 10, lift: false)
        app.advance(seconds: 0.2)
        app.touchUp()
        expectEqual(still.velocities.last, 0)
    }

    @Test func aDelegateThatSaysNoFailsThePanAndNoActionIsSent() {
        let (app, view) = setUp()
        let target = Target()
        let delegate = Delegate()
        delegate.begin = false
        let pan = UIPanGestureRecognizer(target: target, action: Selector(Target.pan(_:)))
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        app.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 100, y: 120))
        expect(target.states.isEmpty)
    }

    @Test func theViewsGestureRecognizerShouldBeginDecidesAVerticalPan() {
        let app = UIKitRuntime()
        let cell = HorizontalCell(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        app.window.addSubview(cell)
        let target = Target()
        cell.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Selector(Target.pan(_:))))
        app.drag(from: CGPoint(x: 200, y: 110), to: CGPoint(x: 190, y: 140))
        expect(target.states.isEmpty)
        app.drag(from: CGPoint(x: 200, y: 110), to: CGPoint(x: 140, y: 115))
        expectEqual(target.states.first, .began)
    }

    @Test func theDeepestPanWinsAndTheOtherFailsUnlessSimultaneousIsAllowed() {
        let (app, view) = setUp()
        let inner = Target(), outer = Target()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: inner, action: Selector(Target.pan(_:))))
        let outerPan = UIPanGestureRecognizer(target: outer, action: Selector(Target.pan(_:)))
        app.window.addGestureRecognizer(outerPan)
        app.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 100, y: 120))
        expectEqual(inner.states.first, .began)
        expect(outer.states.isEmpty)
        let delegate = Delegate()
        delegate.together = true
        outerPan.delegate = delegate
        app.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 100, y: 120))
        expectEqual(outer.states.first, .began)
    }

    @Test func aRecognizerThatRequiresAnotherToFailWaitsForIt() {
        let (app, view) = setUp()
        let tapTarget = Target(), panTarget = Target()
        let tap = UITapGestureRecognizer(target: tapTarget, action: Selector(Target.fired(_:)))
        let pan = UIPanGestureRecognizer(target: panTarget, action: Selector(Target.pan(_:)))
        tap.require(toFail: pan)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        app.tap(at: CGPoint(x: 100, y: 120))
        expectEqual(tapTarget.states, [.ended])
        app.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 100, y: 120))
        expectEqual(tapTarget.states, [.ended])
        expectEqual(panTarget.states.first, .began)
    }

    @Test func aTapFailsWhenTheFingerMovesMoreThanTenPoints() {
        let (app, view) = setUp()
        let target = Target()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector(Target.fired(_:))))
        app.drag(from: CGPoint(x: 100, y: 120), to: CGPoint(x: 115, y: 120))
        expect(target.states.isEmpty)
        app.tap(at: CGPoint(x: 100, y: 120))
        expectEqual(target.states, [.ended])
    }

    @Test func aLongPressBeginsAfterItsMinimumDurationOnTheVirtualClock() {
        let (app, view) = setUp()
        let target = Target()
        let press = UILongPressGestureRecognizer(target: target, action: Selector(Target.fired(_:)))
        press.minimumPressDuration = 1.0
        view.addGestureRecognizer(press)
        app.touchDown(at: CGPoint(x: 100, y: 120))
        app.advance(seconds: 0.9)
        expect(target.states.isEmpty)
        app.advance(seconds: 0.1)
        expectEqual(target.states, [.began])
        app.advance(frames: 1)
        app.touchMove(to: CGPoint(x: 100, y: 160))
        app.touchUp()
        expectEqual(target.states, [.began, .changed, .ended])
    }

    @Test func aLongPressFailsWhenTheFingerMovesOrLiftsTooEarly() {
        let (app, view) = setUp()
        let target = Target()
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: Selector(Target.fired(_:))))
        app.touchDown(at: CGPoint(x: 100, y: 120))
        app.advance(seconds: 0.2)
        app.touchMove(to: CGPoint(x: 100, y: 140))
        app.advance(seconds: 1)
        app.touchUp()
        app.touchDown(at: CGPoint(x: 100, y: 120))
        app.advance(seconds: 0.3)
        app.touchUp()
        app.advance(seconds: 1)
        expect(target.states.isEmpty)
    }

    @Test func aButtonSendsTouchUpInsideThroughHitTestingToItsTargetAndAction() {
        let app = UIKitRuntime()
        let screen = BackScreen()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        button.addTarget(screen, action: Selector(BackScreen.goBack), for: .touchUpInside)
        var handled: [String] = []
        button.addAction(UIAction { _ in handled.append("action") }, for: .touchUpInside)
        app.window.addSubview(button)
        app.tap(at: CGPoint(x: 20, y: 20))
        expectEqual(screen.taps, 1)
        expectEqual(handled, ["action"])
        app.tap(at: CGPoint(x: 200, y: 200))
        expectEqual(screen.taps, 1)
    }

    @Test func aTapRecognizerAboveAButtonLeavesTheTapToTheButton() {
        let app = UIKitRuntime()
        let container = UIView(frame: app.window.bounds)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        let target = Target()
        container.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector(Target.fired(_:))))
        container.addSubview(button)
        app.window.addSubview(container)
        app.tap(at: CGPoint(x: 20, y: 20))
        expectEqual(log, ["button"])
        expect(target.states.isEmpty)
    }

    @Test func aPanThatRecognizesCancelsTheButtonsTouch() {
        let app = UIKitRuntime()
        let container = UIView(frame: app.window.bounds)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("cancel") }, for: .touchCancel)
        container.addGestureRecognizer(UIPanGestureRecognizer(target: Target(), action: Selector(Target.pan(_:))))
        container.addSubview(button)
        app.window.addSubview(container)
        app.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 40, y: 20))
        expectEqual(log, ["cancel"])
    }
}

/// A cell whose pan begins only when it is mostly horizontal (chapter 2's rule).
private final class HorizontalCell: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: self)
        return abs(velocity.x) > abs(velocity.y)
    }
}

/// A target whose action takes no sender.
@MainActor private final class BackScreen {
    var taps = 0
    @MainActor func goBack() { taps += 1 }
}

/// Reads the translation, then sets it back to zero, on every change.
@MainActor private final class Rebaser {
    var seen: [CGFloat] = []
    weak var view: UIView?
    @MainActor func pan(_ pan: UIPanGestureRecognizer) {
        seen.append(pan.translation(in: view).x)
        pan.setTranslation(.zero, in: view)
    }
}
