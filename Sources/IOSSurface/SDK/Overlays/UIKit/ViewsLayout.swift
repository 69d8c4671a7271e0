// UIKit's Swift overlay for Auto Layout's priorities.
// https://developer.apple.com/documentation/uikit/uilayoutpriority

// No literal conformance: on iOS `constraint.priority = 999` does not compile; write `UILayoutPriority(999)`.

// The arithmetic and order of UIKit's numeric raw-representable types, declared once for all of them as UIKit's
// Swift interface (iPhoneOS18.0.sdk) does: `priority -= 1`, `1 + priority`, `high - low` (a Float), `weight < .bold`.
public protocol _UIKitNumericRawRepresentable: Comparable, RawRepresentable where Self.RawValue: Comparable, Self.RawValue: Numeric {}

extension _UIKitNumericRawRepresentable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Self.RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs) ?? lhs }
    public static func + (lhs: Self.RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue) ?? rhs }
    public static func - (lhs: Self, rhs: Self.RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs) ?? lhs }
    public static func - (lhs: Self, rhs: Self) -> Self.RawValue { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs - rhs }
}

extension UILayoutPriority: _UIKitNumericRawRepresentable {}
extension UIFont.Weight: _UIKitNumericRawRepresentable {}
