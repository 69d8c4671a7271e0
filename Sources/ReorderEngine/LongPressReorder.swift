import EngineMessages
import TableModel

/// Long-press reordering (the Chinese long-press article, then beyond it), as a value driven one input at a time.
///
/// A press held at least ``minimumPress`` on a row lifts it (`lifted row R`): the row keeps its slot in the model,
/// its cell is hidden, and a snapshot follows the finger. While the finger is over another row, every drag and
/// every `hold` frame re-targets: the lifted row changes place with one `moved row A to row B` event, by
/// ``ReorderMode/move`` or ``ReorderMode/exchange``. Near the viewport's edges a `hold` scrolls the table
/// (``EdgeAutoScroll``). ``drop(in:)`` leaves the rows where they are; ``cancel(in:)`` puts them all back.
///
/// The finger is in viewport coordinates, clamped to `0 … viewportHeight`; its content y is
/// `table.contentY(atViewportY:)` (the content offset plus its viewport y, less the table's top inset).
/// Nothing here reads a clock: the caller advances `table.clock`, and runs the snapshot's animation with
/// ``advance(frames:in:)``. A frame step or a re-target costs O(log sections) plus, for a move, O(distance moved);
/// nothing walks all rows.
///
/// The table must not be changed by anything else while a row is lifted (other than scrolling).
public struct LongPressReorder: Sendable, Equatable {
    /// The default ``minimumPress``, in seconds.
    public static let defaultMinimumPress: Double = 1.0
    /// The shortest ``minimumPress`` allowed, in seconds; shorter settings are raised to it.
    public static let shortestMinimumPress: Double = 0.2
    /// How long the snapshot takes to reach the finger after a lift or a drag, or the row's cell after a drop or cancel.
    public static let snapshotDuration: Double = 0.25

    /// A finger that lifted a row and is still down.
    private struct Lift: Equatable, Sendable {
        let row: RowID
        /// Where the lifted row is now, kept up to date so finding it costs O(1).
        var path: RowPath
        /// The finger's viewport y.
        var fingerY: Double
        var journal: LiftJournal
    }

    private var storedMinimumPress = LongPressReorder.defaultMinimumPress
    private var lift: Lift?
    /// The snapshot's centre (viewport y) as it moves; `nil` when no snapshot shows.
    private var snapshot: KeyframeAnimation?
    /// A dropped or cancelled row whose snapshot is still settling onto its cell.
    private var settlingRow: RowID?

    /// How long, in seconds, a press must last to lift a row; 1 s by default.
    ///
    /// Setting a value below 0.2 s (or NaN) sets 0.2 s, silently.
    public var minimumPress: Double {
        get { storedMinimumPress }
        set { storedMinimumPress = newValue >= Self.shortestMinimumPress ? newValue : Self.shortestMinimumPress }
    }

    /// How the lifted row changes places with the row under the finger; ``ReorderMode/move`` by default.
    public var mode: ReorderMode = .move

    /// Whether `hold` scrolls the table with the finger near the viewport's top or bottom edge; on by default.
    public var edgeScroll = true

    /// How far from each edge, in points, edge auto-scroll starts; 150 by default.
    public var edgeRange: Double = 150

    /// Exercise `drop-target`: where the lifted row goes over another row, in the `move` mode.
    public var dropTarget = PluggedDecision<any DropTargetDecision>(BookDropTarget())
    /// Exercise `edge-scroll-speed`: how fast edge auto-scroll runs at a given depth into its zone.
    public var edgeScrollSpeed = PluggedDecision<any EdgeScrollSpeedDecision>(BookEdgeScrollSpeed())

    /// A reorder gesture with the default settings and nothing pressed.
    public init() {}

    // MARK: - State

    /// Whether a finger is down holding a lifted row. (A press that lifts nothing does not stay down.)
    public var isLifting: Bool { lift != nil }

    /// The identity of the lifted row, or `nil`.
    public var liftedRow: RowID? { lift?.row }

