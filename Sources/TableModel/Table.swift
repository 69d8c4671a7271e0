import EngineMessages

/// A simulated `UITableView` and its data: sections of rows with stable identities, the layout,
/// the viewport and its content offset, cell reuse, the virtual clock and the event log.
///
/// Engines read a table and change it through its `mutating` methods; every change of rows is a
/// validated ``BatchUpdate``, so no sequence of inputs can drop, duplicate or corrupt a row.
///
/// Layout is arithmetic over per-section prefix sums: finding the row at a point costs
/// O(log sections), and nothing here walks all rows to answer a question about the screen.
public struct Table: Sendable {
    /// The table's sizes; changing them re-lays the table out and keeps the offset in range.
    public var geometry: Geometry {
        didSet { relayout() }
    }
    /// The sections, each with every row it holds (shown or not).
    public private(set) var sections: [Section]
    /// The vertical content offset: how far the table has scrolled from its resting top (0 at rest). Within
    /// `0 … maxContentOffset`, except while ``pull(down:)`` holds the table below its top (then negative).
    public private(set) var contentOffset: Double = 0
    /// The world's time.
    public var clock = VirtualClock()
    /// Every event so far, oldest first.
    public private(set) var events: [TableEvent] = []
    /// The last batch of row changes.
    public private(set) var lastUpdate: BatchUpdate?
    /// Which cell shows which row.
    public private(set) var cells = CellReuse()

    /// `sectionTops[s]` is the y of section s's header; the last element is the content height.
    private var sectionTops: [Double] = [0]
    private var nextRowID = 0

    // MARK: - Making tables

    /// An empty table with the given geometry.
    public init(geometry: Geometry = Geometry()) {
        self.geometry = geometry
        self.sections = []
        relayout()
    }

    /// One unnamed section of `rowCount` rows titled by `pattern`, where `{n}` is the 1-based row number.
    public init(rowCount: Int, titled pattern: String = "Item #{n}", geometry: Geometry = Geometry()) {
        self.init(geometry: geometry)
        let parts = TitlePattern(pattern)
        let rows = rowCount > 0 ? (1...rowCount).map { makeRow(title: parts.title(for: $0)) } : []
        sections = [Section(title: nil, rows: rows)]
        relayout()
    }

    /// Named sections; each section's rows are titled `"<Section> #1"`, `"<Section> #2"`, ….
    public init(namedSections: [(title: String, rowCount: Int, isCollapsed: Bool)], geometry: Geometry = Geometry()) {
        self.init(geometry: geometry)
        sections = namedSections.map { spec in
            Section(
                title: spec.title,
                rows: (0..<max(0, spec.rowCount)).map { makeRow(title: "\(spec.title) #\($0 + 1)") },
                isCollapsed: spec.isCollapsed
            )
        }
        relayout()
    }

    /// One unnamed section holding a tree: its top-level rows show, every child starts collapsed.
    public init(tree: [TreeNode], geometry: Geometry = Geometry()) {
        self.init(geometry: geometry)
        sections = [Section(title: nil, rows: tree.map { makeTreeRow($0, level: 0) })]
        relayout()
    }

    private mutating func makeRow(title: String, level: Int = 0) -> Row {
        defer { nextRowID += 1 }
        return Row(id: RowID(nextRowID), title: title, level: level)
    }

    private mutating func makeTreeRow(_ node: TreeNode, level: Int) -> Row {
        var row = makeRow(title: node.title, level: level)
        row.hiddenDescendants = node.children.map { makeTreeRow($0, level: level + 1) }
        row.hasChildren = !node.children.isEmpty
        return row
    }

    // MARK: - Reading the model

    /// The number of rows shown in the whole table.
    public var shownRowCount: Int { sections.reduce(0) { $0 + $1.shownCount } }

    /// The number of rows shown in each section.
    public var shownCounts: [Int] { sections.map(\.shownCount) }

    /// The row at a shown index path.
    public func row(at path: RowPath) -> Row? {
        guard sections.indices.contains(path.section) else { return nil }
        let section = sections[path.section]
        guard !section.isCollapsed, section.rows.indices.contains(path.row) else { return nil }
        return section.rows[path.row]
    }

