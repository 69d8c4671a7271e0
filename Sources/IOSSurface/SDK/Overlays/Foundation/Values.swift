// Foundation's value types for its reference types: UUID (NSUUID), Date (NSDate), Notification (NSNotification),
// and the bridging of Swift's numbers and Bool to NSNumber, as an iOS app sees them.
// https://developer.apple.com/documentation/foundation/uuid
// https://developer.apple.com/documentation/foundation/date
// https://developer.apple.com/documentation/foundation/notification
// https://developer.apple.com/documentation/foundation/nsnumber

/// The 16 bytes of a UUID, as Foundation declares them at its top level (not a member of UUID).
public typealias uuid_t = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

/// A universally unique value to identify types, interfaces, and other items.
public struct UUID: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    private var high: UInt64
    private var low: UInt64

    public init() {
        high = UInt64.random(in: .min ... .max)
        low = UInt64.random(in: .min ... .max)
    }
    public init?(uuidString string: __shared String) {
        let hex = string.filter { $0 != "-" }
        guard hex.count == 32, let h = UInt64(hex.prefix(16), radix: 16), let l = UInt64(hex.suffix(16), radix: 16) else { return nil }
        high = h
        low = l
    }
    public var uuidString: String {
        let hex = String(high, radix: 16).uppercased() + String(low, radix: 16).uppercased()
        return hex
    }
    public var description: String { uuidString }
    public var debugDescription: String { uuidString }
}

extension UUID: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSUUID { NSUUID() }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) { result = UUID(uuidString: source.uuidString) }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) -> Bool {
        result = UUID(uuidString: source.uuidString)
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { UUID() }
}

/// A specific point in time, independent of any calendar or time zone.
public struct Date: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    private var secondsSinceReferenceDate: TimeInterval
    public var timeIntervalSinceReferenceDate: TimeInterval { secondsSinceReferenceDate }
    /// 00:00:00 UTC on 1 January 1970, counted from 1 January 2001.
    public static let timeIntervalBetween1970AndReferenceDate: Double = 978_307_200

    public init() { self.init(timeIntervalSinceReferenceDate: 0) }
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { secondsSinceReferenceDate = ti }
    public init(timeIntervalSinceNow: TimeInterval) { self.init(timeIntervalSinceReferenceDate: Date.now.timeIntervalSinceReferenceDate + timeIntervalSinceNow) }
    public init(timeIntervalSince1970: TimeInterval) {
        self.init(timeIntervalSinceReferenceDate: timeIntervalSince1970 - Date.timeIntervalBetween1970AndReferenceDate)
    }
    public init(timeInterval: TimeInterval, since date: Date) {
        self.init(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate + timeInterval)
    }
    public static var now: Date { Date() }
    public static let distantFuture: Date = Date(timeIntervalSinceReferenceDate: 63_113_904_000)
    public static let distantPast: Date = Date(timeIntervalSinceReferenceDate: -63_114_076_800)

    public var timeIntervalSince1970: TimeInterval { timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate }
    public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(.now) }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate }
    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { Date(timeInterval: timeInterval, since: self) }
    public mutating func addTimeInterval(_ timeInterval: TimeInterval) { secondsSinceReferenceDate += timeInterval }
    public func distance(to other: Date) -> TimeInterval { other.timeIntervalSince(self) }
    public func advanced(by n: TimeInterval) -> Date { addingTimeInterval(n) }

    public static func < (lhs: Date, rhs: Date) -> Bool { lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate }
    public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs.addingTimeInterval(rhs) }
    public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs.addingTimeInterval(-rhs) }
    public static func += (lhs: inout Date, rhs: TimeInterval) { lhs.addTimeInterval(rhs) }
    public static func -= (lhs: inout Date, rhs: TimeInterval) { lhs.addTimeInterval(-rhs) }
    public var description: String { "\(timeIntervalSince1970)" }
    public var debugDescription: String { description }
}

extension Date: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDate { NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate) }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) {
        result = Date(timeIntervalSinceReferenceDate: source.timeIntervalSinceReferenceDate)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool {
        result = Date(timeIntervalSinceReferenceDate: source.timeIntervalSinceReferenceDate)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date {
        Date(timeIntervalSinceReferenceDate: source?.timeIntervalSinceReferenceDate ?? 0)
    }
}

/// A container for information broadcast through a notification center to all registered observers.
public struct Notification: Hashable, Equatable, CustomStringConvertible {
    public typealias Name = NSNotification.Name
    public var name: Notification.Name
    public var object: Any?
    public var userInfo: [AnyHashable: Any]?

    public init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
    public var description: String { "name = \(name.rawValue)" }
    public static func == (lhs: Notification, rhs: Notification) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Notification: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNotification { NSNotification(name: name, object: nil, userInfo: nil) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNotification, result: inout Notification?) {
        result = Notification(name: source.name)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNotification, result: inout Notification?) -> Bool {
        result = Notification(name: source.name)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNotification?) -> Notification {
        Notification(name: source?.name ?? NSNotification.Name(""))
    }
}

extension NotificationCenter {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:userinfo:)
    public func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
    }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/post(_:)
    public func post(_ notification: Notification) {}
}

// Swift's numbers and Bool bridge to NSNumber (`value as NSNumber`, `number as? Int`).
extension Int: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Int?) { result = source.integerValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Int?) -> Bool {
        result = source.integerValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int { source?.integerValue ?? 0 }
}
extension Double: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Double?) { result = source.doubleValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Double?) -> Bool {
        result = source.doubleValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Double { source?.doubleValue ?? 0 }
}
extension Float: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Float?) { result = source.floatValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Float?) -> Bool {
        result = source.floatValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Float { source?.floatValue ?? 0 }
}
extension Bool: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Bool?) { result = source.boolValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Bool?) -> Bool {
        result = source.boolValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Bool { source?.boolValue ?? false }
}
extension CGFloat: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: native) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) { result = CGFloat(source.doubleValue) }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { CGFloat(source?.doubleValue ?? 0) }
}

extension NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public convenience init(value: Int) { self.init(integer: value) }
    public convenience init(value: Double) { self.init(double: value) }
    public convenience init(value: Float) { self.init(float: value) }
    public convenience init(value: Bool) { self.init(bool: value) }
    public required convenience init(integerLiteral value: Int) { self.init(integer: value) }
    public required convenience init(floatLiteral value: Double) { self.init(double: value) }
    public required convenience init(booleanLiteral value: Bool) { self.init(bool: value) }
}

// As Foundation's Swift interface has it: only init(stringLiteral:); the unicode-scalar and grapheme-cluster
// initialisers are the standard library's defaults.
extension NSString: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral {
    public required convenience init(stringLiteral value: StaticString) { self.init() }
}

extension String {
    /// https://developer.apple.com/documentation/swift/string/init(format:_:)
    public init(format: __shared String, _ arguments: any CVarArg...) { self = format }
}

// https://developer.apple.com/documentation/foundation/attributedstring
/// A value type for a string with associated attributes for portions of its text.
@available(iOS 15.0, *)
public struct AttributedString: Hashable, Sendable, CustomStringConvertible {
    private var text: String
    public init() { text = "" }
    public init(_ string: String) { text = string }
    public init(_ nsStringValue: NSAttributedString) { text = nsStringValue.string }
    public var description: String { text }
}
