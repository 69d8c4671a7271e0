/// One row of the model: an identity, a title, and, in a tree, its level and hidden children.
public struct Row: Equatable, Sendable {
    /// The row's identity, which never changes.
    public let id: RowID
    /// The row's title, as the spec language names it (`row "Item #4"`).
    public var title: String
    /// Depth in a tree; top-level rows (and all rows of a plain table) are 0.
    public var level: Int
    /// Whether the row has child rows it can show.
    public var hasChildren: Bool
    /// Whether the row's children are shown.
    public var isExpanded: Bool
    /// While collapsed: the rows it hides, in the order they showed (each keeps its own hidden rows).
    ///
    /// The model never drops a row: collapsing moves the shown descendants here, expanding puts them back.
    public var hiddenDescendants: [Row]

    /// A row; `hasChildren` defaults to whether it hides any rows.
    public init(id: RowID, title: String, level: Int = 0, hiddenDescendants: [Row] = [], hasChildren: Bool? = nil, isExpanded: Bool = false) {
        self.id = id
        self.title = title
        self.level = level
        self.hiddenDescendants = hiddenDescendants
        self.hasChildren = hasChildren ?? !hiddenDescendants.isEmpty
        self.isExpanded = isExpanded
    }
}
