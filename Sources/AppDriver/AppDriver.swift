import AppScreen
import Foundation
import UIKit

/// The process that hosts one reader's app: it shows the app's root view controller in a ``UIKitRuntime`` window,
/// then answers the app backend line by line on standard input and output.
///
/// The app backend (`AppHost`) compiles the reader's files together with a three-line `main.swift` that calls
/// ``serve(arguments:makeRoot:)`` with the controller the exported app shows, wrapped as `chapters export ios`
/// wraps it: `UINavigationController(rootViewController: InboxViewController())`.
///
/// Each line read is one request, and each gets exactly one reply line (JSON, ``AppReply``):
/// - an ``AppInput`` as JSON (`{"touchDown":{"x":300,"y":150}}`, `{"wait":{"seconds":0.3}}`): applied through the
///   runtime's test finger or its virtual clock; the reply is `{}`, or `{"error":"…"}` for a line that is not one;
/// - the word `"screen"` (a JSON string): the reply is `{"screen":{…}}`, a ``Screen`` read by ``ScreenReader``.
///
/// A modelled UIKit exception does not end the process: the runtime stops delivering events, as an app that
/// crashed on iOS gets none, and every screen after it carries the ``AppCrash``. A trap (an index out of range, a
/// `fatalError`) ends the process; the app backend reads the trap from standard error.
///
/// Documentation (the window the entry point shows): https://developer.apple.com/documentation/uikit/uiwindow and
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor public enum AppDriver {
    /// Runs the app until standard input ends. `arguments` may give `--width W --height H` (320 × 568 otherwise).
    public static func serve(arguments: [String] = CommandLine.arguments, makeRoot: () -> UIViewController) {
        let size = windowSize(arguments)
        let runtime = UIKitRuntime(width: size.width, height: size.height)
        let root = runtime.run("making the app's root view controller") { makeRoot() }
        runtime.window.rootViewController = root
        runtime.window.makeKeyAndVisible()
        runtime.run("laying out the first screen") { runtime.window.layoutIfNeeded() }
        let session = Session(runtime: runtime)
        while let line = readLine() {
            reply(session.handle(line))
        }
    }

    private static func windowSize(_ arguments: [String]) -> CGSize {
        func value(_ flag: String, _ fallback: CGFloat) -> CGFloat {
            guard let at = arguments.firstIndex(of: flag), at + 1 < arguments.count, let number = Double(arguments[at + 1]), number > 0 else {
                return fallback
            }
            return CGFloat(number)
        }
        return CGSize(width: value("--width", 320), height: value("--height", 568))
    }

    private static func reply(_ reply: AppReply) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(reply)) ?? Data("{\"error\":\"the reply could not be written\"}".utf8)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

/// One hosted app and where the driver's finger is.
@MainActor final class Session {
    let runtime: UIKitRuntime
    /// Where the finger is, while it is down.
    private var finger: CGPoint?

    init(runtime: UIKitRuntime) {
        self.runtime = runtime
    }

    /// The reply to one request line.
    func handle(_ line: String) -> AppReply {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return AppReply(error: "an empty line is not a request: send an input as JSON, or \"screen\"") }
        if text == "\"screen\"" { return AppReply(screen: ScreenReader(runtime: runtime).screen(), crashStack: runtime.exceptions.first?.callStack) }
        do {
            let input = try JSONDecoder().decode(AppInput.self, from: Data(text.utf8))
            if case .settle(let seconds) = input { return AppReply(motion: settle(maxSeconds: seconds)) }
            apply(input)
            return AppReply()
        } catch {
            return AppReply(error: "not an input or \"screen\": \(String(text.prefix(200))) (\(error))")
        }
    }

    /// Applies an input: the finger through the runtime's test finger, waits on its virtual clock.
    func apply(_ input: AppInput) {
        switch input {
        case .touchDown(let x, let y):
            finger = CGPoint(x: x, y: y)
            runtime.touchDown(at: CGPoint(x: x, y: y))
        case .touchMove(let x, let y, let seconds):
            move(to: CGPoint(x: x, y: y), over: seconds)
        case .touchUp:
            finger = nil
            runtime.touchUp()
        case .wait(let seconds):
            runtime.advance(seconds: max(0, seconds))
        case .touchCancel:
            finger = nil
            runtime.touchCancel()
        case .settle(let seconds):
            _ = settle(maxSeconds: seconds)
        case .scroll(let y):
            scroll(toY: y)
        }
    }

    /// Runs frames until the runtime is idle (or `maxSeconds` passed), reading the visible cells' offsets each frame.
    func settle(maxSeconds: Double) -> [ScreenMotionFrame] {
        var frames: [ScreenMotionFrame] = []
        let limit = Int((min(max(0, maxSeconds), 60) * 60).rounded())
        while !runtime.isIdle, !runtime.hasCrashed, frames.count < limit {
            runtime.advance(frames: 1)
            frames.append(ScreenMotionFrame(cells: ScreenReader(runtime: runtime).cellOffsets()))
        }
        return frames
    }

    /// Scrolls the first table to `y`, clamped to where it can rest, as the app's own code would without animation.
    private func scroll(toY y: CGFloat) {
        guard !runtime.hasCrashed, let table = ScreenReader(runtime: runtime).firstTable(in: runtime.window) else { return }
        runtime.run("scrolling the table to \(y)") {
            let limits = table.contentOffsetLimits
            table.setContentOffset(CGPoint(x: table.contentOffset.x, y: min(max(y, limits.min.y), limits.max.y)), animated: false)
        }
    }

    /// Moves the finger in even steps, one per display frame of `seconds` (at once when `seconds` is under a frame).
    private func move(to end: CGPoint, over seconds: Double) {
        let frames = Int((max(0, seconds) * 60).rounded())
        guard frames > 0, let start = finger else {
            finger = end
            runtime.touchMove(to: end)
            return
        }
        finger = end
        for frame in 1...frames {
            runtime.advance(frames: 1)
            let t = CGFloat(frame) / CGFloat(frames)
            runtime.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }
}
