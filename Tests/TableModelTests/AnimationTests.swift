import Testing
@testable import TableModel
import TestSupport

@Suite("Clock and animation")
struct AnimationTests {
    @Test func durationsAreRoundedToWholeFrames() {
        expectEqual(VirtualClock.frames(for: 0.1), 6)
        expectEqual(VirtualClock.frames(for: 0.25), 15)
        expectEqual(VirtualClock.frames(for: 1), 60)
        expectEqual(VirtualClock.frames(for: 0.3), 18)
    }

    @Test func easeOutStartsFastAndEndsSlow() {
        let curve = TimingCurve.easeOut
        expectEqual(curve.progress(at: 0), 0)
        expectEqual(curve.progress(at: 1), 1)
        expect(curve.progress(at: 0.5) > 0.5)
        expect(abs(curve.progress(at: 0.5) - 0.7) < 0.05)
    }

    @Test func keyframesRunInOrder() {
        var animation = KeyframeAnimation(from: 100, through: [
            .init(value: 180, seconds: 0.1), .init(value: 160, seconds: 0.1),
        ])
        expectEqual(animation.values, [180, 160])
        expectEqual(animation.totalFrames, 12)
        animation.advance(frames: 6)
        expectEqual(animation.value, 180)
        animation.advance(frames: 100)
        expect(animation.isFinished)
        expectEqual(animation.value, 160)
    }
}
