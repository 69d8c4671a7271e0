/// A value animated through a list of keyframes on the virtual clock.
///
/// Each keyframe is one segment: from the previous value to `value` in `frames` frames along `curve`.
/// The swipe cell's bounce is two keyframes (`T + 20` then `T`, 0.1 s each, ease-out).
public struct KeyframeAnimation: Equatable, Sendable {
    /// One segment of an animation.
    public struct Keyframe: Equatable, Sendable {
        /// The value the segment ends at.
        public var value: Double
        /// How many frames the segment takes.
        public var frames: Int
        /// How the segment's progress follows time.
        public var curve: TimingCurve

        /// A segment to `value` taking `round(seconds × 60)` frames.
        public init(value: Double, seconds: Double, curve: TimingCurve = .easeOut) {
            self.value = value
            self.frames = VirtualClock.frames(for: seconds)
            self.curve = curve
        }
    }

    /// The value before the first keyframe.
    public let start: Double
    /// The segments, in order.
    public let keyframes: [Keyframe]
    /// Frames run so far.
    public private(set) var elapsed: Int = 0

    /// An animation from `start` through `keyframes`, not yet run.
    public init(from start: Double, through keyframes: [Keyframe]) {
        self.start = start
        self.keyframes = keyframes
    }

    /// The values the animation passes through after its start, in order.
    public var values: [Double] { keyframes.map(\.value) }

    /// The final value.
    public var end: Double { keyframes.last?.value ?? start }

    /// Frames the whole animation takes.
    public var totalFrames: Int { keyframes.reduce(0) { $0 + $1.frames } }

    /// Whether every frame has run.
    public var isFinished: Bool { elapsed >= totalFrames }

    /// Runs `frames` more frames (stopping at the end).
    public mutating func advance(frames: Int) {
        elapsed = min(totalFrames, elapsed + max(0, frames))
    }

    /// The value at the current frame.
    public var value: Double {
        var from = start
        var remaining = elapsed
        for keyframe in keyframes {
            if remaining < keyframe.frames {
                let fraction = Double(remaining) / Double(keyframe.frames)
                return from + (keyframe.value - from) * keyframe.curve.progress(at: fraction)
            }
            remaining -= keyframe.frames
            from = keyframe.value
        }
        return end
    }
}
