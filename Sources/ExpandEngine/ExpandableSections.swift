import EngineMessages
import TableModel

/// Expandable sections and tree rows: the QQ-style groups of the forum thread, and cells that open sub-rows.
///
/// A value holds only the settings; the rows live in the `Table` it toggles. Every toggle is one validated
/// `performBatchUpdate` of the table (deletes in the coordinates before it, inserts in the coordinates after
/// it), and its events are recorded only once that update has succeeded: first a collapse for each section or
/// row that closes, in ascending order, then the expansion. Collapsing keeps the rows in the model; expanding
/// shows them again. The tapped header or row keeps its on-screen y whenever the clamped content offset
/// allows it (no scroll jump).
///
/// A toggle costs time linear in the rows it shows or hides plus O(sections), however large the table.
public struct ExpandableSections: Sendable, Equatable {
    /// Whether expanding a section (or tree row) closes the other open ones (among its siblings). Default
    /// ``ExpandMode/independent``.
    public var mode: ExpandMode
    /// How a toggle reports its row changes. Default ``UpdateReporting/batched``.
    public var updates: UpdateReporting
    /// Exercise `section-toggle-batch`: the batch a section toggle reports with ``UpdateReporting/batched``.
    public var sectionToggleBatch = PluggedDecision<any SectionToggleBatchDecision>(BookSectionToggleBatch())
    /// Exercise `tree-flattening`: which rows show, in order, under a tree row that expands.
    public var treeFlattening = PluggedDecision<any TreeFlatteningDecision>(BookTreeFlattening())

    /// Independent sections, batched updates.
    public init() {
        self.init(mode: .independent, updates: .batched)
    }

    /// The given settings.
    public init(mode: ExpandMode, updates: UpdateReporting = .batched) {
        self.mode = mode
        self.updates = updates
    }

    /// `tap header S`: collapses section `section` if it is expanded, expands it otherwise.
    ///
    /// Expanding inserts all of its rows and records `expanded section S`; collapsing deletes them from the
    /// table (the model keeps them) and records `collapsed section S`. In ``ExpandMode/accordion`` mode,
    /// expanding also collapses every other expanded section in the same batch, recording `collapsed section T`
    /// for each, in ascending order, before `expanded section S`. Tapping the open section closes it.
    ///
    /// With ``UpdateReporting/naive`` reporting the batch names only the tapped section's rows. That is valid
    /// when nothing else changes, and refused like `UITableView` does when other sections close with it.
    /// - Throws: a `Refusal` when there is no such section, or the batch is invalid ("Invalid update:
    ///   invalid number of rows in section …"); then nothing changes and nothing is recorded.
    public mutating func toggleSection(_ section: Int, in table: inout Table) throws(Refusal) {
        guard table.sections.indices.contains(section) else {
            throw Refusal(RefusalMessages.noSection(section))
        }
        let expanding = table.sections[section].isCollapsed
        let collapsing: [Int]
        if !expanding {
            collapsing = [section]
        } else if mode == .accordion {
            collapsing = table.sections.indices.filter { $0 != section && !table.sections[$0].isCollapsed }
        } else {
            collapsing = []
        }

        let countsBefore = table.shownCounts
        var countsAfter = countsBefore
        var deleted: [RowPath] = []
        var inserted: [RowPath] = []
        var anchor = ScrollAnchor()
        for closing in collapsing {
            let count = countsAfter[closing]
            if reports(closing, tapped: section) {
                deleted.append(contentsOf: (0..<count).lazy.map { RowPath(section: closing, row: $0) })
            }
            if closing < section { anchor.removedAbove += count }
            countsAfter[closing] = 0
        }
        if expanding {
            let count = table.sections[section].rows.count
            inserted = (0..<count).map { RowPath(section: section, row: $0) }
            countsAfter[section] = count
        }
        var batch = BatchUpdate(deleted: deleted, inserted: inserted)
        if updates == .batched {
            batch = sectionToggleBatch.decision.batch(for: SectionToggle(
                tapped: section, expanding: expanding, collapsing: collapsing,
                shownCountsBefore: countsBefore, rowCount: table.sections[section].rows.count
            ))
        }

        try table.performBatchUpdate(
            batch,
            countsAfter: countsAfter,
            contentOffset: anchor.contentOffset(in: table)
        ) { sections in
            for closing in collapsing { sections[closing].isCollapsed = true }
            if expanding { sections[section].isCollapsed = false }
        }
        for closing in collapsing { table.record(.collapsedSection(closing)) }
        if expanding { table.record(.expandedSection(section)) }
    }

    /// Whether a toggle reports the rows that section `changed` shows or hides: always when batched, only for
    /// the tapped section when naive.
    func reports(_ changed: Int, tapped: Int) -> Bool {
        updates == .batched || changed == tapped
    }
}
