import Testing
import UIKit
import TestSupport

/// `UIView.animate` and `CADisplayLink` on the virtual clock, each behaviour from Apple's documentation.
@MainActor @Suite struct AnimationTests {
    func host(_ view: UIView) -> UIKitRuntime {
        let app = UIKitRuntime()
        app.window.addSubview(view)
        return app
    }

    @Test func theModelValueChangesAtOnceAndThePresentationMovesOverTheDuration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        app.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.center.x = 105 }
        }
        expectEqual(view.center.x, 105)
        expectEqual(view.layer.presentation()?.position.x, 5)
        app.advance(seconds: 0.5)
        expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 1e-6)
        app.advance(seconds: 0.5)
        expectEqual(view.layer.presentation()?.position.x, 105)
        expectEqual(view.layer.animationKeys(), nil)
    }

    @Test func theDefaultCurveIsEaseInOutAndEaseOutIsAheadAtHalfTime() {
        let inOut = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let out = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(inOut)
        app.window.addSubview(out)
        app.run {
            UIView.animate(withDuration: 1) { inOut.center.x = 105 }
            UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseOut]) { out.center.x = 105 }
        }
        app.advance(seconds: 0.5)
        expect(abs((inOut.layer.presentation()?.position.x ?? 0) - 55) < 0.01)
        expect((out.layer.presentation()?.position.x ?? 0) > 70)
    }

    @Test func theCompletionRunsWithFinishedTrueOnlyAfterTheDuration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        var results: [Bool] = []
        app.run {
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { results.append($0) })
        }
        app.advance(seconds: 0.15)
        expect(results.isEmpty)
        app.advance(seconds: 0.05)
        expectEqual(results, [true])
    }

    @Test func removeAllAnimationsCompletesWithFinishedFalse() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        var results: [Bool] = []
        app.run {
            UIView.animate(withDuration: 1, animations: { view.center.y = 200 }, completion: { results.append($0) })
        }
        app.advance(seconds: 0.3)
        app.run { view.layer.removeAllAnimations() }
        expectEqual(results, [false])
        expectEqual(view.layer.presentation()?.position.y, 200)
    }

    @Test func removingOneKeyLeavesTheOthersRunning() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        var results: [Bool] = []
        app.run {
            UIView.animate(withDuration: 1, animations: { view.center.y = 200; view.alpha = 0.5 }, completion: { results.append($0) })
        }
        expectEqual(view.layer.animationKeys(), ["opacity", "position"])
        app.run { view.layer.removeAnimation(forKey: "opacity") }
        expect(results.isEmpty)
        expectEqual(view.layer.animationKeys(), ["position"])
        app.advance(seconds: 1)
        expectEqual(results, [false])
    }

    @Test func aBlockThatChangesNothingCompletesAtTheEndOfTheTurnWithFinishedTrue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        var results: [Bool] = []
        app.run {
            UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
            expect(results.isEmpty)
        }
        expectEqual(results, [true])
        expectEqual(app.currentTime, 0)
    }

    @Test func duringTheDelayThePresentationStaysAtTheOldValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        app.run {
            UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveLinear], animations: { view.center.x = 105 })
        }
        app.advance(seconds: 0.4)
        expectEqual(view.layer.presentation()?.position.x, 5)
        app.advance(seconds: 0.35)
        expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 3.5)
    }

    @Test func aSecondAnimationOfTheSamePropertyIsAdditiveAndBothFinish() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        var results: [String] = []
        app.run {
            UIView.animate(withDuration: 1, animations: { view.center.x = 105 }, completion: { results.append("first \($0)") })
        }
        app.advance(seconds: 0.5)
        let before = view.layer.presentation()?.position.x ?? 0
        app.run {
            UIView.animate(withDuration: 1, animations: { view.center.x = 5 }, completion: { results.append("second \($0)") })
        }
        // No jump when the second one starts: it begins from where the first one had got to.
        expect(abs((view.layer.presentation()?.position.x ?? 0) - before) < 1e-6)
        app.advance(seconds: 1)
        expectEqual(results, ["first true", "second true"])
        expectEqual(view.layer.presentation()?.position.x, 5)
    }

    @Test func aSpringBelowCriticalDampingOvershootsAndACriticalOneDoesNot() {
        let bouncy = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let firm = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(bouncy)
        app.window.addSubview(firm)
        app.run {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                           animations: { bouncy.center.x = 105 })
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { firm.center.x = 105 })
        }
        var bouncyMax: CGFloat = 0
        var firmMax: CGFloat = 0
        for _ in 0..<60 {
            app.advance(frames: 1)
            bouncyMax = max(bouncyMax, bouncy.layer.presentation()?.position.x ?? 0)
            firmMax = max(firmMax, firm.layer.presentation()?.position.x ?? 0)
        }
        expect(bouncyMax > 110)
        expect(firmMax <= 105 + 1e-9)
        expectEqual(bouncy.layer.presentation()?.position.x, 105)
    }

    @Test func keyframesPassThroughEachKeyframesValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        app.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 25 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
            })
        }
        var samples: [CGFloat] = []
        for _ in 0..<4 {
            app.advance(seconds: 0.25)
            samples.append(view.layer.presentation()?.position.x ?? -1)
        }
        expectEqual(samples.map { ($0 * 1000).rounded() / 1000 }, [15, 25, 15, 5])
    }

    @Test func performWithoutAnimationChangesAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        app.run {
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { view.alpha = 0.2 }
            }
        }
        expectEqual(view.layer.animationKeys(), nil)
        expectEqual(view.layer.presentation()?.opacity, 0.2)
    }

    @Test func aDisplayLinkFiresOncePerFrameUntilInvalidated() {
        let app = UIKitRuntime()
        @MainActor final class Stepper {
            var steps: [(Double, Double)] = []
            var link: CADisplayLink?
            @MainActor func step(_ link: CADisplayLink) { steps.append((link.timestamp, link.targetTimestamp)) }
        }
        let stepper = Stepper()
        app.run {
            let link = CADisplayLink(target: stepper, selector: Selector(Stepper.step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            stepper.link = link
        }
        app.advance(seconds: 0.5)
        expectEqual(stepper.steps.count, 30)
        expect(stepper.steps.allSatisfy { abs($0.1 - $0.0 - 1.0 / 60) < 1e-9 })
        app.run { stepper.link?.invalidate() }
        app.advance(seconds: 0.5)
        expectEqual(stepper.steps.count, 30)
    }

    @Test func eachRuntimeHasItsOwnClock() {
        let first = UIKitRuntime()
        let second = UIKitRuntime()
        first.advance(seconds: 1)
        expectEqual(first.currentTime, 1)
        expectEqual(second.currentTime, 0)
    }

    /// Chapters 3 and 4: a chained snap whose completion ignores `finished` starts its second leg even after
    /// `prepareForReuse` removed the animations; one that checks `finished` does not.
    @Test func aChainedCompletionThatIgnoresFinishedRunsAfterRemoval() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = host(view)
        var secondLegs = 0
        app.run {
            UIView.animate(withDuration: 0.1, animations: { view.center.x = 100 }, completion: { _ in
                UIView.animate(withDuration: 0.1) { view.center.x = 80 }
                secondLegs += 1
            })
        }
        app.advance(seconds: 0.05)
        app.run { view.layer.removeAllAnimations() }
        expectEqual(secondLegs, 1)
        expectEqual(view.layer.animationKeys(), ["position"])
    }
}
