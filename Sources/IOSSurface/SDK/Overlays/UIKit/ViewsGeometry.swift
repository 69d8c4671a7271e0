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

// On iOS `CGRect.inset(by:)` is UIGeometry.h's UIEdgeInsetsInsetRect, imported as a member by UIKit's API notes.
// This compiler cannot map a function onto a type of another Clang module here, so the overlay states the method
// and shadows the C function with the error Swift gives for its old name.
extension CGRect {
    /// Adjusts a rectangle by the given edge insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

@available(*, unavailable, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

// UIKit's overlay shadows UIGeometry.h's function with one deprecated in favour of `==` (UIKit's Swift interface).
@available(swift, introduced: 1.0, deprecated: 4.2, message: "Use == operator instead.")
@available(iOS, introduced: 7.0, deprecated: 12.0, message: "Use == operator instead.")
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool { insets1 == insets2 }