    /// Where the lifted row is shown now, or `nil` when nothing is lifted. O(1) while only this gesture moves rows.
    public func liftedPath(in table: Table) -> RowPath? {
        lift.flatMap { locate($0, in: table) }
    }

    /// The pressing finger's viewport y, or `nil` when no finger is down.
    public var fingerY: Double? { lift?.fingerY }

    /// The viewport y of the snapshot's centre as it animates, or `nil` when no snapshot shows; for figures.
    public var snapshotCenterY: Double? { snapshot?.value }

    /// The snapshot's current animation (viewport y of its centre: from where it was, to the finger or the row's cell,
    /// in ``snapshotDuration``, ease-out; `elapsed` says how far it has run); `nil` when no snapshot shows. For figures
    /// that replay it.
    public var snapshotAnimation: KeyframeAnimation? { snapshot }

    /// The row whose cell is hidden behind the snapshot: the lifted row, or a dropped row until its snapshot settles.
    public var hiddenRow: RowID? { lift?.row ?? settlingRow }

    /// Frames until the snapshot's animation ends (0 when none runs).
    public var framesToSettle: Int {
        snapshot.map { $0.totalFrames - $0.elapsed } ?? 0
    }

    // MARK: - Gestures

    /// A press at viewport y `y` lasting `duration` seconds (`nil` means exactly ``minimumPress``).
    ///
    /// If the press lasts at least ``minimumPress`` and the finger is over a row, that row lifts (`lifted row R`),
    /// its snapshot starts moving from the row's centre to the finger, and the finger stays down at `y`.
    /// Otherwise (a shorter press, or one on a header or below the last row) nothing lifts and the finger is lifted;
    /// that is not a refusal. The caller advances `table.clock` by the duration afterwards.
    /// - Throws: a `Refusal` if a finger is already pressing; then nothing changes.
    public mutating func longPress(atViewportY y: Double, duration: Double?, in table: inout Table) throws(Refusal) {
        guard lift == nil else { throw .alreadyPressing }
        let pressed = duration ?? minimumPress
        guard pressed >= minimumPress else { return }
        let finger = table.clampedViewportY(y)
        guard case .row(let path)? = table.item(atContentY: table.contentY(atViewportY: finger)),
              let row = table.row(at: path) else { return }
        lift = Lift(row: row.id, path: path, fingerY: finger, journal: LiftJournal(originalPath: path))
        settlingRow = nil
        snapshot = Self.snapshotMotion(from: table.viewportMidY(of: path), to: finger)
        table.record(.lifted(path))
    }

    /// Moves the pressing finger to viewport y `y` (clamped to the viewport) in one jump, then re-targets once:
    /// the rows in between are not visited.
    /// - Throws: a `Refusal` if no row is lifted; then nothing changes.
    public mutating func drag(toViewportY y: Double, in table: inout Table) throws(Refusal) {
        guard var lift else { throw .nothingLifted }
        lift.fingerY = table.clampedViewportY(y)
        self.lift = lift
        snapshot = Self.snapshotMotion(from: snapshotCenterY ?? lift.fingerY, to: lift.fingerY)
        retarget(in: &table)
    }

    /// Moves the pressing finger by `dy` points (down is positive), as ``drag(toViewportY:in:)`` from where it is.
    /// - Throws: a `Refusal` if no row is lifted; then nothing changes.
    public mutating func drag(by dy: Double, in table: inout Table) throws(Refusal) {
        guard let lift else { throw .nothingLifted }
        try drag(toViewportY: lift.fingerY + dy, in: &table)
    }

    /// One frame of `hold`: with a row lifted, first edge auto-scroll (if ``edgeScroll`` is on), then a re-target,
    /// so the lifted row follows the content under the still finger. Does nothing when nothing is lifted.
    ///
    /// It advances neither the clock nor the snapshot's animation; the caller does both after it.
    public mutating func holdFrame(in table: inout Table) {
        guard let lift else { return }
        if edgeScroll {
            let change = EdgeAutoScroll(range: edgeRange, speed: edgeScrollSpeed).offsetChangePerFrame(
                fingerY: table.clampedViewportY(lift.fingerY),
                viewportHeight: table.geometry.viewportHeight
            )
            let offset = min(max(table.contentOffset + change, 0), table.maxContentOffset)
            if offset != table.contentOffset { table.scroll(to: offset) }
        }
        retarget(in: &table)
    }

