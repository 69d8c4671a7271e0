// https://developer.apple.com/documentation/foundation/indexpath
// (`row`, `section`, `item` and their initializers are UIKit's, in the UIKit overlay, as on iOS.)

/// A list of indexes that together name a place in a tree of nested arrays.
public struct IndexPath: Hashable, Sendable, Comparable, MutableCollection, RandomAccessCollection, ExpressibleByArrayLiteral, Codable {
    public typealias Element = Int
    public typealias Index = Int
    public typealias Indices = Range<Int>
    private var storage: [Int]

    public init() { storage = [] }
    public init(index: Int) { storage = [index] }
    public init(indexes: [Int]) { storage = indexes }
    public init<S: Sequence>(indexes: S) where S.Element == Int { storage = Array(indexes) }
    public init(arrayLiteral indexes: Int...) { storage = indexes }

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(index: Int) -> Int {
        get { storage[index] }
        set { storage[index] = newValue }
    }
    public subscript(range: Range<Int>) -> IndexPath {
        get { IndexPath(indexes: storage[range]) }
        set { storage.replaceSubrange(range, with: newValue.storage) }
    }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public mutating func append(_ other: IndexPath) { storage += other.storage }
    public mutating func append(_ other: Int) { storage.append(other) }
    public mutating func append(_ other: [Int]) { storage += other }
    public func appending(_ other: Int) -> IndexPath { IndexPath(indexes: storage + [other]) }
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
