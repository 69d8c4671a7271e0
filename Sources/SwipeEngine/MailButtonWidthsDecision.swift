/// Where a Mail-style button stands: part of the answer of a ``MailButtonWidthsDecision``.
public struct ButtonFrame: Sendable, Equatable {
    /// The button's left edge in cell coordinates.
    public var x: Double
    /// The button's width.
    public var width: Double

    /// A button frame.
    public init(x: Double, width: Double) {
        self.x = x
        self.width = width
    }
}

/// Exercise `mail-button-widths` (chapter 06): how the Mail style lays out its buttons as the content slides.
///
/// The contract, with `k` buttons, cell width `W`, content offset `o` and base width `b = (W / 2) / k`: button
/// `i` (1-based, outermost first) stands at `x = W − i · o / k` and is `max(b, o / k)` wide, so the buttons fan
/// out across the revealed area and, past half the width, grow to fill it. When a full swipe is armed the
/// first button covers the whole revealed area alone (`x = W − o`, width `o`). Return one frame per button,
/// outermost first.
///
/// The engine calls it whenever it lays out a Mail-style cell's buttons.
public protocol MailButtonWidthsDecision: Sendable {
    /// The frames of `count` buttons at content offset `offset` in a cell `width` wide.
    func frames(count: Int, offset: Double, width: Double, isArmed: Bool) -> [ButtonFrame]
}
