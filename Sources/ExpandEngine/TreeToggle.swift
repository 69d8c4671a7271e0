import TableModel

/// What tapping a tree row changes, worked out from the shown rows of its section before the update.
///
/// In the table, a tree is flattened: an expanded row is followed by its shown descendants (the rows after it
/// with a greater level); a collapsed row keeps them in `Row.hiddenDescendants`, flattened in show order, each
/// keeping its own hidden rows. So collapsing a row moves the run of rows after it into its hidden
/// descendants, and expanding it puts them back: children that were open show their children again.
///
/// Working it out costs time linear in the rows that change, plus the tapped row's siblings in accordion mode.
struct TreeToggle: Sendable, Equatable {
    /// A row that collapses, and the shown descendants it hides (index ranges before the update).
    struct Collapse: Sendable, Equatable {
        var row: Int
        var descendants: Range<Int>
    }

    /// The tapped row when it expands: its index before the update, and how many rows it shows.
    struct Expansion: Sendable, Equatable {
        var row: Int
        var count: Int
    }

    /// The rows that collapse, in ascending order.
    private(set) var collapses: [Collapse] = []
    /// The expansion of the tapped row, unless it collapses.
    private(set) var expansion: Expansion?

    /// The toggle of the row at `tapped`, which has children; with `accordion`, expanding it collapses its
    /// expanded siblings (the rows with the same parent).
    /// The rows the expanding row shows, in order (from the plugged ``TreeFlatteningDecision``).
    private(set) var shownRows: [Row] = []

    init(rows: [Row], tapped: Int, accordion: Bool, flattening: any TreeFlatteningDecision = BookTreeFlattening()) {
        let row = rows[tapped]
        if row.isExpanded {
            collapses = [Collapse(row: tapped, descendants: tapped + 1..<Self.subtreeEnd(of: tapped, in: rows))]
            return
        }
        shownRows = TreeBranchRows(hidden: row.hiddenDescendants).rows(shownBy: flattening)
        expansion = Expansion(row: tapped, count: shownRows.count)
        guard accordion else { return }
        // The parent's shown subtree: back to the first row above at a lower level, on until the next one.
        let level = row.level
        var first = tapped
        while first > 0 && rows[first - 1].level >= level { first -= 1 }
        var index = first
        while index < rows.count && rows[index].level >= level {
            if rows[index].level == level && index != tapped && rows[index].isExpanded {
                let end = Self.subtreeEnd(of: index, in: rows)
                collapses.append(Collapse(row: index, descendants: index + 1..<end))
                index = end
            } else {
                index += 1
            }
        }
    }

    /// The index just past the shown descendants of the row at `index`.
    static func subtreeEnd(of index: Int, in rows: [Row]) -> Int {
        let level = rows[index].level
        var end = index + 1
        while end < rows.count && rows[end].level > level { end += 1 }
        return end
    }

    /// Rows removed above the expanding row.
    var removedAboveExpansion: Int {
        guard let expansion else { return 0 }
        return collapses.lazy.filter { $0.row < expansion.row }.reduce(0) { $0 + $1.descendants.count }
    }

    /// The expanding row's index after the update.
    var expandedRowAfter: Int? {
        expansion.map { $0.row - removedAboveExpansion }
    }

    /// The shown-row count of the section after the update, from the count before it.
    func countAfter(_ countBefore: Int) -> Int {
        countBefore - collapses.reduce(0) { $0 + $1.descendants.count } + (expansion?.count ?? 0)
    }

    /// Applies the toggle to the section's rows: collapses bottom-up (so the indices above stay valid), then the
    /// expansion at its new index.
    func apply(to rows: inout [Row]) {
        for collapse in collapses.reversed() {
            let hidden = Array(rows[collapse.descendants])
            rows.removeSubrange(collapse.descendants)
            rows[collapse.row].hiddenDescendants = hidden
            rows[collapse.row].isExpanded = false
        }
        if let row = expandedRowAfter {
            rows[row].hiddenDescendants = []
            rows[row].isExpanded = true
            rows.insert(contentsOf: shownRows, at: row + 1)
        }
    }
}
