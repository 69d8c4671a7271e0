import Foundation

/// The items of one section as a tree: root items, and children appended under a parent, each parent expanded or
/// collapsed (collapsed until expanded). A collection view shows the visible items: those whose every ancestor is
/// expanded, depth first.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Every item, depth first.
    private var order: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, depth first (each parent before its children).
    public var items: [ItemIdentifierType] { order }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }
    /// The items a person sees: those whose every ancestor is expanded.
    public var visibleItems: [ItemIdentifierType] { order.filter(isVisible) }

    /// Appends `items` as the last children of `parent` (as the last root items when `parent` is nil). Items
    /// already in the snapshot, or a parent that is not, are left alone (UIKit raises there).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/append(_:to:)
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = items.filter { !contains($0) }
        guard let parent else {
            order += fresh
            return
        }
        guard let index = order.firstIndex(of: parent) else { return }
        let end = index + 1 + descendants(of: parent).count
        order.insert(contentsOf: fresh, at: end)
        for item in fresh { parents[item] = parent }
    }

    /// Inserts `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let index = order.firstIndex(of: item) else { return }
        let fresh = items.filter { !contains($0) }
        order.insert(contentsOf: fresh, at: index)
        for each in fresh { parents[each] = parents[item] }
    }

    /// Inserts `items` just after `item` and its descendants, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let index = order.firstIndex(of: item) else { return }
        let fresh = items.filter { !contains($0) }
        order.insert(contentsOf: fresh, at: index + 1 + descendants(of: item).count)
        for each in fresh { parents[each] = parents[item] }
    }

    /// Deletes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var gone = Set<ItemIdentifierType>()
        for item in items where contains(item) { gone.insert(item); gone.formUnion(descendants(of: item)) }
        order.removeAll { gone.contains($0) }
        for item in gone {
            parents[item] = nil
            expanded.remove(item)
        }
    }

    /// Deletes everything.
    public mutating func deleteAll() {
        order = []
        parents = [:]
        expanded = []
    }

    /// Expands `items`: their children become visible (where their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items.filter(contains)) }
    /// Collapses `items`: their descendants are hidden, keeping their own expanded state.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// Replaces `parent`'s children with `snapshot`'s tree.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        delete(order.filter { parents[$0] == parent })
        appendTree(of: snapshot, under: parent)
    }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether every ancestor of `item` is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            if !expanded.contains(parent) { return false }
            current = parent
        }
        return true
    }
    /// Whether the snapshot has `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    /// The depth of `item`: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }
    /// The position of `item` among all items, depth first.
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }
    /// The parent of `child`.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The subtree under `parent` (with `parent` as its root when `includingParent`), expanded states kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        guard contains(parent) else { return result }
        let subtree = descendants(of: parent)
        if includingParent { result.order = [parent] }
        result.order += subtree
        for item in subtree {
            let owner = parents[item]
            result.parents[item] = (owner == parent && !includingParent) ? nil : owner
        }
        result.expanded = expanded.filter { result.order.contains($0) }
        return result
    }

    /// Every descendant of `item`, depth first.
    private func descendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        guard let index = order.firstIndex(of: item) else { return [] }
        var result: [ItemIdentifierType] = []
        for candidate in order[(index + 1)...] {
            guard isDescendant(candidate, of: item) else { break }
            result.append(candidate)
        }
        return result
    }

    private func isDescendant(_ candidate: ItemIdentifierType, of item: ItemIdentifierType) -> Bool {
        var current = candidate
        while let parent = parents[current] {
            if parent == item { return true }
            current = parent
        }
        return false
    }

    private mutating func appendTree(of snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?) {
        for item in snapshot.order { append([item], to: snapshot.parents[item] ?? parent) }
        expanded.formUnion(snapshot.expanded)
    }
}