    /// The first shown row with this title, in table order.
    public func path(ofTitle title: String) -> RowPath? {
        for (s, section) in sections.enumerated() where !section.isCollapsed {
            if let r = section.rows.firstIndex(where: { $0.title == title }) { return RowPath(section: s, row: r) }
        }
        return nil
    }

    /// The first section with this title.
    public func section(titled title: String) -> Int? {
        sections.firstIndex { $0.title == title }
    }

    /// Where the row with this identity is shown, searching outward from `hint`, so a row that moved
    /// by a few places is found in as many steps.
    public func path(of id: RowID, near hint: RowPath? = nil) -> RowPath? {
        let start = hint.flatMap { sections.indices.contains($0.section) ? $0 : nil } ?? RowPath(section: 0, row: 0)
        // Sections outward from the hint's (start, start − 1, start + 1, …), without sorting them: this runs on every
        // frame of a drag, and the row is nearly always in the hint's section.
        let outward = (0..<sections.count * 2).lazy.compactMap { step -> Int? in
            let s = step % 2 == 0 ? start.section - step / 2 : start.section + (step + 1) / 2
            return self.sections.indices.contains(s) ? s : nil
        }
        for s in outward where !sections[s].isCollapsed {
            let rows = sections[s].rows
            guard !rows.isEmpty else { continue }
            let center = s == start.section ? min(max(start.row, 0), rows.count - 1) : 0
            var distance = 0
            while center - distance >= 0 || center + distance < rows.count {
                if center + distance < rows.count, rows[center + distance].id == id { return RowPath(section: s, row: center + distance) }
                if distance > 0, center - distance >= 0, rows[center - distance].id == id { return RowPath(section: s, row: center - distance) }
                distance += 1
            }
        }
        return nil
    }

    // MARK: - Layout

    /// The total height of headers and shown rows.
    public var contentHeight: Double { sectionTops[sectionTops.count - 1] }

    /// The largest content offset: `max(0, topInset + contentHeight − viewportHeight)`.
    public var maxContentOffset: Double { max(0, geometry.topInset + contentHeight - geometry.viewportHeight) }

    /// How much of the viewport's top a floating header covers at the current offset:
    /// `max(pinnedTopHeight, topInset − contentOffset)`, so it shrinks as the table scrolls up, stops at its pinned
    /// height, and stretches while a pull holds the table below its top. 0 for a table without a top inset.
    public var coveredTop: Double {
        guard geometry.topInset > 0 || geometry.pinnedTopHeight > 0 else { return 0 }
        return max(geometry.pinnedTopHeight, geometry.topInset - contentOffset)
    }

    /// Where content y is in the viewport: `topInset + y − contentOffset`.
    public func viewportY(ofContentY y: Double) -> Double {
        geometry.topInset + y - contentOffset
    }

    /// The content y at a viewport y: the inverse of ``viewportY(ofContentY:)``.
    public func contentY(atViewportY y: Double) -> Double {
        y - geometry.topInset + contentOffset
    }

    /// The content y range that shows: the viewport below the covered top, `coveredTop ..< viewportHeight`, in
    /// content coordinates. Rows behind a floating header are not on screen.
    public var visibleContentRange: Range<Double> {
        let top = contentY(atViewportY: coveredTop)
        return top..<max(top, contentY(atViewportY: geometry.viewportHeight))
    }

    /// A section header's frame in content coordinates.
    public func headerFrame(section: Int) -> VerticalFrame {
        VerticalFrame(y: sectionTops[section], height: geometry.headerHeight)
    }

    /// A shown row's frame in content coordinates.
    public func frame(of path: RowPath) -> VerticalFrame {
        VerticalFrame(
            y: sectionTops[path.section] + geometry.headerHeight + Double(path.row) * geometry.rowHeight,
            height: geometry.rowHeight
        )
    }

