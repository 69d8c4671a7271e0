/// The identity of one reusable cell object.
public struct CellID: Hashable, Sendable, CustomStringConvertible {
    /// The cell's number, in the order cells were made.
    public let rawValue: Int
    /// A cell identity from its number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "cell \(rawValue)" }
}

/// Which cell shows which row, and the queue of cells waiting to be reused.
///
/// This is the part of `UITableView` where the tutorials' bugs live: a cell that scrolls away is
/// handed to the next row that scrolls in, carrying whatever state it had.
public struct CellReuse: Equatable, Sendable {
    /// The on-screen rows' cells, top to bottom.
    public private(set) var displayed: [(row: RowID, cell: CellID)] = []
    /// Cells waiting for a row, front first.
    public private(set) var queue: [CellID] = []
    /// How many times each cell has been handed a row (by cell number); a new use starts a new generation.
    public private(set) var generations: [Int] = []

    /// No cells yet.
    public init() {}

    public static func == (lhs: CellReuse, rhs: CellReuse) -> Bool {
        lhs.queue == rhs.queue && lhs.generations == rhs.generations
            && lhs.displayed.map(\.row) == rhs.displayed.map(\.row) && lhs.displayed.map(\.cell) == rhs.displayed.map(\.cell)
    }

    /// The cell showing `row`, if it is on screen.
    public func cell(showing row: RowID) -> CellID? {
        displayed.first { $0.row == row }?.cell
    }

    /// The number of times `cell` has been handed a row; changes exactly when the cell is reused.
    public func generation(of cell: CellID) -> Int { generations[cell.rawValue] }

    /// Brings the cells in line with the rows now on screen (top to bottom).
    ///
    /// Rows still on screen keep their cells. Cells of rows that left (or were removed) join the end of the
    /// queue in their old top-to-bottom order; then each row that entered, top to bottom, takes the cell at
    /// the front of the queue, or a new cell when the queue is empty.
    mutating func update(rowsOnScreen: [RowID]) {
        // Every scroll and every batch update comes here (each edge-scroll frame does). The same rows in the
        // same order change nothing; and a screenful is a few dozen rows, found faster by a scan than by
        // building a set and a dictionary (chapters-bench: this was a fifth of verify's instructions).
        if displayed.count == rowsOnScreen.count, zip(displayed, rowsOnScreen).allSatisfy({ $0.row == $1 }) { return }
        let isSmall = rowsOnScreen.count <= 64 && displayed.count <= 64
        let staying: Set<RowID> = isSmall ? [] : Set(rowsOnScreen)
        var kept: [RowID: CellID] = [:]
        let previous = displayed
        for entry in previous {
            if isSmall ? rowsOnScreen.contains(entry.row) : staying.contains(entry.row) {
                if !isSmall { kept[entry.row] = entry.cell }
            } else {
                queue.append(entry.cell)
            }
        }
        displayed = rowsOnScreen.map { row in
            // A row on screen now that was displayed keeps its cell (displayed rows are distinct).
            if let cell = isSmall ? previous.first(where: { $0.row == row })?.cell : kept[row] { return (row, cell) }
            let cell: CellID
            if queue.isEmpty {
                cell = CellID(generations.count)
                generations.append(0)
            } else {
                cell = queue.removeFirst()
            }
            generations[cell.rawValue] += 1
            return (row, cell)
        }
    }
}
