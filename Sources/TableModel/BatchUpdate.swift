import EngineMessages

/// One batch of row changes, as `UITableView.performBatchUpdates` receives it.
///
/// Deleted index paths are in the coordinates before the update, inserted ones in the coordinates after it.
/// Both lists are kept in ascending order.
public struct BatchUpdate: Equatable, Sendable, CustomStringConvertible {
    /// Rows deleted, as index paths before the update, ascending.
    public private(set) var deleted: [RowPath]
    /// Rows inserted, as index paths after the update, ascending.
    public private(set) var inserted: [RowPath]

    /// A batch of deletes (old coordinates) and inserts (new coordinates), in any order.
    public init(deleted: [RowPath] = [], inserted: [RowPath] = []) {
        self.deleted = deleted.sorted()
        self.inserted = inserted.sorted()
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty }

    public var description: String {
        let deletes = deleted.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ")
        let inserts = inserted.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ")
        return "deleted \(deletes.isEmpty ? "none" : deletes) inserted \(inserts.isEmpty ? "none" : inserts)"
    }

    /// Checks the update the way `UITableView` does before it animates anything.
    ///
    /// Per section, the count before the update minus the deleted rows plus the inserted rows must equal the
    /// count after it, and every index path must exist on its side of the update.
    /// - Throws: a ``Refusal`` worded like UIKit's `NSInternalInconsistencyException`.
    public func validate(countsBefore before: [Int], countsAfter after: [Int]) throws(Refusal) {
        for path in deleted where !(before.indices.contains(path.section) && (0..<before[path.section]).contains(path.row)) {
            let count = before.indices.contains(path.section) ? before[path.section] : 0
            throw Refusal(RefusalMessages.invalidDelete(row: path.row, section: path.section, count: count))
        }
        for path in inserted where !(after.indices.contains(path.section) && (0..<after[path.section]).contains(path.row)) {
            let count = after.indices.contains(path.section) ? after[path.section] : 0
            throw Refusal(RefusalMessages.invalidInsert(row: path.row, section: path.section, count: count))
        }
        // Both lists are sorted, so a path given twice has itself as a neighbour (hashing 100,000 paths into
        // sets took most of a 100,000-row section toggle, chapters-bench).
        if hasNeighbourTwins(deleted) || hasNeighbourTwins(inserted) {
            throw Refusal(RefusalMessages.invalidTwice)
        }
        guard before.count == after.count else {
            throw Refusal(RefusalMessages.invalidSectionCount(before: before.count, after: after.count))
        }
        var deletesBySection = [Int](repeating: 0, count: before.count)
        var insertsBySection = [Int](repeating: 0, count: before.count)
        for path in deleted { deletesBySection[path.section] += 1 }
        for path in inserted { insertsBySection[path.section] += 1 }
        for section in before.indices {
            let deletes = deletesBySection[section]
            let inserts = insertsBySection[section]
            if before[section] - deletes + inserts != after[section] {
                throw Refusal(RefusalMessages.invalidRowCount(section: section, before: before[section], after: after[section], inserted: inserts, deleted: deletes))
            }
        }
    }

    private func hasNeighbourTwins(_ paths: [RowPath]) -> Bool {
        paths.indices.dropFirst().contains { paths[$0] == paths[$0 - 1] }
    }
}
