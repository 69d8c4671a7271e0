import ChapterModel
import ExpandEngine
import Messages
import ReorderEngine
import SpecLanguage
import SwipeEngine
import TableModel
import TableScene

/// Everything a chapter's spec blocks act on: one table, the three engines over it, and an optional label.
///
/// A world is a value: copying it is how the runner keeps the state after each block for figures,
/// and how a refused command leaves the world as it was.
public struct World: Sendable {
    /// The table, its engines and label: the public ``TableScene`` a learner's program (and the Swift export) uses.
    public internal(set) var scene: TableScene
    public var table: Table { scene.table }
    public var swipe: SwipeableCells { scene.swipe }
    public var reorder: LongPressReorder { scene.reorder }
    public var expand: ExpandableSections { scene.expand }
    /// The text label of a `label` fixture.
    public var label: ExpandableLabel? { scene.label }
    /// Where the last pan put a finger down, and that line as written (see ``explainingFingerDown(_:for:)``).
    var fingerDownSince: (location: SourceLocation, text: String)?
    /// The language of the chapter the world runs in: its failures are written in it.
    public internal(set) var language: ReaderLanguage = .english
    /// What moved during the block that left this world, when the runner keeps worlds for figures.
    public internal(set) var motion: BlockMotion?

    init(scene: TableScene) {
        self.scene = scene
    }

    /// The fresh world a fixture starts, with `decisions` plugged in.
    static func make(from fixture: SceneFixture, decisions: Decisions = .book) -> World {
        var world = World(scene: scene(fixture, decisions))
        decisions.plug(into: &world)
        return world
    }

    private static func scene(_ fixture: SceneFixture, _ decisions: Decisions) -> TableScene {
        switch fixture {
        case .table(let rows, let pattern): TableScene(table: Table(rowCount: rows, titled: pattern ?? "Item #{n}"))
        case .namedSections(let sections): TableScene(namedSections: sections.map { ($0.title, $0.rowCount, $0.isCollapsed) })
        case .tree(let nodes): TableScene(table: Table(tree: nodes.map(treeNode)))
        case .label(let text, let width, let fontSize, let maxHeight):
            TableScene(label: text, width: width, fontSize: fontSize ?? 16, maxHeight: maxHeight ?? 80, truncation: decisions.labelTruncation)
        }
    }

    private static func treeNode(_ declaration: TreeDeclaration) -> TreeNode {
        TreeNode(declaration.title, children: declaration.children.map(treeNode))
    }
}
