import Foundation

extension UICollectionView {
    /// Asks the data source for the counts when they are out of date.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        counts = currentCounts()
    }

    /// The counts the data source answers now.
    func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Every section's frames from the layout, one section below the other; the content size follows.
    func computeFrames() {
        var y: CGFloat = 0
        itemFrames = []
        headerFrames = []
        for (section, count) in counts.enumerated() {
            let frames = collectionViewLayout.layoutSection(section, itemCount: count, y: y, width: bounds.width)
            itemFrames.append(frames.items)
            headerFrames.append(frames.header)
            y = frames.bottom
        }
        let size = CGSize(width: bounds.width, height: y)
        if contentSize != size { contentSize = size }
    }

    /// The items on screen get cells at their frames; items that left give theirs back. Headers likewise.
    func placeViews() {
        let visibleArea = bounds
        var visible: Set<IndexPath> = []
        for (section, frames) in itemFrames.enumerated() {
            for (item, frame) in frames.enumerated() where frame.intersects(visibleArea) { visible.insert(IndexPath(item: item, section: section)) }
        }
        for (path, cell) in cells where !visible.contains(path) {
            cells[path] = nil
            retire(cell, at: path)
        }
        for path in visible.sorted() {
            guard let frame = frameOfItem(path) else { continue }
            if let cell = cells[path] {
                cell.frame = frame
            } else {
                show(path, at: frame)
            }
        }
        placeHeaders(in: visibleArea)
    }

    private func show(_ path: IndexPath, at frame: CGRect) {
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        cells[path] = cell
        cell.isSelected = selectedItems.contains(path)
        UIView.performWithoutAnimation {
            cell.frame = frame
            insertSubview(cell, at: 0)
            cell.layoutIfNeeded()
        }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }

    private func placeHeaders(in visibleArea: CGRect) {
        for (section, frame) in headerFrames.enumerated() {
            guard let frame, frame.intersects(visibleArea), let dataSource else {
                headers[section]?.removeFromSuperview()
                headers[section] = nil
                continue
            }
            let view = headers[section] ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                                                                      at: IndexPath(item: 0, section: section))
            headers[section] = view
            view.frame = frame
            if view.superview !== self { addSubview(view) }
        }
    }

    /// Takes a cell off screen into the reuse pool.
    func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }
}

extension UICollectionView {
    /// UIKit's check (the table's, in a collection view's words), then the cells of surviving items move to their new
    /// index paths and the items animate to their new frames.
    func applyPendingUpdate(completion: ((Bool) -> Void)?) {
        let update = pendingUpdate
        pendingUpdate = PendingUpdate()
        let before = counts
        let after = currentCounts()
        if let reason = UpdateCheck.failure(update, before: before, after: after) {
            UIKitRuntime.raise(.inconsistency(Self.itemWording(reason)), in: activeRuntime)
            return
        }
        remapCells(update, before: before, after: after)
        counts = after
        needsReload = false
        let runtime = activeRuntime
        if runtime != nil, !update.isEmpty {
            UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: {
                self.computeFrames()
                self.placeViews()
            }, completion: completion)
        } else {
            computeFrames()
            placeViews()
            if let completion { runtime?.enqueue(context: "the completion of a batch update") { completion(true) } ?? completion(true) }
        }
    }

    /// The table's reason in the words UIKit uses for a collection view: items, not rows.
    static func itemWording(_ reason: String) -> String {
        reason.replacingOccurrences(of: "table view", with: "collection view")
            .replacingOccurrences(of: "rows", with: "items")
            .replacingOccurrences(of: "row ", with: "item ")
    }

    private func remapCells(_ update: PendingUpdate, before: [Int], after: [Int]) {
        var moved: [IndexPath: UICollectionViewCell] = [:]
        var kept = Set<ObjectIdentifier>()
        for (old, new) in UpdateCheck.sectionMap(update, before: before.count, after: after.count) where !update.sectionReloads.contains(old) {
            var pairs = UpdateCheck.rowMap(update, old: old, new: new, before: before[old], after: after[new])
            pairs += update.moves.filter { $0.from.section == old && $0.to.section == new }.map { ($0.from.item, $0.to.item) }
            for (oldItem, newItem) in pairs {
                guard let cell = cells[IndexPath(item: oldItem, section: old)] else { continue }
                moved[IndexPath(item: newItem, section: new)] = cell
                kept.insert(ObjectIdentifier(cell))
            }
        }
        for move in update.moves where move.from.section != move.to.section {
            if let cell = cells[move.from] { moved[move.to] = cell; kept.insert(ObjectIdentifier(cell)) }
        }
        for (path, cell) in cells where !kept.contains(ObjectIdentifier(cell)) { retire(cell, at: path) }
        cells = moved
        selectedItems = []
        headers.values.forEach { $0.removeFromSuperview() }
        headers = [:]
    }
}
