// Foundation's Swift overlay: the value types that Foundation's classes bridge to (Foundation.apinotes names
// them), as an iOS app sees them. Overlays are compiled for type-checking only: their bodies never run.
@_exported import Foundation
@_exported import CoreGraphics

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { result = "" }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        result = ""
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { NSArray() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array<Element>?) { result = [] }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array<Element>?) -> Bool {
        result = []
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array<Element> { [] }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { NSDictionary() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary<Key, Value>?) { result = [:] }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary<Key, Value>?) -> Bool {
        result = [:]
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary<Key, Value> { [:] }
}

extension Set: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { NSSet() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) { result = [] }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool {
        result = []
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { [] }
}
