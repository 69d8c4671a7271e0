/// Something a gesture or tap did, as the spec language's `expect events:` names it.
///
/// Rows are index paths at the time of the event.
public enum TableEvent: Hashable, Sendable, CustomStringConvertible {
    case opened(RowPath)
    case closed(RowPath)
    case tapped(action: String, row: RowPath)
    case deleted(RowPath)
    case lifted(RowPath)
    case moved(from: RowPath, to: RowPath)
    case dropped(RowPath)
    case expandedSection(Int)
    case collapsedSection(Int)
    case expandedRow(RowPath)
    case collapsedRow(RowPath)
    case expandedLabel
    case collapsedLabel

    public var description: String {
        switch self {
        case .opened(let row): "opened \(row)"
        case .closed(let row): "closed \(row)"
        case .tapped(let action, let row): "tapped \(Refusal.quoted(action)) in \(row)"
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
