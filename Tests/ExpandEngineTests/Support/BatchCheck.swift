import Testing
import TableModel

/// Checks that the table's last batch describes exactly how its shown rows changed: per section, the rows
/// before without the deleted index paths are the rows after without the inserted ones, in order.
func expectLastUpdateDescribesTheChange(
    from before: [[RowID]],
    to table: Table,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let update = table.lastUpdate else {
        Issue.record("no batch update", sourceLocation: sourceLocation)
        return
    }
    let after = table.sections.indices.map { table.shownIDs(section: $0) }
    #expect(before.count == after.count, sourceLocation: sourceLocation)
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try update.validate(countsBefore: before.map(\.count), countsAfter: after.map(\.count))
    }
    for section in before.indices {
        let deleted = Set(update.deleted.filter { $0.section == section }.map(\.row))
        let inserted = Set(update.inserted.filter { $0.section == section }.map(\.row))
        let kept = before[section].indices.filter { !deleted.contains($0) }.map { before[section][$0] }
        let stayed = after[section].indices.filter { !inserted.contains($0) }.map { after[section][$0] }
        #expect(kept == stayed, "section \(section): \(update)", sourceLocation: sourceLocation)
    }
}

/// Checks the flattened tree of a section: an expanded row is followed by its children one level deeper
/// and hides nothing; a collapsed row with children hides them, one level deeper, in the same shape.
func expectTreeShape(_ rows: [Row], parentLevel: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, row) in rows.enumerated() {
        #expect(row.level >= parentLevel + 1 || (parentLevel == -1 && row.level == 0), sourceLocation: sourceLocation)
        let next = index + 1 < rows.count ? rows[index + 1] : nil
        if row.isExpanded {
            #expect(row.hasChildren && row.hiddenDescendants.isEmpty, sourceLocation: sourceLocation)
            #expect(next?.level == row.level + 1, "\(row.title) is expanded", sourceLocation: sourceLocation)
        } else {
            #expect(row.hiddenDescendants.isEmpty == !row.hasChildren, sourceLocation: sourceLocation)
            #expect((next?.level ?? 0) <= row.level, "\(row.title) is collapsed", sourceLocation: sourceLocation)
            if let first = row.hiddenDescendants.first {
                #expect(first.level == row.level + 1, sourceLocation: sourceLocation)
                expectTreeShape(row.hiddenDescendants, parentLevel: row.level, sourceLocation: sourceLocation)
            }
        }
        if let next { #expect(next.level <= row.level + 1, sourceLocation: sourceLocation) }
    }
}
