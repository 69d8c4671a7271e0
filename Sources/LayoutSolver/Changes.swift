// Removing constraints, changing constants, and the rebuild that recovers from a breakdown.

extension LayoutSolver {
    /// Removes a constraint; if the simplex breaks down, rebuilds the tableau from the remaining constraints
    /// (removing a constraint never makes the required ones unsatisfiable, so this always ends with a solution).
    mutating func removeRecord(_ id: LayoutConstraintID) {
        let saved = self
        do {
            try removeRecordThrowing(id)
        } catch {
            self = saved
            rebuild(without: id)
        }
    }

    /// Cassowary's removal: take the constraint's errors out of the objective, make its marker basic (choosing the
    /// row that keeps the tableau feasible), drop that row, and optimise.
    mutating func removeRecordThrowing(_ id: LayoutConstraintID) throws {
        guard let record = activeRecord(id) else { return }
        constraints[id.rawValue] = nil
        let tag = record.tag
        if !record.spec.isRequired {
            let index = level(for: record.spec.priority)
            for error in [tag.marker, tag.other] {
                guard let error, error.kind == .error else { continue }
                if let row = rows[error.id] { objective[index].add(row, times: -1) } else { objective[index].add(error, -1) }
            }
        }
        if rows[tag.marker.id] != nil {
            rows[tag.marker.id] = nil
        } else if let leaving = markerLeavingSymbol(tag.marker), var row = rows[leaving.id] {
            rows[leaving.id] = nil
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(.main)
        infeasible.removeAll()
    }

    /// The row to pivot a parametric marker into before its removal: a dummy's row that has it, else the restricted
    /// row with a negative coefficient that limits it first, else the restricted row with a positive one that does,
    /// else a variable's row (ties to the lowest-numbered basic symbol). `nil` when the marker appears nowhere.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        for index in rows.indices {
            guard let row = rows[index] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            // A dummy's row holds a required equality that duplicates this one: it must stay 0, so the marker
            // can only leave through it (the solution does not move).
            if kinds[index] == .dummy { return symbol(at: index) }
            if kinds[index] == .external {
                if third == nil { third = symbol(at: index) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = symbol(at: index)
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = symbol(at: index)
                }
            }
        }
        return first ?? second ?? third
    }

    /// Sets an active constraint's constant (an edit variable's suggestion included) with the dual simplex.
    mutating func changeConstant(_ id: LayoutConstraintID, to value: Double) throws {
        guard let record = activeRecord(id) else { throw LayoutSolverError.unknownConstraint(id) }
        let spec = record.spec.withConstant(value)
        guard value.isFinite else { throw LayoutSolverError.nonFiniteValue("the constant \(value) of `\(record.spec)`") }
        // The constant of `lhs - rhs`, which the tableau holds, moves by the opposite of UIKit's constant.
        let delta = record.spec.constant - value
        if delta == 0 {
            constraints[id.rawValue]?.spec = spec
            return
        }
        let saved = self
        do {
            infeasible.removeAll()
            try shiftConstant(record.tag, by: delta)
            try dualOptimize()
            constraints[id.rawValue]?.spec = spec
        } catch {
            self = saved
            throw reported(error, for: spec)
        }
    }

    /// Moves the constant of a constraint's equation by `delta`, by shifting one of its markers (which appear in no
    /// other constraint's equation): the marker's own row if it is basic, else the other error's row if that is,
    /// else every row the marker appears in. Rows that become negative are noted for the dual simplex.
    mutating func shiftConstant(_ tag: Tag, by delta: Double) throws {
        if rows[tag.marker.id] != nil {
            rows[tag.marker.id]?.constant -= delta / tag.markerCoefficient
            try noteChanged(tag.marker)
        } else if let other = tag.other, rows[other.id] != nil {
            rows[other.id]?.constant -= delta / tag.otherCoefficient
            try noteChanged(other)
        } else {
            for index in rows.indices {
                guard let coefficient = rows[index]?.coefficient(for: tag.marker), coefficient != 0 else { continue }
                rows[index]?.constant += coefficient * delta / tag.markerCoefficient
                try noteChanged(symbol(at: index))
            }
        }
    }

    /// A basic symbol whose constant changed: a dummy must stay 0 (else a required equality broke), a slack or an
    /// error below 0 goes to the dual simplex.
    mutating func noteChanged(_ basic: Symbol) throws {
        guard let constant = rows[basic.id]?.constant else { return }
        if basic.kind == .dummy {
            guard Row.nearZero(constant) else { throw SimplexFailure.unsatisfiable }
        } else if basic.kind != .external, constant < 0 {
            infeasible.append(basic)
        }
    }

    /// Builds the tableau again from the variables and the active constraints but `excluded`, in the order they
    /// were added, keeping every identifier: the recovery after a breakdown. A constraint that cannot be added
    /// again (which a consistent system never has) stays out.
    mutating func rebuild(without excluded: LayoutConstraintID) {
        var fresh = LayoutSolver()
        for record in variables {
            fresh.variables.append(VariableRecord(variable: record.variable, symbol: fresh.makeSymbol(.external), edit: nil))
        }
        fresh.constraints = Array(repeating: nil, count: constraints.count)
        for (index, record) in constraints.enumerated() where index != excluded.rawValue {
            guard let record else { continue }
            let before = fresh
            do {
                let tag = try fresh.insert(record.spec)
                fresh.constraints[index] = ConstraintRecord(spec: record.spec, tag: tag, isEdit: record.isEdit)
            } catch {
                fresh = before
                continue
            }
            if record.isEdit, let variable = record.spec.lhs.terms.first?.variable {
                fresh.variables[variable.id].edit = LayoutConstraintID(rawValue: index)
            }
        }
        self = fresh
    }
}
