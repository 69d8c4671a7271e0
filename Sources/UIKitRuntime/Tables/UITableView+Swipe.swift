import Foundation
import SwipeEngine
import TableModel

/// A built-in swipe on one row: the swipe engine's cell, over a one-row model table as wide as the table view.
///
/// The engine decides every number: where the content rests while the finger moves, whether a release opens or
/// closes, the bounce, the buttons' frames and which of them show. The runtime only feeds it the finger (translation,
/// velocity) and the virtual clock's frames, and copies its offset and button frames onto the cell's views.
///
/// UIKit's swipe actions carry no width; each one gets the engine's system width (``SwipeAction/systemDelete``, 82
/// points, the contract's `editing delete`). The swipe moves in the engine's reveal style; with
/// `performsFirstActionWithFullSwipe` (UIKit's default) a trailing pan whose finger comes within the engine's
/// full-swipe edge while the Mail-style offset passes half the width arms the full swipe, and the engine's Mail style
/// then shows the first action covering the revealed area and performs it on release. Leading actions have no full
/// swipe here.
@MainActor final class SwipeSession {
    /// The engine's row in its model table.
    static let row = RowPath(0)

    var engine = SwipeableCells()
    var model: Table
    let cell: UITableViewCell
    let trailing: [UIContextualAction]
    let leading: [UIContextualAction]
    let fullSwipe: Bool
    let buttonsView = SwipeActionsView()
    /// The finger's x in the cell when the pan touched down.
    var startX: CGFloat = 0
    /// Whether the session is over (the row closed, was deleted or its cell left it).
    var ended = false

    init(cell: UITableViewCell, width: CGFloat, trailing: UISwipeActionsConfiguration?, leading: UISwipeActionsConfiguration?) {
        self.cell = cell
        self.trailing = trailing?.actions ?? []
        self.leading = leading?.actions ?? []
        fullSwipe = (trailing?.performsFirstActionWithFullSwipe ?? false) && !self.trailing.isEmpty
        model = Table(rowCount: 1, geometry: Geometry(width: Double(width), viewportHeight: Double(max(cell.bounds.height, 1)),
                                                     rowHeight: Double(max(cell.bounds.height, 1))))
        engine.trailingActions = self.trailing.map(Self.engineAction)
        engine.leadingActions = self.leading.map(Self.engineAction)
        buttonsView.show(self.trailing + self.leading)
    }

    static func engineAction(_ action: UIContextualAction) -> SwipeAction {
        SwipeAction(action.title ?? "", width: SwipeAction.systemDelete.width, isDestructive: action.style == .destructive)
    }

    /// The content's offset the engine gives now; a row the engine slid out and removed stays at the full width.
    var offset: CGFloat {
        if let value = try? engine.offset(at: Self.row, in: model) { return CGFloat(value) }
        return CGFloat(model.geometry.width)
    }

    /// The engine's buttons: trailing actions outermost first, then leading ones.
    var buttons: [SwipeButton] { (try? engine.buttons(at: Self.row, in: model)) ?? [] }

    /// Whether the row rests closed with no finger on it and nothing moving.
    var isClosed: Bool { (try? engine.isClosed(at: Self.row, in: model)) ?? false }

    /// Moves the finger to `translation`: Mail style while a full swipe is armed, reveal style otherwise.
    func move(to translation: CGFloat) {
        let t = Double(translation)
        var armed = false
        if fullSwipe {
            var probe = engine
            var probeModel = model
            probe.style = .mail
            try? probe.movePan(to: t, in: &probeModel)
            let mailOffset = (try? probe.offset(at: Self.row, in: probeModel)) ?? 0
            armed = mailOffset > probeModel.geometry.width / 2 && Double(startX + translation) < SwipeableCells.fullSwipeEdge
        }
        engine.style = armed ? .mail : .reveal
        try? engine.movePan(to: t, in: &model)
    }

    /// Copies the engine's offset and button frames onto the cell.
    func apply() {
        guard !ended else { return }
        if buttonsView.superview !== cell { cell.insertSubview(buttonsView, at: 0) }
        cell.swipeOffset = offset
        buttonsView.frame = cell.bounds
        buttonsView.place(buttons, height: cell.bounds.height)
        cell.layoutIfNeeded()
    }

    /// The index of the action whose visible part contains `x` (cell coordinates), outermost first.
    func action(atX x: CGFloat) -> Int? {
        let offset = Double(self.offset), width = model.geometry.width
        let revealed = offset > 0 ? (width - offset)..<width : 0..<max(-offset, 0)
        return buttons.firstIndex { button in
            button.isVisible && Double(x) >= button.x && Double(x) < button.x + button.width && revealed.contains(Double(x))
        }
    }