    /// What lies at content y: a header or a row, or nothing (below the last row). O(log sections).
    public func item(atContentY y: Double) -> TableItem? {
        guard !sections.isEmpty, y >= 0, y < contentHeight else { return nil }
        // The last section whose top is at or above y.
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        let section = low
        let inside = y - sectionTops[section]
        if inside < geometry.headerHeight { return .header(section: section) }
        guard geometry.rowHeight > 0 else { return nil }
        let row = Int(((inside - geometry.headerHeight) / geometry.rowHeight).rounded(.down))
        guard row < sections[section].shownCount else { return nil }
        return .row(RowPath(section: section, row: row))
    }

    /// Whether any part of the frame lies in the part of the viewport that shows (``visibleContentRange``): below
    /// a floating header, above the viewport's bottom. Without a top inset that is `[offset, offset + viewportHeight)`.
    public func isOnScreen(_ frame: VerticalFrame) -> Bool {
        let visible = visibleContentRange
        return frame.height > 0 && frame.y < visible.upperBound && frame.maxY > visible.lowerBound
    }

    /// Whether a shown row intersects the viewport.
    public func isOnScreen(_ path: RowPath) -> Bool {
        row(at: path) != nil && isOnScreen(frame(of: path))
    }

    /// The shown rows intersecting the viewport, top to bottom. Costs O(log sections + rows on screen).
    public var rowPathsOnScreen: [RowPath] {
        var result: [RowPath] = []
        guard !sections.isEmpty, geometry.rowHeight > 0 else { return result }
        let visible = visibleContentRange
        let bottom = visible.upperBound
        var section = firstSection(endingBelow: visible.lowerBound)
        while section < sections.count, sectionTops[section] < bottom {
            let rowsTop = sectionTops[section] + geometry.headerHeight
            let count = sections[section].shownCount
            if count > 0 {
                var row = max(0, Int(((visible.lowerBound - rowsTop) / geometry.rowHeight).rounded(.down)))
                while row < count {
                    let path = RowPath(section: section, row: row)
                    let frame = frame(of: path)
                    if frame.y >= bottom { break }
                    if isOnScreen(frame) { result.append(path) }
                    row += 1
                }
            }
            section += 1
        }
        return result
    }

