import ExpandEngine
import SpecLanguage
import SwipeEngine
import TableModel
import TableScene

extension World {
    /// Performs one command that is not a fixture.
    /// - Returns: `nil` when it passed, or why an expectation failed.
    /// - Throws: a ``Refusal`` when the world refuses the command (a hidden button, a row off screen, …).
    mutating func perform(_ kind: CommandKind) throws(Refusal) -> LineFailure? {
        switch kind {
        case .table, .tableSections, .tree, .label:
            return nil // fixtures are handled by the runner
        case .expect(let expectation):
            return try check(expectation)
        case .wait(let seconds):
            scene.wait(seconds: seconds)
            return nil
        case .hold(let seconds):
            if motion != nil {
                holdRecording(frames: VirtualClock.frames(for: seconds))
            } else {
                scene.hold(seconds: seconds)
            }
            return nil
        default:
            guard motion != nil else {
                try apply(kind)
                scene.settle()
                return nil
            }
            let snapshotBefore = reorder.snapshotAnimation
            scene.lastSettling = nil
            try apply(kind)
            let settling = scene.lastSettling // the gesture's own settle, before this one finds nothing left to run
            scene.settle()
            guard kind.isGesture else {
                // A setting changes how the world looks, not what moves: before anything moved, the replay starts here.
                if motion?.isEmpty == true { beginMotion() }
                return nil
            }
            recordGesture(kind, settling: settling, snapshotBefore: snapshotBefore)
            return nil
        }
    }

    /// Settings, gestures and actions.
    private mutating func apply(_ kind: CommandKind) throws(Refusal) {
        switch kind {
        // Settings
        case .width(let value): scene.table.geometry.width = value
        case .height(let value): scene.table.geometry.viewportHeight = value
        case .rowHeight(let value): scene.table.geometry.rowHeight = value
        case .headerHeight(let value): scene.table.geometry.headerHeight = value
        case .trailingActions(let actions): scene.swipe.trailingActions = actions.map(swipeAction)
        case .leadingActions(let actions): scene.swipe.leadingActions = actions.map(swipeAction)
        case .editingDelete:
            scene.swipe.trailingActions = [.systemDelete]
            scene.swipe.leadingActions = []
        case .editingNone:
            scene.swipe.trailingActions = []
            scene.swipe.leadingActions = []
        case .swipeStyle(let style): scene.swipe.style = style == .mail ? .mail : .reveal
        case .cellState(let state):
            scene.swipe.setCellState(state == .naive ? .naive : state == .reset ? .reset : .remembered, in: scene.table)
        case .singleOpen(let on): scene.swipe.singleOpen = on
        case .minimumPress(let seconds): scene.reorder.minimumPress = seconds
        case .edgeScroll(let on): scene.reorder.edgeScroll = on
        case .edgeRange(let value): scene.reorder.edgeRange = value
        case .reorderBy(let mode): scene.reorder.mode = mode == .move ? .move : .exchange
        case .expandMode(let mode): scene.expand.mode = mode == .accordion ? .accordion : .independent
        case .expandUpdates(let updates): scene.expand.updates = updates == .naive ? .naive : .batched
        case .suffixes(let more, let less): try scene.setLabelSuffixes(more: more, less: less)
        case .headerView(let height, let min): try scene.setHeader(fullHeight: height, pinnedHeight: min ?? 0)
        case .headerButtons(let buttons):
            try scene.setHeaderButtons(buttons.map { FloatingHeader.Button($0.title, width: $0.width) })
        case .headerPassesTouches(let on): try scene.setHeaderPassesTouches(on)

        // Gestures, through the scene's public API
        case .pan(let row, let fromX, let translations): try scene.pan(try onScreen(row), fromX: fromX, through: translations)
        case .release(let velocity): try scene.release(velocity: velocity ?? 0)
        case .cancel: try scene.cancel()
        case .tapAction(let title, let row): try scene.tapAction(title, at: try onScreen(row))
        case .tapRow(let row): try scene.tapRow(at: try onScreen(row))
        case .tapHeader(let section): try scene.tapHeader(ofSection: try resolve(section))
        case .tapLabel: try scene.tapLabel()
        case .scrollTo(let offset): scene.scroll(to: offset)
        case .scrollBy(let distance): scene.scroll(by: distance)
        case .longPress(.row(let row), let seconds): try scene.longPress(try onScreen(row), seconds: seconds)
        case .longPress(.viewportY(let y), let seconds): try scene.longPress(atViewportY: y, seconds: seconds)
        case .dragTo(.viewportY(let y)): try scene.drag(toViewportY: y)
        case .dragTo(.row(let row)): try scene.drag(to: try resolve(row))
        case .dragBy(let distance): try scene.drag(by: distance)
        case .drop: try scene.drop()
        case .pullDown(let distance): try scene.pullDown(distance)
        case .panHeader(let translation): try scene.panHeader(by: translation)
        case .tapHeaderButton(let title): try scene.tapHeaderButton(title)

        case .expect, .wait, .hold, .table, .tableSections, .tree, .label:
            break
        }
    }

    private func swipeAction(_ declaration: ActionDeclaration) -> SwipeAction {
        SwipeAction(declaration.title, width: declaration.width, isDestructive: declaration.isDestructive)
    }

    // MARK: - Resolving references

    /// The shown row a reference names.
    func resolve(_ reference: RowReference) throws(Refusal) -> RowPath {
        switch reference {
        case .index(let section, let row): try scene.shownRow(row, inSection: section)
        case .title(let title): try scene.shownRow(titled: title)
        }
    }

    /// The shown row a reference names, which must be on screen.
    func onScreen(_ reference: RowReference) throws(Refusal) -> RowPath {
        try scene.onScreen(resolve(reference))
    }

    func resolve(_ reference: SectionReference) throws(Refusal) -> Int {
        switch reference {
        case .index(let index): try scene.section(index)
        case .title(let title): try scene.section(titled: title)
        }
    }
}

extension CommandKind {
    /// Whether the command is a gesture, a tap or a scroll (not a setting): what a figure's replay shows.
    var isGesture: Bool {
        switch self {
        case .pan, .release, .cancel, .tapAction, .tapRow, .tapHeader, .tapLabel, .scrollTo, .scrollBy, .longPress, .dragTo, .dragBy,
             .drop, .pullDown, .panHeader, .tapHeaderButton: true
        default: false
        }
    }
}
