import Foundation

/// The state of a table's data: sections and their items, by identifier.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []

    /// An empty snapshot.
    public init() {}

    /// The sections.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    /// Appends items to `sectionIdentifier` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let found: Int? = if let sectionIdentifier { sections.firstIndex { $0.id == sectionIdentifier } } else { sections.indices.last }
        guard let index = found else { return }
        sections[index].items += identifiers
    }

    /// The items of a section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }

    /// Deletes sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.id) }
    }

    /// Deletes everything.
    public mutating func deleteAllItems() { sections = [] }

    /// The index path of an item.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let row = entry.items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}

/// A table data source that takes snapshots and works out the table's update itself: sections and items that
/// left are deleted, new ones inserted, items that changed place deleted and inserted; the table then checks and
/// animates that update as any other.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
@MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of applied differences.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item of a row.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section) else { return nil }
        let items = current.sections[indexPath.section].items
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The row of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// Makes `snapshot` the table's data: the differences become one update of the table.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let old = current
        guard let tableView else {
            current = snapshot
            return
        }
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates({
            self.current = snapshot
            let oldSections = old.sectionIdentifiers, newSections = snapshot.sectionIdentifiers
            let goneSections = IndexSet(oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
            let newSectionSet = IndexSet(newSections.indices.filter { !oldSections.contains(newSections[$0]) })
            if !goneSections.isEmpty { tableView.deleteSections(goneSections, with: animation) }
            if !newSectionSet.isEmpty { tableView.insertSections(newSectionSet, with: animation) }
            let (deleted, inserted) = Self.rowChanges(old, snapshot, skipping: goneSections, newSectionSet)
            if !deleted.isEmpty { tableView.deleteRows(at: deleted, with: animation) }
            if !inserted.isEmpty { tableView.insertRows(at: inserted, with: animation) }
        }, completion: { _ in completion?() })
    }

    /// Rows to delete (old paths) and insert (new paths): items that left their section or arrived in it. Items
    /// that stay in their section keep their order (moves within a section are not worked out).
    private static func rowChanges(_ old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                   _ new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                   skipping goneSections: IndexSet, _ newSections: IndexSet) -> ([IndexPath], [IndexPath]) {
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        for (section, entry) in old.sections.enumerated() where !goneSections.contains(section) {
            for (row, item) in entry.items.enumerated() where !(new.indexPath(of: item).map { new.sections[$0.section].id == entry.id } ?? false) {
                deleted.append(IndexPath(row: row, section: section))
            }
        }
        for (section, entry) in new.sections.enumerated() where !newSections.contains(section) {
            for (row, item) in entry.items.enumerated() where !(old.indexPath(of: item).map { old.sections[$0.section].id == entry.id } ?? false) {
                inserted.append(IndexPath(row: row, section: section))
            }
        }
        return (deleted, inserted)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
}
