// The tableau's invariants, checked by the tests after every change (not used by the solver itself).

extension LayoutSolver {
    /// What is wrong with the tableau, in words; empty when it is in Cassowary's solved, feasible, optimal form:
    /// no basic symbol appears in a row or the objective, every restricted row is non-negative, a dummy's row is 0
    /// and has nothing but dummies, and no symbol can lower the objective.
    func invariantViolations(tolerance: Double = 1e-7) -> [String] {
        var problems: [String] = []
        let basic = Set(rows.indices.filter { rows[$0] != nil })
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            for cell in row.cells where basic.contains(cell.symbol.id) {
                problems.append("row \(index) has basic symbol \(cell.symbol.id)")
            }
            if kinds[index] != .external, row.constant < -tolerance {
                problems.append("row \(index) (\(kinds[index])) is negative: \(row.constant)")
            }
            if kinds[index] == .dummy, abs(row.constant) > tolerance || !row.hasOnlyDummies {
                problems.append("dummy row \(index) is not 0 over dummies: \(row.constant), \(row.cells.map(\.symbol.id))")
            }
            if kinds[index] != .external, row.cells.contains(where: { $0.symbol.kind == .external }) {
                problems.append("restricted row \(index) has a variable")
            }
        }
        for (level, row) in objective.enumerated() {
            for cell in row.cells where basic.contains(cell.symbol.id) {
                problems.append("objective level \(level) has basic symbol \(cell.symbol.id)")
            }
            if row.cells.contains(where: { $0.symbol.kind == .external }) {
                problems.append("objective level \(level) has a variable")
            }
        }
        if let entering = enteringSymbol(.main) { problems.append("not optimal: symbol \(entering.id) can enter") }
        return problems
    }
}

extension LayoutSolver {
    /// The tableau written out, one row a line (`s3 = 10 + 2 x0 - e5`), then the objective levels: for debugging.
    var tableauDescription: String {
        func name(_ symbol: Symbol) -> String {
            switch symbol.kind {
            case .external: "x\(symbol.id)"
            case .slack: "s\(symbol.id)"
            case .error: "e\(symbol.id)"
            case .dummy: "d\(symbol.id)"
            }
        }
        func text(_ row: Row) -> String {
            row.cells.reduce("\(row.constant)") { $0 + " \($1.coefficient < 0 ? "-" : "+") \(abs($1.coefficient)) \(name($1.symbol))" }
        }
        var lines = rows.indices.compactMap { index in rows[index].map { "\(name(symbol(at: index))) = \(text($0))" } }
        for (level, row) in objective.enumerated() { lines.append("objective \(levelPriorities[level]): \(text(row))") }
        for (index, record) in constraints.enumerated() {
            guard let record else { continue }
            lines.append("#\(index) \(record.spec): marker \(name(record.tag.marker))\(record.tag.other.map { ", other \(name($0))" } ?? "")")
        }
        return lines.joined(separator: "\n")
    }
}
