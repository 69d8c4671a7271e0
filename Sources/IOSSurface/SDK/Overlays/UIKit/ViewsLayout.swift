// UIKit's Swift overlay for Auto Layout's priorities.
// https://developer.apple.com/documentation/uikit/uilayoutpriority

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { self.init(rawValue: value) }
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }
}

extension UILayoutPriority: Comparable {
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue - rhs) }
}