    /// The action of the engine's button `index` (trailing first, then leading).
    func contextualAction(_ index: Int) -> UIContextualAction? {
        let all = trailing + leading
        return all.indices.contains(index) ? all[index] : nil
    }

    /// Takes the buttons away and puts the content back.
    func end() {
        guard !ended else { return }
        ended = true
        buttonsView.removeFromSuperview()
        cell.swipeOffset = 0
        cell.layoutIfNeeded()
    }
}

/// The buttons of a row's swipe actions, under the cell's content view (they take no touches: the table finds the
/// tapped action from the engine's frames).
@MainActor final class SwipeActionsView: UIView {
    private(set) var buttons: [UIButton] = []

    func show(_ actions: [UIContextualAction]) {
        isUserInteractionEnabled = false
        buttons.forEach { $0.removeFromSuperview() }
        buttons = actions.map { action in
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.isUserInteractionEnabled = false
            addSubview(button)
            return button
        }
    }

    func place(_ frames: [SwipeButton], height: CGFloat) {
        for (button, frame) in zip(buttons, frames) {
            button.frame = CGRect(x: CGFloat(frame.x), y: 0, width: CGFloat(frame.width), height: height)
            button.isHidden = !frame.isVisible
        }
    }
}

/// A swipe action's button as a person sees it on a row: its title, frame in the cell's coordinates and how many
/// points of it the content leaves uncovered.
public struct SwipeActionButtonState: Equatable, Sendable {
    /// The action's title.
    public var title: String?
    /// The button's frame in the cell's coordinates.
    public var frame: CGRect
    /// How many points of it show.
    public var visibleWidth: CGFloat
    /// Whether the action is destructive.
    public var isDestructive: Bool
}

extension UITableView {
    /// The row's built-in swipe actions as they show now, trailing outermost first then leading; empty when the row
    /// is not swiped.
    public func swipeActionButtons(forRowAt indexPath: IndexPath) -> [SwipeActionButtonState] {
        guard let swipe, !swipe.ended, let cell = cells[indexPath], cell === swipe.cell else { return [] }
        let actions = swipe.trailing + swipe.leading
        return zip(actions, swipe.buttons).map { action, button in
            SwipeActionButtonState(title: action.title, frame: CGRect(x: button.x, y: 0, width: button.width, height: cell.bounds.height),
                                   visibleWidth: CGFloat(button.visibleWidth), isDestructive: action.style == .destructive)
        }
    }

    /// The table's own swipe pan begins on a mostly horizontal drag over a row that is swiped already, or whose
    /// delegate gives actions on that side (and whose data source lets it be edited), outside editing mode.
    func swipeShouldBegin() -> Bool {
        let travel = swipePan.translation(in: self)
        guard !isEditing, abs(travel.x) > abs(travel.y), let path = swipeStartPath() else { return false }
        if let swipe, !swipe.ended, cells[path] === swipe.cell { return true }
        guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return false }
        let configuration = travel.x < 0 ? trailingSwipeActions(forRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        return !(configuration?.actions.isEmpty ?? true)
    }

