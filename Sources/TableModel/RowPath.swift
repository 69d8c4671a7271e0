import EngineMessages

/// A row's position among the rows a table shows: a section and a 0-based row, like `IndexPath`.
///
/// Rows of a collapsed section, and children of a collapsed tree row, have no `RowPath`.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The row's index among the rows the section shows.
    public var row: Int

    /// The index path of `row` in `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Row `row` of section 0, as the spec language's `row 3` means.
    public init(_ row: Int) { self.init(section: 0, row: row) }

    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `row 3` for section 0, `row [1, 2]` otherwise: the spec language's own spelling.
    public var description: String {
        section == 0 ? "row \(row)" : "row [\(section), \(row)]"
    }

    /// The row's name in both languages: `row 3` / `行 3`, `row [1, 2]` / `行 [1, 2]`, as chapters write it.
    public var name: LocalizedText { RefusalMessages.row(section: section, row: row) }
}
