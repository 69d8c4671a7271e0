/// An incremental linear constraint solver for Auto Layout: the Cassowary algorithm.
///
/// The algorithm is the one of Greg J. Badros, Alan Borning and Peter J. Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm" (ACM Transactions on Computer-Human Interaction 8(4), 2001), the algorithm behind
/// Auto Layout: a simplex tableau kept in solved form, to which constraints are added and removed incrementally
/// (with an artificial variable when a required constraint has no subject), optional constraints minimised through
/// error variables in the objective, and edit variables whose suggested values are applied by the dual simplex.
/// The bookkeeping follows the shape the Kiwi implementations gave it (markers and "other" symbols per
/// constraint); the code is written for this package.
///
/// ## Priorities
/// Priorities are UIKit's: 1000 is required and must hold (``add(_:)`` throws when it cannot); 1 to 999 are
/// optional and are satisfied as well as possible. Apple's documentation of `NSLayoutConstraint.priority` says
/// "Higher priority constraints are satisfied before lower priority constraints; however, optional constraint
/// satisfaction is not all or nothing. If a constraint `a == b` is optional, the constraint-based layout system will
/// attempt to minimize `abs(a-b)`." So the objective here is **lexicographic**, one level per distinct priority
/// value, rather than Kiwi's weighted sum of strength bands: a constraint at 750 beats any number of constraints at
/// 250 (and 251 beats 250). Within one level the errors `abs(a-b)` of its constraints are added up, each once: three
/// equal-priority wishes, two for 0 and one for 100, settle at 0; two that conflict settle somewhere between their
/// wishes, at a vertex the simplex chooses deterministically.
/// The limit of this choice: each distinct priority is a level of the objective, so a layout with hundreds of
/// distinct priorities costs that many coefficient vectors per pivot (UIKit's layouts use a handful).
///
/// ## Determinism
/// Every choice the simplex makes (entering symbol, leaving row, ties) is made by Bland's rule over symbol numbers,
/// which are given in the order of the calls: the same calls give the same answer, bit for bit, on every run. No
/// hash table's order is read, there is no global state and no clock. Bland's rule also keeps degenerate pivots
/// from cycling; a pivot limit turns a numerical breakdown into ``LayoutSolverError/internalFailure(_:)``.
///
/// ## Values
/// The solution is up to date after every mutating call: ``value(of:)-(LayoutVariable)`` reads it. A variable no constraint
/// mentions is 0; one the constraints leave free (UIKit's "ambiguous layout") takes the value the simplex's
/// parametric symbols give at 0, the same on every run. A value type: copying a solver copies its state (storage is
/// shared until one copy changes).
public struct LayoutSolver: Sendable {
    /// The kind of every symbol, by number: variables, slacks, errors, dummies and artificial variables.
    var kinds: [SymbolKind] = []
    /// The tableau: the row of every basic symbol, by symbol number (`nil` for a parametric symbol).
    var rows: [Row?] = []
    /// The objective, one row per optional priority, highest priority first.
    var objective: [Row] = []
    /// The priority of each objective level.
    var levelPriorities: [Float] = []
    /// The artificial objective while a required constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose value went below zero, for the dual simplex.
    var infeasible: [Symbol] = []
    /// Every variable, by number.
    var variables: [VariableRecord] = []
    /// Every constraint ever added, by number (`nil` once removed).
    var constraints: [ConstraintRecord?] = []

    /// An empty solver.
    public init() {}

    // MARK: Variables

    /// A new variable named `name` (for descriptions and errors). Its value is 0 until a constraint decides it.
    public mutating func newVariable(_ name: String) -> LayoutVariable {
        let variable = LayoutVariable(id: variables.count, name: name)
        variables.append(VariableRecord(variable: variable, symbol: makeSymbol(.external)))
        return variable
    }

    /// The variable's value in the current solution (0 for a variable nothing determines, or one this solver did
    /// not make).
    public func value(of variable: LayoutVariable) -> Double {
        guard variable.id >= 0, variable.id < variables.count else { return 0 }
        return (rows[variables[variable.id].symbol.id]?.constant ?? 0) + 0
    }

