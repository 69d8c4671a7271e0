// The book's solution to the contract in MailButtonWidthsDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's Mail layout: fan out, grow past half the width, and one button for a full swipe.
public struct BookMailButtonWidths: MailButtonWidthsDecision {
    /// The book's solution.
    public init() {}

    public func frames(count: Int, offset: Double, width: Double, isArmed: Bool) -> [ButtonFrame] {
        guard count > 0 else { return [] }
        let base = width / 2 / Double(count)
        let share = offset / Double(count)
        return (0..<count).map { index in
            if isArmed && index == 0 { return ButtonFrame(x: width - offset, width: offset) }
            return ButtonFrame(x: width - Double(index + 1) * share, width: max(base, share))
        }
    }
}