    /// The first section whose bottom lies below content y (binary search).
    private func firstSection(endingBelow y: Double) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid + 1] <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: - Scrolling

    /// Sets the content offset, clamped to `0 … maxContentOffset`; cells are reused as rows leave and enter.
    public mutating func scroll(to offset: Double) {
        contentOffset = min(max(offset, 0), maxContentOffset)
        cells.update(rowsOnScreen: rowPathsOnScreen.compactMap { row(at: $0)?.id })
    }

    /// A finger holds the table `distance` points below its resting top, as `UIScrollView` lets a pull go past the
    /// top while the finger is down: the content offset becomes `−distance` (negative `distance` counts as 0).
    /// ``scroll(to:)`` (or any change of layout) clamps it back into range.
    public mutating func pull(down distance: Double) {
        contentOffset = -max(0, distance.isNaN ? 0 : distance)
        cells.update(rowsOnScreen: rowPathsOnScreen.compactMap { row(at: $0)?.id })
    }

    // MARK: - Events

    /// Appends an event to the log.
    public mutating func record(_ event: TableEvent) {
        events.append(event)
    }

    // MARK: - Changing rows

    /// Applies one batch of row changes after validating it like `UITableView`.
    ///
    /// `countsAfter` is what the data source will answer after `changes`, the way UIKit asks
    /// `numberOfRowsInSection` after the update; a batch that does not add up is refused and changes nothing.
    /// - Parameters:
    ///   - update: the deleted (old coordinates) and inserted (new coordinates) index paths being reported.
    ///   - countsAfter: rows shown per section once `changes` have run.
    ///   - newOffset: a content offset to set with the update (clamped), or `nil` to keep the current one.
    ///   - changes: the change to the model, which must produce `countsAfter`.
    public mutating func performBatchUpdate(
        _ update: BatchUpdate,
        countsAfter: [Int],
        contentOffset newOffset: Double? = nil,
        changes: (inout [Section]) -> Void
    ) throws(Refusal) {
        try update.validate(countsBefore: shownCounts, countsAfter: countsAfter)
        changes(&sections)
        precondition(shownCounts == countsAfter, "an engine changed the rows differently from the counts it declared")
        lastUpdate = update
        relayout(keepingOffset: newOffset ?? contentOffset)
    }

    /// Deletes the shown row at `path` and, in a tree, the descendants it shows, in one batch: the update lists
    /// the row and every shown descendant, so none is left shown without its parent.
    public mutating func deleteRow(at path: RowPath) throws(Refusal) {
        guard let deleted = row(at: path) else { throw .noSuchRow(path) }
        // Read in place: a copy of the rows would make the change below copy every row of the section.
        var end = path.row + 1
        while end < sections[path.section].rows.count, sections[path.section].rows[end].level > deleted.level { end += 1 }
        var counts = shownCounts
        counts[path.section] -= end - path.row
        let paths = (path.row..<end).map { RowPath(section: path.section, row: $0) }
        try performBatchUpdate(BatchUpdate(deleted: paths), countsAfter: counts) { sections in
            sections[path.section].rows.removeSubrange(path.row..<end)
        }
    }

    /// Moves the shown row at `from` so that it ends up at `to` (in the coordinates after the move);
    /// the rows between shift by one. Within a section this costs O(distance).
    public mutating func moveRow(from: RowPath, to: RowPath) throws(Refusal) {
        guard row(at: from) != nil else { throw .noSuchRow(from) }
        guard sections.indices.contains(to.section), !sections[to.section].isCollapsed,
              (0...sections[to.section].shownCount - (to.section == from.section ? 1 : 0)).contains(to.row) else {
            throw Refusal(RefusalMessages.cannotMove(from.name, to: to.name))
        }
        guard from != to else { return }
        let update = BatchUpdate(deleted: [from], inserted: [to])
        if from.section == to.section {
            // Within a section every count stays, so UIKit's checks hold by construction (both paths were checked
            // above) and no section moves: only the rows on screen change. An edge-scrolling drag moves a row on
            // every frame, so this must not walk the sections (it did: 1,000 sections made each frame 1,000 steps).
            sections[from.section].rows.rotateOne(from: from.row, to: to.row)
            lastUpdate = update
            scroll(to: contentOffset)
            return
        }
        var counts = shownCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        try performBatchUpdate(update, countsAfter: counts) { sections in
            let moving = sections[from.section].rows.remove(at: from.row)
            sections[to.section].rows.insert(moving, at: to.row)
        }
    }

    /// Swaps two shown rows; reported as a delete and insert of each.
    public mutating func exchangeRows(_ a: RowPath, _ b: RowPath) throws(Refusal) {
        guard row(at: a) != nil else { throw .noSuchRow(a) }
        guard row(at: b) != nil else { throw .noSuchRow(b) }
        guard a != b else { return }
        try performBatchUpdate(BatchUpdate(deleted: [a, b], inserted: [a, b]), countsAfter: shownCounts) { sections in
            let first = sections[a.section].rows[a.row]
            sections[a.section].rows[a.row] = sections[b.section].rows[b.row]
            sections[b.section].rows[b.row] = first
        }
    }

    // MARK: - Layout bookkeeping

    private mutating func relayout(keepingOffset offset: Double? = nil) {
        var tops: [Double] = []
        tops.reserveCapacity(sections.count + 1)
        var y = 0.0
        for section in sections {
            tops.append(y)
            y += geometry.headerHeight + Double(section.shownCount) * geometry.rowHeight
        }
        tops.append(y)
        sectionTops = tops
        scroll(to: offset ?? contentOffset)
    }
}

extension Array {
    /// Moves the element at `from` to `to`, shifting the ones between by one place. O(|to − from|).
    mutating func rotateOne(from: Int, to: Int) {
        if from < to {
            for i in from..<to { swapAt(i, i + 1) }
        } else if from > to {
            for i in stride(from: from, to: to, by: -1) { swapAt(i, i - 1) }
        }
    }
}
