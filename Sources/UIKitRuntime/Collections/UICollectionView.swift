import Foundation

/// A scrolling view of items placed by a layout: it asks its data source for counts and cells as UIKit does.
///
/// - The layout (``UICollectionViewLayout``; a compositional list puts full-width rows of 44 points one below the
///   other) places each section's items; the content size follows, and the items on screen get cells.
/// - Cells come from `dequeueReusableCell(withReuseIdentifier:for:)` or a cell registration: a cell that left the
///   screen is reused after `prepareForReuse()`; an identifier nothing is registered for is UIKit's
///   `NSInternalInconsistencyException`.
/// - Insert, delete, move and reload of items and sections run one batch through the same consistency check as the
///   table's (`performBatchUpdates`), in UIKit's words for items: a count that does not add up is UIKit's
///   "Invalid update: invalid number of items in section …" crash.
/// - A tap on an item selects it (`shouldSelectItemAt`, then `didSelectItemAt`), unless its list cell's outline
///   disclosure takes the tap.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview and
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor open class UICollectionView: UIScrollView {
    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }
    /// The data source.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { needsReload = true; setNeedsLayout() }
    }
    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// The items' counts per section, as the data source last answered.
    var counts: [Int] = []
    var itemFrames: [[CGRect]] = []
    var headerFrames: [CGRect?] = []
    var needsReload = true
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var headers: [Int: UICollectionReusableView] = [:]
    var registrations: [String: UICollectionReusableView.Type] = [:]
    var reusePool: [String: [UICollectionReusableView]] = [:]
    var selectedItems: [IndexPath] = []
    var updateDepth = 0
    var pendingUpdate = PendingUpdate()

    /// A collection view with `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        alwaysBounceVertical = true
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Registers the class the collection view makes cells of for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[Self.cellKey(identifier)] = cellClass as? UICollectionReusableView.Type
    }

    /// Registers the class of supplementary views of `elementKind` for `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registrations[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    static func cellKey(_ identifier: String) -> String { "UICollectionElementKindCell/" + identifier }

    /// A cell for `identifier`: a reused one after `prepareForReuse()`, or a new one of the registered class.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let view = dequeue(key: Self.cellKey(identifier), kind: "UICollectionElementKindCell", identifier: identifier)
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view of `elementKind` for `identifier`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        dequeue(key: elementKind + "/" + identifier, kind: elementKind, identifier: identifier) ?? UICollectionReusableView(frame: .zero)
    }

    /// A cell made and configured by `registration` for `item` (registered on first use, as UIKit does).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell where Cell: UICollectionViewCell {
        let key = Self.cellKey(registration.reuseIdentifier)
        if registrations[key] == nil { registrations[key] = Cell.self }
        let cell = dequeue(key: key, kind: "UICollectionElementKindCell", identifier: registration.reuseIdentifier) as? Cell ?? Cell(frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view made and configured by `registration`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView {
        let key = registration.elementKind + "/" + registration.reuseIdentifier
        if registrations[key] == nil { registrations[key] = Supplementary.self }
        let view = dequeue(key: key, kind: registration.elementKind, identifier: registration.reuseIdentifier) as? Supplementary ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    private func dequeue(key: String, kind: String, identifier: String) -> UICollectionReusableView? {
        if let view = reusePool[key]?.popLast() {
            view.reuseCount += 1
            view.prepareForReuse()
            return view
        }
        guard let type = registrations[key] else {
            UIKitRuntime.raise(.inconsistency("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard"), in: activeRuntime)
            return nil
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    /// Forgets the cached counts and asks the data source again; the visible cells are made anew.
    open func reloadData() {
        for (path, cell) in cells { retire(cell, at: path) }
        cells = [:]
        headers.values.forEach { $0.removeFromSuperview() }
        headers = [:]
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as the data source last answered.
    open var numberOfSections: Int { loadIfNeeded(); return counts.count }

    /// The number of items in `section`, as the data source last answered.
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell on screen at `indexPath`, if any.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { cells.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

    /// The index path of a cell on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    /// The item whose frame contains `point` (in the collection view's coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        for (section, frames) in itemFrames.enumerated() {
            if let item = frames.firstIndex(where: { $0.contains(point) }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The frame of an item, from the last layout.
    func frameOfItem(_ path: IndexPath) -> CGRect? {
        guard itemFrames.indices.contains(path.section), itemFrames[path.section].indices.contains(path.item) else { return nil }
        return itemFrames[path.section][path.item]
    }

    /// Scrolls so that the item is at `scrollPosition` (top, middle or bottom of the visible area).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        loadIfNeeded()
        computeFrames()
        guard let frame = frameOfItem(indexPath) else { return }
        let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y = frame.minY - adjustedContentInset.top
        if scrollPosition.contains(.centeredVertically) { y = frame.midY - visible / 2 - adjustedContentInset.top }
        if scrollPosition.contains(.bottom) { y = frame.maxY - visible - adjustedContentInset.top }
        let top = -adjustedContentInset.top
        let bottom = max(top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, top), bottom)), animated: animated)
    }

    // MARK: Selection

    /// Selects an item (without telling the delegate, as UIKit does for selection from code).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            selectedItems.forEach { cells[$0]?.isSelected = false }
            selectedItems = []
            return
        }
        selectedItems.forEach { cells[$0]?.isSelected = false }
        selectedItems = [indexPath]
        cells[indexPath]?.isSelected = true
    }

    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    /// The selected items, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let path = indexPathForItem(at: touch.location(in: self)) else { return }
        if let cell = cells[path] as? UICollectionViewListCell, cell.togglesOnTap {
            cell.toggleOutline()
            return
        }
        guard allowsSelection, collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        selectItem(at: path, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    // MARK: Updates

    /// Inserts items.
    open func insertItems(at indexPaths: [IndexPath]) { update { $0.inserts += indexPaths } }
    /// Deletes items.
    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletes += indexPaths } }
    /// Reloads items: their cells are made anew.
    open func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloads += indexPaths } }
    /// Reconfigures items: the data source is asked for their cells again.
    open func reconfigureItems(at indexPaths: [IndexPath]) { update { $0.reloads += indexPaths } }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { update { $0.moves.append((indexPath, newIndexPath)) } }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { update { $0.sectionInserts.formUnion(sections) } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { update { $0.sectionDeletes.formUnion(sections) } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { update { $0.sectionReloads.formUnion(sections) } }

    /// Runs `updates` as one batch, checks it against the data source's new counts and applies it, animated;
    /// `completion` runs when the items reach their places.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 {
            loadIfNeeded()
            pendingUpdate = PendingUpdate()
        }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 {
            applyPendingUpdate(completion: completion)
        } else if let completion {
            activeRuntime?.enqueue(context: "the completion of a batch update") { completion(true) }
        }
    }

    private func update(_ change: (inout PendingUpdate) -> Void) {
        if updateDepth == 0 {
            loadIfNeeded()
            pendingUpdate = PendingUpdate()
        }
        updateDepth += 1
        change(&pendingUpdate)
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdate(completion: nil) }
    }

    open override func layoutSubviews() {
        loadIfNeeded()
        collectionViewLayout.prepare()
        computeFrames()
        placeViews()
        super.layoutSubviews()
    }
}
