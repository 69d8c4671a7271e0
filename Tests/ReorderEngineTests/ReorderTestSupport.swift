import TableModel
@testable import ReorderEngine

/// A tiny seeded random number generator (SplitMix64), so property tests are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Table {
    /// The titles of one section's rows, in order.
    func titles(section: Int = 0) -> [String] {
        sections[section].rows.map(\.title)
    }

    /// Every section's row identities, in order (shown or not).
    var order: [[RowID]] {
        sections.map { $0.rows.map(\.id) }
    }

    /// The viewport y of a row's centre: where `long-press row R` and `drag to row R` put the finger.
    func centreY(of path: RowPath) -> Double {
        frame(of: path).midY - contentOffset
    }

    func centreY(ofRow row: Int) -> Double { centreY(of: RowPath(row)) }

    /// A table of named sections with the default header height of named sections.
    static func named(_ sections: [(String, Int)], viewportHeight: Double = 568) -> Table {
        Table(
            namedSections: sections.map { ($0.0, $0.1, false) },
            geometry: Geometry(viewportHeight: viewportHeight, headerHeight: Geometry.namedSectionHeaderHeight)
        )
    }
}

extension LongPressReorder {
    /// `long-press row R` as the runner does it: the finger at the row's centre, for the minimum press.
    mutating func longPress(_ path: RowPath, for duration: Double? = nil, in table: inout Table) throws(Refusal) {
        try longPress(atViewportY: table.centreY(of: path), duration: duration, in: &table)
    }

    /// `drag to row R` as the runner does it: one jump to the row's centre in the current layout.
    mutating func drag(to path: RowPath, in table: inout Table) throws(Refusal) {
        try drag(toViewportY: table.centreY(of: path), in: &table)
    }

    /// `hold` for `frames` frames as the runner does it: hold frame, then animations and the clock.
    mutating func hold(frames: Int, in table: inout Table) {
        for _ in 0..<frames {
            holdFrame(in: &table)
            advance(frames: 1, in: &table)
            table.clock.advance(frames: 1)
        }
    }
}
