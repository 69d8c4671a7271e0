/// A row of a tree fixture and its children, before it becomes rows of a ``Table``.
public struct TreeNode: Equatable, Sendable {
    public var title: String
    public var children: [TreeNode]

    public init(_ title: String, children: [TreeNode] = []) {
        self.title = title
        self.children = children
    }
}
