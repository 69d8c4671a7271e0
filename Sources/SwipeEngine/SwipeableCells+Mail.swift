import TableModel

/// The Mail style (iOS 8 Mail, the Chinese article): 1.1× elasticity, a half-width action area shared
/// equally, and a full swipe near the left edge that performs the outermost action.
extension SwipeableCells {
    /// How much faster than the finger the content moves.
    public static let mailElasticity = 1.1
    /// The duration of a Mail-style snap (ease-out, no bounce).
    public static let mailSnapSeconds = 0.3
    /// The duration of the slide-out before a full swipe deletes its row.
    public static let fullSwipeSlideSeconds = 0.1
    /// A full swipe arms while the finger is left of this x.
    public static let fullSwipeEdge: Double = 50

    /// The base width b = (W / 2) / k each of the k actions gets.
    func mailBaseWidth(width: Double) -> Double {
        trailingActions.isEmpty ? 0 : width / 2 / Double(trailingActions.count)
    }

    /// `o = clamp(o0 − 1.1 · t, 0, W)` (0 when there are no actions to reveal).
    func mailOffset(from start: Double, translation: Double, width: Double) -> Double {
        let limit = trailingActions.isEmpty ? 0 : width
        return min(max(start - Self.mailElasticity * translation, 0), limit)
    }

    /// A full swipe is armed while `o > W / 2` and the finger is left of x = 50.
    func isArmed(offset: Double, fingerX: Double, width: Double) -> Bool {
        !trailingActions.isEmpty && offset > width / 2 && fingerX < Self.fullSwipeEdge
    }

    /// The Mail buttons at offset `o`: Ai at x = W − i·o/k, width max(b, o/k); armed, A1 covers [W − o, W).
    func mailButtons(offset: Double, width: Double, isArmed: Bool) -> [SwipeButton] {
        let frames = mailButtonWidths.decision.frames(count: trailingActions.count, offset: offset, width: width, isArmed: isArmed)
        return trailingActions.enumerated().map { index, action in
            // A layout that names fewer frames than buttons leaves the others at the right edge, zero wide.
            let frame = frames.indices.contains(index) ? frames[index] : ButtonFrame(x: width, width: 0)
            return SwipeButton(title: action.title, x: frame.x, width: frame.width, isDestructive: action.isDestructive, visibleWidth: 0)
        }
    }

    mutating func releaseMail(_ pan: SwipePan, shown: ShownCell, offset: Double, velocity: Double, in table: inout Table) {
        let width = table.geometry.width
        if pan.isArmed, let outermost = trailingActions.first {
            performFullSwipe(outermost, pan: pan, shown: shown, offset: offset, in: &table)
            return
        }
        let base = mailBaseWidth(width: width)
        let opens = releaseDecision.decision.opens(SwipeRelease(
            offset: offset, velocity: velocity, widths: trailingActions.map { _ in base }, startedOpen: pan.startRest > 0
        ))
        let target = opens ? trailingOpenOffset(width: width) : 0
        settle(shown, from: pan, at: offset, target: target,
               through: [.init(value: target, seconds: Self.mailSnapSeconds)], in: &table)
    }

    /// Performs A1 after a full swipe: `tapped "A1" in row R`, then a destructive action slides the content
    /// out to W in 0.1 s and deletes the row; any other closes the cell (0.3 s).
    private mutating func performFullSwipe(_ action: SwipeAction, pan: SwipePan, shown: ShownCell, offset: Double, in table: inout Table) {
        table.record(.tapped(action: action.title, row: shown.path))
        var motion = records[shown.cell]?.motion ?? CellMotion()
        remember(shown, restingAt: 0)
        if action.isDestructive {
            motion.animate(from: offset, through: [.init(value: table.geometry.width, seconds: Self.fullSwipeSlideSeconds)])
            setMotion(motion, of: shown, in: table)
            pendingDeletions.append(PendingDeletion(
                row: shown.row, cell: shown.cell, lastPath: shown.path,
                remainingFrames: VirtualClock.frames(for: Self.fullSwipeSlideSeconds)
            ))
        } else {
            motion.animate(from: offset, through: [.init(value: 0, seconds: Self.mailSnapSeconds)])
            setMotion(motion, of: shown, in: table)
            if pan.startRest != 0 { table.record(.closed(shown.path)) }
        }
    }
}
