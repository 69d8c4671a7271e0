import Testing
import LayoutSolver
import TestSupport

/// SplitMix64: a seeded generator, so every run of the property tests checks the same systems.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Layout solver: random feasible systems")
struct SolverPropertyTests {
    /// A random expression over `variables` with small integer coefficients (at least one term).
    func randomExpression(_ variables: [LayoutVariable], _ random: inout SplitMix64) -> LayoutExpression {
        var expression = LayoutExpression()
        let count = Int.random(in: 1...min(3, variables.count), using: &random)
        for _ in 0..<count {
            let variable = variables[Int.random(in: 0..<variables.count, using: &random)]
            expression.add(variable, coefficient: Double(Int.random(in: -4...4, using: &random)))
        }
        if expression.terms.isEmpty { expression.add(variables[0], coefficient: 1) }
        return expression
    }

    /// The value of `expression` at a known point.
    func evaluate(_ expression: LayoutExpression, at point: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * point[$1.variable.id] }
    }

    @Test(arguments: 0..<40)
    func requiredConstraintsOfAFeasibleSystemAllHold(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
        var solver = LayoutSolver()
        let count = Int.random(in: 2...8, using: &random)
        let variables = (0..<count).map { solver.newVariable("v\($0)") }
        // A known solution makes every equality below feasible; redundant ones are consistent by construction.
        let point = variables.map { _ in Double(Int.random(in: -100...100, using: &random)) }
        var required: [LayoutConstraintID] = []
        for _ in 0..<Int.random(in: 1...(count + 3), using: &random) {
            let expression = randomExpression(variables, &random)
            required.append(try solver.add(expression == evaluate(expression, at: point)))
        }
        // Optional wishes anywhere (they may conflict with the equalities, and lose to them).
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let variable = variables[Int.random(in: 0..<count, using: &random)]
            let wish = Double(Int.random(in: -200...200, using: &random))
            let priority = Float([50, 250, 750, 999][Int.random(in: 0..<4, using: &random)])
            try solver.add((variable == wish).priority(priority))
        }
        for id in required { expect(try require(solver.violation(of: id)) <= 1e-9) }
        // Removing half of the equalities keeps the rest satisfied.
        for (index, id) in required.enumerated() where index % 2 == 1 { solver.remove(id) }
        for (index, id) in required.enumerated() where index % 2 == 0 {
            expect(try require(solver.violation(of: id)) <= 1e-9, "\(solver.constraint(id)!) \(variables.map { solver.value(of: $0) }) \(point)")
        }
    }

    @Test(arguments: 0..<20)
    func requiredInequalitiesHoldAndTheBestWishIsMet(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 104_729 &+ 3)
        var solver = LayoutSolver()
        let count = Int.random(in: 2...6, using: &random)
        let variables = (0..<count).map { solver.newVariable("v\($0)") }
        let point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
        var required: [LayoutConstraintID] = []
        for _ in 0..<Int.random(in: 1...(2 * count), using: &random) {
            let expression = randomExpression(variables, &random)
            let slack = Double(Int.random(in: 0...20, using: &random))
            let bound = evaluate(expression, at: point)
            let spec: LayoutConstraintSpec = Bool.random(using: &random) ? expression <= bound + slack : expression >= bound - slack
            required.append(try solver.add(spec))
        }
        // The highest wish is the known point itself for the first variable: feasible, so it must be met exactly.
        try solver.add((variables[0] == point[0]).priority(999))
        for _ in 0..<3 {
            let variable = variables[Int.random(in: 0..<count, using: &random)]
            try solver.add((variable == Double(Int.random(in: -200...200, using: &random))).priority(250))
        }
        for id in required { expect(try require(solver.violation(of: id)) <= 1e-9) }
        expect(close(solver.value(of: variables[0]), point[0]))
    }

    @Test func theSameCallsGiveTheSameBits() throws {
        func run() throws -> [Double] {
            var random = SplitMix64(state: 42)
            var solver = LayoutSolver()
            let variables = (0..<6).map { solver.newVariable("v\($0)") }
            for _ in 0..<10 {
                let expression = randomExpression(variables, &random)
                let priority = Float([250, 500, 750][Int.random(in: 0..<3, using: &random)])
                try solver.add((expression == Double(Int.random(in: -50...50, using: &random)) / 3).priority(priority))
            }
            return variables.map { solver.value(of: $0) }
        }
        let first = try run()
        expectEqual(first.map(\.bitPattern), (try run()).map(\.bitPattern))
    }
}
