/// How a constraint's two sides compare, as `NSLayoutConstraint.Relation` does.
public enum LayoutRelation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs == rhs`.
    case equal
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    /// The operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint to give a ``LayoutSolver``: `lhs relation rhs` at a priority.
///
/// Priorities are UIKit's (`UILayoutPriority`): 1000 is required, anything from 1 up to 999 is optional, and the
/// usual levels are ``required`` (1000), ``defaultHigh`` (750), ``defaultLow`` (250) and ``fittingSizeLevel`` (50).
/// Build one with the operators, as `view.leading == superview.leading + 20` or
/// `(label.width <= 200).priority(750)`.
///
/// The constraint's *constant* is UIKit's `constant` in `item1 == multiplier × item2 + constant`: the right-hand
/// constant minus the left-hand one (``constant``), which ``LayoutSolver/updateConstant(_:to:)`` changes.
public struct LayoutConstraintSpec: Sendable, CustomStringConvertible {
    /// The left-hand side.
    public var lhs: LayoutExpression
    /// How the sides compare.
    public var relation: LayoutRelation
    /// The right-hand side.
    public var rhs: LayoutExpression
    /// UIKit's priority: 1000 is required, 1 to 999 optional (a higher one always wins over any number of lower ones).
    public var priority: Float

    /// `UILayoutPriority.required`: the constraint must hold.
    public static let required: Float = 1000
    /// `UILayoutPriority.defaultHigh`: a button's compression resistance, for example.
    public static let defaultHigh: Float = 750
    /// `UILayoutPriority.defaultLow`: a button's content hugging, for example.
    public static let defaultLow: Float = 250
    /// `UILayoutPriority.fittingSizeLevel`: what `systemLayoutSizeFitting(_:)` uses to fit.
    public static let fittingSizeLevel: Float = 50

    /// The constraint `lhs relation rhs`, required unless another priority is given.
    public init(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression, priority: Float = LayoutConstraintSpec.required) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
    }

    /// The same constraint at another priority: `(a == b).priority(250)`.
    public func priority(_ priority: Float) -> LayoutConstraintSpec {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// Whether the priority is 1000 (or more, which the solver refuses).
    public var isRequired: Bool { priority >= LayoutConstraintSpec.required }

    /// UIKit's `constant`: the right-hand constant minus the left-hand one.
    public var constant: Double { rhs.constant - lhs.constant }

    /// The same constraint with its ``constant`` set: the left-hand constant becomes 0 and the right-hand one `value`.
    public func withConstant(_ value: Double) -> LayoutConstraintSpec {
        var copy = self
        copy.lhs.constant = 0
        copy.rhs.constant = value
        return copy
    }

    /// `lhs - rhs`: the constraint reads `expression relation 0`.
    var difference: LayoutExpression { lhs - rhs }

    /// The constraint as written, with its priority when it is not required: `a + 8 <= b (priority 750)`.
    public var description: String {
        let text = "\(lhs) \(relation) \(rhs)"
        return isRequired ? text : "\(text) (priority \(LayoutNumber.text(priority)))"
    }
}

/// A constraint added to a ``LayoutSolver``: what ``LayoutSolver/remove(_:)`` and
/// ``LayoutSolver/updateConstant(_:to:)`` take. Numbers are given in the order constraints are added and never reused
/// by the solver that gave them.
public struct LayoutConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// The solver's number for the constraint.
    public let rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `constraint #3`.
    public var description: String { "constraint #\(rawValue)" }
}

// MARK: - Building constraints

