/// The only time a world knows: a frame counter at 60 frames a second.
///
/// Nothing reads the wall clock; time moves only when a caller advances it.
public struct VirtualClock: Equatable, Sendable {
    /// Frames per second.
    public static let framesPerSecond = 60

    /// Frames run since the world began.
    public private(set) var frame: Int = 0

    /// A clock at frame 0.
    public init() {}

    /// The number of frames a duration takes: exactly `round(seconds × 60)`.
    public static func frames(for seconds: Double) -> Int {
        Int((seconds * Double(framesPerSecond)).rounded())
    }

    /// The current time in seconds.
    public var seconds: Double { Double(frame) / Double(Self.framesPerSecond) }

    /// Moves time forward by `frames` frames (never backward).
    public mutating func advance(frames: Int) {
        frame += max(0, frames)
    }
}
