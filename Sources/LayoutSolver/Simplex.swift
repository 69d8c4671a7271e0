/// Why the simplex stopped: the required constraints cannot all hold, or the solver broke down.
enum SimplexFailure: Error {
    case unsatisfiable
    case breakdown(String)
}

/// Which objective a primal optimisation minimises.
enum ObjectiveTarget {
    /// The optional constraints' errors, lexicographically by priority.
    case main
    /// The artificial variable's row, while a required constraint without a subject is added.
    case artificial
}

// MARK: - Bookkeeping

extension LayoutSolver {
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        return Symbol(id: kinds.count - 1, kind: kind)
    }

    func symbol(at index: Int) -> Symbol { Symbol(id: index, kind: kinds[index]) }

    func isKnown(_ variable: LayoutVariable) -> Bool { variable.id >= 0 && variable.id < variables.count }

    func activeRecord(_ id: LayoutConstraintID) -> ConstraintRecord? {
        guard id.rawValue >= 0, id.rawValue < constraints.count else { return nil }
        return constraints[id.rawValue]
    }

    /// Refuses a constraint that cannot be read: a bad priority, NaN or infinity, or a foreign variable.
    func validate(_ spec: LayoutConstraintSpec) throws {
        guard spec.priority >= 1, spec.priority <= LayoutConstraintSpec.required else {
            throw LayoutSolverError.invalidPriority(spec.priority, constraint: spec.description)
        }
        guard spec.lhs.isFinite, spec.rhs.isFinite else {
            throw LayoutSolverError.nonFiniteValue("the constraint `\(spec)`")
        }
        for term in spec.lhs.terms + spec.rhs.terms where !isKnown(term.variable) {
            throw LayoutSolverError.unknownVariable(term.variable.description)
        }
    }

    /// The public error for a failure while changing `spec`.
    func reported(_ error: any Error, for spec: LayoutConstraintSpec) -> LayoutSolverError {
        switch error {
        case let error as LayoutSolverError: error
        case SimplexFailure.unsatisfiable: .unsatisfiableRequiredConstraint(spec.description)
        case SimplexFailure.breakdown(let detail): .internalFailure("\(detail), while changing `\(spec)`")
        default: .internalFailure("\(error)")
        }
    }

    /// The objective level of an optional priority, made (empty) the first time the priority is used.
    mutating func level(for priority: Float) -> Int {
        if let index = levelPriorities.firstIndex(of: priority) { return index }
        let index = levelPriorities.firstIndex { $0 < priority } ?? levelPriorities.count
        levelPriorities.insert(priority, at: index)
        objective.insert(Row(), at: index)
        return index
    }

    /// Most pivots one operation may take before it is called a breakdown (Bland's rule never needs this many).
    var pivotLimit: Int { 10_000 + 50 * kinds.count }
}

// MARK: - Adding

extension LayoutSolver {
    /// Adds the constraint's row to the tableau and optimises; returns its symbols. Leaves the solver half-changed
    /// when it throws: callers restore their copy.
    mutating func insert(_ spec: LayoutConstraintSpec) throws -> Tag {
        var (row, tag) = makeRow(spec)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.hasOnlyDummies {
            guard Row.nearZero(row.constant) else { throw SimplexFailure.unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject.id] = row
        } else if try !addWithArtificialVariable(row) {
            throw SimplexFailure.unsatisfiable
        }
        try optimize(.main)
        infeasible.removeAll()
        return tag
    }

    /// The constraint as a row over the parametric symbols, `0 = lhs - rhs ± slack ± errors`, with its new symbols;
    /// optional errors enter the objective at the constraint's level.
    mutating func makeRow(_ spec: LayoutConstraintSpec) -> (Row, Tag) {
        let expression = spec.difference
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol = variables[term.variable.id].symbol
            if let basic = rows[symbol.id] { row.add(basic, times: term.coefficient) } else { row.add(symbol, term.coefficient) }
        }
        let tag: Tag
        switch (spec.relation, spec.isRequired) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let sign = spec.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.add(slack, sign)
            if spec.isRequired {
                tag = Tag(marker: slack, markerCoefficient: sign)
            } else {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                objective[level(for: spec.priority)].add(error, 1)
                tag = Tag(marker: slack, markerCoefficient: sign, other: error, otherCoefficient: -sign)
            }
        case (.equal, true):
            let dummy = makeSymbol(.dummy)
            row.add(dummy, 1)
            tag = Tag(marker: dummy, markerCoefficient: 1)
        case (.equal, false):
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            let index = level(for: spec.priority)
            objective[index].add(plus, 1)
            objective[index].add(minus, 1)
            tag = Tag(marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1)
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: a variable if the row has one; else the constraint's slack or error if
    /// solving for it keeps it non-negative; else none (the row needs an artificial variable).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let cell = row.cells.first(where: { $0.symbol.kind == .external }) { return cell.symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one for a row with no subject: minimise an artificial variable equal to the row; the constraint can
    /// hold exactly when the minimum is 0. Returns whether it can.
    mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        rows[art.id] = row
        artificial = row
        try optimize(.artificial)
        let success = Row.nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var artRow = rows[art.id] {
            rows[art.id] = nil
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            rows[entering.id] = artRow
        }
        for index in rows.indices where rows[index] != nil { rows[index]?.remove(art) }
        for index in objective.indices { objective[index].remove(art) }
        return success
    }
}