/// A required equality between two expressions.
@_disfavoredOverload
public func == (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutConstraintSpec { LayoutConstraintSpec(lhs, .equal, rhs) }
/// A required equality between an expression and a variable.
@_disfavoredOverload
public func == (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutConstraintSpec { LayoutConstraintSpec(lhs, .equal, LayoutExpression(rhs)) }
/// A required equality between a variable and an expression.
@_disfavoredOverload
public func == (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutConstraintSpec { LayoutConstraintSpec(LayoutExpression(lhs), .equal, rhs) }
/// A required equality between two variables (where a `Bool` is expected, `==` compares the variables instead).
public func == (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .equal, LayoutExpression(rhs))
}
/// A required equality between a variable and a number.
public func == (lhs: LayoutVariable, rhs: Double) -> LayoutConstraintSpec { LayoutConstraintSpec(LayoutExpression(lhs), .equal, LayoutExpression(constant: rhs)) }
/// A required equality between an expression and a number.
public func == (lhs: LayoutExpression, rhs: Double) -> LayoutConstraintSpec { LayoutConstraintSpec(lhs, .equal, LayoutExpression(constant: rhs)) }

/// A required `<=` between two expressions.
@_disfavoredOverload
public func <= (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutConstraintSpec { LayoutConstraintSpec(lhs, .lessThanOrEqual, rhs) }
/// A required `<=` between an expression and a variable.
@_disfavoredOverload
public func <= (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(lhs, .lessThanOrEqual, LayoutExpression(rhs))
}
/// A required `<=` between a variable and an expression.
@_disfavoredOverload
public func <= (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .lessThanOrEqual, rhs)
}
/// A required `<=` between two variables.
public func <= (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .lessThanOrEqual, LayoutExpression(rhs))
}
/// A required `<=` between a variable and a number.
public func <= (lhs: LayoutVariable, rhs: Double) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .lessThanOrEqual, LayoutExpression(constant: rhs))
}
/// A required `<=` between an expression and a number.
public func <= (lhs: LayoutExpression, rhs: Double) -> LayoutConstraintSpec {
    LayoutConstraintSpec(lhs, .lessThanOrEqual, LayoutExpression(constant: rhs))
}

/// A required `>=` between two expressions.
@_disfavoredOverload
public func >= (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutConstraintSpec { LayoutConstraintSpec(lhs, .greaterThanOrEqual, rhs) }
/// A required `>=` between an expression and a variable.
@_disfavoredOverload
public func >= (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(lhs, .greaterThanOrEqual, LayoutExpression(rhs))
}
/// A required `>=` between a variable and an expression.
@_disfavoredOverload
public func >= (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .greaterThanOrEqual, rhs)
}
/// A required `>=` between two variables.
public func >= (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .greaterThanOrEqual, LayoutExpression(rhs))
}
/// A required `>=` between a variable and a number.
public func >= (lhs: LayoutVariable, rhs: Double) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(lhs), .greaterThanOrEqual, LayoutExpression(constant: rhs))
}
/// A required `>=` between an expression and a number.
public func >= (lhs: LayoutExpression, rhs: Double) -> LayoutConstraintSpec {
    LayoutConstraintSpec(lhs, .greaterThanOrEqual, LayoutExpression(constant: rhs))
}

/// A required equality between a number and a variable.
public func == (lhs: Double, rhs: LayoutVariable) -> LayoutConstraintSpec { LayoutConstraintSpec(LayoutExpression(constant: lhs), .equal, LayoutExpression(rhs)) }
/// A required equality between a number and an expression.
public func == (lhs: Double, rhs: LayoutExpression) -> LayoutConstraintSpec { LayoutConstraintSpec(LayoutExpression(constant: lhs), .equal, rhs) }
/// A required `<=` between a number and a variable.
public func <= (lhs: Double, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(constant: lhs), .lessThanOrEqual, LayoutExpression(rhs))
}
/// A required `<=` between a number and an expression.
public func <= (lhs: Double, rhs: LayoutExpression) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(constant: lhs), .lessThanOrEqual, rhs)
}
/// A required `>=` between a number and a variable.
public func >= (lhs: Double, rhs: LayoutVariable) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(constant: lhs), .greaterThanOrEqual, LayoutExpression(rhs))
}
/// A required `>=` between a number and an expression.
public func >= (lhs: Double, rhs: LayoutExpression) -> LayoutConstraintSpec {
    LayoutConstraintSpec(LayoutExpression(constant: lhs), .greaterThanOrEqual, rhs)
}
