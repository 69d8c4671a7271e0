import Foundation

/// The state of a table's data: sections and their items, by identifier.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items marked for reloading by ``reloadItems(_:)`` or ``reconfigureItems(_:)`` since the snapshot was taken.
    var reloadedItems: Set<ItemIdentifierType> = []

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

    /// The section an item is in.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        indexPath(of: identifier).map { sections[$0.section].id }
    }

    /// The index of an item among all items, section by section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// Inserts items just before `beforeIdentifier` (nothing happens when it is not in the snapshot).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:beforeitem:)
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let path = indexPath(of: beforeIdentifier) else { return }
        sections[path.section].items.insert(contentsOf: identifiers, at: path.row)
    }

    /// Inserts items just after `afterIdentifier` (nothing happens when it is not in the snapshot).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let path = indexPath(of: afterIdentifier) else { return }
        sections[path.section].items.insert(contentsOf: identifiers, at: path.row + 1)
    }

    /// Moves an item to just before another one.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, indexPath(of: toIdentifier) != nil, indexPath(of: identifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves an item to just after another one.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, indexPath(of: toIdentifier) != nil, indexPath(of: identifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items for reloading: applying the snapshot makes their cells anew.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers.filter { indexPath(of: $0) != nil })
    }

    /// Marks items for reconfiguring: applying the snapshot asks for their cells again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadItems(identifiers)
    }

    /// Makes `items` the items of section `identifier`, appending the section when the snapshot lacks it.
    mutating func setItems(_ items: [ItemIdentifierType], inSection identifier: SectionIdentifierType) {
        if let index = sections.firstIndex(where: { $0.id == identifier }) {
            sections[index].items = items
        } else {
            sections.append((identifier, items))
        }
    }

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
            let changes = DiffableChanges(old: old, new: snapshot)
            if !changes.deletedSections.isEmpty { tableView.deleteSections(changes.deletedSections, with: animation) }
            if !changes.insertedSections.isEmpty { tableView.insertSections(changes.insertedSections, with: animation) }
            if !changes.deleted.isEmpty { tableView.deleteRows(at: changes.deleted, with: animation) }
            if !changes.inserted.isEmpty { tableView.insertRows(at: changes.inserted, with: animation) }
            if !changes.moved.isEmpty { tableView.update(animation) { $0.moves += changes.moved } }
            if !changes.reloaded.isEmpty { tableView.reloadRows(at: changes.reloaded, with: animation) }
        }, completion: { _ in completion?() })
        current.reloadedItems = []
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

/// The table update that turns one snapshot into another, by identity: sections and items that left are deleted,
/// new ones inserted, items that changed section or order moved (the fewest moves: the items outside the longest
/// run that kept its order), and marked items that stayed in place reloaded. Deletes are in the old snapshot's
/// index paths, inserts and move targets in the new one's, as `performBatchUpdates` takes them.
struct DiffableChanges<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var reloaded: [IndexPath] = []

    init(old: NSDiffableDataSourceSnapshot<SectionID, ItemID>, new: NSDiffableDataSourceSnapshot<SectionID, ItemID>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        deletedSections = IndexSet(oldSections.indices.filter { !newSections.contains(oldSections[$0]) })
        insertedSections = IndexSet(newSections.indices.filter { !oldSections.contains(newSections[$0]) })
        let oldPlaces = Self.places(old), newPlaces = Self.places(new)
        for (item, path) in oldPlaces where !deletedSections.contains(path.section) {
            if let to = newPlaces[item], !insertedSections.contains(to.section) { continue }
            deleted.append(path)
        }
        for (item, path) in newPlaces where !insertedSections.contains(path.section) {
            if let from = oldPlaces[item], !deletedSections.contains(from.section) { continue }
            inserted.append(path)
        }
        findMoves(old: old, new: new, oldPlaces: oldPlaces, newPlaces: newPlaces)
        let movedFrom = Set(moved.map(\.from))
        reloaded = new.reloadedItems.compactMap { oldPlaces[$0] }.filter { !movedFrom.contains($0) && !deleted.contains($0) }
        deleted.sort()
        inserted.sort()
    }

    /// Each item's index path.
    private static func places(_ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>) -> [ItemID: IndexPath] {
        var places: [ItemID: IndexPath] = [:]
        for (section, entry) in snapshot.sections.enumerated() {
            for (row, item) in entry.items.enumerated() where places[item] == nil { places[item] = IndexPath(row: row, section: section) }
        }
        return places
    }

    /// Items kept in surviving sections: those that changed section move; within a section, those outside the
    /// longest run of items that kept their order move.
    private mutating func findMoves(old: NSDiffableDataSourceSnapshot<SectionID, ItemID>, new: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
                                    oldPlaces: [ItemID: IndexPath], newPlaces: [ItemID: IndexPath]) {
        var staying: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        for (item, from) in oldPlaces where !deletedSections.contains(from.section) {
            guard let to = newPlaces[item], !insertedSections.contains(to.section) else { continue }
            if old.sections[from.section].id == new.sections[to.section].id {
                staying[from.section, default: []].append((from, to))
            } else {
                moved.append((from, to))
            }
        }
        for (_, pairs) in staying {
            let ordered = pairs.sorted { $0.to.row < $1.to.row }
            let keep = Set(Self.longestIncreasingRun(ordered.map(\.from.row)))
            moved += ordered.enumerated().filter { !keep.contains($0.offset) }.map(\.element)
        }
        moved.sort { $0.from < $1.from }
    }

    /// The positions (indices into `values`) of one longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = [], previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(cursor)
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
