import Testing
import LayoutSolver
import TestSupport

/// Whether two numbers agree within `tolerance`.
func close(_ actual: Double, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance
}

@Suite("Layout solver: equalities, inequalities and priorities")
struct SolverBasicsTests {
    @Test func equalitiesChainThroughVariables() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        let z = solver.newVariable("z")
        try solver.add(x == 10)
        try solver.add(y == x + 20)
        try solver.add(z == 2 * y - x)
        expect(close(solver.value(of: x), 10))
        expect(close(solver.value(of: y), 30))
        expect(close(solver.value(of: z), 50))
    }

    @Test func anUndeterminedVariableIsZero() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        expectEqual(solver.value(of: x), 0)
        try solver.add(x + y == 40)
        // One equation, two unknowns: the simplex leaves one of them parametric (0), the other takes the rest.
        expect(close(solver.value(of: x) + solver.value(of: y), 40))
        expect(solver.value(of: x) == 0 || solver.value(of: y) == 0)
    }

    @Test func requiredInequalitiesBoundAnOptionalWish() throws {
        var solver = LayoutSolver()
        let width = solver.newVariable("width")
        try solver.add(width >= 44)
        try solver.add(width <= 300)
        let wish = try solver.add((width == 500).priority(LayoutConstraintSpec.defaultHigh))
        expect(close(solver.value(of: width), 300))
        try solver.updateConstant(wish, to: 10)
        expect(close(solver.value(of: width), 44))
        try solver.updateConstant(wish, to: 120)
        expect(close(solver.value(of: width), 120))
    }

    @Test func anInequalityThatAlreadyHoldsMovesNothing() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add(x == 100)
        try solver.add(x >= 50)
        try solver.add(x <= 100)
        expect(close(solver.value(of: x), 100))
        expectEqual(solver.constraintIDs.count, 3)
    }

    @Test func requiredBeatsOptional() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x == 10).priority(999))
        try solver.add(x == 20)
        expect(close(solver.value(of: x), 20))
    }

    @Test func aHighPriorityBeatsThreeLowOnes() throws {
        // With additive weights, 750 against three 250s would tie; UIKit satisfies the higher priority first.
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x == 100).priority(750))
        for _ in 0..<3 { try solver.add((x == 0).priority(250)) }
        expect(close(solver.value(of: x), 100))
        var many = LayoutSolver()
        let y = many.newVariable("y")
        for _ in 0..<50 { try many.add((y == 0).priority(250)) }
        try many.add((y == 100).priority(251))
        expect(close(many.value(of: y), 100))
    }

    @Test func withinOnePriorityTheMajorityWins() throws {
        // Errors of one level add up: two constraints wishing 0 outweigh one wishing 100.
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x == 100).priority(250))
        try solver.add((x == 0).priority(250))
        try solver.add((x == 0).priority(250))
        expect(close(solver.value(of: x), 0))
    }

    @Test func optionalInequalitiesGiveWayByPriority() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add((x <= 50).priority(500))
        try solver.add((x >= 80).priority(300))
        expect(close(solver.value(of: x), 50))
        try solver.add((x >= 80).priority(600))
        expect(close(solver.value(of: x), 80))
    }

    @Test func redundantAndDegenerateConstraintsAreAccepted() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        try solver.add(x == 10)
        try solver.add(x == 10)
        try solver.add(y == x)
        try solver.add(y - x == 0)
        try solver.add(2 * x == 20)
        try solver.add(x - x == 0)
        try solver.add(LayoutExpression(constant: 5) >= 3)
        try solver.add(x + y == 20)
        expect(close(solver.value(of: x), 10))
        expect(close(solver.value(of: y), 10))
        expectEqual(solver.constraintIDs.count, 8)
    }

    @Test func aContradictoryDegenerateConstraintIsRefused() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        try solver.add(x == 10)
        #expect(throws: LayoutSolverError.self) { try solver.add(x - x == 1) }
        #expect(throws: LayoutSolverError.self) { try solver.add(LayoutExpression(constant: 5) <= 3) }
        expect(close(solver.value(of: x), 10))
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheSolverIsUnchanged() throws {
        var solver = LayoutSolver()
        let leading = solver.newVariable("leading")
        let trailing = solver.newVariable("trailing")
        try solver.add(leading >= 0)
        try solver.add(trailing <= 320)
        try solver.add((trailing - leading == 100).priority(500))
        let before = solver.constraintIDs
        let values = (solver.value(of: leading), solver.value(of: trailing))
        do {
            try solver.add(trailing - leading >= 400)
            Issue.record("a 400-point gap cannot fit in 320 points")
        } catch let error as LayoutSolverError {
            guard case .unsatisfiableRequiredConstraint(let text) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            expectEqual(text, "trailing - leading >= 400")
            expect(error.english.contains("trailing - leading >= 400"))
            expect(error.chinese.contains("trailing - leading >= 400"))
        }
        expectEqual(solver.constraintIDs, before)
        expectEqual(solver.value(of: leading), values.0)
        expectEqual(solver.value(of: trailing), values.1)
        // The solver still works: a satisfiable constraint after the refusal.
        try solver.add(leading == 10)
        expect(close(solver.value(of: trailing), 110))
    }

    @Test func conflictingRequiredEqualitiesAreRefused() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        try solver.add(x + y == 10)
        try solver.add(x - y == 2)
        #expect(throws: LayoutSolverError.unsatisfiableRequiredConstraint("2 * x == 5")) { try solver.add(2 * x == 5) }
        expect(close(solver.value(of: x), 6))
        expect(close(solver.value(of: y), 4))
    }

    @Test func badInputIsRefusedNotCrashedOn() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        #expect(throws: LayoutSolverError.invalidPriority(0, constraint: "x == 1 (priority 0)")) { try solver.add((x == 1).priority(0)) }
        #expect(throws: LayoutSolverError.self) { try solver.add((x == 1).priority(1001)) }
        #expect(throws: LayoutSolverError.self) { try solver.add((x == 1).priority(.nan)) }
        #expect(throws: LayoutSolverError.self) { try solver.add(x == .infinity) }
        #expect(throws: LayoutSolverError.self) { try solver.add(x / 0 == 1) }
        var other = LayoutSolver()
        _ = other.newVariable("a")
        let foreign = other.newVariable("b")
        #expect(throws: LayoutSolverError.unknownVariable("b")) { try solver.add(foreign == 1) }
        expectEqual(solver.value(of: foreign), 0)
        expect(solver.constraintIDs.isEmpty)
    }
}

@Suite("Layout solver: explaining a refusal")
struct SolverConflictsTests {
    @Test func theConflictingRequiredConstraintsAreListed() throws {
        var solver = LayoutSolver()
        let left = solver.newVariable("left")
        let width = solver.newVariable("width")
        let height = solver.newVariable("height")
        let pin = try solver.add(left == 20)
        try solver.add(height == 44)
        let positive = try solver.add(width >= 0)
        let edge = try solver.add(left + width <= 300)
        try solver.add((width >= 400).priority(750))
        try solver.add(height >= 10)
        let wide = LayoutConstraintSpec(LayoutExpression(width), .greaterThanOrEqual, 290)
        #expect(throws: LayoutSolverError.self) { try solver.add(wide) }
        expectEqual(solver.conflicts(with: wide), [pin, edge])
        expect(solver.conflicts(with: width >= 100).isEmpty)
        expect(solver.conflicts(with: wide.priority(999)).isEmpty)
        // A new constant for the edge is checked without the edge's old constant.
        expectEqual(solver.conflicts(with: left + width <= 10, replacing: edge), [pin, positive])
    }
}
