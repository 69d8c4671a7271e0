/// The stable identity of a row.
///
/// Index paths change when rows are deleted, moved or hidden; a `RowID` never does.
/// Engines remember rows by identity, which is how they avoid opening the wrong row
/// after a delete above an open one.
public struct RowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw number; unique within one ``Table``.
    public let rawValue: Int

    /// Creates an identity from its raw number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
