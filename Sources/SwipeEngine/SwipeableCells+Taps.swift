import EngineMessages
import TableModel

/// Taps on a cell's action buttons and on its content.
extension SwipeableCells {
    /// Taps the visible action button titled `title` in the row at `path`: `tapped "X" in row R`.
    ///
    /// A destructive action then deletes the row (`deleted row R`) through `Table/deleteRow(at:)`;
    /// any other leaves the cell open.
    /// - Throws: a `Refusal` naming the button when the row has no such action or it shows less than
    ///   1.0 point; also when a pan is in progress or the row is not on screen.
    public mutating func tapAction(_ title: String, at path: RowPath, in table: inout Table) throws(Refusal) {
        guard pan == nil else { throw Refusal(RefusalMessages.panInProgress) }
        let shown = try table.shownCell(at: path)
        try refuseIfBeingDeleted(shown)
        let frames = try buttons(at: path, in: table)
        guard let button = frames.first(where: { $0.title == title && $0.isVisible }) else {
            if frames.contains(where: { $0.title == title }) {
                throw Refusal(RefusalMessages.actionNotVisible(title, in: path.name))
            }
            throw Refusal(RefusalMessages.noAction(title, in: path.name, titles: frames.map { Refusal.quoted($0.title) }))
        }
        if button.isDestructive {
            try table.deleteRow(at: path)
            table.record(.tapped(action: title, row: path))
            table.record(.deleted(path))
            forgetDeleted(shown.row, cell: shown.cell)
        } else {
            table.record(.tapped(action: title, row: path))
        }
    }

    /// Taps the row's content: an open (or opening) cell closes (`closed row R`); a closed one does nothing.
    /// - Throws: a `Refusal` when a pan is in progress or the row is not on screen.
    public mutating func tapContent(at path: RowPath, in table: inout Table) throws(Refusal) {
        guard pan == nil else { throw Refusal(RefusalMessages.panInProgress) }
        let shown = try table.shownCell(at: path)
        try refuseIfBeingDeleted(shown)
        guard motion(of: shown, in: table).rest != 0 else { return }
        close(shown, in: table)
        table.record(.closed(path))
    }
}
