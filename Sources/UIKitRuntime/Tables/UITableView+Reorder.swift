import Foundation
import ReorderEngine
import TableModel

/// A built-in reorder in progress: the reorder engine's lift, over a model table with the table view's rows.
///
/// The engine decides where the lifted row goes as the finger moves (UIKit's move: the index path at which the
/// lifted row, once moved, contains the finger), the lifted row's snapshot motion and the edge auto-scroll; the
/// runtime places the cells where the engine's rows are and, at the drop, tells the data source
/// `tableView(_:moveRowAt:to:)` once, with the delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
/// as the last word. The engine's table has one row height (the lifted row's) and one header height (section 0's),
/// with the table's rows in their sections; a table header view or content inset is not modelled while a row is lifted.
@MainActor final class ReorderSession {
    var engine = LongPressReorder()
    var model: Table
    /// The lifted row's index path before the lift.
    let origin: IndexPath
    /// The lifted row's cell.
    let cell: UITableViewCell
    /// Row counts before the lift, for the engine's row identities (numbered section by section).
    let counts: [Int]
    /// The drag session of a drag-and-drop reorder; nil for the editing mode's reorder control.
    let dragSession: LocalDragSession?

    init(origin: IndexPath, cell: UITableViewCell, table: UITableView, dragSession: LocalDragSession?) {
        self.origin = origin
        self.cell = cell
        self.dragSession = dragSession
        counts = table.geometry.sections.map(\.rows.count)
        let geometry = Geometry(width: Double(table.bounds.width), viewportHeight: Double(table.bounds.height),
                                rowHeight: Double(table.rectForRow(at: origin).height),
                                headerHeight: Double(table.geometry.sections.first?.header ?? 0))
        model = Table(namedSections: counts.enumerated().map { ("\($0.offset)", $0.element, false) }, geometry: geometry)
        model.scroll(to: Double(table.contentOffset.y))
        engine.edgeScroll = true
    }

    /// The engine's identity of the row that was at `path` before the lift.
    func rowID(ofOriginal path: IndexPath) -> RowID? {
        guard counts.indices.contains(path.section), path.row >= 0, path.row < counts[path.section] else { return nil }
        return RowID(counts.prefix(path.section).reduce(0, +) + path.row)
    }

    /// Where the engine has the row that was at `path` now.
    func currentPath(ofOriginal path: IndexPath) -> IndexPath? {
        guard let id = rowID(ofOriginal: path), let now = model.path(of: id) else { return nil }
        return IndexPath(row: now.row, section: now.section)
    }
}

/// The drag session of a drag-and-drop reorder within one table: the items the drag delegate gave.
@MainActor final class LocalDragSession: UIDragSession, UIDropSession {
    let items: [UIDragItem]

    init(items: [UIDragItem]) {
        self.items = items
    }
}

extension UITableView {
    /// The reorder control's width at a movable row's trailing edge in editing mode.
    static let reorderControlWidth: CGFloat = 44
    /// How long a press lifts a row for drag and drop: the long press's default, 0.5 s.
    static let dragLiftDuration: TimeInterval = 0.5

    /// Whether a reorder recognizer may begin: the editing mode's control on a movable row, or (drag interaction on)
    /// a row the drag delegate gives items for.
    func reorderShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard reorder == nil, let path = indexPathForRow(at: recognizer.location(in: self)), cells[path] != nil else { return false }
        if recognizer === editReorderPress {
            let x = recognizer.location(in: self).x
            return isEditing && x >= bounds.width - Self.reorderControlWidth && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
        }
        return !isEditing && dragInteractionEnabled && dragDelegate != nil
    }

    func handleReorderPress(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began:
            liftRow(press)
        case .changed:
            guard let reorder else { return }
            try? reorder.engine.drag(toViewportY: Double(press.location(in: self).y - contentOffset.y), in: &reorder.model)
            placeReorderedCells()
        case .ended:
            dropRow()
        case .cancelled:
            if let reorder { try? reorder.engine.cancel(in: &reorder.model) }
            endReorder()
        default:
            break
        }
    }

    private func liftRow(_ press: UILongPressGestureRecognizer) {
        endSwipe()
        guard let path = indexPathForRow(at: press.location(in: self)), let cell = cells[path] else { return }
        var session: LocalDragSession?
        if press === dragLiftPress {
            let items = dragDelegate?.tableView(self, itemsForBeginning: LocalDragSession(items: []), at: path) ?? []
            guard !items.isEmpty else { return }
            session = LocalDragSession(items: items)
        }
        let reorder = ReorderSession(origin: path, cell: cell, table: self, dragSession: session)
        reorder.engine.minimumPress = LongPressReorder.shortestMinimumPress
        try? reorder.engine.longPress(atViewportY: Double(press.location(in: self).y - contentOffset.y), duration: nil, in: &reorder.model)
        guard reorder.engine.isLifting else { return }
        self.reorder = reorder
        activeRuntime?.startFrameTask(owner: reorder) { [weak self, weak reorder] _ in
            guard let self, let reorder, self.reorder === reorder else { return false }
            reorder.engine.holdFrame(in: &reorder.model)
            reorder.engine.advance(frames: 1, in: &reorder.model)
            let offset = CGFloat(reorder.model.contentOffset)
            if offset != self.contentOffset.y { self.contentOffset.y = offset }
            self.placeReorderedCells()
            return true
        }
        placeReorderedCells()
    }

    /// Puts every cell on screen where the engine has its row, and the lifted cell under the finger.
    func placeReorderedCells() {
        guard let reorder else { return }
        for (path, cell) in cells {
            guard let now = reorder.currentPath(ofOriginal: path) else { continue }
            cell.frame = rectForRow(at: now)
        }
        if let center = reorder.engine.snapshotCenterY {
            let frame = reorder.cell.frame
            reorder.cell.frame = CGRect(x: frame.minX, y: CGFloat(center) + contentOffset.y - frame.height / 2, width: frame.width, height: frame.height)
            bringSubviewToFront(reorder.cell)
        }
    }

    /// The finger lifts: the data source hears the one move (unless the row is back where it started, or a drop
    /// delegate refuses a drag-and-drop move), and the table's rows take their new order.
    private func dropRow() {
        guard let reorder else { return }
        try? reorder.engine.drop(in: &reorder.model)
        let proposed = reorder.currentPath(ofOriginal: reorder.origin) ?? reorder.origin
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.origin, toProposedIndexPath: proposed) ?? proposed
        endReorder()
        guard target != reorder.origin, numberOfRows(inSection: target.section) > 0 || target.row == 0 else { return }
        if let session = reorder.dragSession {
            let proposal = dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: target)
            guard proposal?.operation == .move, proposal?.intent != .insertIntoDestinationIndexPath else { return }
        }
        dataSource?.tableView(self, moveRowAt: reorder.origin, to: target)
        applyInteractiveMove(from: reorder.origin, to: target)
    }

    /// Ends the reorder: the engine's frame task stops and the table lays its cells out again.
    func endReorder() {
        guard let reorder else { return }
        activeRuntime?.stopFrameTask(owner: reorder)
        self.reorder = nil
        setNeedsLayout()
    }
}
