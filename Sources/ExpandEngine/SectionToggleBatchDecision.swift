import TableModel

/// What a tap on a section header changes: the input of a ``SectionToggleBatchDecision``.
public struct SectionToggle: Sendable, Equatable {
    /// The tapped section.
    public var tapped: Int
    /// Whether the tapped section expands (it was collapsed).
    public var expanding: Bool
    /// The sections that collapse, in ascending order: the tapped one when it closes, or, in accordion mode,
    /// every other expanded section when it opens.
    public var collapsing: [Int]
    /// How many rows each section shows before the tap.
    public var shownCountsBefore: [Int]
    /// How many rows the tapped section holds (what it shows once expanded).
    public var rowCount: Int

    /// A section toggle.
    public init(tapped: Int, expanding: Bool, collapsing: [Int], shownCountsBefore: [Int], rowCount: Int) {
        self.tapped = tapped
        self.expanding = expanding
        self.collapsing = collapsing
        self.shownCountsBefore = shownCountsBefore
        self.rowCount = rowCount
    }
}

/// Exercise `section-toggle-batch` (chapter 10): the batch update a section toggle hands the table.
///
/// The contract: one batch names every row that changes, not only the tapped section's: every shown row of
/// every collapsing section is deleted (index paths before the update), and, when the tapped section expands,
/// each of its rows is inserted (index paths after the update). The table then checks, section by section,
/// that the count before − deleted + inserted equals the count after; a batch that misses a section is refused
/// with UIKit's "Invalid update" message.
///
/// The engine calls it for every header tap in the default `expand updates batched` mode.
public protocol SectionToggleBatchDecision: Sendable {
    /// The deleted and inserted index paths of `toggle`.
    func batch(for toggle: SectionToggle) -> BatchUpdate
}
