import Testing
@testable import LayoutSolver
import TestSupport

/// The sum of the violations of the active optional constraints, per priority (highest first), and the largest
/// violation of a required one: what the solver minimises, to compare two solutions of the same system.
func errorProfile(_ solver: LayoutSolver) -> (required: Double, levels: [Float: Double]) {
    var required = 0.0
    var levels: [Float: Double] = [:]
    for id in solver.constraintIDs {
        guard let spec = solver.constraint(id), let violation = solver.violation(of: id) else { continue }
        if spec.isRequired { required = max(required, violation) } else { levels[spec.priority, default: 0] += violation }
    }
    return (required, levels)
}

@Suite("Layout solver: the tableau stays solved, feasible and optimal")
struct TableauInvariantTests {
    /// One random change: a feasible required constraint (it holds at `point`), an optional wish, a removal, a new
    /// constant for an optional constraint, or a new priority for a required one.
    func randomChange(_ solver: inout LayoutSolver, _ variables: [LayoutVariable], _ point: [Double], _ random: inout SplitMix64) throws {
        let ids = solver.constraintIDs
        let tests = SolverPropertyTests()
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3:
            let expression = tests.randomExpression(variables, &random)
            let bound = tests.evaluate(expression, at: point)
            let slack = Double(Int.random(in: 0...10, using: &random))
            let specs = [expression == bound, expression <= bound + slack, expression >= bound - slack]
            try solver.add(specs[Int.random(in: 0..<3, using: &random)])
        case 3..<6:
            let expression = tests.randomExpression(variables, &random)
            let constant = Double(Int.random(in: -150...150, using: &random))
            let priority = Float([50, 250, 251, 750, 999][Int.random(in: 0..<5, using: &random)])
            let specs = [expression == constant, expression <= constant, expression >= constant]
            try solver.add(specs[Int.random(in: 0..<3, using: &random)].priority(priority))
        case 6..<8 where !ids.isEmpty:
            solver.remove(ids[Int.random(in: 0..<ids.count, using: &random)])
        default:
            guard !ids.isEmpty else { return }
            let id = ids[Int.random(in: 0..<ids.count, using: &random)]
            if solver.constraint(id)?.isRequired == true {
                try solver.updatePriority(id, to: Float([50, 250, 750][Int.random(in: 0..<3, using: &random)]))
            } else {
                try solver.updateConstant(id, to: Double(Int.random(in: -150...150, using: &random)))
            }
        }
    }

    @Test(arguments: 0..<40)
    func randomChangesKeepTheInvariantsAndTheOptimum(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 31 &+ 5)
        var solver = LayoutSolver()
        let count = Int.random(in: 2...7, using: &random)
        let variables = (0..<count).map { solver.newVariable("v\($0)") }
        let point = variables.map { _ in Double(Int.random(in: -100...100, using: &random)) }
        for _ in 0..<30 {
            try randomChange(&solver, variables, point, &random)
            expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
            // The same constraints added to an empty solver reach the same optimum, level by level.
            var fresh = LayoutSolver()
            for index in 0..<count { _ = fresh.newVariable("v\(index)") }
            for id in solver.constraintIDs { try fresh.add(try require(solver.constraint(id))) }
            let incremental = errorProfile(solver)
            let expected = errorProfile(fresh)
            expect(incremental.required <= 1e-7)
            expectEqual(incremental.levels.keys.sorted(), expected.levels.keys.sorted())
            for (priority, error) in expected.levels {
                expect(abs((incremental.levels[priority] ?? .nan) - error) <= 1e-6 * max(1, error))
            }
        }
    }

    @Test func aRebuildKeepsTheSolutionAndTheIdentifiers() throws {
        var solver = LayoutSolver()
        let x = solver.newVariable("x")
        let y = solver.newVariable("y")
        let a = try solver.add(x >= 10)
        let b = try solver.add((x == 50).priority(300))
        let c = try solver.add(y == 2 * x)
        try solver.addEditVariable(y, priority: 750)
        try solver.suggest(y, value: 40)
        solver.rebuild(without: b)
        expectEqual(solver.constraintIDs, [a, c])
        expect(solver.invariantViolations().isEmpty)
        expect(solver.hasEditVariable(y))
        expect(close(solver.value(of: x), 20))
        try solver.suggest(y, value: 100)
        expect(close(solver.value(of: x), 50))
    }

    @Test func redundantRequiredEqualitiesSurviveRemovalOfEither() throws {
        // Found by the random changes: a removal must not move a duplicate required equality off its value.
        var solver = LayoutSolver()
        let v0 = solver.newVariable("v0")
        let v1 = solver.newVariable("v1")
        let v2 = solver.newVariable("v2")
        try solver.add(2 * v2 == -44)
        let coupling = try solver.add(3 * v2 - 3 * v0 == -228)
        let pin = try solver.add(-3 * v0 == -162)
        try solver.add(v1 == -91)
        try solver.add((v0 == -102).priority(250))
        try solver.add((v0 == 128).priority(250))
        solver.remove(coupling)
        expect(try require(solver.violation(of: pin)) <= 1e-9)
        expect(close(solver.value(of: v0), 54))
        expect(solver.invariantViolations().isEmpty)
    }
}
