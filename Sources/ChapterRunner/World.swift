import ExpandEngine
import ReorderEngine
import SpecLanguage
import SwipeEngine
import TableModel

/// Everything a chapter's spec blocks act on: one table, the three engines over it, and an optional label.
///
/// A world is a value: copying it is how the runner keeps the state after each block for figures,
/// and how a refused command leaves the world as it was.
public struct World: Sendable {
    public internal(set) var table: Table
    public internal(set) var swipe = SwipeableCells()
    public internal(set) var reorder = LongPressReorder()
    public internal(set) var expand = ExpandableSections()
    /// The text label of a `label` fixture.
    public internal(set) var label: ExpandableLabel?
    /// Events before this index were already checked by an `expect events` line.
    var eventMark = 0

    init(table: Table) {
        self.table = table
    }

    /// The fresh world a fixture starts; `nil` when the command is no fixture.
    static func make(from kind: CommandKind, decisions: Decisions = .book) -> World? {
        guard var world = fresh(from: kind) else { return nil }
        decisions.plug(into: &world)
        return world
    }

    private static func fresh(from kind: CommandKind) -> World? {
        switch kind {
        case .table(let rows, let pattern):
            return World(table: Table(rowCount: rows, titled: pattern ?? "Item #{n}"))
        case .tableSections(let sections):
            var geometry = Geometry()
            geometry.headerHeight = Geometry.namedSectionHeaderHeight
            return World(table: Table(namedSections: sections.map { ($0.title, $0.rowCount, $0.isCollapsed) }, geometry: geometry))
        case .tree(let nodes):
            return World(table: Table(tree: nodes.map(treeNode)))
        case .label(let text, let width, let fontSize, let maxHeight):
            var world = World(table: Table())
            world.label = ExpandableLabel(
                text: text,
                width: width ?? world.table.geometry.width,
                fontSize: fontSize ?? 16,
                maxHeight: maxHeight ?? 80
            )
            return world
        default:
            return nil
        }
    }

    private static func treeNode(_ declaration: TreeDeclaration) -> TreeNode {
        TreeNode(declaration.title, children: declaration.children.map(treeNode))
    }

    // MARK: - Time

    /// Runs `frames` frames: the clock and every engine's animations.
    mutating func advance(frames: Int) {
        guard frames > 0 else { return }
        table.clock.advance(frames: frames)
        swipe.advance(frames: frames, in: &table)
        reorder.advance(frames: frames, in: &table)
    }

    /// Lets every running animation finish (what happens between commands).
    mutating func settle() {
        advance(frames: max(swipe.framesToSettle, reorder.framesToSettle))
    }

    /// `hold`: frame by frame, edge auto-scroll and re-targeting, then animations and the clock.
    mutating func hold(frames: Int) {
        for _ in 0..<max(0, frames) {
            reorder.holdFrame(in: &table)
            advance(frames: 1)
        }
    }

    /// The events since the last `expect events` (or the fixture), and moves the mark.
    mutating func takeEvents() -> [TableEvent] {
        defer { eventMark = table.events.count }
        return Array(table.events[min(eventMark, table.events.count)...])
    }
}
