// UIKit's Swift overlay for Auto Layout's priorities.
// https://developer.apple.com/documentation/uikit/uilayoutpriority

// No literal conformance: on iOS `constraint.priority = 999` does not compile; write `UILayoutPriority(999)`.

extension UILayoutPriority: Comparable {
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue - rhs) }
}
