import TableModel

/// An on-screen row and the cell showing it.
struct ShownCell: Equatable, Sendable {
    var path: RowPath
    var row: RowID
    var cell: CellID
}

extension Table {
    /// The row at `path` and the cell showing it.
    ///
    /// - Throws: `Refusal/noSuchRow(_:)` when no shown row has that index path,
    ///   `Refusal/notOnScreen(_:)` when the row is off screen.
    func shownCell(at path: RowPath) throws(Refusal) -> ShownCell {
        guard let row = row(at: path) else { throw .noSuchRow(path) }
        guard isOnScreen(path), let cell = cells.cell(showing: row.id) else { throw .notOnScreen(path) }
        return ShownCell(path: path, row: row.id, cell: cell)
    }

    /// The on-screen rows with their cells, top to bottom. Costs O(log sections + rows on screen).
    var shownCells: [ShownCell] {
        let displayed = cells.displayed
        return zip(rowPathsOnScreen, displayed).compactMap { path, shown in
            row(at: path)?.id == shown.row ? ShownCell(path: path, row: shown.row, cell: shown.cell) : nil
        }
    }
}
