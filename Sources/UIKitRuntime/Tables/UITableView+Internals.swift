import Foundation

extension UITableView {
    /// Asks the data source and delegate for counts and heights when they are not loaded yet.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        reloadGeometry()
    }

    /// Counts and heights from the data source and delegate, cells and pending changes aside.
    func reloadGeometry() {
        var geometry = TableGeometry()
        geometry.top = tableHeaderView?.frame.height ?? 0
        geometry.bottomExtra = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            self.geometry = geometry
            updateContentSize()
            return
        }
        let count = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<count {
            var entry = TableGeometry.Section()
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            entry.header = headerHeight(section)
            entry.footer = footerHeight(section)
            entry.rows = (0..<rows).map { rowHeight(IndexPath(row: $0, section: section)) }
            geometry.sections.append(entry)
        }
        geometry.stack()
        self.geometry = geometry
        updateContentSize()
    }

    private func updateContentSize() {
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// The delegate's height, the table's `rowHeight`, or, for `automaticDimension`, the cell's measured height
    /// (44 points until the row has been on screen, UIKit's estimate).
    func rowHeight(_ path: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard height == UITableView.automaticDimension else { return max(0, height) }
        return measuredHeights[path] ?? 44
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        guard height == UITableView.automaticDimension else { return max(0, height) }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            let intrinsic = view.intrinsicContentSize.height
            return intrinsic > 0 ? intrinsic : 28
        }
        if dataSource?.tableView(self, titleForHeaderInSection: section) != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard height == UITableView.automaticDimension else { return max(0, height) }
        if dataSource?.tableView(self, titleForFooterInSection: section) != nil { return 28 }
        return style == .plain ? 0 : 18
    }

    /// Puts the table header or footer view in place of the old one.
    func replaceAccessory(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        needsReload = true
        setNeedsLayout()
    }

    /// Takes a cell off screen into the reuse pool.
    func retire(_ cell: UITableViewCell, at path: IndexPath) {
        if let swipe, swipe.cell === cell { endSwipe() }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    /// The rows on screen get cells at their rectangles; rows that left give theirs back.
    func layOutRows() {
        updateContentSize()
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView?.frame.height ?? 0)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.bottomExtra, width: bounds.width,
                                        height: tableFooterView?.frame.height ?? 0)
        let visible = Set(geometry.rows(in: bounds.minY, bounds.maxY))
        // Cells of rows that left join the end of the reuse queue top to bottom, as the engines' reuse does.
        for (path, cell) in cells.filter({ !visible.contains($0.key) }).sorted(by: { $0.key < $1.key }) {
            cells[path] = nil
            retire(cell, at: path)
        }
        for path in visible.sorted() {
            if let cell = cells[path] {
                cell.frame = geometry.rowRect(path, width: bounds.width)
            } else {
                show(path)
            }
        }
        layOutHeaders()
        if reorder != nil { placeReorderedCells() }
    }

    /// Asks the data source for the cell of `path` and shows it.
    private func show(_ path: IndexPath) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cell.indentationLevel = tableDelegate?.tableView(self, indentationLevelForRowAt: path) ?? 0
        cells[path] = cell
        cell.setSelected(selectedRows.contains(path), animated: false)
        UIView.performWithoutAnimation {
            cell.frame = geometry.rowRect(path, width: bounds.width)
            insertSubview(cell, at: 0)
            cell.layoutIfNeeded()
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        if rowHeight == UITableView.automaticDimension, tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight == UITableView.automaticDimension {
            measure(cell, at: path)
        }
    }

    /// UIKit measures the visible self-sizing cells again in a batch update: that is how `performBatchUpdates(nil)`
    /// (or `beginUpdates()`/`endUpdates()`) animates a cell whose content changed to its new height.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    func measureVisibleCellsAgain() {
        guard rowHeight == UITableView.automaticDimension else { return }
        for (path, cell) in cells.sorted(by: { $0.key < $1.key })
        where tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight == UITableView.automaticDimension {
            measure(cell, at: path)
        }
    }

    /// Self-sizing: the cell's fitting height at the table's width, remembered for its row.
    private func measure(_ cell: UITableViewCell, at path: IndexPath) {
        let height = cell.fittingHeight(width: bounds.width)
        guard measuredHeights[path] != height else { return }
        measuredHeights[path] = height
        geometry.sections[path.section].rows[path.row] = height
        geometry.stack()
        updateContentSize()
        setNeedsLayout()
    }

    private func layOutHeaders() {
        for section in geometry.sections.indices {
            let rect = geometry.headerRect(section, width: bounds.width)
            let onScreen = rect.height > 0 && rect.maxY > bounds.minY && rect.minY < bounds.maxY
            if !onScreen {
                headerViews[section]?.removeFromSuperview()
                headerViews[section] = nil
                continue
            }
            let view = headerViews[section] ?? makeHeader(section)
            headerViews[section] = view
            view.frame = rect
            if view.superview !== self { addSubview(view) }
        }
    }

    private func makeHeader(_ section: Int) -> UIView {
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = dataSource?.tableView(self, titleForHeaderInSection: section)
        return header
    }
}
