// The Swift side of the Objective-C runtime module, as an iOS app sees it: selectors, BOOL and NSObject's
// Swift conformances. https://developer.apple.com/documentation/objectivec
@_exported import ObjectiveC

/// Objective-C's `BOOL` where a pointer to one is passed (`UnsafeMutablePointer<ObjCBool>`).
@frozen
public struct ObjCBool: Sendable, ExpressibleByBooleanLiteral {
    private var value: Bool
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
    /// The value as a Swift `Bool`.
    public var boolValue: Bool { value }
}

/// A method's name as the Objective-C runtime knows it; `#selector(...)` makes one.
@frozen
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    private var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

// The importer converts BOOL through these two.
internal func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
internal func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
