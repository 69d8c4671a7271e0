import Testing
import UIKit
import TestSupport

/// `UIViewPropertyAnimator` on the virtual clock, each behaviour from Apple's documentation
/// (https://developer.apple.com/documentation/uikit/uiviewpropertyanimator and its members' pages).
@MainActor @Suite struct PropertyAnimatorTests {
    /// A 10-point view at x 0 (centre 5) in a fresh runtime.
    func host() -> (UIKitRuntime, UIView) {
        let app = UIKitRuntime()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        return (app, view)
    }

    func shown(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    /// The positions an animator's completions were called with, in order.
    final class Completions {
        var positions: [UIViewAnimatingPosition] = []
    }

    /// A linear one-second animator moving `view`'s centre to x 105, started, its completions recorded.
    func started(_ app: UIKitRuntime, moving view: UIView) -> (UIViewPropertyAnimator, Completions) {
        let completions = Completions()
        let animator = app.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 } }
        app.run {
            animator.addCompletion { completions.positions.append($0) }
            animator.startAnimation()
        }
        return (animator, completions)
    }

    @Test func aStartedAnimatorMovesThePresentationAndCompletesWithEnd() {
        let (app, view) = host()
        let (animator, completions) = started(app, moving: view)
        expectEqual(view.center.x, 105)
        expect(animator.state == .active && animator.isRunning)
        app.advance(seconds: 0.5)
        expect(abs(shown(view) - 55) < 1e-6)
        expect(abs(animator.fractionComplete - 0.5) < 1e-6)
        app.advance(seconds: 0.5)
        expectEqual(completions.positions, [.end])
        expectEqual(animator.state, .inactive)
        expectEqual(shown(view), 105)
    }

    @Test func stopAnimationFalseThenFinishAnimationAtEndCallsTheCompletionWithEnd() {
        let (app, view) = host()
        let (animator, completions) = started(app, moving: view)
        app.advance(seconds: 0.25)
        app.run { animator.stopAnimation(false) }
        // Stopped: the view stays where it showed, and no completion has run yet.
        expectEqual(animator.state, .stopped)
        expect(abs(view.center.x - 30) < 1e-6)
        expect(completions.positions.isEmpty)
        app.run { animator.finishAnimation(at: .end) }
        expectEqual(completions.positions, [.end])
        expectEqual(view.center.x, 105)
        expectEqual(animator.state, .inactive)
    }

    @Test func stopAnimationTrueLeavesTheViewWhereItShowedAndCallsNoCompletion() {
        let (app, view) = host()
        let (animator, completions) = started(app, moving: view)
        app.advance(seconds: 0.5)
        app.run { animator.stopAnimation(true) }
        app.advance(seconds: 1)
        expect(abs(view.center.x - 55) < 1e-6)
        expect(abs(shown(view) - 55) < 1e-6)
        expect(completions.positions.isEmpty)
        expectEqual(animator.state, .inactive)
    }

    @Test func aPausedAnimatorScrubsLinearlyWithFractionComplete() {
        let (app, view) = host()
        let animator = app.run { UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 105 } }
        app.run {
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
        }
        expect(animator.state == .active && !animator.isRunning)
        expect(abs(shown(view) - 30) < 1e-6)
        app.advance(seconds: 1)
        expect(abs(shown(view) - 30) < 1e-6)
    }

    @Test func aReversedAnimatorRunsBackAndCompletesWithStartAtTheStartValues() {
        let (app, view) = host()
        let (animator, completions) = started(app, moving: view)
        app.advance(seconds: 0.5)
        app.run { animator.isReversed = true }
        app.advance(seconds: 0.25)
        expect(shown(view) < 55)
        app.advance(seconds: 0.5)
        expectEqual(completions.positions, [.start])
        expectEqual(view.center.x, 5)
    }

    @Test func aNonInterruptibleAnimatorIgnoresPauseAndRunsToItsEnd() {
        let (app, view) = host()
        var positions: [UIViewAnimatingPosition] = []
        let animator = app.run { UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 105 } }
        app.run {
            animator.isInterruptible = false
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
        }
        app.advance(seconds: 0.1)
        app.run { animator.pauseAnimation() }
        expect(animator.isRunning)
        app.advance(seconds: 0.4)
        expectEqual(positions, [.end])
        expect(app.console.contains { $0.contains("pauseAnimation()") })
    }

    @Test func continueAnimationRunsTheRestOverTheDurationFactorTimesTheDuration() {
        let (app, view) = host()
        var positions: [UIViewAnimatingPosition] = []
        let animator = app.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 } }
        app.run {
            animator.addCompletion { positions.append($0) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.2)
        }
        app.advance(seconds: 0.1)
        expect(positions.isEmpty)
        app.advance(seconds: 0.1)
        expectEqual(positions, [.end])
        expectEqual(shown(view), 105)
    }

    @Test func anUnderdampedSpringOvershootsItsEndValue() {
        let (app, view) = host()
        let animator = app.run {
            UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.3))
        }
        app.run {
            animator.addAnimations { view.center.x = 105 }
            animator.startAnimation()
        }
        var most: CGFloat = 0
        for _ in 0..<60 {
            app.advance(frames: 1)
            most = max(most, shown(view))
        }
        expect(most > 105)
        expectEqual(shown(view), 105)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        let (app, view) = host()
        app.run {
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: [.curveLinear],
                                                               animations: { view.center.x = 105 })
        }
        app.advance(seconds: 0.5)
        expect(abs(shown(view) - 5) < 1e-6)
        app.advance(seconds: 0.25)
        expect(abs(shown(view) - 55) < 2)
    }
}
