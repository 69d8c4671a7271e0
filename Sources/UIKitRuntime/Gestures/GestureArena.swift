import Foundation

/// The recognizers one touch sequence feeds, and UIKit's rules between them (see ``UIGestureRecognizer``).
@MainActor final class GestureArena {
    let recognizers: [UIGestureRecognizer]
    /// The finger's places in window coordinates, with their times, for velocities.
    var samples: [(time: Double, point: CGPoint)] = []
    /// Called when a recognizer that cancels the view's touches recognizes.
    var onRecognize: ((UIGestureRecognizer) -> Void)?

    init(recognizers: [UIGestureRecognizer]) {
        self.recognizers = recognizers
    }

    func together(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `a` must wait for `b` to fail.
    func waits(_ a: UIGestureRecognizer, for b: UIGestureRecognizer) -> Bool {
        a.requiredToFail.contains { $0 === b } || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
    }

    static func isActive(_ state: UIGestureRecognizer.State) -> Bool { state == .began || state == .changed }

    /// Applies UIKit's rules to `recognizer` wanting `wanted`.
    func transition(_ recognizer: UIGestureRecognizer, to wanted: UIGestureRecognizer.State) {
        if recognizer.pendingState != nil {
            if wanted == .failed || wanted == .cancelled { fail(recognizer) }
            if wanted == .ended { recognizer.pendingState = .ended }
            return
        }
        guard recognizer.state == .possible, wanted == .began || wanted == .ended else {
            if wanted == .failed { fail(recognizer) } else { recognizer.apply(wanted) }
            return
        }
        guard recognizer.shouldBegin() else { return fail(recognizer) }
        let others = recognizers.filter { $0 !== recognizer }
        if others.contains(where: { (Self.isActive($0.state) || ($0.state == .ended && $0.pendingState == nil)) && !together($0, recognizer) }) {
            return fail(recognizer)
        }
        if others.contains(where: { waits(recognizer, for: $0) && $0.state != .failed }) {
            recognizer.pendingState = wanted
            return
        }
        begin(recognizer, as: wanted)
    }

    private func begin(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        recognizer.apply(state)
        for other in recognizers where other !== recognizer && !together(other, recognizer) {
            if other.state == .possible || other.pendingState != nil { fail(other) }
        }
        if recognizer.cancelsTouchesInView { onRecognize?(recognizer) }
    }

    /// Fails `recognizer`, then lets the ones that waited for it go on (or fail, when one recognized).
    func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.apply(.failed)
        for waiting in recognizers where waiting.pendingState != nil && waits(waiting, for: recognizer) {
            let stillWaiting = recognizers.contains { $0 !== waiting && waits(waiting, for: $0) && $0.state != .failed }
            guard !stillWaiting, let pending = waiting.pendingState else { continue }
            waiting.pendingState = nil
            transition(waiting, to: pending)
        }
    }

    /// The finger's velocity in window coordinates: its travel over the last 0.1 s of samples, per second. A finger
    /// that has not moved in that time has no velocity.
    func velocity() -> CGPoint {
        guard let last = samples.last else { return .zero }
        let recent = samples.filter { last.time - $0.time <= 0.1 + 1e-9 }
        guard let first = recent.first, last.time - first.time > 1e-9 else { return .zero }
        let dt = last.time - first.time
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}

/// The window's current touch: the view it hit, its recognizers and whether the view's touches were cancelled.
@MainActor struct TouchDelivery {
    var touch: UITouch?
    var arena: GestureArena?
    var hitView: UIView?
    var viewTouchesCancelled = false
}
