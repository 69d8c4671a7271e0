import TableModel

/// Where a cell's state is read from and written to, per ``CellStateMode``.
extension SwipeableCells {
    /// What the cell showing `shown.row` displays.
    ///
    /// - naive: the cell object's record, whatever row it shows now.
    /// - reset: the record only if the cell has not been reused since it was written; otherwise closed.
    /// - remembered: as reset, and a row remembered open shows open (unanimated) in a reused cell.
    func motion(of shown: ShownCell, in table: Table) -> CellMotion {
        let record = records[shown.cell]
        let reused = record.map { $0.generation != table.cells.generation(of: shown.cell) } ?? true
        switch cellState {
        case .naive:
            return record?.motion ?? CellMotion()
        case .reset:
            return reused ? CellMotion() : record?.motion ?? CellMotion()
        case .remembered:
            let remembered = rememberedOpen[shown.row]
            switch openState.decision.source(cellReused: reused, rowRememberedOpen: remembered != nil) {
            case .cell: return record?.motion ?? CellMotion()
            case .rememberedRow: return remembered.map { CellMotion(rest: $0.offset) } ?? CellMotion()
            case .closed: return CellMotion()
            }
        }
    }

    /// Writes the state of the cell showing `shown.row`, for its current reuse generation.
    mutating func setMotion(_ motion: CellMotion, of shown: ShownCell, in table: Table) {
        records[shown.cell] = CellRecord(generation: table.cells.generation(of: shown.cell), row: shown.row, motion: motion)
    }

    /// Remembers (or forgets) a row as open, by identity; only the `remembered` mode remembers.
    mutating func remember(_ shown: ShownCell, restingAt offset: Double) {
        rememberedOpen[shown.row] = offset == 0 || cellState != .remembered ? nil : RememberedRow(offset: offset, lastPath: shown.path)
    }

    // MARK: - Open resting offsets

    /// The total width of the trailing actions in the current style (Mail shares half the width).
    func trailingOpenOffset(width: Double) -> Double {
        guard !trailingActions.isEmpty else { return 0 }
        switch style {
        case .reveal: return trailingActions.reduce(0) { $0 + $1.width }
        case .mail: return width / 2
        }
    }

    /// The (negative) offset at which the leading actions show fully; 0 in the Mail style.
    func leadingOpenOffset() -> Double {
        guard style == .reveal else { return 0 }
        return -leadingActions.reduce(0) { $0 + $1.width }
    }

    /// Whether a motion rests fully open: not animating and at one side's open offset.
    func restsOpen(_ motion: CellMotion, width: Double) -> Bool {
        guard !motion.isAnimating, motion.rest != 0 else { return false }
        return motion.rest == trailingOpenOffset(width: width) || motion.rest == leadingOpenOffset()
    }

    /// Whether `shown` is the cell under the finger.
    func isPanned(_ shown: ShownCell) -> Bool {
        pan?.cell == shown.cell && pan?.row == shown.row
    }

    // MARK: - Closing

    /// The animation that closes a cell from `offset`, in the current style.
    func closingKeyframes(from offset: Double) -> [KeyframeAnimation.Keyframe] {
        switch style {
        case .reveal:
            return bounceKeyframes(from: offset, to: 0, outward: offset < 0 ? -1 : 1)
        case .mail:
            return [.init(value: 0, seconds: Self.mailSnapSeconds)]
        }
    }

    /// Closes an on-screen cell with the style's animation and forgets its row as open.
    mutating func close(_ shown: ShownCell, in table: Table) {
        var motion = motion(of: shown, in: table)
        motion.animate(from: motion.offset, through: closingKeyframes(from: motion.offset))
        setMotion(motion, of: shown, in: table)
        remember(shown, restingAt: 0)
    }

    /// `single open on`: closes every open row except `kept`, emitting `closed row R` for each, in index-path order.
    ///
    /// On-screen rows close with the style's animation. In the `remembered` mode, rows remembered open off
    /// screen are forgotten (their cells come back closed) and reported too; their index paths are found
    /// from the identity, searching outward from where they were last seen. Cells waiting for reuse are
    /// closed silently: they show no row.
    mutating func closeOpenRows(except kept: RowID, in table: inout Table) {
        var closed: [RowPath] = []
        let onScreen = table.shownCells
        for shown in onScreen where shown.row != kept && motion(of: shown, in: table).rest != 0 {
            close(shown, in: table)
            closed.append(shown.path)
        }
        let onScreenRows = Set(onScreen.map(\.row))
        for (row, remembered) in rememberedOpen where row != kept && !onScreenRows.contains(row) {
            rememberedOpen[row] = nil
            if cellState == .remembered, let path = table.path(of: row, near: remembered.lastPath) {
                closed.append(path)
            }
        }
        let onScreenCells = Set(onScreen.map(\.cell))
        for (cell, record) in records where !onScreenCells.contains(cell) && record.motion.rest != 0 {
            records[cell]?.motion = CellMotion(keyframes: record.motion.keyframes)
        }
        for path in closed.sorted() {
            table.record(.closed(path))
        }
    }
}
