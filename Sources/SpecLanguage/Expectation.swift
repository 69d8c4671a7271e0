/// What an `expect` line checks.
public enum Expectation: Hashable, Sendable {
    case rowOpen(RowReference)
    case rowClosed(RowReference)
    case rowKeyframes(RowReference, [Double])
    case actionFrame(title: String, row: RowReference, x: Double, width: Double)
    /// `expect open rows 0, 3`; an empty list is `expect open rows none`.
    case openRows([RowReference])
    /// `expect rows "A", "B"` (section `nil` means section 0) or `expect section S rows …`.
    case rowTitles(section: SectionReference?, titles: [String])
    /// `expect row count N` (section `nil`: the whole table) or `expect section S row count N`.
    case rowCount(section: SectionReference?, Int)
    case lifted(RowReference)
    case nothingLifted
    case sectionExpanded(SectionReference, Bool)
    case updates(deleted: [IndexPathLiteral], inserted: [IndexPathLiteral])
    case labelText(String)
    case labelEndsWith(String)
    case labelLines(Int)
    /// `expect events: …`; an empty list is `expect events: none`.
    case events([EventPattern])
    case error(String)
    /// A line of a form declared in ``ExpectationForms``.
    case defined(DefinedExpectation)
}

/// An event phrase of `expect events:`.
public enum EventPattern: Hashable, Sendable, CustomStringConvertible {
    case opened(RowReference)
    case closed(RowReference)
    case tapped(String, RowReference)
    /// `tapped "Back" in header`.
    case tappedInHeader(String)
    case deleted(RowReference)
    case lifted(RowReference)
    case moved(RowReference, RowReference)
    case dropped(RowReference)
    case expandedSection(SectionReference)
    case collapsedSection(SectionReference)
    case expandedRow(RowReference)
    case collapsedRow(RowReference)
    case expandedLabel
    case collapsedLabel

    public var description: String { CanonicalForm().event(self) }
}
