import TableModel

/// Read-only views of a table that tests compare: shown titles, every row in the model, snapshots.
extension Table {
    /// The titles section `section` shows, in order.
    func shownTitles(section: Int = 0) -> [String] {
        sections[section].isCollapsed ? [] : sections[section].rows.map(\.title)
    }

    /// The identities section `section` shows, in order.
    func shownIDs(section: Int) -> [RowID] {
        sections[section].isCollapsed ? [] : sections[section].rows.map(\.id)
    }

    /// Every row the model holds, shown or hidden at any depth, by identity.
    var everyRowID: [RowID] {
        var ids: [RowID] = []
        func collect(_ rows: [Row]) {
            for row in rows {
                ids.append(row.id)
                collect(row.hiddenDescendants)
            }
        }
        for section in sections { collect(section.rows) }
        return ids
    }

    /// What a refused command must leave exactly as it was.
    var snapshot: TableSnapshot {
        TableSnapshot(sections: sections, contentOffset: contentOffset, events: events, lastUpdate: lastUpdate)
    }

    /// The header's or row's y on screen.
    func screenY(ofHeader section: Int) -> Double { headerFrame(section: section).y - contentOffset }
    func screenY(of path: RowPath) -> Double { frame(of: path).y - contentOffset }
}

struct TableSnapshot: Equatable {
    var sections: [Section]
    var contentOffset: Double
    var events: [TableEvent]
    var lastUpdate: BatchUpdate?
}

func paths(section: Int = 0, _ rows: some Sequence<Int>) -> [RowPath] {
    rows.map { RowPath(section: section, row: $0) }
}
