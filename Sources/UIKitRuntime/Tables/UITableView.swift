import Foundation

/// A table: rows in sections, placed one under the other in a scroll view, with cells made by the data source and
/// reused as they leave and enter the screen.
///
/// The table keeps the row counts the data source last gave. An update (`insertRows`, `deleteRows`, `moveRow`,
/// `reloadRows`, the section forms, `performBatchUpdates`, `beginUpdates`/`endUpdates`) asks the data source for its
/// new counts and checks UIKit's rule: for each section, the count after the update equals the count before, plus
/// the rows inserted, minus the rows deleted, plus or minus the rows moved in and out. A mismatch is UIKit's crash,
/// `NSInternalInconsistencyException` with UIKit's "Invalid update: invalid number of rows in section …" message,
/// recorded by the runtime with where it happened.
///
/// `delegate` is typed `UIScrollViewDelegate?` here (Swift cannot narrow an inherited property's type as Objective-C
/// does); assign a `UITableViewDelegate` to it as on iOS.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
    /// A table's style.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How rows animate in and out.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// "Size it to fit": for `rowHeight` and the section heights.
    public static let automaticDimension: CGFloat = -1
    /// The duration of row animations, as UIKit's (0.3 s).
    public static let rowAnimationDuration: Double = 0.3

    /// The style.
    public let style: Style
    /// The data source.
    open weak var dataSource: UITableViewDataSource? {
        didSet { needsReload = true; setNeedsLayout() }
    }
    /// The height of every row the delegate does not size; `automaticDimension` sizes rows to their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { needsReload = true; setNeedsLayout() }
    }
    /// The height of section headers the delegate does not size.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers the delegate does not size.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The estimated row height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The view above the first section.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// The view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether drag and drop is on.
    open var dragInteractionEnabled = false
    /// The drag delegate (kept; system drags are not modelled).
    open weak var dragDelegate: UITableViewDragDelegate?
    /// The drop delegate (kept; system drops are not modelled).
    open weak var dropDelegate: UITableViewDropDelegate?
    /// Whether the table is in editing mode (setting it is `setEditing(_:animated:)` without animation).
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    private var editingFlag = false
    /// The separator style.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    var geometry = TableGeometry()
    var needsReload = true
    var cells: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var registrations: [String: UITableViewCell.Type] = [:]
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var updateDepth = 0
    var pendingUpdate = PendingUpdate()
    var selectedRows: [IndexPath] = []
    /// The row swiped with the built-in swipe actions, if any (see ``SwipeSession``).
    var swipe: SwipeSession?
    /// The table's own pan for swipe actions (UIKit's swipe-actions pan recognizer).
    lazy var swipePan = UIPanGestureRecognizer(target: self, action: Selector(UITableView.handleSwipePan(_:)))
    /// The row being reordered, if any (see ``ReorderSession``).
    var reorder: ReorderSession?
    /// The editing mode's reorder control: a touch on it lifts the row at once.
    lazy var editReorderPress = UILongPressGestureRecognizer(target: self, action: Selector(UITableView.handleReorderPress(_:)))
    /// Drag and drop's lift: a press held 0.5 s on a row while `dragInteractionEnabled`.
    lazy var dragLiftPress = UILongPressGestureRecognizer(target: self, action: Selector(UITableView.handleReorderPress(_:)))
    /// The row updates the app asked this table for, in order (see ``RecordedRowUpdate``).
    public internal(set) var recordedRowUpdates: [RecordedRowUpdate] = []

    /// A table with `frame` and `style`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        addGestureRecognizer(swipePan)
        editReorderPress.minimumPressDuration = 0
        editReorderPress.allowableMovement = .greatestFiniteMagnitude
        dragLiftPress.minimumPressDuration = UITableView.dragLiftDuration
        addGestureRecognizer(editReorderPress)
        addGestureRecognizer(dragLiftPress)
    }

    /// A plain table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Registers the class the table makes cells of for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a header or footer view class (accepted; headers are made by the delegate here).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    /// A reusable cell for `identifier`, or nil: a cell off screen (after `prepareForReuse()`), else nil. The cell
    /// is the one at the front of the reuse queue, the one that left the screen first (the engines' reuse order).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard reusePool[identifier]?.isEmpty == false, let cell = reusePool[identifier]?.removeFirst() else {
            return registrations[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
        }
        cell.reuseCount += 1
        cell.prepareForReuse()
        return cell
    }

    /// A cell for `identifier` and the row at `indexPath`: a reused one after `prepareForReuse()`, or a new one of
    /// the registered class. An identifier nothing is registered for is UIKit's `NSInternalInconsistencyException`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitRuntime.raise(.inconsistency("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard"), in: activeRuntime)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Forgets the cached counts and heights and asks the data source again; the visible cells are made anew.
    open func reloadData() {
        for (path, cell) in cells { retire(cell, at: path) }
        cells = [:]
        headerViews.values.forEach { $0.removeFromSuperview() }
        headerViews = [:]
        measuredHeights = [:]
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (as last loaded).
    open var numberOfSections: Int { loadIfNeeded(); return geometry.sections.count }

    /// The number of rows in `section` (as last loaded).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rows.count : 0
    }

    /// The rectangle of the row at `indexPath`, in content coordinates, whether it has a cell or not.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return geometry.rowRect(indexPath, width: bounds.width)
    }

    /// The rectangle of `section`'s header.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return geometry.headerRect(section, width: bounds.width)
    }

    /// The rectangle of `section`'s footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return geometry.footerRect(section, width: bounds.width)
    }

    /// The rectangle of the whole section.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        return geometry.sectionRect(section, width: bounds.width)
    }

    /// The row at `point` (content coordinates), or nil over headers, footers and empty space.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width || bounds.width == 0 else { return nil }
        return geometry.row(atY: point.y)
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return geometry.rows(in: rect.minY, rect.maxY)
    }

    /// The row a cell on screen shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The cell of a row on screen, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { cells.sorted { $0.key < $1.key }.map(\.value) }

    /// The rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { cells.keys.sorted() }

    /// The header view of a section on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViews[section] as? UITableViewHeaderFooterView }

    /// Scrolls so the row is at `scrollPosition`, within the offsets the table can rest at.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        var y: CGFloat = switch scrollPosition {
        case .top, .none: rect.minY - inset.top
        case .middle: rect.midY - inset.top - visible / 2
        case .bottom: rect.maxY - inset.top - visible
        }
        layoutIfNeeded()
        let limits = contentOffsetLimits
        y = min(max(y, limits.min.y), limits.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Selects a row (no delegate calls, as UIKit).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        selectedRows = indexPath.map { [$0] } ?? []
        for (path, cell) in cells { cell.setSelected(selectedRows.contains(path), animated: animated) }
    }

    /// Deselects a row (no delegate calls).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    /// The selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Turns editing on or off: an open swipe closes, a lifted row is put back, and every cell hears it.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) {
        endSwipe()
        if let reorder { try? reorder.engine.cancel(in: &reorder.model) }
        endReorder()
        editingFlag = editing
        for cell in cells.values { cell.setEditing(editing, animated: animated) }
    }

    // MARK: Updates

    /// Inserts rows; checked against the data source at the end of the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        update(animation) { $0.inserts += indexPaths }
    }

    /// Deletes rows; checked against the data source at the end of the update.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        update(animation) { $0.deletes += indexPaths }
    }

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(.automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Reloads rows: their cells are made anew.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        update(animation) { $0.reloads += indexPaths }
    }

    /// Reconfigures rows: their cells are asked for again.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        update(.none) { $0.reloads += indexPaths }
    }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        update(animation) { $0.sectionInserts.formUnion(sections) }
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        update(animation) { $0.sectionDeletes.formUnion(sections) }
    }

    /// Reloads sections: their rows may change in number.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        update(animation) { $0.sectionReloads.formUnion(sections) }
    }

    /// Begins a group of updates checked together at `endUpdates()`.
    open func beginUpdates() {
        if updateDepth == 0 { loadIfNeeded(); pendingUpdate = PendingUpdate() }
        updateDepth += 1
    }

    /// Ends a group of updates: checks them and applies them, animated.
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdate(completion: nil) }
    }

    /// Runs `updates` as one group, checks and applies it; `completion` runs once the rows' animations end. With no
    /// updates, the rows are measured again (self-sizing rows animate to their new heights).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        updateDepth -= 1
        if updateDepth == 0 {
            applyPendingUpdate(completion: completion)
        } else if let completion {
            activeRuntime?.enqueue(context: "the completion of a batch update") { completion(true) }
        }
    }

    // MARK: Layout and touches

    /// Places the header, the visible rows' cells (asking the data source for rows that come on screen and putting
    /// the cells of rows that leave it in the reuse pool), the section headers and the footer.
    open override func layoutSubviews() {
        loadIfNeeded()
        layOutRows()
        super.layoutSubviews()
    }

    /// The table's swipe pan and reorder presses begin as ``swipeShouldBegin()`` and ``reorderShouldBegin(_:)`` say;
    /// other recognizers as the scroll view's rules say.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return swipeShouldBegin() }
        if gestureRecognizer === editReorderPress || gestureRecognizer === dragLiftPress { return reorderShouldBegin(gestureRecognizer) }
        let begins = super.gestureRecognizerShouldBegin(gestureRecognizer)
        // Scrolling closes a row whose swipe actions show, as UIKit's table does.
        if begins, gestureRecognizer === panGestureRecognizer, let swipe, !swipe.ended { closeSwipe(swipe) }
        return begins
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, swipeTakesTap(at: touch.location(in: self)) { return }
        guard allowsSelection, let touch = touches.first, let path = indexPathForRow(at: touch.location(in: self)) else { return }
        let proposal: IndexPath? = if let tableDelegate { tableDelegate.tableView(self, willSelectRowAt: path) } else { path }
        guard let chosen = proposal else { return }
        selectRow(at: chosen, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }
}

extension UITableViewCell {
    /// A separator's style.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }
}