    /// Lifts the finger: the rows stay where they are, `dropped row R` names the row's final index path, and the
    /// snapshot settles onto the row's cell in 0.25 s.
    /// - Throws: a `Refusal` if no finger is pressing; then nothing changes.
    public mutating func drop(in table: inout Table) throws(Refusal) {
        guard let lift else { throw .nothingPressed }
        let path = locate(lift, in: table) ?? lift.path
        end(lift, settlingOnto: path, in: &table)
    }

    /// The system cancels the gesture (UIKit's cancel of interactive movement): every row goes back exactly where it
    /// was before the lift, `dropped row R` names the lifted row's original index path, and the snapshot settles onto
    /// its cell in 0.25 s.
    /// - Throws: a `Refusal` if no row is lifted; then nothing changes.
    public mutating func cancel(in table: inout Table) throws(Refusal) {
        guard let lift else { throw .nothingLifted }
        // The journal replays index paths, so it needs the rows as the lift left them.
        let changedUnderLift = Refusal(RefusalMessages.changedUnderLift)
        guard table.row(at: lift.path)?.id == lift.row else { throw changedUnderLift }
        var restored = table
        do {
            try lift.journal.undo(in: &restored)
        } catch {
            throw changedUnderLift
        }
        table = restored
        end(lift, settlingOnto: lift.journal.originalPath, in: &table)
    }

    /// Runs the snapshot's animation `frames` frames; a dropped row's snapshot disappears once it has settled.
    /// Never scrolls and never moves rows.
    public mutating func advance(frames: Int, in table: inout Table) {
        snapshot?.advance(frames: frames)
        if lift == nil, snapshot?.isFinished ?? false {
            snapshot = nil
            settlingRow = nil
        }
    }

    // MARK: - Inside

    /// Finds the lifted row: at its remembered path in O(1), or by searching outward from there.
    private func locate(_ lift: Lift, in table: Table) -> RowPath? {
        if table.row(at: lift.path)?.id == lift.row { return lift.path }
        return table.path(of: lift.row, near: lift.path)
    }

    /// Looks under the finger and, if it is over a target, moves the lifted row there with one `moved` event.
    mutating func retarget(in table: inout Table) {
        guard var lift, let from = locate(lift, in: table) else { return }
        lift.path = from
        defer { self.lift = lift }
        let contentY = table.contentY(atViewportY: table.clampedViewportY(lift.fingerY))
        guard let target = DropTarget.find(lifted: from, contentY: contentY, mode: mode, decision: dropTarget.decision, in: table) else {
            return
        }
        let change: LiftJournal.Change
        do {
            switch target {
            case .move(let to):
                try table.moveRow(from: from, to: to)
                change = .moved(from: from, to: to)
            case .exchange(let other):
                try table.exchangeRows(from, other)
                change = .exchanged(from, other)
            }
        } catch {
            return  // A target is always a valid place; a refused change leaves everything as it was.
        }
        lift.journal.record(change)
        lift.path = target.destination
        table.record(.moved(from: from, to: target.destination))
    }

    /// Ends a lift, sending the snapshot to the centre of the row's cell at `path`, and logs `dropped`.
    private mutating func end(_ lift: Lift, settlingOnto path: RowPath, in table: inout Table) {
        self.lift = nil
        settlingRow = lift.row
        snapshot = Self.snapshotMotion(from: snapshotCenterY ?? lift.fingerY, to: table.viewportMidY(of: path))
        table.record(.dropped(path))
    }

    /// The snapshot's centre moving from one viewport y to another in 0.25 s, ease-out.
    private static func snapshotMotion(from start: Double, to end: Double) -> KeyframeAnimation {
        KeyframeAnimation(from: start, through: [.init(value: end, seconds: snapshotDuration)])
    }
}
