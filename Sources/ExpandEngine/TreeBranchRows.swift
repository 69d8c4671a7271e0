import TableModel

/// A collapsed row's hidden descendants as a tree, and back: how the engine hands a ``TreeFlatteningDecision``
/// the branches under a row that expands and turns its answer into the rows to insert.
struct TreeBranchRows: Sendable {
    /// A row (without its hidden descendants) and its children.
    struct Node: Sendable {
        var row: Row
        var children: [Node]

        var branch: TreeBranch {
            TreeBranch(title: row.title, isExpanded: row.isExpanded, children: children.map(\.branch))
        }
    }

    /// The children of the expanding row.
    let nodes: [Node]

    /// The tree of `hidden`, a collapsed row's hidden descendants in show order.
    init(hidden: [Row]) {
        nodes = Self.nodes(hidden[...])
    }

    /// Rows in show order, each followed by its shown descendants; a collapsed row holds its own.
    private static func nodes(_ rows: ArraySlice<Row>) -> [Node] {
        var result: [Node] = []
        var index = rows.startIndex
        while index < rows.endIndex {
            var row = rows[index]
            var end = index + 1
            while end < rows.endIndex && rows[end].level > row.level { end += 1 }
            let children = row.isExpanded ? nodes(rows[(index + 1)..<end]) : nodes(row.hiddenDescendants[...])
            row.hiddenDescendants = []
            result.append(Node(row: row, children: children))
            index = end
        }
        return result
    }

    /// The rows `decision` shows under the expanding row, each open when some of its children show (a closed
    /// one keeps its children, with their remembered state, as hidden descendants).
    func rows(shownBy decision: any TreeFlatteningDecision) -> [Row] {
        var seen = Set<[Int]>()
        var shown: [(path: [Int], node: Node)] = []
        for path in decision.shownBranches(of: nodes.map(\.branch)) {
            guard let node = node(at: path), seen.insert(path).inserted else { continue }
            shown.append((path, node))
        }
        return shown.map { path, node in
            var row = node.row
            let opens = !node.children.isEmpty && node.children.indices.contains { seen.contains(path + [$0]) }
            row.isExpanded = opens
            row.hiddenDescendants = opens ? [] : Self.rememberedRows(node.children)
            return row
        }
    }

    private func node(at path: [Int]) -> Node? {
        var branches = nodes
        var found: Node?
        for index in path {
            guard branches.indices.contains(index) else { return nil }
            found = branches[index]
            branches = branches[index].children
        }
        return found
    }

    /// `nodes` in show order by their remembered state: what a collapsed row keeps hidden.
    private static func rememberedRows(_ nodes: [Node]) -> [Row] {
        var rows: [Row] = []
        for node in nodes {
            var row = node.row
            if row.isExpanded {
                rows.append(row)
                rows += rememberedRows(node.children)
            } else {
                row.hiddenDescendants = rememberedRows(node.children)
                rows.append(row)
            }
        }
        return rows
    }
}
