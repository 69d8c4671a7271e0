// https://developer.apple.com/documentation/foundation/indexpath
// (`row`, `section`, `item` and their initializers are UIKit's, in the UIKit overlay, as on iOS.)

/// A list of indexes that together name a place in a tree of nested arrays.
public struct IndexPath: Hashable, Sendable, Comparable, MutableCollection, RandomAccessCollection, ExpressibleByArrayLiteral, Codable {
    public typealias Element = Int
    public typealias Index = Array<Int>.Index
    public typealias Indices = DefaultIndices<IndexPath>
    private var storage: [Int]

    public init() { storage = [] }
    public init(index: IndexPath.Element) { storage = [index] }
    public init(indexes: Array<IndexPath.Element>) { storage = indexes }
    public init<ElementSequence>(indexes: ElementSequence) where ElementSequence: Sequence, ElementSequence.Element == Int {
        storage = Array(indexes)
    }
    public init(arrayLiteral indexes: IndexPath.Element...) { storage = indexes }

    public var startIndex: IndexPath.Index { storage.startIndex }
    public var endIndex: IndexPath.Index { storage.endIndex }
    public subscript(index: IndexPath.Index) -> IndexPath.Element {
        get { storage[index] }
        set { storage[index] = newValue }
    }
    public subscript(range: Range<IndexPath.Index>) -> IndexPath {
        get { IndexPath(indexes: storage[range]) }
        set { storage.replaceSubrange(range, with: newValue.storage) }
    }
    public func index(after i: IndexPath.Index) -> IndexPath.Index { i + 1 }
    public func index(before i: IndexPath.Index) -> IndexPath.Index { i - 1 }

    public mutating func append(_ other: IndexPath) { storage += other.storage }
    public mutating func append(_ other: IndexPath.Element) { storage.append(other) }
    public mutating func append(_ other: Array<IndexPath.Element>) { storage += other }
    public func appending(_ other: IndexPath.Element) -> IndexPath { IndexPath(indexes: storage + [other]) }
    public func appending(_ other: IndexPath) -> IndexPath { IndexPath(indexes: storage + other.storage) }
    public func dropLast() -> IndexPath { IndexPath(indexes: storage.dropLast()) }
    public func compare(_ other: IndexPath) -> ComparisonResult {
        self < other ? .orderedAscending : (self == other ? .orderedSame : .orderedDescending)
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { lhs.storage.lexicographicallyPrecedes(rhs.storage) }
    public static func + (lhs: IndexPath, rhs: IndexPath) -> IndexPath { lhs.appending(rhs) }
    public static func += (lhs: inout IndexPath, rhs: IndexPath) { lhs.append(rhs) }
}

extension IndexPath: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { storage.description }
    public var debugDescription: String { storage.description }
}

extension IndexPath: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexPath { NSIndexPath() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) { result = IndexPath() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
        result = IndexPath()
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { IndexPath() }
}
