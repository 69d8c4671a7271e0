/// What a tableau symbol stands for (Cassowary's variable kinds).
enum SymbolKind: UInt8, Sendable {
    /// A ``LayoutVariable``: unrestricted in sign.
    case external
    /// The slack of an inequality: at least 0.
    case slack
    /// An error of an optional constraint: at least 0, and minimised in the objective.
    case error
    /// The marker of a required equality: always 0, never pivoted in.
    case dummy
}

/// A symbol of the tableau: a number (its order, which breaks every tie) and its kind.
struct Symbol: Hashable, Sendable {
    let id: Int
    let kind: SymbolKind

    /// Slacks, errors and dummies are at least 0 (dummies exactly 0); externals are free.
    var isRestricted: Bool { kind != .external }
    /// A symbol the simplex may bring into the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// One coefficient of a row.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient × symbol`, or an objective (`constant + Σ …` to minimise).
///
/// Cells are kept sorted by symbol number, so every scan and every merge visits them in the same order on every
/// run: the solver never depends on a hash table's order.
struct Row: Sendable {
    /// Coefficients below this size are taken for zero and dropped (as Kiwi and the paper's implementations do).
    static let epsilon = 1.0e-8

    var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The position of `symbol`, or where it would go.
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        // Through one buffer pointer: every layout pass calls this for every row, and in a debug build indexing
        // the array itself retains it at each step.
        cells.withUnsafeBufferPointer { buffer in
            let target = symbol.id
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) / 2
                let id = buffer[middle].symbol.id
                if id == target { return (middle, true) }
                if id < target { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Whether every symbol of the row is a dummy (an empty row counts).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// Adds `coefficient × symbol`, dropping the cell when it becomes (nearly) zero.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other`, constant included: a merge of the two sorted rows.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        if other.cells.count == 1 {
            add(other.cells[0].symbol, other.cells[0].coefficient * factor)
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let value = other.cells[j].coefficient * factor
                if !Row.nearZero(value) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + other.cells[j].coefficient * factor
                if !Row.nearZero(value) { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes `symbol`'s definition, without it.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs`'s definition, in terms of `lhs` and the rest.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by its definition `row`, if the symbol appears here; returns the new constant if it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        add(row, times: coefficient)
        return constant
    }
}
