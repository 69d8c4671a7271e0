import Foundation

/// The test driver's finger: touches at window coordinates, delivered as UIKit delivers them.
///
/// A touch down hit-tests the window (`hitTest(_:with:)`), collects the gesture recognizers of the hit view and of
/// every view above it (deepest first; a tap recognizer above a control is left out, as UIKit does so the control
/// gets its tap), gives them the touch, then gives it to the hit view. Moves and the lift go to the same recognizers
/// and view; when a recognizer that cancels touches recognizes, the view gets `touchesCancelled` instead. Each call is
/// one run-loop turn at the current virtual time: advance the clock between calls for velocities and long presses.
extension UIKitRuntime {
    /// Puts a finger down at `point` (window coordinates); returns the view it hit. A finger already down is lifted
    /// first.
    @discardableResult
    public func touchDown(at point: CGPoint) -> UIView? {
        guard !hasCrashed else { return nil }
        if window.touchState.touch != nil { touchUp() }
        return run("a touch down at (\(Self.describe(point)))") {
            let touch = UITouch()
            touch.windowLocation = point
            touch.previousWindowLocation = point
            touch.timestamp = currentTime
            touch.window = window
            let hit = window.hitTest(point, with: nil)
            touch.view = hit
            let recognizers = Self.recognizers(for: hit, touch: touch)
            let arena = GestureArena(recognizers: recognizers)
            arena.samples = [(currentTime, point)]
            touch.gestureRecognizers = recognizers
            window.touchState = TouchDelivery(touch: touch, arena: arena, hitView: hit)
            arena.onRecognize = { [weak self] _ in self?.cancelViewTouches() }
            let event = makeEvent(touch)
            for recognizer in recognizers {
                recognizer.touches = [touch]
                recognizer.arena = arena
                recognizer.touchesBegan([touch], with: event)
            }
            if !window.touchState.viewTouchesCancelled { hit?.touchesBegan([touch], with: event) }
            return hit
        }
    }

    /// Moves the finger to `point` (window coordinates).
    public func touchMove(to point: CGPoint) {
        guard !hasCrashed, let touch = window.touchState.touch else { return }
        run("a touch move to (\(Self.describe(point)))") {
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.phase = .moved
            touch.timestamp = currentTime
            window.touchState.arena?.samples.append((currentTime, point))
            let event = makeEvent(touch)
            for recognizer in liveRecognizers() { recognizer.touchesMoved([touch], with: event) }
            if !window.touchState.viewTouchesCancelled { window.touchState.hitView?.touchesMoved([touch], with: event) }
        }
    }

    /// Lifts the finger.
    public func touchUp() {
        guard !hasCrashed, let touch = window.touchState.touch else { return }
        run("the finger lifting at (\(Self.describe(touch.windowLocation)))") {
            touch.phase = .ended
            touch.timestamp = currentTime
            // Where the finger lifts counts for the velocity: a finger that rested before lifting has none left.
            window.touchState.arena?.samples.append((currentTime, touch.windowLocation))
            let event = makeEvent(touch)
            for recognizer in liveRecognizers() { recognizer.touchesEnded([touch], with: event) }
            if !window.touchState.viewTouchesCancelled { window.touchState.hitView?.touchesEnded([touch], with: event) }
            finishTouch()
        }
    }

    /// The system cancels the touch (a call comes in): recognizers are cancelled or fail, the view is told.
    public func touchCancel() {
        guard !hasCrashed, let touch = window.touchState.touch else { return }
        run("the system cancelling the touch") {
            touch.phase = .cancelled
            let event = makeEvent(touch)
            for recognizer in liveRecognizers() { recognizer.touchesCancelled([touch], with: event) }
            if !window.touchState.viewTouchesCancelled { window.touchState.hitView?.touchesCancelled([touch], with: event) }
            finishTouch()
        }
    }

    /// A finger drag from `start` to `end` over `duration` seconds in `steps` even moves, then (if `lift`) the lift.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, steps: Int = 10, lift: Bool = true) {
        touchDown(at: start)
        let count = max(steps, 1)
        for step in 1...count {
            advance(seconds: duration / Double(count))
            let t = CGFloat(step) / CGFloat(count)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if lift { touchUp() }
    }

    /// A tap at `point`: down, 0.05 s, up.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        advance(seconds: 0.05)
        touchUp()
    }

    private func makeEvent(_ touch: UITouch) -> UIEvent {
        let event = UIEvent()
        event.timestamp = currentTime
        event.touchSet = [touch]
        return event
    }

    private func liveRecognizers() -> [UIGestureRecognizer] {
        (window.touchState.arena?.recognizers ?? []).filter { ![.failed, .cancelled, .ended].contains($0.state) || $0.pendingState != nil }
    }

    private func cancelViewTouches() {
        guard !window.touchState.viewTouchesCancelled, let touch = window.touchState.touch else { return }
        window.touchState.viewTouchesCancelled = true
        window.touchState.hitView?.touchesCancelled([touch], with: makeEvent(touch))
    }

    private func finishTouch() {
        for recognizer in window.touchState.arena?.recognizers ?? [] {
            recognizer.reset()
            recognizer.arena = nil
            recognizer.pendingState = nil
            recognizer.touches = []
            recognizer.apply(.possible)
        }
        window.touchState = TouchDelivery()
    }

    static func recognizers(for hit: UIView?, touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var control: UIControl?
        var view = hit
        while let current = view {
            if control == nil, let asControl = current as? UIControl { control = asControl }
            for recognizer in current.recognizers where recognizer.isEnabled {
                if recognizer is UITapGestureRecognizer, let control, control !== current { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                found.append(recognizer)
            }
            view = current.superview
        }
        return found
    }

    static func describe(_ point: CGPoint) -> String {
        "\(EngineNumber.text(point.x)), \(EngineNumber.text(point.y))"
    }
}

/// Numbers in messages: whole numbers without a decimal point.
enum EngineNumber {
    static func text(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
