/// Something a gesture or tap did, as the spec language's `expect events:` names it.
///
/// Rows are index paths at the time of the event.
public enum TableEvent: Hashable, Sendable, CustomStringConvertible {
    /// A gesture left a closed cell open.
    case opened(RowPath)
    /// A gesture or tap left an open cell closed.
    case closed(RowPath)
    /// An action was performed (tapped, or by a full swipe).
    case tapped(action: String, row: RowPath)
    /// A control on the floating header was tapped (`tapped "Back" in header`).
    case tappedInHeader(String)
    /// A destructive action removed the row.
    case deleted(RowPath)
    /// A long press lifted the row.
    case lifted(RowPath)
    /// The lifted row changed places.
    case moved(from: RowPath, to: RowPath)
    /// The lifted row was dropped (or the lift cancelled), at its final index path.
    case dropped(RowPath)
    /// A section showed its rows.
    case expandedSection(Int)
    /// A section hid its rows.
    case collapsedSection(Int)
    /// A tree row showed its children.
    case expandedRow(RowPath)
    /// A tree row hid its children.
    case collapsedRow(RowPath)
    /// The label showed its whole text.
    case expandedLabel
    /// The label went back to its collapsed text.
    case collapsedLabel

    public var description: String {
        switch self {
        case .opened(let row): "opened \(row)"
        case .closed(let row): "closed \(row)"
        case .tapped(let action, let row): "tapped \(Refusal.quoted(action)) in \(row)"
        case .tappedInHeader(let title): "tapped \(Refusal.quoted(title)) in header"
        case .deleted(let row): "deleted \(row)"
        case .lifted(let row): "lifted \(row)"
        case .moved(let from, let to): "moved \(from) to \(to)"
        case .dropped(let row): "dropped \(row)"
        case .expandedSection(let section): "expanded section \(section)"
        case .collapsedSection(let section): "collapsed section \(section)"
        case .expandedRow(let row): "expanded \(row)"
        case .collapsedRow(let row): "collapsed \(row)"
        case .expandedLabel: "expanded label"
        case .collapsedLabel: "collapsed label"
        }
    }
}
