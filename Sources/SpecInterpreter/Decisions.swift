import ExpandEngine
import ReorderEngine
import SwipeEngine

/// The ten decisions a workshop lets a learner write, plugged into every world a run makes.
///
/// Each starts as the book's solution; a learner's package replaces some (the WorkshopRunner module runs the kit's
/// chapters with them). Settings a chapter names (`cell state naive`, `expand updates naive`,
/// `reorder by exchange`) keep their own behaviour: a decision replaces the book's default path only.
public struct Decisions: Sendable {
    public var panClamp: any PanClampDecision = BookPanClamp()
    public var releaseDecision: any ReleaseDecision = BookReleaseDecision()
    public var bounce: any BounceDecision = BookBounce()
    public var openState: any OpenStateDecision = BookOpenState()
    public var mailButtonWidths: any MailButtonWidthsDecision = BookMailButtonWidths()
    public var dropTarget: any DropTargetDecision = BookDropTarget()
    public var edgeScrollSpeed: any EdgeScrollSpeedDecision = BookEdgeScrollSpeed()
    public var sectionToggleBatch: any SectionToggleBatchDecision = BookSectionToggleBatch()
    public var treeFlattening: any TreeFlatteningDecision = BookTreeFlattening()
    public var labelTruncation: any LabelTruncationDecision = BookLabelTruncation()

    /// The book's solutions, all ten.
    public init() {}

    /// The book's solutions.
    public static let book = Decisions()

    /// Plugs the decisions into a fresh world's engines (a label's truncation is given to it as it is made, so that it
    /// lays its text out once: ``World/make(from:decisions:)``).
    func plug(into world: inout World) {
        world.scene.swipe.panClamp = .init(panClamp)
        world.scene.swipe.releaseDecision = .init(releaseDecision)
        world.scene.swipe.bounce = .init(bounce)
        world.scene.swipe.openState = .init(openState)
        world.scene.swipe.mailButtonWidths = .init(mailButtonWidths)
        world.scene.reorder.dropTarget = .init(dropTarget)
        world.scene.reorder.edgeScrollSpeed = .init(edgeScrollSpeed)
        world.scene.expand.sectionToggleBatch = .init(sectionToggleBatch)
        world.scene.expand.treeFlattening = .init(treeFlattening)
    }
}
