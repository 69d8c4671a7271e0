import SpecInterpreter

extension Decisions {
    /// The book's decisions with only exercise `id`'s taken from `learner`, so each exercise is graded on
    /// its own: a wrong answer to one exercise never fails another in the same chapter.
    public static func book(with id: String, from learner: Decisions) -> Decisions {
        var decisions = Decisions.book
        switch id {
        case "pan-clamp": decisions.panClamp = learner.panClamp
        case "release-decision": decisions.releaseDecision = learner.releaseDecision
        case "bounce-keyframes": decisions.bounce = learner.bounce
        case "open-state-across-reuse": decisions.openState = learner.openState
        case "mail-button-widths": decisions.mailButtonWidths = learner.mailButtonWidths
        case "drop-target": decisions.dropTarget = learner.dropTarget
        case "edge-scroll-speed": decisions.edgeScrollSpeed = learner.edgeScrollSpeed
        case "section-toggle-batch": decisions.sectionToggleBatch = learner.sectionToggleBatch
        case "tree-flattening": decisions.treeFlattening = learner.treeFlattening
        case "label-truncation": decisions.labelTruncation = learner.labelTruncation
        default: break
        }
        return decisions
    }
}
