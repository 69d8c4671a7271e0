// https://developer.apple.com/documentation/foundation/indexset

/// A collection of unique integer values, such as the sections to reload.
public struct IndexSet: Hashable, Sendable, BidirectionalCollection, SetAlgebra, Codable {
    public typealias Element = Int
    public typealias Index = Int
    private var members: [Int]

    public init() { members = [] }
    public init(integer: IndexSet.Element) { members = [integer] }
    public init(integersIn range: Range<IndexSet.Element>) { members = Array(range) }
    public init<R>(integersIn range: R) where R: RangeExpression, R.Bound == Int {
        members = Array(range.relative(to: Int.min..<Int.max))
    }

    public var isEmpty: Bool { members.isEmpty }
    public var startIndex: IndexSet.Index { 0 }
    public var endIndex: IndexSet.Index { members.count }
    public subscript(index: IndexSet.Index) -> IndexSet.Element { members[index] }
    public func index(after i: IndexSet.Index) -> IndexSet.Index { i + 1 }
    public func index(before i: IndexSet.Index) -> IndexSet.Index { i - 1 }

    public func contains(_ member: IndexSet.Element) -> Bool { members.contains(member) }
    public func union(_ other: IndexSet) -> IndexSet { IndexSet(members + other.members) }
    public func intersection(_ other: IndexSet) -> IndexSet { IndexSet(members.filter(other.contains)) }
    public func symmetricDifference(_ other: IndexSet) -> IndexSet {
        IndexSet(members.filter { !other.contains($0) } + other.members.filter { !contains($0) })
    }
    @discardableResult
    public mutating func insert(_ newMember: IndexSet.Element) -> (inserted: Bool, memberAfterInsert: IndexSet.Element) {
        if contains(newMember) { return (false, newMember) }
        self = IndexSet(members + [newMember])
        return (true, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: IndexSet.Element) -> IndexSet.Element? {
        guard contains(member) else { return nil }
        members.removeAll { $0 == member }
        return member
    }
    @discardableResult
    public mutating func update(with newMember: IndexSet.Element) -> IndexSet.Element? { insert(newMember).inserted ? nil : newMember }
    public mutating func formUnion(_ other: IndexSet) { self = union(other) }
    public mutating func formIntersection(_ other: IndexSet) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: IndexSet) { self = symmetricDifference(other) }
    public mutating func insert(integersIn range: Range<IndexSet.Element>) { formUnion(IndexSet(integersIn: range)) }
}

extension IndexSet: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexSet { NSIndexSet() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) { result = IndexSet() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) -> Bool {
        result = IndexSet()
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexSet?) -> IndexSet { IndexSet() }
}
