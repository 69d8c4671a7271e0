// The book's solution to the contract in TreeFlatteningDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's flattening: depth first, into the children of every branch that remembers being open.
public struct BookTreeFlattening: TreeFlatteningDecision {
    /// The book's solution.
    public init() {}

    public func shownBranches(of children: [TreeBranch]) -> [[Int]] {
        var shown: [[Int]] = []
        func visit(_ branches: [TreeBranch], under parent: [Int]) {
            for (index, branch) in branches.enumerated() {
                let path = parent + [index]
                shown.append(path)
                if branch.isExpanded { visit(branch.children, under: path) }
            }
        }
        visit(children, under: [])
        return shown
    }
}
