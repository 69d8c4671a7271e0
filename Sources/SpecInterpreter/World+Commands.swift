import ExpandEngine
import SpecLanguage
import SwipeEngine
import TableModel
import TableScene

extension World {
    /// Performs one planned call that is no fixture (see ``PlannedCall``).
    /// - Parameter settles: a setting after `wait` or `hold` then lets what still moves finish (``PlannedLine``).
    /// - Returns: `nil` when it passed, or why a check failed.
    /// - Throws: a ``Refusal`` when the world refuses the call (a hidden button, a row off screen, …).
    mutating func perform(_ call: PlannedCall, settles: Bool = false) throws(Refusal) -> LineFailure? {
        switch call {
        case .check(let check): return try self.check(check)
        case .action(let action): try perform(action, settles: settles)
        case .fixture, .expectError: break // planned as lines of their own
        }
        return nil
    }

    private mutating func perform(_ action: SceneAction, settles: Bool) throws(Refusal) {
        switch action {
        case .hold(let seconds) where motion != nil:
            holdRecording(frames: VirtualClock.frames(for: seconds))
        case _ where motion == nil || action.leavesMotion:
            try apply(action)
            if settles || action.isGesture { scene.settle() }
        default:
            let snapshotBefore = reorder.snapshotAnimation
            scene.lastSettling = nil
            try apply(action)
            let settling = scene.lastSettling // the gesture's own settle, before this one finds nothing left to run
            scene.settle()
            guard action.isGesture else {
                // A setting changes how the world looks, not what moves: before anything moved, the replay starts here.
                if motion?.isEmpty == true { beginMotion() }
                return
            }
            recordGesture(action, settling: settling, snapshotBefore: snapshotBefore)
        }
    }

    /// Executes an action: the one member of the scene (or of an engine it holds) that the action names.
    private mutating func apply(_ action: SceneAction) throws(Refusal) {
        switch action {
        case .geometry(.width, let value): scene.table.geometry.width = value
        case .geometry(.viewportHeight, let value): scene.table.geometry.viewportHeight = value
        case .geometry(.rowHeight, let value): scene.table.geometry.rowHeight = value
        case .geometry(.headerHeight, let value): scene.table.geometry.headerHeight = value
        case .swipeActions(let trailing, let leading):
            if let trailing { scene.swipe.trailingActions = swipeActions(trailing) }
            if let leading { scene.swipe.leadingActions = swipeActions(leading) }
        case .swipeStyle(let style): scene.swipe.style = style == .mail ? .mail : .reveal
        case .setCellState(let state): scene.swipe.setCellState(state == .naive ? .naive : state == .reset ? .reset : .remembered, in: scene.table)
        case .singleOpen(let on): scene.swipe.singleOpen = on
        case .minimumPress(let seconds): scene.reorder.minimumPress = seconds
        case .edgeScroll(let on): scene.reorder.edgeScroll = on
        case .edgeRange(let value): scene.reorder.edgeRange = value
        case .reorderMode(let mode): scene.reorder.mode = mode == .move ? .move : .exchange
        case .expandMode(let mode): scene.expand.mode = mode == .accordion ? .accordion : .independent
        case .expandUpdates(let updates): scene.expand.updates = updates == .naive ? .naive : .batched
        case .setLabelSuffixes(let more, let less): try scene.setLabelSuffixes(more: more, less: less)
        case .setHeader(let height, let pinned): try scene.setHeader(fullHeight: height, pinnedHeight: pinned)
        case .setHeaderButtons(let buttons): try scene.setHeaderButtons(buttons.map { FloatingHeader.Button($0.title, width: $0.width) })
        case .setHeaderPassesTouches(let on): try scene.setHeaderPassesTouches(on)
        default: try gesture(action)
        }
    }

    private mutating func gesture(_ action: SceneAction) throws(Refusal) {
        switch action {
        case .pan(let row, let fromX, let translations): try scene.pan(try resolve(row), fromX: fromX, through: translations)
        case .release(let velocity, let finishing): try scene.release(velocity: velocity, lettingAnimationsFinish: finishing)
        case .cancel: try scene.cancel()
        case .tapAction(let title, let row): try scene.tapAction(title, at: try resolve(row))
        case .tapRow(let row): try scene.tapRow(at: try resolve(row))
        case .tapHeader(let section): try scene.tapHeader(ofSection: try resolve(section))
        case .tapLabel: try scene.tapLabel()
        case .scrollTo(let offset): scene.scroll(to: offset)
        case .scrollBy(let distance): scene.scroll(by: distance)
        case .longPress(let row, let seconds): try scene.longPress(try resolve(row), seconds: seconds)
        case .longPressAtViewportY(let y, let seconds): try scene.longPress(atViewportY: y, seconds: seconds)
        case .dragTo(let row): try scene.drag(to: try resolve(row))
        case .dragToViewportY(let y): try scene.drag(toViewportY: y)
        case .dragBy(let distance): try scene.drag(by: distance)
        case .drop: try scene.drop()
        case .pullDown(let distance): try scene.pullDown(distance)
        case .panHeader(let translation): try scene.panHeader(by: translation)
        case .tapHeaderButton(let title): try scene.tapHeaderButton(title)
        case .wait(let seconds): scene.wait(seconds: seconds)
        case .hold(let seconds): scene.hold(seconds: seconds)
        default: break // settings: see apply(_:)
        }
    }

    private func swipeActions(_ list: SwipeActionList) -> [SwipeAction] {
        switch list {
        case .systemDelete: [.systemDelete]
        case .declared(let actions): actions.map { SwipeAction($0.title, width: $0.width, isDestructive: $0.isDestructive) }
        }
    }

    // MARK: - Resolving references

    /// The row a call names: a shown row, one on screen, or an index path as written.
    func resolve(_ row: SceneRow) throws(Refusal) -> RowPath {
        switch row {
        case .shown(let reference): try resolve(reference)
        case .onScreen(let reference): try scene.onScreen(resolve(reference))
        case .path(let section, let row): RowPath(section: section, row: row)
        }
    }

    /// The shown row a reference names.
    func resolve(_ reference: RowReference) throws(Refusal) -> RowPath {
        switch reference {
        case .index(let section, let row): try scene.shownRow(row, inSection: section)
        case .title(let title): try scene.shownRow(titled: title)
        }
    }

    func resolve(_ reference: SectionReference) throws(Refusal) -> Int {
        switch reference {
        case .index(let index): try scene.section(index)
        case .title(let title): try scene.section(titled: title)
        }
    }
}
