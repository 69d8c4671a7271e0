import EngineMessages
import Foundation
import Runtime
import TableModel

/// One running app: its window, its virtual clock and main run loop, and what it reported.
///
/// Nothing here reads the wall clock or starts a timer: time moves only when ``advance(seconds:)`` (or
/// ``advance(frames:)``) is called, one display frame (1/60 s, the engines' `VirtualClock`) at a time. Each frame
/// fires the display links, starts the gestures whose delay has passed (long press), ends the animations that have
/// reached their end (their completions run in that frame's run-loop turn) and lays out what needs layout, in that
/// order. Every runtime owns its own state; nothing is shared between runtimes, so tests do not leak into each other.
///
/// Documentation (the run loop and the display's frames): https://developer.apple.com/documentation/foundation/runloop and
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@MainActor public final class UIKitRuntime {
    /// The virtual clock, in display frames at 60 Hz.
    public private(set) var clock = VirtualClock()
    /// The window the app is shown in.
    public let window: UIWindow
    /// The exceptions the app raised; the first one crashed it, and no event is delivered after it.
    public private(set) var exceptions: [UIKitException] = []
    /// The haptic feedback the app asked for, in order; recorded, not played.
    public private(set) var feedback: [FeedbackRecord] = []
    /// The actions the app's code was given because a person tapped them, in order: swipe actions' handlers and
    /// controls' touch-up-inside actions (``PerformedActionRecord``).
    public internal(set) var performedActions: [PerformedActionRecord] = []
    /// What UIKit wrote to the console (such as "Unable to simultaneously satisfy constraints"), in order.
    public private(set) var console: [String] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    public var animationsEnabled = true

    var animatingLayers: [ObjectIdentifier: CALayer] = [:]
    var displayLinks: [CADisplayLink] = []
    /// Per-frame work of UIKit's own (a scroll view decelerating): each returns whether it goes on.
    var frameTasks: [(owner: ObjectIdentifier, step: (Double) -> Bool)] = []
    var timers: [(time: Double, order: Int, action: () -> Void)] = []
    private var timerOrder = 0
    private var pending: [(context: String, block: () -> Void)] = []
    private var activity: [String] = []

    /// The runtime whose event or block is being delivered now; nil outside every delivery.
    static var current: UIKitRuntime?

    /// A runtime with a window `width` × `height` points (the engines' world is 320 × 568).
    public init(width: CGFloat = 320, height: CGFloat = 568) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.runtime = self
    }

    /// The virtual time in seconds.
    public var currentTime: Double { clock.seconds }

    /// Whether the app has crashed (raised an exception).
    public var hasCrashed: Bool { !exceptions.isEmpty }

    /// Runs `body` as one turn of the main run loop: the app's code runs as if UIKit had called it, then blocks queued
    /// on the main queue run and the window lays out.
    @discardableResult
    public func run<T>(_ context: String = "running the app's code", _ body: () throws -> T) rethrows -> T {
        let result = try deliver(context, body)
        endTurn()
        return result
    }

    /// Calls `body` with this runtime current and `context` naming what UIKit is doing (for exception reports).
    func deliver<T>(_ context: String, _ body: () throws -> T) rethrows -> T {
        let previous = Self.current
        Self.current = self
        activity.append(context)
        defer {
            activity.removeLast()
            Self.current = previous
        }
        return try body()
    }

    /// Moves the clock on by `seconds`, rounded to whole frames, frame by frame.
    public func advance(seconds: Double) {
        advance(frames: VirtualClock.frames(for: seconds))
    }

    /// Moves the clock on by `frames` display frames.
    public func advance(frames: Int) {
        for _ in 0..<max(frames, 0) {
            clock.advance(frames: 1)
            frame()
        }
    }

    /// One display frame: display links, due timers, ended animations, then the run-loop turn's queued blocks and layout.
    private func frame() {
        let now = currentTime
        for link in displayLinks where !link.isPaused && !hasCrashed {
            deliver("a display-link step at \(RefusalMessages.number(now)) s") { link.fire(at: now) }
        }
        let tasks = frameTasks
        frameTasks = []
        for task in tasks where !hasCrashed {
            if deliver("a scroll view moving on its own at \(RefusalMessages.number(now)) s", { task.step(now) }) { frameTasks.append(task) }
        }
        let due = timers.filter { $0.time <= now + 1e-9 }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
        timers.removeAll { $0.time <= now + 1e-9 }
        for timer in due where !hasCrashed { deliver("a timer at \(RefusalMessages.number(now)) s", timer.action) }
        for (id, layer) in animatingLayers where !layer.finishAnimations(at: now) {
            animatingLayers[id] = nil
        }
        endTurn()
    }

    /// The end of a run-loop turn: queued blocks (animation completions among them), then layout.
    func endTurn() {
        var rounds = 0
        while !pending.isEmpty, rounds < 1000 {
            rounds += 1
            let blocks = pending
            pending = []
            for item in blocks where !hasCrashed { deliver(item.context, item.block) }
        }
        deliver("laying out the window") { window.layoutIfNeeded() }
    }

    /// Queues `block` for the end of the current run-loop turn.
    func enqueue(context: String, _ block: @escaping () -> Void) {
        pending.append((context, block))
    }

    /// Runs `action` in the first frame at or after `delay` seconds from now.
    func schedule(after delay: Double, _ action: @escaping () -> Void) {
        timerOrder += 1
        timers.append((currentTime + delay, timerOrder, action))
    }

    /// Runs `step` in every frame from the next one while it returns true; a new task of the same owner replaces
    /// the old one.
    func startFrameTask(owner: AnyObject, _ step: @escaping (Double) -> Bool) {
        stopFrameTask(owner: owner)
        frameTasks.append((ObjectIdentifier(owner), step))
    }

    /// Stops `owner`'s frame task.
    func stopFrameTask(owner: AnyObject) {
        frameTasks.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { !animatingLayers.isEmpty }

    /// Whether nothing is left to happen on its own: no animation, no scroll view moving by itself, no timer due
    /// (display links, which fire until paused, do not count). The app backend runs frames until this holds, as the
    /// engines settle between two commands.
    public var isIdle: Bool { animatingLayers.isEmpty && frameTasks.isEmpty && timers.isEmpty }

    /// Records an exception the app raised: with what the runtime was doing, the time and the call stack.
    func record(_ exception: UIKitException) {
        var exception = exception
        exception.context = activity.last ?? "running the app's code"
        exception.time = currentTime
        exception.callStack = Thread.callStackSymbols
        exception.stack = CapturedStack(backtrace: try? Backtrace.capture(limit: 128))
        exceptions.append(exception)
    }

    /// Writes a line to the app's console.
    func log(_ line: String) {
        console.append(line)
    }

    /// Records feedback the app asked a generator for.
    func record(_ record: FeedbackRecord) {
        var record = record
        record.time = currentTime
        feedback.append(record)
    }

    /// Raises `exception` in the runtime that is delivering now (or the one given): UIKit's crash, recorded.
    static func raise(_ exception: UIKitException, in runtime: UIKitRuntime? = nil) {
        if let runtime = runtime ?? current {
            runtime.record(exception)
        } else {
            FileHandle.standardError.write(Data((exception.description + "\n").utf8))
        }
    }
}