// MARK: - Simplex

extension LayoutSolver {
    /// Replaces `symbol` by its definition everywhere (rows, objective, artificial objective), noting the slack
    /// and error rows this makes negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            // Substituted in place (the optional's modify accessor), without copying the row out.
            guard let constant = rows[index]?.substitute(symbol, with: row) else { continue }
            // A dummy's row is 0 up to rounding: only slacks and errors can be pivoted back to non-negative.
            if constant < 0, kinds[index] == .slack || kinds[index] == .error {
                infeasible.append(self.symbol(at: index))
            }
        }
        for index in objective.indices { objective[index].substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        guard var row = rows[leaving.id] else { return }
        rows[leaving.id] = nil
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        rows[entering.id] = row
    }

    /// The primal simplex: pivots until no symbol can lower the objective.
    mutating func optimize(_ target: ObjectiveTarget) throws {
        var pivots = 0
        while let entering = enteringSymbol(target) {
            guard let leaving = leavingSymbol(for: entering) else {
                throw SimplexFailure.breakdown("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit { throw SimplexFailure.breakdown("no optimum after \(pivots) pivots") }
        }
    }

    /// Bland's rule: the lowest-numbered non-dummy symbol whose objective coefficients are lexicographically
    /// negative (its first non-zero coefficient, from the highest priority down, is negative).
    func enteringSymbol(_ target: ObjectiveTarget) -> Symbol? {
        if target == .artificial {
            return artificial?.cells.first { $0.coefficient < 0 && $0.symbol.kind != .dummy }?.symbol
        }
        var best: Symbol?
        for (level, row) in objective.enumerated() {
            for cell in row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                if let best, best.id <= cell.symbol.id { break }
                if objective[..<level].allSatisfy({ $0.coefficient(for: cell.symbol) == 0 }) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// The ratio test: the restricted row that limits `entering` first; ties go to the lowest-numbered basic symbol.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best = Double.infinity
        var found: Symbol?
        for index in rows.indices where kinds[index] != .external {
            guard let row = rows[index] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < best {
                best = ratio
                found = symbol(at: index)
            }
        }
        return found
    }

    /// The dual simplex: pivots the negative restricted rows (after a constant changed) back to non-negative while
    /// the objective stays optimal. Throws `unsatisfiable` when a row cannot be made non-negative.
    mutating func dualOptimize() throws {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.id], row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                // Rounding can leave a degenerate row a hair below zero, with nothing to pivot: it is zero.
                guard Row.nearZero(row.constant) else { throw SimplexFailure.unsatisfiable }
                rows[leaving.id]?.constant = 0
                continue
            }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit { throw SimplexFailure.breakdown("no feasible solution after \(pivots) pivots") }
        }
    }

    /// The dual ratio test: among the row's positive non-dummy symbols, the one whose objective coefficients divided
    /// by its coefficient are lexicographically least; ties go to the lowest-numbered symbol.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: [Double] = []
        var found: Symbol?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            let ratios = objective.map { $0.coefficient(for: cell.symbol) / cell.coefficient }
            if found == nil || LayoutSolver.precedes(ratios, best) {
                best = ratios
                found = cell.symbol
            }
        }
        return found
    }

    /// Lexicographic `<` on objective vectors, with components within `Row.epsilon` of each other taken as equal:
    /// a rounding difference at a high priority must not hide the real difference at a lower one.
    static func precedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            let tolerance = Row.epsilon * max(1, abs(left), abs(right))
            if left < right - tolerance { return true }
            if left > right + tolerance { return false }
        }
        return false
    }
}
