import Testing
import LayoutSolver
import TestSupport

@Suite("Layout solver: removing, changing constants and priorities, edit variables")
struct SolverChangesTests {
    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        try solver.add((x == 100).priority(250))
        try solver.add(y == x + 10)
        let before = (solver.value(of: x), solver.value(of: y))
        let cap = try solver.add(x <= 40)
        expect(close(solver.value(of: x), 40))
        expect(close(solver.value(of: y), 50))
        let changed1 = solver.remove(cap)

        expect(changed1)
        expect(close(solver.value(of: x), before.0))
        expect(close(solver.value(of: y), before.1))
        // A second removal of the same constraint is a no-op.
        let changed2 = solver.remove(cap)

        expect(!changed2)
        expect(!solver.contains(cap))
    }

    @Test func removingEveryKindOfConstraintInAnyOrder() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        let a = try solver.add(x >= 10)
        let b = try solver.add((x == 50).priority(300))
        let c = try solver.add(y == 2 * x)
        let d = try solver.add((y <= 60).priority(700))
        expect(close(solver.value(of: x), 30))
        expect(close(solver.value(of: y), 60))
        let changed3 = solver.remove(d)

        expect(changed3)
        expect(close(solver.value(of: x), 50))
        let changed4 = solver.remove(b)

        expect(changed4)
        // Nothing but `x >= 10` and `y == 2x` is left: any x from 10 up is a solution.
        expect(solver.value(of: x) >= 10 - 1e-9)
        expect(close(solver.value(of: y), 2 * solver.value(of: x)))
        let changed5 = solver.remove(a)

        expect(changed5)
        let changed6 = solver.remove(c)

        expect(changed6)
        expect(solver.constraintIDs.isEmpty)
        try solver.add(x == 7)
        expect(close(solver.value(of: x), 7))
    }

    @Test func removingARedundantRequiredEqualityKeepsTheOther() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let first = try solver.add(x == 10)
        let second = try solver.add(x == 10)
        let changed7 = solver.remove(first)

        expect(changed7)
        expect(close(solver.value(of: x), 10))
        try solver.updateConstant(second, to: 25)
        expect(close(solver.value(of: x), 25))
    }

    @Test func changingAConstantMovesTheSolution() throws {
        var solver = LayoutSolver()
        let leading = solver.newVariable("leading")
        let width = solver.newVariable("width")
        let inset = try solver.add(leading == 16)
        try solver.add(width == 100)
        expectEqual(solver.constraint(inset)?.constant, 16)
        try solver.updateConstant(inset, to: 32)
        expect(close(solver.value(of: leading), 32))
        expectEqual(solver.constraint(inset)?.constant, 32)
        expectEqual(solver.constraint(inset)?.description, "leading == 32")
    }

    @Test func changingTheConstantOfAnInequality() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x == 0).priority(250))
        let floor = try solver.add(x >= 10)
        expect(close(solver.value(of: x), 10))
        try solver.updateConstant(floor, to: 40)
        expect(close(solver.value(of: x), 40))
        try solver.updateConstant(floor, to: -5)
        expect(close(solver.value(of: x), 0))
    }

    @Test func aConstantThatBreaksARequiredConstraintIsRefused() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x == 0).priority(1))
        try solver.add(x <= 100)
        let floor = try solver.add(x >= 10)
        #expect(throws: LayoutSolverError.unsatisfiableRequiredConstraint("x >= 150")) { try solver.updateConstant(floor, to: 150) }
        expectEqual(solver.constraint(floor)?.constant, 10)
        expect(close(solver.value(of: x), 10))
        let pinned = try solver.add(x == 10)
        try solver.updateConstant(pinned, to: 20)
        expect(close(solver.value(of: x), 20))
        #expect(throws: LayoutSolverError.unsatisfiableRequiredConstraint("x == 200")) { try solver.updateConstant(pinned, to: 200) }
        expect(close(solver.value(of: x), 20))
        expectEqual(solver.constraint(pinned)?.constant, 20)
        #expect(throws: LayoutSolverError.self) { try solver.updateConstant(pinned, to: .nan) }
    }

    @Test func changingAPriority() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let low = try solver.add((x == 10).priority(250))
        try solver.add((x == 20).priority(500))
        expect(close(solver.value(of: x), 20))
        try solver.updatePriority(low, to: 750)
        expect(close(solver.value(of: x), 10))
        expectEqual(solver.constraint(low)?.priority, 750)
        try solver.updatePriority(low, to: 1000)
        let other = try solver.add((x == 30).priority(999))
        expect(close(solver.value(of: x), 10))
        #expect(throws: LayoutSolverError.unsatisfiableRequiredConstraint("x == 30")) { try solver.updatePriority(other, to: 1000) }
        expectEqual(solver.constraint(other)?.priority, 999)
        #expect(throws: LayoutSolverError.self) { try solver.updatePriority(other, to: 0) }
    }

    @Test func editVariablesFollowSuggestions() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let right = solver.newVariable("right")
        try solver.add(right == x + 50)
        try solver.add(x >= 0)
        try solver.add(right <= 300)
        try solver.addEditVariable(x, priority: 999)
        expect(solver.hasEditVariable(x))
        try solver.suggest(x, value: 100)
        expect(close(solver.value(of: x), 100))
        expect(close(solver.value(of: right), 150))
        try solver.suggest(x, value: 400)
        expect(close(solver.value(of: x), 250))
        try solver.suggest(x, value: -20)
        expect(close(solver.value(of: x), 0))
        try solver.suggest(x, value: 60)
        expect(close(solver.value(of: right), 110))
    }

    @Test func anEditVariableLosesToAHigherPriority() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x == 10).priority(750))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggest(x, value: 90)
        expect(close(solver.value(of: x), 10))
        let changed8 = solver.removeEditVariable(x)

        expect(changed8)
        let changed9 = solver.removeEditVariable(x)

        expect(!changed9)
        expect(close(solver.value(of: x), 10))
    }

    @Test func addingAnEditVariableMovesNothingAndRemovingItKeepsOthers() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        try solver.add((x == 42).priority(250))
        try solver.add(y == x)
        try solver.addEditVariable(x, priority: 750)
        expect(close(solver.value(of: x), 42))
        try solver.suggest(x, value: 7)
        expect(close(solver.value(of: y), 7))
        solver.removeEditVariable(x)
        expect(close(solver.value(of: x), 42))
        expectEqual(solver.constraintIDs.count, 2)
    }

    @Test func editVariableMisuseIsRefused() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        #expect(throws: LayoutSolverError.unknownEditVariable("x")) { try solver.suggest(x, value: 1) }
        #expect(throws: LayoutSolverError.requiredEditVariable("x")) { try solver.addEditVariable(x, priority: 1000) }
        #expect(throws: LayoutSolverError.invalidPriority(0, constraint: "x == 0 (priority 0)")) { try solver.addEditVariable(x, priority: 0) }
        #expect(throws: LayoutSolverError.self) { try solver.addEditVariable(x, priority: .nan) }
        expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, priority: 750)
        #expect(throws: LayoutSolverError.duplicateEditVariable("x")) { try solver.addEditVariable(x, priority: 250) }
        #expect(throws: LayoutSolverError.self) { try solver.suggest(x, value: .infinity) }
        // The edit variable's own constraint is not one of the solver's constraints.
        expect(solver.constraintIDs.isEmpty)
    }

    @Test func copiesAreIndependent() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let pin = try solver.add(x == 10)
        var copy = solver
        try copy.updateConstant(pin, to: 99)
        expect(close(solver.value(of: x), 10))
        expect(close(copy.value(of: x), 99))
    }
}
