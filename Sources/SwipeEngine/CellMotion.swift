import TableModel

/// What one cell's content is doing: where it rests (or will rest), the animation taking it there,
/// and the values its last animation passed through.
struct CellMotion: Equatable, Sendable {
    /// The offset the content rests at once any animation ends.
    var rest: Double = 0
    /// The running animation, if any; it always ends at `rest`.
    var animation: KeyframeAnimation?
    /// The values the last animation passed through after its start (what `expect … keyframes` reads).
    var keyframes: [Double] = []
    /// The last animation as it started: its start, keyframes, frames and curves (what a figure replays).
    var lastAnimation: KeyframeAnimation?

    /// The offset shown now.
    var offset: Double { animation?.value ?? rest }

    var isAnimating: Bool { animation != nil }

    /// Frames until the running animation ends.
    var remainingFrames: Int { animation.map { $0.totalFrames - $0.elapsed } ?? 0 }

    /// Starts an animation from `start` through `keyframes`; the content then rests at the last one.
    mutating func animate(from start: Double, through keyframes: [KeyframeAnimation.Keyframe]) {
        let animation = KeyframeAnimation(from: start, through: keyframes)
        rest = animation.end
        self.keyframes = animation.values
        lastAnimation = animation
        self.animation = animation.isFinished ? nil : animation
    }

    /// Runs the animation `frames` more frames, dropping it once it has finished.
    mutating func advance(frames: Int) {
        guard var running = animation else { return }
        running.advance(frames: frames)
        animation = running.isFinished ? nil : running
    }
}
