/// What an `expect` line checks.
public enum Expectation: Hashable, Sendable {
    case rowOpen(RowReference)
    case rowClosed(RowReference)
    case rowOffset(RowReference, Double)
    case rowKeyframes(RowReference, [Double])
    case visibleActions(RowReference, [String])
    case actionFrame(title: String, row: RowReference, x: Double, width: Double)
    /// `expect open rows 0, 3`; an empty list is `expect open rows none`.
    case openRows([RowReference])
    /// `expect rows "A", "B"` (section `nil` means section 0) or `expect section S rows …`.
    case rowTitles(section: SectionReference?, titles: [String])
    case rowIs(RowReference, title: String)
    case rowLevel(RowReference, Int)
    /// `expect row count N` (section `nil`: the whole table) or `expect section S row count N`.
    case rowCount(section: SectionReference?, Int)
    case lifted(RowReference)
    case nothingLifted
    case contentOffset(Double)
    case sectionExpanded(SectionReference, Bool)
    case visibleRows(Int)
    case updates(deleted: [IndexPathLiteral], inserted: [IndexPathLiteral])
    case labelHeight(Double)
    case labelText(String)
    case labelEndsWith(String)
    case labelLines(Int)
    /// `expect events: …`; an empty list is `expect events: none`.
    case events([EventPattern])
    case error(String)
    /// `expect header height 136`: the floating header's height.
    case headerHeight(Double)
    /// `expect header picture offset -50`.
    case headerPictureOffset(Double)
    /// `expect header picture scale 1.4`.
    case headerPictureScale(Double)
    /// `expect row 3 y 32`: the row's top in viewport coordinates.
    case rowY(RowReference, Double)
    /// `expect row 3 height 44`: the row's height in points.
    case rowHeight(RowReference, Double)
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
