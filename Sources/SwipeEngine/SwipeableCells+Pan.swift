import EngineMessages
import TableModel

/// Pans: a finger down on a cell, moved, then lifted or cancelled.
extension SwipeableCells {
    /// How far from the right edge a pan starts when no x is given.
    public static let defaultFingerInset: Double = 20

    /// Puts a finger down on the row at `path`.
    ///
    /// The pan starts from the offset the cell shows now (its resting offset `o0`); a running animation
    /// of that cell stops there.
    /// - Parameters:
    ///   - path: the row the finger lands on.
    ///   - x: the finger's x in cell coordinates; `nil` means `table.geometry.width − 20`.
    ///   - table: the table the row is in.
    /// - Throws: a `Refusal` when a pan is already in progress, the row is not on screen, or it is being deleted.
    public mutating func beginPan(at path: RowPath, x: Double?, in table: inout Table) throws(Refusal) {
        guard pan == nil else { throw Refusal(RefusalMessages.panAlreadyInProgress) }
        let shown = try table.shownCell(at: path)
        try refuseIfBeingDeleted(shown)
        let before = records[shown.cell]
        let start = motion(of: shown, in: table)
        pan = SwipePan(
            row: shown.row, cell: shown.cell, path: path,
            startX: x ?? table.geometry.width - Self.defaultFingerInset,
            startOffset: start.offset, startRest: start.rest, recordBefore: before
        )
        setMotion(CellMotion(rest: start.offset, keyframes: start.keyframes), of: shown, in: table)
    }

    /// Moves the finger to `translation` points from where the pan started (negative = left).
    ///
    /// Reveal: `o = clamp(o0 − t, −L, T)`. Mail: `o = clamp(o0 − 1.1 · t, 0, W)`, armed for a full swipe
    /// while `o > W / 2` and the finger is left of x = 50; arming and disarming each give a haptic tap
    /// (``hapticTaps``).
    /// - Throws: a `Refusal` when no pan is in progress.
    public mutating func movePan(to translation: Double, in table: inout Table) throws(Refusal) {
        guard var current = pan else { throw Refusal(RefusalMessages.noPanToMove) }
        current.translation = translation
        let width = table.geometry.width
        let offset: Double
        switch style {
        case .reveal:
            offset = revealOffset(from: current.startOffset, translation: translation, width: width)
        case .mail:
            offset = mailOffset(from: current.startOffset, translation: translation, width: width)
            let armed = isArmed(offset: offset, fingerX: current.fingerX, width: width)
            if armed != current.isArmed { hapticTaps += 1 }
            current.isArmed = armed
        }
        pan = current
        records[current.cell]?.motion.rest = offset
    }

    /// Lifts the finger: the cell snaps open or closed (or, Mail armed, performs its outermost action).
    ///
    /// The decision uses the projected offset `o − 0.499 · v`; a plain release is `velocity: 0`.
    /// Emits `opened row R` / `closed row R` when the cell's state changes (after closing other rows
    /// first when ``singleOpen`` is on).
    /// - Throws: a `Refusal` when no pan is in progress.
    public mutating func release(velocity: Double, in table: inout Table) throws(Refusal) {
        guard let current = pan else { throw Refusal(RefusalMessages.noPanToRelease) }
        let path = table.path(of: current.row, near: current.path) ?? current.path
        let shown = ShownCell(path: path, row: current.row, cell: current.cell)
        let offset = records[current.cell]?.motion.rest ?? current.startOffset
        pan = nil
        switch style {
        case .reveal:
            releaseReveal(current, shown: shown, offset: offset, velocity: velocity, in: &table)
        case .mail:
            releaseMail(current, shown: shown, offset: offset, velocity: velocity, in: &table)
        }
    }

    /// The system cancels the pan: the cell returns exactly to the state it had when the pan began. No event.
    /// - Throws: a `Refusal` when no pan is in progress.
    public mutating func cancel(in table: inout Table) throws(Refusal) {
        guard let current = pan else { throw Refusal(RefusalMessages.noPanToCancel) }
        records[current.cell] = current.recordBefore
        pan = nil
    }

    /// Settles a released cell at `target`, records its events and, with ``singleOpen``, closes the others first.
    mutating func settle(
        _ shown: ShownCell, from pan: SwipePan, at offset: Double, target: Double,
        through keyframes: [KeyframeAnimation.Keyframe], in table: inout Table
    ) {
        let wasOpen = pan.startRest != 0
        let isOpen = target != 0
        if singleOpen && isOpen && !wasOpen {
            closeOpenRows(except: shown.row, in: &table)
        }
        var motion = records[shown.cell]?.motion ?? CellMotion()
        if offset == target && pan.startOffset == target {
            motion.rest = target
        } else {
            motion.animate(from: offset, through: keyframes)
        }
        setMotion(motion, of: shown, in: table)
        remember(shown, restingAt: target)
        if isOpen && !wasOpen { table.record(.opened(shown.path)) }
        if wasOpen && !isOpen { table.record(.closed(shown.path)) }
    }

    func refuseIfBeingDeleted(_ shown: ShownCell) throws(Refusal) {
        if pendingDeletions.contains(where: { $0.row == shown.row }) { throw Refusal(RefusalMessages.beingDeleted(shown.path.name)) }
    }
}
