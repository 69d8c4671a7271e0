/// A row of a tree and what it remembers: the input of a ``TreeFlatteningDecision``.
public struct TreeBranch: Sendable, Equatable {
    /// The row's title.
    public var title: String
    /// Whether the row was open the last time it was shown (its remembered state).
    public var isExpanded: Bool
    /// Its children, each with its own remembered state.
    public var children: [TreeBranch]

    /// A branch.
    public init(title: String, isExpanded: Bool, children: [TreeBranch] = []) {
        self.title = title
        self.isExpanded = isExpanded
        self.children = children
    }
}

/// Exercise `tree-flattening` (chapter 11): which rows show, in order, under a tree row that expands.
///
/// The contract: a table shows a tree as a flat list of rows, each followed by its shown descendants. Given the
/// children of the row that expands, return the index paths of the branches to show, in show order (`[2]` is the
/// third child, `[2, 0]` its first child): every child, and, depth first, the children of each branch that
/// remembers being open, at any depth. A child that was open before its parent collapsed is open again when
/// the parent re-opens: the state is remembered per row, not thrown away with the parent's.
///
/// The engine calls it each time a tree row expands; a branch shows as open when some of its children are in
/// the list. Index paths that name no branch, or name one twice, are skipped.
public protocol TreeFlatteningDecision: Sendable {
    /// The index paths, into `children`, of the branches to show, in order.
    func shownBranches(of children: [TreeBranch]) -> [[Int]]
}
