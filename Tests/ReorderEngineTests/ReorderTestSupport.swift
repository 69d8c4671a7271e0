import TableModel
@testable import ReorderEngine

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
