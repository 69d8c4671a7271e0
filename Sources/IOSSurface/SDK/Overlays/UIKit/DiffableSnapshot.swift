// Diffable data source snapshots: Swift-only value types on iOS. The iOS 18 SDK requires Sendable identifiers.
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot

/// The state of a diffable data source's data: its sections, and the items in each, by identifier.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
    private var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.section) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.section == identifier } }
    private func location(_ item: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (s, entry) in sections.enumerated() {
            if let i = entry.items.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier).map { sections[$0].items } ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(identifier).map { sections[$0.section].section }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex(identifier) }

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard !sections.isEmpty else { return }
        let s = sectionIdentifier.flatMap(sectionIndex) ?? sections.count - 1
        sections[s].items += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let at = location(beforeIdentifier) else { return }
        sections[at.section].items.insert(contentsOf: identifiers, at: at.item)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let at = location(afterIdentifier) else { return }
        sections[at.section].items.insert(contentsOf: identifiers, at: at.item + 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sections = [] }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItems += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItems += identifiers }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { sections += identifiers.map { ($0, []) } }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: at)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: at + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.section) } }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = sectionIndex(identifier) else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: sectionIndex(toIdentifier) ?? sections.count)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = sectionIndex(identifier) else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: sectionIndex(toIdentifier).map { $0 + 1 } ?? sections.count)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSections += identifiers }
}

/// The items of one section as a tree: root items, children appended under a parent, expanded or collapsed.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable where ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
    private var order: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        order += items
        if let parent { for item in items { parents[item] = parent } }
    }
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        order.insert(contentsOf: items, at: order.firstIndex(of: item) ?? order.count)
    }
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        order.insert(contentsOf: items, at: order.firstIndex(of: item).map { $0 + 1 } ?? order.count)
    }
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: (ItemIdentifierType)) {
        insert(snapshot.items, before: item)
    }
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: (ItemIdentifierType)) {
        insert(snapshot.items, after: item)
    }
    public mutating func delete(_ items: [ItemIdentifierType]) { order.removeAll { items.contains($0) } }
    public mutating func deleteAll() {
        order = []
        parents = [:]
        expanded = []
    }
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        delete(order.filter { parents[$0] == parent })
        append(snapshot.rootItems, to: parent)
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if includingParent { result.append([parent]) }
        result.append(order.filter { parents[$0] == parent }, to: includingParent ? parent : nil)
        return result
    }

    public var items: [ItemIdentifierType] { order }
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }
    public var visibleItems: [ItemIdentifierType] {
        order.filter { item in
            var current = item
            while let parent = parents[current] {
                if !expanded.contains(parent) { return false }
                current = parent
            }
            return true
        }
    }
    public func visualDescription() -> String { order.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" }.joined(separator: "\n") }
}
