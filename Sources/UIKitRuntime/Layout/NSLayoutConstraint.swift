import Foundation

/// A layout priority, 1 to 1000; 1000 is required.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uilayoutpriority
/// Not literal-expressible, as on iOS: write `UILayoutPriority(999)`; its order and arithmetic come from
/// ``_UIKitNumericRawRepresentable``.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// The order and arithmetic UIKit gives its numeric raw-representable types (layout priorities, font weights):
/// `priority -= 1`, `1 + priority`, `high - low` (the raw difference), `weight < .bold`.
///
/// Documentation: UIKit's Swift interface declares it (iPhoneOS18.0.sdk, `_UIKitNumericRawRepresentable`).
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

/// A relation between two sides of a constraint: `first.attribute R multiplier × second.attribute + constant`,
/// with a priority, solved with the others by a Cassowary solver (``LayoutSolver``) when the views lay out.
/// Activating adds it to the layout; changing `constant` (even inside an animations block) lays out again.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    /// The part of an item a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// The relation.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, if any.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The multiplier of the second attribute.
    public let multiplier: CGFloat
    /// The constant; changing it lays the views out again.
    open var constant: CGFloat {
        didSet { if oldValue != constant { itemsNeedLayout() } }
    }
    /// The priority; a required constraint cannot change to optional once active.
    open var priority: UILayoutPriority = .required {
        didSet { itemsNeedLayout() }
    }
    /// A name for debugging.
    open var identifier: String?
    /// Whether the constraint takes part in layout.
    open var isActive = false {
        didSet {
            guard oldValue != isActive else { return }
            isActive ? install() : uninstall()
        }
    }
    weak var holder: UIView?

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    public init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
                toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    /// The views the constraint relates (a guide stands for its owning view).
    var views: [UIView] {
        [firstItem, secondItem].compactMap { item in (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    }

    private func install() {
        let views = self.views
        guard let first = views.first else { return }
        var ancestor: UIView? = first
        while let candidate = ancestor, !views.allSatisfy({ $0.isDescendant(of: candidate) }) { ancestor = candidate.superview }
        guard let common = ancestor else {
            isActive = false
            UIKitRuntime.raise(.invalidArgument(
                "Unable to activate constraint with anchors \(describe(firstItem, firstAttribute)) and \(describe(secondItem, secondAttribute)) "
                    + "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
            return
        }
        holder = common
        common.ownConstraints.append(self)
        itemsNeedLayout()
    }

    private func uninstall() {
        holder?.ownConstraints.removeAll { $0 === self }
        itemsNeedLayout()
        holder = nil
    }

    func itemsNeedLayout() {
        for view in views {
            view.superview?.setNeedsLayout()
            view.setNeedsLayout()
        }
    }

    private func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        return "\"<NSLayoutAnchor \(type(of: item)).\(attribute)>\""
    }

}

extension UIView {
    /// The constraints this view holds (those whose items it is the closest common ancestor of).
    public var constraints: [NSLayoutConstraint] { ownConstraints }

    /// Activates `constraint`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Deactivates the constraints held above this view that relate it (or views inside it) to views outside it,
    /// as removing a view from its superview does.
    func removeConstraintsCrossing(_ oldSuperview: UIView) {
        var ancestor: UIView? = oldSuperview
        while let view = ancestor {
            for constraint in view.ownConstraints where constraint.views.contains(where: { $0.isDescendant(of: self) }) {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
    }

    /// Marks constraints as needing an update.
    public func setNeedsUpdateConstraints() { needsUpdateConstraints = true; setNeedsLayout() }
    /// Updates constraints now if needed.
    public func updateConstraintsIfNeeded() { if needsUpdateConstraints { updateConstraints() } }
}
