/// An `expect` line as a typed call: one query on `TableScene` and what it should answer.
///
/// How the answer is compared follows from ``SceneExpected`` alone (numbers within the book's tolerance, lists
/// element by element, …), in both backends.
public struct SceneCheck: Hashable, Sendable {
    /// What the line reads from the scene.
    public var query: SceneQuery
    /// What the answer should be.
    public var expected: SceneExpected

    /// A check of `query` against `expected`.
    public init(_ query: SceneQuery, _ expected: SceneExpected) {
        self.query = query
        self.expected = expected
    }
}

/// A query on `TableScene`: each case is one public member that reads the scene (a lookup in it may be refused).
public enum SceneQuery: Hashable, Sendable {
    /// `scene.isOpen(_:)`: the cell rests open.
    case isOpen(SceneRow)
    /// `scene.isClosed(_:)`: the cell rests closed.
    case isClosed(SceneRow)
    /// `scene.keyframes(of:)`: the keyframes of the cell's last animation.
    case keyframes(SceneRow)
    /// `scene.actionButton(_:of:)`: the frame of a button on the cell.
    case actionButton(String, of: SceneRow)
    /// `scene.openRows`: the rows that rest open, in order.
    case openRows
    /// `scene.shownTitles(inSection:)`: a section's titles (section 0 when `nil`).
    case shownTitles(inSection: SectionReference?)
    /// `scene.shownRowCount(inSection:)`: the rows a section shows, or the whole table (`nil`).
    case shownRowCount(inSection: SectionReference?)
    /// `scene.liftedPath`: where the lifted row is now.
    case liftedPath
    /// `scene.liftedTitle`: the lifted row's title.
    case liftedTitle
    /// `scene.isExpanded(section:)`: whether a section shows its rows.
    case isExpanded(section: SectionReference)
    /// `scene.lastUpdate`: the table's last batch update.
    case lastUpdate
    /// `scene.labelText()`: the label's text as shown.
    case labelText
    /// `scene.labelLineCount()`: the label's lines as shown.
    case labelLineCount
    /// `scene.takeEvents()`: the events since the last time they were taken (taking them moves the mark).
    case takeEvents
    /// The member a defined form's declaration names, about a row (`nil`: about the table).
    case defined(DefinedForm, SceneRow?)
}

/// What a query should answer, and so how the answer is compared.
public enum SceneExpected: Hashable, Sendable {
    /// Equal to this truth value.
    case bool(Bool)
    /// Within the book's tolerance (0.01) of this number.
    case number(Double)
    /// As many numbers, each within the tolerance.
    case numbers([Double])
    /// Equal to this whole number.
    case count(Int)
    /// Equal to this text.
    case text(String)
    /// A text that ends with this one.
    case ending(String)
    /// Equal to these titles.
    case titles([String])
    /// Titles that start with these, in order.
    case titlesStarting([String])
    /// These rows, looked up now and sorted.
    case rows([SceneRow])
    /// This index path, or none (`nil`).
    case path(IndexPathLiteral?)
    /// These events, with the rows they name looked up now.
    case events([SceneEvent])
    /// This batch update.
    case update(deleted: [IndexPathLiteral], inserted: [IndexPathLiteral])
    /// A button at this x with this width (each within the tolerance).
    case frame(x: Double, width: Double)
}

/// An event of `expect events:`, with the rows and sections it names as calls look them up.
public enum SceneEvent: Hashable, Sendable {
    // One case per `TableEvent` case, with the same meaning; rows as ``SceneRow``.
    case opened(SceneRow)
    case closed(SceneRow)
    case tapped(action: String, row: SceneRow)
    case tappedInHeader(String)
    case deleted(SceneRow)
    case lifted(SceneRow)
    case moved(from: SceneRow, to: SceneRow)
    case dropped(SceneRow)
    case expandedSection(SectionReference)
    case collapsedSection(SectionReference)
    case expandedRow(SceneRow)
    case collapsedRow(SceneRow)
    case expandedLabel
    case collapsedLabel

    /// Whether the event looks a row or section up (and so may be refused).
    public var looksUp: Bool {
        let rows: [SceneRow]
        switch self {
        case .opened(let row), .closed(let row), .tapped(_, let row), .deleted(let row), .lifted(let row), .dropped(let row),
             .expandedRow(let row), .collapsedRow(let row): rows = [row]
        case .moved(let from, let to): rows = [from, to]
        case .expandedSection, .collapsedSection: return true
        case .tappedInHeader, .expandedLabel, .collapsedLabel: rows = []
        }
        return rows.contains { if case .path = $0 { false } else { true } }
    }
}
