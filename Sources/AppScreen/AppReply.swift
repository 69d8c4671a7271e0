/// One reply of the process that hosts the reader's app, to one request line (see `AppDriver` and `AppSession`):
/// nothing for an input that was applied, the screen for a request for it, or why the line was not a request.
public struct AppReply: Codable, Hashable, Sendable {
    /// The screen, when the request asked for it.
    public var screen: Screen?
    /// Why the line was not understood (the app is left as it was).
    public var error: String?
    /// With a screen whose app crashed on a modelled UIKit exception: the call stack at the raise, as the platform
    /// gives it (`/path/app(+0x347e6) [0x…]`, innermost first), for the host to find the reader's line in.
    public var crashStack: [String]?
    /// For a ``AppInput/settle(maxSeconds:)``: each frame it ran, the visible cells' offsets (what an animation passed
    /// through).
    public var motion: [ScreenMotionFrame]?

    /// A reply with these parts (none: the input was applied).
    public init(screen: Screen? = nil, error: String? = nil, crashStack: [String]? = nil, motion: [ScreenMotionFrame]? = nil) {
        self.screen = screen
        self.error = error
        self.crashStack = crashStack
        self.motion = motion
    }
}
