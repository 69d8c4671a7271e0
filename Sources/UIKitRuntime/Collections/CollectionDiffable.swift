import Foundation

/// A collection view data source that takes snapshots (whole, or one section's tree) and works out the collection
/// view's update itself, as the table's diffable data source does: items that left are deleted, new ones inserted,
/// moved ones moved, in one batch that the collection view checks and animates.
///
/// A section snapshot shows its visible items; an outline disclosure's tap expands or collapses its item (asking
/// `shouldExpandItem`/`shouldCollapseItem`, telling `willExpandItem`/`willCollapseItem`) and applies the section
/// snapshot again.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa,
/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:) and
/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct
@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, OutlineTogglingDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// What happens when a person expands or collapses an item of a section snapshot.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// No handlers.
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes the supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// The expand and collapse handlers.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` (it becomes the collection view's data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The section snapshot of `section` (its items as a flat list when none was applied).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section) else { return nil }
        let items = current.sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// Makes `snapshot` the collection view's data: the differences become one batch update.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        sectionSnapshots = sectionSnapshots.filter { snapshot.sectionIdentifiers.contains($0.key) }
        update(to: snapshot, completion: completion)
    }

    /// Makes `snapshot` the tree of `section` (appending the section when it is new): the section shows its visible
    /// items.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots[section] = snapshot
        var next = current
        next.setItems(snapshot.visibleItems, inSection: section)
        update(to: next, completion: completion)
    }

    private func update(to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)?) {
        let old = current
        guard let collectionView else {
            current = snapshot
            return
        }
        collectionView.performBatchUpdates({
            self.current = snapshot
            let changes = DiffableChanges(old: old, new: snapshot)
            if !changes.deletedSections.isEmpty { collectionView.deleteSections(changes.deletedSections) }
            if !changes.insertedSections.isEmpty { collectionView.insertSections(changes.insertedSections) }
            if !changes.deleted.isEmpty { collectionView.deleteItems(at: changes.deleted) }
            if !changes.inserted.isEmpty { collectionView.insertItems(at: changes.inserted) }
            for move in changes.moved { collectionView.moveItem(at: move.from, to: move.to) }
            if !changes.reloaded.isEmpty { collectionView.reloadItems(at: changes.reloaded) }
        }, completion: { _ in completion?() })
        current.reloadedItems = []
    }

    /// Expands or collapses the item at `indexPath` in its section snapshot, as an outline disclosure's tap does.
    func toggleOutline(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), current.sections.indices.contains(indexPath.section) else { return }
        let section = current.sections[indexPath.section].id
        var tree = snapshot(for: section)
        if tree.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let make = sectionSnapshotHandlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: make(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
