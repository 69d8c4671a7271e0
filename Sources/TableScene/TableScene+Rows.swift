import EngineMessages
import ExpandEngine
import TableModel

extension TableScene {
    /// The index path of a shown row.
    /// - Throws: a `Refusal` naming the rows the table shows when there is no such row.
    public func shownRow(_ row: Int, inSection section: Int = 0) throws(Refusal) -> RowPath {
        let path = RowPath(section: section, row: row)
        guard table.row(at: path) != nil else {
            throw Refusal(RefusalMessages.noSuchRow(path.name, shown: RefusalMessages.shownCounts(table.shownCounts), range: RefusalMessages.rowRange(of: path.section, counts: table.shownCounts)))
        }
        return path
    }

    /// The first shown row with this title.
    /// - Throws: a `Refusal` when no shown row has it.
    public func shownRow(titled title: String) throws(Refusal) -> RowPath {
        guard let path = table.path(ofTitle: title) else { throw Refusal(RefusalMessages.noRowTitled(title)) }
        return path
    }

    /// The same path, when its row is on screen: gestures and a cell's state need a cell.
    /// - Throws: a `Refusal` when the row is scrolled off screen.
    public func onScreen(_ path: RowPath) throws(Refusal) -> RowPath {
        guard table.isOnScreen(path) else { throw .notOnScreen(path) }
        return path
    }

    /// A section's index, when the table has it.
    public func section(_ index: Int) throws(Refusal) -> Int {
        guard table.sections.indices.contains(index) else {
            throw Refusal(RefusalMessages.noSection(index, sectionCount: table.sections.count))
        }
        return index
    }

    /// The index of the first section with this title.
    public func section(titled title: String) throws(Refusal) -> Int {
        guard let index = table.section(titled: title) else { throw Refusal(RefusalMessages.noSectionTitled(title)) }
        return index
    }

    /// The titles a section shows, in order (none while it is collapsed).
    /// - Throws: a `Refusal` when the table has no sections.
    public func shownTitles(inSection section: Int = 0) throws(Refusal) -> [String] {
        guard table.sections.indices.contains(section) else { throw Refusal(RefusalMessages.noSections) }
        return table.sections[section].isCollapsed ? [] : table.sections[section].rows.map(\.title)
    }

    /// A shown row's height in points (`expect row R height N`).
    public func height(of path: RowPath) -> Double {
        table.frame(of: path).height
    }

    /// The label, when the scene shows one.
    /// - Throws: a `Refusal` that says how to get a label.
    public func shownLabel() throws(Refusal) -> ExpandableLabel {
        guard let label else { throw Refusal(RefusalMessages.noLabel) }
        return label
    }

    /// The title of the lifted row, when a row is lifted.
    public var liftedTitle: String? {
        reorder.liftedPath(in: table).flatMap { table.row(at: $0)?.title }
    }
}
