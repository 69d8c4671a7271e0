import EngineMessages
import TableModel

extension ExpandableSections {
    /// `tap row R` in a tree: collapses the row's children if they show, expands them otherwise.
    ///
    /// Collapsing deletes every shown descendant and records `collapsed row R`; expanding inserts every
    /// descendant that becomes shown and records `expanded row R`. Children keep their own state: re-expanding a
    /// parent shows again the grandchildren of children that were open. In ``ExpandMode/accordion`` mode,
    /// expanding a row also collapses its expanded siblings (same parent) in the same batch.
    ///
    /// Events are recorded after the update succeeds, collapses first in ascending order, then the expansion,
    /// each with the row's index path *at the time of its event*: a collapsing row's path before the update, the
    /// expanding row's path after it (it moves up by the rows its collapsing siblings above it hid). The tapped
    /// row keeps its on-screen y whenever the clamped offset allows it.
    ///
    /// With ``UpdateReporting/naive`` reporting the batch names only the tapped row's descendants, which
    /// `UITableView` refuses when siblings collapse with it.
    /// - Throws: a `Refusal` when no row shows at `path`, when the row has no children, or when the batch
    ///   is invalid; then nothing changes and nothing is recorded.
    public mutating func toggleRow(at path: RowPath, in table: inout Table) throws(Refusal) {
        guard let row = table.row(at: path) else { throw .noSuchRow(path) }
        guard row.hasChildren else { throw Refusal(RefusalMessages.noChildren(path.name)) }
        let toggle = TreeToggle(
            rows: table.sections[path.section].rows, tapped: path.row, accordion: mode == .accordion,
            flattening: treeFlattening.decision
        )

        var deleted: [RowPath] = []
        for collapse in toggle.collapses where updates == .batched || collapse.row == path.row {
            deleted.append(contentsOf: collapse.descendants.lazy.map { RowPath(section: path.section, row: $0) })
        }
        var inserted: [RowPath] = []
        if let expansion = toggle.expansion, let rowAfter = toggle.expandedRowAfter {
            inserted = (rowAfter + 1..<rowAfter + 1 + expansion.count).map { RowPath(section: path.section, row: $0) }
        }
        var countsAfter = table.shownCounts
        countsAfter[path.section] = toggle.countAfter(countsAfter[path.section])
        let anchor = ScrollAnchor(removedAbove: toggle.removedAboveExpansion)

        try table.performBatchUpdate(
            BatchUpdate(deleted: deleted, inserted: inserted),
            countsAfter: countsAfter,
            contentOffset: anchor.contentOffset(in: table)
        ) { sections in
            toggle.apply(to: &sections[path.section].rows)
        }
        for collapse in toggle.collapses {
            table.record(.collapsedRow(RowPath(section: path.section, row: collapse.row)))
        }
        if let rowAfter = toggle.expandedRowAfter {
            table.record(.expandedRow(RowPath(section: path.section, row: rowAfter)))
        }
    }
}