    /// The expression's value in the current solution.
    public func value(of expression: LayoutExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// How many variables the solver has made.
    public var variableCount: Int { variables.count }

    // MARK: Constraints

    /// Adds a constraint and solves: the solution after it is the best one for all active constraints.
    ///
    /// - Returns: the constraint's identifier, for ``remove(_:)``, ``updateConstant(_:to:)`` and
    ///   ``updatePriority(_:to:)``.
    /// - Throws: ``LayoutSolverError/unsatisfiableRequiredConstraint(_:)`` when a required constraint cannot hold
    ///   with the required constraints already active; ``LayoutSolverError/invalidPriority(_:constraint:)``,
    ///   ``LayoutSolverError/nonFiniteValue(_:)`` or ``LayoutSolverError/unknownVariable(_:)`` for a constraint that
    ///   cannot be read. The solver is then unchanged.
    @discardableResult
    public mutating func add(_ constraint: LayoutConstraintSpec) throws -> LayoutConstraintID {
        try validate(constraint)
        let saved = self
        do {
            let tag = try insert(constraint)
            constraints.append(ConstraintRecord(spec: constraint, tag: tag, isEdit: false))
            return LayoutConstraintID(rawValue: constraints.count - 1)
        } catch {
            self = saved
            throw reported(error, for: constraint)
        }
    }

    /// Removes a constraint and solves again: the solution is the one the remaining constraints give.
    ///
    /// An identifier that is not active (already removed, from another solver, or an edit variable's own
    /// constraint) is a no-op that returns `false`, as deactivating an inactive `NSLayoutConstraint` is.
    /// - Returns: whether a constraint was removed.
    @discardableResult
    public mutating func remove(_ id: LayoutConstraintID) -> Bool {
        guard let record = activeRecord(id), !record.isEdit else { return false }
        removeRecord(id)
        return true
    }

    /// Changes an active constraint's ``LayoutConstraintSpec/constant`` (UIKit's `constant`) and solves again, with
    /// the dual simplex: cheaper than removing and adding it.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)`` for an inactive identifier,
    ///   ``LayoutSolverError/nonFiniteValue(_:)`` for NaN or infinity, and
    ///   ``LayoutSolverError/unsatisfiableRequiredConstraint(_:)`` when a required constraint with the new constant
    ///   cannot hold; the solver (and the constraint's constant) are then unchanged.
    public mutating func updateConstant(_ id: LayoutConstraintID, to constant: Double) throws {
        guard let record = activeRecord(id), !record.isEdit else { throw LayoutSolverError.unknownConstraint(id) }
        try changeConstant(id, to: constant)
    }

    /// Changes an active constraint's priority and solves again (as removing it and adding it at the new priority,
    /// under the same identifier). UIKit refuses to change a constraint between required and optional once it is
    /// installed; this solver allows it, and refuses only a required priority that cannot hold.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)``, ``LayoutSolverError/invalidPriority(_:constraint:)``,
    ///   or ``LayoutSolverError/unsatisfiableRequiredConstraint(_:)``; the solver is then unchanged.
    public mutating func updatePriority(_ id: LayoutConstraintID, to priority: Float) throws {
        guard let record = activeRecord(id), !record.isEdit else { throw LayoutSolverError.unknownConstraint(id) }
        let spec = record.spec.priority(priority)
        try validate(spec)
        guard priority != record.spec.priority else { return }
        let saved = self
        do {
            try removeRecordThrowing(id)
            let tag = try insert(spec)
            constraints[id.rawValue] = ConstraintRecord(spec: spec, tag: tag, isEdit: false)
        } catch {
            self = saved
            throw reported(error, for: spec)
        }
    }

    /// The constraint as it is now active (its constant and priority as last changed), or `nil` when it is not.
    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraintSpec? {
        guard let record = activeRecord(id), !record.isEdit else { return nil }
        return record.spec
    }

    /// Whether the constraint is active in this solver.
    public func contains(_ id: LayoutConstraintID) -> Bool { constraint(id) != nil }

    /// The active constraints' identifiers, in the order they were added.
    public var constraintIDs: [LayoutConstraintID] {
        constraints.indices.compactMap { index in
            constraints[index].flatMap { $0.isEdit ? nil : LayoutConstraintID(rawValue: index) }
        }
    }

    /// How far the current solution is from satisfying an active constraint, in points: 0 when it holds, otherwise
    /// the size of the difference between its sides that breaks it (`nil` when the constraint is not active).
    public func violation(of id: LayoutConstraintID) -> Double? {
        guard let record = activeRecord(id) else { return nil }
        let difference = value(of: record.spec.difference)
        switch record.spec.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: ``suggest(_:value:)`` then asks for values at `priority` (1 to 999).
    /// It starts by suggesting the variable's current value, so adding it moves nothing.
    ///
    /// - Throws: ``LayoutSolverError/duplicateEditVariable(_:)``, ``LayoutSolverError/requiredEditVariable(_:)``,
    ///   ``LayoutSolverError/invalidPriority(_:constraint:)`` or ``LayoutSolverError/unknownVariable(_:)``.
    public mutating func addEditVariable(_ variable: LayoutVariable, priority: Float) throws {
        guard isKnown(variable) else { throw LayoutSolverError.unknownVariable(variable.description) }
        guard variables[variable.id].edit == nil else { throw LayoutSolverError.duplicateEditVariable(variable.description) }
        let spec = LayoutConstraintSpec(LayoutExpression(variable), .equal, LayoutExpression(constant: value(of: variable)), priority: priority)
        try validate(spec)
        guard !spec.isRequired else { throw LayoutSolverError.requiredEditVariable(variable.description) }
        let id = try add(spec)
        constraints[id.rawValue]?.isEdit = true
        variables[variable.id].edit = id
    }

    /// Asks for `value` for an edit variable, and solves again with the dual simplex. The variable takes the value
    /// unless constraints of its priority or higher keep it from doing so.
    ///
    /// - Throws: ``LayoutSolverError/unknownEditVariable(_:)`` or ``LayoutSolverError/nonFiniteValue(_:)``; the
    ///   solver is then unchanged.
    public mutating func suggest(_ variable: LayoutVariable, value: Double) throws {
        guard isKnown(variable), let id = variables[variable.id].edit else {
            throw LayoutSolverError.unknownEditVariable(variable.description)
        }
        try changeConstant(id, to: value)
    }

    /// Stops `variable` from being an edit variable (its last suggestion stops pulling it), and solves again.
    /// - Returns: whether it was an edit variable.
    @discardableResult
    public mutating func removeEditVariable(_ variable: LayoutVariable) -> Bool {
        guard isKnown(variable), let id = variables[variable.id].edit else { return false }
        variables[variable.id].edit = nil
        removeRecord(id)
        return true
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        isKnown(variable) && variables[variable.id].edit != nil
    }
}

/// A variable's bookkeeping: itself, its tableau symbol, and its edit constraint if it is an edit variable.
struct VariableRecord: Sendable {
    let variable: LayoutVariable
    let symbol: Symbol
    var edit: LayoutConstraintID?
}

/// The symbols a constraint added to the tableau: its marker (a slack, a dummy or its first error) and, for an
/// optional constraint, its other error. The coefficients are the ones the constraint's equation
/// `lhs - rhs + markerCoefficient × marker + otherCoefficient × other = 0` gives them.
struct Tag: Sendable {
    var marker: Symbol
    var markerCoefficient: Double
    var other: Symbol?
    var otherCoefficient: Double = 0
}

/// An active constraint: as last changed, its symbols, and whether it is an edit variable's.
struct ConstraintRecord: Sendable {
    var spec: LayoutConstraintSpec
    var tag: Tag
    var isEdit: Bool
}
