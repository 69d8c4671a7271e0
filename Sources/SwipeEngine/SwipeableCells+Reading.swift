import TableModel

/// What a cell shows, for expectations and figures. Every cell reading needs the row on screen.
extension SwipeableCells {
    /// How far the content of the row's cell is shifted left now (negative: right).
    /// - Throws: a `Refusal` when the row is not on screen.
    public func offset(at path: RowPath, in table: Table) throws(Refusal) -> Double {
        motion(of: try table.shownCell(at: path), in: table).offset
    }

    /// Whether the row's cell rests fully open: no finger on it, not animating, at its side's open offset
    /// (T or −L; W / 2 in the Mail style).
    /// - Throws: a `Refusal` when the row is not on screen.
    public func isOpen(at path: RowPath, in table: Table) throws(Refusal) -> Bool {
        let shown = try table.shownCell(at: path)
        return !isPanned(shown) && restsOpen(motion(of: shown, in: table), width: table.geometry.width)
    }

    /// Whether the row's cell rests at offset 0 (no finger on it, not animating).
    /// - Throws: a `Refusal` when the row is not on screen.
    public func isClosed(at path: RowPath, in table: Table) throws(Refusal) -> Bool {
        let shown = try table.shownCell(at: path)
        let motion = motion(of: shown, in: table)
        return !isPanned(shown) && !motion.isAnimating && motion.rest == 0
    }

    /// The values the last animation of the row's cell passed through after its start, in order
    /// (for example `[-20, 0]`); empty if the cell has not animated since it began showing the row's state.
    /// - Throws: a `Refusal` when the row is not on screen.
    public func keyframes(at path: RowPath, in table: Table) throws(Refusal) -> [Double] {
        motion(of: try table.shownCell(at: path), in: table).keyframes
    }

    /// The last animation of the row's cell as it started (start offset, each keyframe's value, frames and timing
    /// curve), for a figure that replays it; `nil` if the cell has not animated since it began showing the row's state.
    /// - Throws: a `Refusal` when the row is not on screen.
    public func lastAnimation(at path: RowPath, in table: Table) throws(Refusal) -> KeyframeAnimation? {
        motion(of: try table.shownCell(at: path), in: table).lastAnimation
    }

    /// The titles of the actions showing at least 1.0 point, outermost first.
    /// - Throws: a `Refusal` when the row is not on screen.
    public func visibleActions(at path: RowPath, in table: Table) throws(Refusal) -> [String] {
        try buttons(at: path, in: table).filter(\.isVisible).map(\.title)
    }

    /// Every action's frame in cell coordinates (not clipped to the cell): trailing actions outermost first,
    /// then leading ones (none in the Mail style).
    /// - Throws: a `Refusal` when the row is not on screen.
    public func buttons(at path: RowPath, in table: Table) throws(Refusal) -> [SwipeButton] {
        let shown = try table.shownCell(at: path)
        return buttons(
            offset: motion(of: shown, in: table).offset,
            width: table.geometry.width,
            isArmed: isPanned(shown) && pan?.isArmed == true
        )
    }

    /// The on-screen rows whose cells rest fully open, top to bottom.
    public func openRows(in table: Table) -> [RowPath] {
        table.shownCells
            .filter { !isPanned($0) && restsOpen(motion(of: $0, in: table), width: table.geometry.width) }
            .map(\.path)
    }
}
