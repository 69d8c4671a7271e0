/// One unknown of a layout: a frame edge, a width, a centre, made by ``LayoutSolver/newVariable(_:)``.
///
/// A variable is an opaque number given by the solver that made it, with a name for descriptions and errors
/// (`"label.leading"`). Two variables are equal when their numbers are: the name is not compared. A variable belongs
/// to the solver that made it and to that solver's copies; another solver refuses it
/// (``LayoutSolverError/unknownVariable(_:)``) or, when it happens to have made a variable with the same number,
/// takes it for that one.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's number for the variable: its index in the order the solver made its variables.
    public let id: Int
    /// The name given to ``LayoutSolver/newVariable(_:)``, for descriptions only.
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The name, or `v<id>` when the name is empty.
    public var description: String { name.isEmpty ? "v\(id)" : name }

    /// Whether the two are the same variable (the same number; names are not compared). Where the context asks for
    /// a ``LayoutConstraintSpec`` instead of a `Bool`, `a == b` builds the constraint.
    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id == rhs.id }

    /// Hashes the number only, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A variable with its coefficient in a ``LayoutExpression``: `2 × width`.
public struct LayoutTerm: Hashable, Sendable {
    /// The variable.
    public var variable: LayoutVariable
    /// What it is multiplied by.
    public var coefficient: Double

    /// The term `coefficient × variable`.
    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression over layout variables: `Σ coefficient × variable + constant`.
///
/// Write one with the operators: `leading + 20`, `0.5 * width`, `superview.width - label.trailing`. The terms keep
/// the order in which their variables first appear (so descriptions read as written and the solver's arithmetic is
/// the same on every run); a variable appears at most once, and a term whose coefficient becomes zero is dropped.
/// A number literal is an expression with no terms.
public struct LayoutExpression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The terms, each variable once, in the order their variables first appeared.
    public private(set) var terms: [LayoutTerm]
    /// The constant part.
    public var constant: Double

    /// The expression `constant` (no terms).
    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// The expression `coefficient × variable`.
    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.terms = coefficient == 0 ? [] : [LayoutTerm(variable, coefficient: coefficient)]
        self.constant = 0
    }

    /// The expression with these terms (a variable given twice is added up) and this constant.
    public init(terms: [LayoutTerm], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for term in terms { add(term.variable, coefficient: term.coefficient) }
    }

    /// The literal as an expression with no terms: `20.5`.
    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    /// The literal as an expression with no terms: `20`.
    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// The coefficient of `variable` (0 when it does not appear).
    public func coefficient(of variable: LayoutVariable) -> Double {
        terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    /// Whether every coefficient and the constant are finite numbers (no NaN, no infinity).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Adds `coefficient × variable`, merging it with the variable's term and dropping a term that becomes zero.
    public mutating func add(_ variable: LayoutVariable, coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            let sum = terms[index].coefficient + coefficient
            if sum == 0 { terms.remove(at: index) } else { terms[index].coefficient = sum }
        } else if coefficient != 0 {
            terms.append(LayoutTerm(variable, coefficient: coefficient))
        }
    }

    /// Adds `factor × other`, term by term and constant.
    public mutating func add(_ other: LayoutExpression, times factor: Double = 1) {
        for term in other.terms { add(term.variable, coefficient: term.coefficient * factor) }
        constant += other.constant * factor
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LayoutExpression {
        var result = LayoutExpression(constant: constant * factor)
        for term in terms { result.add(term.variable, coefficient: term.coefficient * factor) }
        return result
    }

    /// The expression as written: `2 * width + leading - 8`, `0` for the zero expression.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : LayoutNumber.text(magnitude) + " * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return LayoutNumber.text(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutNumber.text(abs(constant)) }
        return text
    }
}

/// How descriptions write numbers: whole numbers without a fraction (`320`, not `320.0`).
enum LayoutNumber {
    static func text(_ value: Double) -> String {
        // Compared through Int64 rather than `rounded()`, which would make the module link libm.
        abs(value) < 1e15 && Double(Int64(value)) == value ? String(Int64(value)) : String(value)
    }

    static func text(_ value: Float) -> String {
        text(Double(value))
    }
}

// MARK: - Arithmetic

// The overloads that take an expression are disfavoured, so that a literal beside a variable or an expression is
// read as a `Double` (one way to type-check, quickly) while a real expression still finds its overload.

/// The variable as an expression.
public prefix func - (operand: LayoutVariable) -> LayoutExpression { LayoutExpression(operand, coefficient: -1) }
/// The expression negated.
public prefix func - (operand: LayoutExpression) -> LayoutExpression { operand.scaled(by: -1) }

/// The sum of two variables.
public func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(lhs) + LayoutExpression(rhs) }
/// The variable plus a number.
public func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) + rhs }
/// A number plus the variable.
public func + (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(rhs) + lhs }
/// The expression plus a number.
public func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    var result = lhs
    result.constant += rhs
    return result
}
/// A number plus the expression.
public func + (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs + lhs }
/// The variable plus the expression.
@_disfavoredOverload
public func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { LayoutExpression(lhs) + rhs }
/// The expression plus the variable.
@_disfavoredOverload
public func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs + LayoutExpression(rhs) }
/// The sum of two expressions.
@_disfavoredOverload
public func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    var result = lhs
    result.add(rhs)
    return result
}

/// The difference of two variables.
public func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(lhs) - LayoutExpression(rhs) }
/// The variable minus a number.
public func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) + -rhs }
/// A number minus the variable.
public func - (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(rhs, coefficient: -1) + lhs }
/// The expression minus a number.
public func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }
/// A number minus the expression.
public func - (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs.scaled(by: -1) + lhs }
/// The variable minus the expression.
@_disfavoredOverload
public func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { LayoutExpression(lhs) - rhs }
/// The expression minus the variable.
@_disfavoredOverload
public func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs - LayoutExpression(rhs) }
/// The difference of two expressions.
@_disfavoredOverload
public func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
}

/// The variable times a number.
public func * (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs, coefficient: rhs) }
/// A number times the variable.
public func * (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(rhs, coefficient: lhs) }
/// The expression times a number.
public func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs.scaled(by: rhs) }
/// A number times the expression.
public func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs.scaled(by: lhs) }
/// The variable divided by a number (dividing by zero gives infinite coefficients, which the solver refuses).
public func / (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs, coefficient: 1 / rhs) }
/// The expression divided by a number (dividing by zero gives infinite coefficients, which the solver refuses).
public func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs.scaled(by: 1 / rhs) }