    /// The trailing actions of a row: the delegate's, else, as UIKit does, one destructive "Delete" action when the
    /// data source implements `tableView(_:commit:forRowAt:)` and the row's editing style is `.delete`; a tap or a
    /// full swipe on it commits the deletion to the data source, which removes the row itself (`deleteRows`), as
    /// UIKit leaves it to.
    func trailingSwipeActions(forRowAt path: IndexPath) -> UISwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) { return configuration }
        guard let dataSource, Self.implementsCommit(dataSource),
              (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self, weak dataSource] _, _, done in
            guard let self, let dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            done(false)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The classes whose own code implements `tableView(_:commit:forRowAt:)`. UIKit asks the data source whether it
    /// responds to that selector; Swift on Linux cannot ask, so the app's entry point names them
    /// (``ReaderSourceRewrite/commitImplementers(_:)`` finds them in the reader's files).
    private static var commitImplementers: Set<ObjectIdentifier> = []

    /// Names a class whose code implements `tableView(_:commit:forRowAt:)` (its subclasses inherit it).
    public static func _registerCommitImplementer(_ type: AnyClass) {
        commitImplementers.insert(ObjectIdentifier(type))
    }

    static func implementsCommit(_ dataSource: any UITableViewDataSource) -> Bool {
        var type: AnyClass? = Swift.type(of: dataSource)
        while let current = type {
            if commitImplementers.contains(ObjectIdentifier(current)) { return true }
            type = _getSuperclass(current)
        }
        return false
    }

    /// The row under the point where the swipe's finger touched down.
    private func swipeStartPath() -> IndexPath? {
        let now = swipePan.location(in: self), travel = swipePan.translation(in: self)
        return indexPathForRow(at: CGPoint(x: now.x - travel.x, y: now.y - travel.y))
    }

    func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginSwipe()
            swipe?.move(to: pan.translation(in: self).x)
        case .changed:
            swipe?.move(to: pan.translation(in: self).x)
        case .ended:
            releaseSwipe(velocity: pan.velocity(in: self).x)
        case .cancelled:
            if let swipe { try? swipe.engine.cancel(in: &swipe.model) }
            settleSwipe()
        default:
            break
        }
        swipe?.apply()
    }

    private func beginSwipe() {
        guard let path = swipeStartPath(), let cell = cells[path] else { return }
        if let swipe, swipe.cell !== cell || swipe.ended { endSwipe() }
        if swipe == nil {
            swipe = SwipeSession(cell: cell, width: bounds.width,
                                 trailing: trailingSwipeActions(forRowAt: path),
                                 leading: tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path))
        }
        guard let swipe else { return }
        let now = swipePan.location(in: cell), travel = swipePan.translation(in: cell)
        swipe.startX = now.x - travel.x
        try? swipe.engine.beginPan(at: SwipeSession.row, x: Double(swipe.startX), in: &swipe.model)
    }

    private func releaseSwipe(velocity: CGFloat) {
        guard let swipe else { return }
        let fullSwipe = swipe.engine.style == .mail
        try? swipe.engine.release(velocity: Double(velocity), in: &swipe.model)
        settleSwipe()
        if fullSwipe, let first = swipe.trailing.first { perform(first, index: 0, of: swipe) }
    }

    /// Runs the engine's animations frame by frame; the session ends once the row rests closed.
    func settleSwipe() {
        guard let swipe, let runtime = activeRuntime else {
            if let swipe, swipe.isClosed { endSwipe() }
            return
        }
        swipe.apply()
        runtime.startFrameTask(owner: swipe) { [weak self, weak swipe] _ in
            guard let self, let swipe, !swipe.ended else { return false }
            swipe.engine.advance(frames: 1, in: &swipe.model)
            swipe.apply()
            if swipe.engine.framesToSettle > 0 { return true }
            if swipe.isClosed, self.swipe === swipe { self.endSwipe() }
            return false
        }
    }

    /// Ends the swipe at once: the buttons go, the content is back at 0.
    func endSwipe() {
        guard let swipe else { return }
        activeRuntime?.stopFrameTask(owner: swipe)
        swipe.end()
        self.swipe = nil
    }

    /// A touch that ends on the table while a row is swiped: on a visible action it performs the action; anywhere
    /// else it closes the row (and selects nothing). Returns whether the swipe took the touch.
    func swipeTakesTap(at point: CGPoint) -> Bool {
        guard let swipe, !swipe.ended else { return false }
        if let path = indexPath(for: swipe.cell), let index = swipe.action(atX: point.x - rectForRow(at: path).minX),
           rectForRow(at: path).contains(point), let action = swipe.contextualAction(index) {
            perform(action, index: index, of: swipe)
            return true
        }
        closeSwipe(swipe)
        return true
    }

    /// Closes the swiped row as a tap on its content does in the engine.
    func closeSwipe(_ swipe: SwipeSession) {
        try? swipe.engine.tapContent(at: SwipeSession.row, in: &swipe.model)
        settleSwipe()
    }

    /// Calls the action's handler with the button's view and a completion (recorded first in the runtime's
    /// `performedActions`, with the row): `completion(true)` on a destructive
    /// action deletes the row through the table's update (UIKit's check included) unless the handler already
    /// deleted it; any other completion closes the row.
    func perform(_ action: UIContextualAction, index: Int, of swipe: SwipeSession) {
        let source: UIView = swipe.buttonsView.buttons.indices.contains(index) ? swipe.buttonsView.buttons[index] : swipe.cell
        activeRuntime?.record(PerformedActionRecord(title: action.title, indexPath: indexPath(for: swipe.cell), view: source))
        var completed = false
        action.handler(action, source) { [weak self, weak swipe] performed in
            guard let self, let swipe, !completed else { return }
            completed = true
            self.actionCompleted(action, performed: performed, swipe: swipe)
        }
    }

    private func actionCompleted(_ action: UIContextualAction, performed: Bool, swipe: SwipeSession) {
        guard !swipe.ended else { return }
        if performed, action.style == .destructive, let path = indexPath(for: swipe.cell) {
            if self.swipe === swipe { endSwipe() } else { swipe.end() }
            deleteRows(at: [path], with: .automatic)
            return
        }
        if swipe.offset.magnitude >= CGFloat(swipe.model.geometry.width) || (try? swipe.engine.offset(at: SwipeSession.row, in: swipe.model)) == nil {
            if self.swipe === swipe { endSwipe() } else { swipe.end() }
            return
        }
        closeSwipe(swipe)
    }
}
