import ExpandEngine
import TableModel

extension TableScene {
    /// The index path of a shown row.
    /// - Throws: a ``Refusal`` naming the rows the table shows when there is no such row.
    public func shownRow(_ row: Int, inSection section: Int = 0) throws(Refusal) -> RowPath {
        let path = RowPath(section: section, row: row)
        guard table.row(at: path) != nil else {
            throw Refusal("there is no \(path): the table shows \(describeShownCounts())\(describeRange(of: path.section))")
        }
        return path
    }

    /// The first shown row with this title.
    /// - Throws: a ``Refusal`` when no shown row has it.
    public func shownRow(titled title: String) throws(Refusal) -> RowPath {
        guard let path = table.path(ofTitle: title) else { throw Refusal("no shown row is titled \(Refusal.quoted(title))") }
        return path
    }

    /// The same path, when its row is on screen: gestures and a cell's state need a cell.
    /// - Throws: a ``Refusal`` when the row is scrolled off screen.
    public func onScreen(_ path: RowPath) throws(Refusal) -> RowPath {
        guard table.isOnScreen(path) else { throw .notOnScreen(path) }
        return path
    }

    /// A section's index, when the table has it.
    public func section(_ index: Int) throws(Refusal) -> Int {
        guard table.sections.indices.contains(index) else {
            throw Refusal("there is no section \(index): the table has \(table.sections.count) section\(table.sections.count == 1 ? "" : "s")")
        }
        return index
    }

    /// The index of the first section with this title.
    public func section(titled title: String) throws(Refusal) -> Int {
        guard let index = table.section(titled: title) else { throw Refusal("no section is titled \(Refusal.quoted(title))") }
        return index
    }

    /// The titles a section shows, in order (none while it is collapsed).
    /// - Throws: a ``Refusal`` when the table has no sections.
    public func shownTitles(inSection section: Int = 0) throws(Refusal) -> [String] {
        guard table.sections.indices.contains(section) else { throw Refusal("the table has no sections") }
        return table.sections[section].isCollapsed ? [] : table.sections[section].rows.map(\.title)
    }

    /// The label, when the scene shows one.
    /// - Throws: a ``Refusal`` that says how to get a label.
    public func shownLabel() throws(Refusal) -> ExpandableLabel {
        guard let label else { throw Refusal("there is no label in this world; start the block with `label \"…\"`") }
        return label
    }

    /// The title of the lifted row, when a row is lifted.
    public var liftedTitle: String? {
        reorder.liftedPath(in: table).flatMap { table.row(at: $0)?.title }
    }

    /// The number of rows shown, in words: "30 rows", "3 in section 0, 2 in section 1".
    /// The rows a reference may name in `section`: " (rows are 0–19)", " (rows of section 1 are 0–4)".
    public func describeRange(of section: Int) -> String {
        let counts = table.shownCounts
        guard counts.indices.contains(section) else {
            return counts.count > 1 ? " (sections are 0–\(counts.count - 1))" : ""
        }
        let which = counts.count == 1 ? "" : " of section \(section)"
        switch counts[section] {
        case 0: return counts.count == 1 ? "" : " (section \(section) shows no rows)"
        case 1: return " (the only row\(which) is 0)"
        case let count: return " (rows\(which) are 0–\(count - 1))"
        }
    }

    public func describeShownCounts() -> String {
        let counts = table.shownCounts
        if counts.isEmpty { return "no rows (this world has no table)" }
        if counts.count == 1 { return "\(counts[0]) row\(counts[0] == 1 ? "" : "s")" }
        return counts.enumerated().map { "\($1) in section \($0)" }.joined(separator: ", ")
    }
}
