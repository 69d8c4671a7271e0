import Foundation
import TableModel

extension UITableView {
    /// One change: alone it is its own update group; inside `beginUpdates`/`performBatchUpdates` it joins the group.
    func update(_ animation: UITableView.RowAnimation, _ change: (inout PendingUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        if animation != .none { pendingUpdate.animation = animation }
        endUpdates()
    }

    /// Checks the group against the data source's new counts (UIKit's crash when they do not add up), then moves
    /// the cells of surviving rows to their new rows, retires the others, and animates the rows to their new places.
    func applyPendingUpdate(completion: ((Bool) -> Void)?) {
        let update = pendingUpdate
        pendingUpdate = PendingUpdate()
        record(update)
        let before = geometry.sections.map(\.rows.count)
        let after = newCounts()
        if let reason = Self.checkFailure(update, before: before, after: after) {
            UIKitRuntime.raise(.inconsistency(reason), in: activeRuntime)
            return
        }
        remapCells(update, before: before, after: after)
        reloadGeometry()
        measureVisibleCellsAgain()
        let animated = update.animation != .none || update.isEmpty
        let runtime = activeRuntime
        if animated, runtime != nil {
            UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: {
                self.layOutRows()
                self.layoutIfNeeded()
            }, completion: completion)
        } else {
            layOutRows()
            if let completion { runtime?.enqueue(context: "the completion of a batch update") { completion(true) } ?? completion(true) }
        }
    }

    /// UIKit's check: an update of row deletes and inserts only is checked by the table model's own
    /// `BatchUpdate.validate` (the engines' check, so the app and the engines word a crash alike); moves, reloads and
    /// section changes, which the model's batch does not carry, by ``UpdateCheck``.
    static func checkFailure(_ update: PendingUpdate, before: [Int], after: [Int]) -> String? {
        let rowsOnly = update.moves.isEmpty && update.reloads.isEmpty && update.sectionInserts.isEmpty
            && update.sectionDeletes.isEmpty && update.sectionReloads.isEmpty
        guard rowsOnly else { return UpdateCheck.failure(update, before: before, after: after) }
        let batch = BatchUpdate(deleted: update.deletes.map { RowPath(section: $0.section, row: $0.row) },
                                inserted: update.inserts.map { RowPath(section: $0.section, row: $0.row) })
        do {
            try batch.validate(countsBefore: before, countsAfter: after)
            return nil
        } catch {
            return error.message
        }
    }

    func newCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Re-keys the cells on screen by their rows' new index paths; the cells of deleted and reloaded rows retire.
    func remapCells(_ update: PendingUpdate, before: [Int], after: [Int]) {
        var moved: [IndexPath: UITableViewCell] = [:]
        var measured: [IndexPath: CGFloat] = [:]
        var kept = Set<ObjectIdentifier>()
        for (old, new) in UpdateCheck.sectionMap(update, before: before.count, after: after.count) where !update.sectionReloads.contains(old) {
            var pairs = UpdateCheck.rowMap(update, old: old, new: new, before: before[old], after: after[new])
            pairs += update.moves.filter { $0.from.section == old && $0.to.section == new }.map { ($0.from.row, $0.to.row) }
            for (oldRow, newRow) in pairs {
                let from = IndexPath(row: oldRow, section: old), to = IndexPath(row: newRow, section: new)
                measured[to] = measuredHeights[from]
                guard let cell = cells[from] else { continue }
                moved[to] = cell
                kept.insert(ObjectIdentifier(cell))
            }
        }
        for move in update.moves where move.from.section != move.to.section {
            if let cell = cells[move.from] { moved[move.to] = cell; kept.insert(ObjectIdentifier(cell)) }
        }
        for (path, cell) in cells where !kept.contains(ObjectIdentifier(cell)) { retire(cell, at: path) }
        cells = moved
        measuredHeights = measured
        headerViews.values.forEach { $0.removeFromSuperview() }
        headerViews = [:]
    }
}

extension UITableView {
    /// A row the user moved (reorder control or drag and drop): the data source has been told, so the table takes
    /// the move as it is, without an update check (UIKit does not check an interactive move), and lays out again.
    func applyInteractiveMove(from source: IndexPath, to destination: IndexPath) {
        loadIfNeeded()
        var update = PendingUpdate()
        update.moves = [(source, destination)]
        let before = geometry.sections.map(\.rows.count)
        remapCells(update, before: before, after: newCounts())
        reloadGeometry()
        layOutRows()
    }
}

extension UITableViewCell {
    /// The height the cell needs at `width`: its content's fitting height from the constraints, or 44.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let fitted = constraintFittingHeight(width: width)
        return fitted.map { max($0, 0) } ?? 44
    }
}
