import ExpandEngine
import ReorderEngine
import SwipeEngine
import TableModel

/// Engine operations on tables of a given size, in nanoseconds per operation.
///
/// Each figure is the best of a few rounds, so a stray context switch on a shared machine does not count.
struct EngineBench {
    /// Rows in the table (1,000 or 1,000,000).
    var rows: Int
    var rounds = 5

    struct Figures {
        var itemAtPoint: Double
        var edgeScrollFrame: Double
        var moveNeighbour: Double
        /// A section holding 10% of the table's rows (100 or 100,000), collapsed or expanded.
        var toggleTenthSection: Double
        /// A 100-row section of the same table.
        var toggleHundredSection: Double
        /// A swipe cell opened (pan, move, release, settle) and closed again: two gestures.
        var swipeOpenClose: Double
    }

    func run() throws -> Figures {
        Figures(
            itemAtPoint: best { itemAtPoint() },
            edgeScrollFrame: try best { try edgeScrollFrame() },
            moveNeighbour: try best { try moveNeighbour() },
            toggleTenthSection: try best { try toggle(sectionRows: rows / 10, iterations: rows >= 100_000 ? 20 : 2_000) },
            toggleHundredSection: try best { try toggle(sectionRows: 100, iterations: 2_000) },
            swipeOpenClose: try best { try swipeOpenClose() }
        )
    }

    private func best(_ body: () throws -> Double) rethrows -> Double {
        var result = Double.infinity
        for _ in 0..<rounds { result = min(result, try body()) }
        return result
    }

    // MARK: - Operations

    /// `table.item(atContentY:)` at points spread over the whole table.
    func itemAtPoint() -> Double {
        let table = Table(rowCount: rows)
        let height = table.contentHeight
        let iterations = 1_000_000
        var y = 0.0, found = 0
        let start = Measure.now()
        for _ in 0..<iterations {
            y += 7_919.5
            if y >= height { y -= height }
            if case .row(let path)? = table.item(atContentY: y) { found &+= path.row }
        }
        let elapsed = Measure.now() - start
        blackHole(found)
        return Double(elapsed) / Double(iterations)
    }

    /// One `hold` frame with a row lifted and the finger near the bottom (then top) edge: a full-speed edge
    /// scroll of 20 points and a re-target that moves the lifted row. The finger changes edge every 50 frames
    /// (not timed), so a 1,000-row table never runs out of content.
    func edgeScrollFrame() throws -> Double {
        var table = Table(rowCount: rows)
        table.scroll(to: table.maxContentOffset / 2)
        var reorder = LongPressReorder()
        try reorder.longPress(atViewportY: 300, duration: nil, in: &table)
        guard reorder.isLifting else { throw BenchError("edge scroll: the long press lifted nothing") }
        let bursts = 200, framesPerBurst = 50
        var elapsed: UInt64 = 0
        for burst in 0..<bursts {
            try reorder.drag(toViewportY: burst % 2 == 0 ? 560 : 8, in: &table)
            let start = Measure.now()
            for _ in 0..<framesPerBurst { reorder.holdFrame(in: &table) }
            elapsed += Measure.now() - start
        }
        guard reorder.liftedPath(in: table) != nil else { throw BenchError("edge scroll: the lifted row was lost") }
        try reorder.drop(in: &table)
        return Double(elapsed) / Double(bursts * framesPerBurst)
    }

    /// `Table.moveRow` between neighbours in the middle of the table, back and forth.
    func moveNeighbour() throws -> Double {
        var table = Table(rowCount: rows)
        let middle = rows / 2
        let iterations = 20_000
        let start = Measure.now()
        for index in 0..<iterations {
            let from = RowPath(middle + index % 2), to = RowPath(middle + 1 - index % 2)
            try table.moveRow(from: from, to: to)
        }
        let elapsed = Measure.now() - start
        guard table.row(at: RowPath(middle))?.title == "Item #\(middle + 1)" else {
            throw BenchError("moveRow: an even number of swaps did not restore the rows")
        }
        return Double(elapsed) / Double(iterations)
    }

    /// `ExpandableSections.toggleSection` on a section of `sectionRows` rows in a table of `rows` rows in all
    /// (the rest in two other sections), collapsing and expanding it in turn; batched updates, independent mode.
    func toggle(sectionRows: Int, iterations: Int) throws -> Double {
        let rest = rows - sectionRows
        var table = Table(namedSections: [
            (title: "Before", rowCount: rest / 2, isCollapsed: false),
            (title: "Toggled", rowCount: sectionRows, isCollapsed: false),
            (title: "After", rowCount: rest - rest / 2, isCollapsed: false),
        ], geometry: Geometry(headerHeight: 28))
        table.scroll(to: table.headerFrame(section: 1).y)
        var expand = ExpandableSections()
        let start = Measure.now()
        for _ in 0..<iterations { try expand.toggleSection(1, in: &table) }
        let elapsed = Measure.now() - start
        guard table.shownRowCount == (iterations % 2 == 0 ? rows : rest) else {
            throw BenchError("toggleSection: the table shows \(table.shownRowCount) rows")
        }
        return Double(elapsed) / Double(iterations)
    }

    /// A reveal cell with two 80-point actions in the middle of the table: pan 100 left, release, settle (open);
    /// pan 100 right, release, settle (closed). Each iteration is both gestures.
    func swipeOpenClose() throws -> Double {
        var table = Table(rowCount: rows)
        table.scroll(to: table.maxContentOffset / 2)
        guard let path = table.rowPathsOnScreen.dropFirst(3).first else { throw BenchError("swipe: no row on screen") }
        var cells = SwipeableCells()
        cells.trailingActions = [SwipeAction("More", width: 80), SwipeAction("Delete", width: 80, isDestructive: true)]
        let iterations = 20_000
        let start = Measure.now()
        for _ in 0..<iterations {
            try cells.beginPan(at: path, x: nil, in: &table)
            try cells.movePan(to: -100, in: &table)
            try cells.release(velocity: 0, in: &table)
            cells.advance(frames: cells.framesToSettle, in: &table)
            try cells.beginPan(at: path, x: nil, in: &table)
            try cells.movePan(to: 100, in: &table)
            try cells.release(velocity: 0, in: &table)
            cells.advance(frames: cells.framesToSettle, in: &table)
        }
        let elapsed = Measure.now() - start
        guard try cells.isClosed(at: path, in: table), table.events.count == 2 * iterations else {
            throw BenchError("swipe: expected \(2 * iterations) open and close events, found \(table.events.count)")
        }
        return Double(elapsed) / Double(iterations)
    }
}
