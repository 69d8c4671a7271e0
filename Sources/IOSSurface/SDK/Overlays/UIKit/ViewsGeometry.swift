// UIKit's Swift overlay for its geometry structs.
// https://developer.apple.com/documentation/uikit/uiedgeinsets
// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
// https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1jmvd

// Equatable, not Hashable, as UIKit's Swift interface (iPhoneOS18.0.sdk) makes them: no `Set<UIEdgeInsets>`.
extension UIEdgeInsets: Equatable {
    public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
    }
}

extension NSDirectionalEdgeInsets: Equatable {
    public static func == (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }
}

extension UIOffset: Equatable {
    public static func == (lhs: UIOffset, rhs: UIOffset) -> Bool { lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical }
}

extension CGRect {
    /// Adjusts a rectangle by the given edge insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
