import TableModel
@testable import SwipeEngine

/// A table and its swipe engine, driven the way the runner drives them.
struct SwipeHarness {
    var table: Table
    var cells = SwipeableCells()

    init(rows: Int = 30, trailing: [SwipeAction] = SwipeHarness.moreDelete, leading: [SwipeAction] = [], style: SwipeStyle = .reveal) {
        table = Table(rowCount: rows)
        cells.trailingActions = trailing
        cells.leadingActions = leading
        cells.style = style
    }

    static let moreDelete = [SwipeAction("More", width: 80), SwipeAction("Delete", width: 80, isDestructive: true)]

    /// `pan row R [from x X] by t1, t2, …` (the finger stays down).
    mutating func pan(_ row: Int, from x: Double? = nil, by translations: Double...) throws(Refusal) {
        try cells.beginPan(at: RowPath(row), x: x, in: &table)
        for translation in translations {
            try cells.movePan(to: translation, in: &table)
        }
    }

    /// `release [with velocity v]`, then the runner settles.
    mutating func release(velocity: Double = 0) throws(Refusal) {
        try cells.release(velocity: velocity, in: &table)
        settle()
    }

    /// `pan row R by t` + `release`.
    mutating func swipe(_ row: Int, by translation: Double, velocity: Double = 0) throws(Refusal) {
        try pan(row, by: translation)
        try release(velocity: velocity)
    }

    /// Lets every running animation finish.
    mutating func settle() {
        run(frames: cells.framesToSettle)
    }

    mutating func run(frames: Int) {
        table.clock.advance(frames: frames)
        cells.advance(frames: frames, in: &table)
    }

    func offset(_ row: Int) throws(Refusal) -> Double { try cells.offset(at: RowPath(row), in: table) }
    func isOpen(_ row: Int) throws(Refusal) -> Bool { try cells.isOpen(at: RowPath(row), in: table) }
    func isClosed(_ row: Int) throws(Refusal) -> Bool { try cells.isClosed(at: RowPath(row), in: table) }
    func keyframes(_ row: Int) throws(Refusal) -> [Double] { try cells.keyframes(at: RowPath(row), in: table) }
    func visible(_ row: Int) throws(Refusal) -> [String] { try cells.visibleActions(at: RowPath(row), in: table) }
    func button(_ title: String, _ row: Int) throws(Refusal) -> SwipeButton? {
        try cells.buttons(at: RowPath(row), in: table).first { $0.title == title }
    }
    var openRows: [Int] { cells.openRows(in: table).map(\.row) }

    /// Every event logged so far, as the spec language spells them.
    var events: [String] { table.events.map(\.description) }
}

/// Whether two numbers agree within the spec language's tolerance.
func isNear(_ a: Double, _ b: Double, within tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }
