/// A row of a tree fixture and its children, before it becomes rows of a ``Table``.
public struct TreeNode: Equatable, Sendable {
    /// The row's title.
    public var title: String
    /// The rows it opens, in order.
    public var children: [TreeNode]

    /// A tree row with its children (none by default).
    public init(_ title: String, children: [TreeNode] = []) {
        self.title = title
        self.children = children
    }
}
