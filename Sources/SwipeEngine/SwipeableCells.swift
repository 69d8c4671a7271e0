import TableModel

/// The swipe engine: the table's swipeable cells, driven by pans, taps and the virtual clock.
///
/// A plain value: every input is a `mutating` method that takes the `Table` it acts on, either succeeds
/// or throws a `Refusal` and changes nothing. Offsets are how far a cell's content has slid left:
/// positive reveals the trailing actions, negative the leading ones.
///
/// State is kept sparsely: one record per cell object that was ever swiped, and the identities of rows
/// remembered open, so nothing walks all rows of a table, however long.
public struct SwipeableCells: Sendable, Equatable {
    /// How cells move and snap; ``SwipeStyle/reveal`` by default.
    public var style: SwipeStyle = .reveal
    /// The actions a left pan reveals, outermost (rightmost) first; none by default.
    public var trailingActions: [SwipeAction] = []
    /// The actions a right pan reveals, outermost (leftmost) first; none by default. The Mail style ignores them.
    public var leadingActions: [SwipeAction] = []
    /// Where open state lives across cell reuse; ``CellStateMode/remembered`` by default.
    ///
    /// Open-row memory belongs to ``CellStateMode/remembered`` only: leaving it forgets every remembered row, and
    /// the other modes remember nothing, so rows that reuse closed while memory was off never reopen. Use
    /// ``setCellState(_:in:)`` to also remember the rows open on screen when memory is turned on.
    public var cellState: CellStateMode = .remembered {
        didSet { if cellState != .remembered { rememberedOpen = [:] } }
    }
    /// Whether a release that opens a row first closes every other open row; off by default.
    public var singleOpen = false

    /// Exercise `pan-clamp`: where the content rests while the finger moves (reveal style).
    public var panClamp = PluggedDecision<any PanClampDecision>(BookPanClamp())
    /// Exercise `release-decision`: whether a released cell snaps open or closed.
    public var releaseDecision = PluggedDecision<any ReleaseDecision>(BookReleaseDecision())
    /// Exercise `bounce-keyframes`: the keyframes of a reveal-style snap.
    public var bounce = PluggedDecision<any BounceDecision>(BookBounce())
    /// Exercise `open-state-across-reuse`: what a cell shows in the `remembered` mode.
    public var openState = PluggedDecision<any OpenStateDecision>(BookOpenState())
    /// Exercise `mail-button-widths`: where the Mail style's buttons stand.
    public var mailButtonWidths = PluggedDecision<any MailButtonWidthsDecision>(BookMailButtonWidths())

    /// Swipe state per cell object.
    var records: [CellID: CellRecord] = [:]
    /// Rows left open by a gesture, by identity (what the `remembered` mode shows when they come back).
    var rememberedOpen: [RowID: RememberedRow] = [:]
    /// The finger currently down, if any.
    var pan: SwipePan?
    /// Rows sliding out before they are deleted (Mail-style full swipe), oldest first.
    var pendingDeletions: [PendingDeletion] = []

    /// An engine with the default settings and every cell closed.
    public init() {}

    /// Switches where open state lives. Turning memory on (``CellStateMode/remembered`` from another mode)
    /// remembers the rows whose cells rest open on screen at that moment, as they show; turning it off forgets
    /// every remembered row.
    public mutating func setCellState(_ mode: CellStateMode, in table: Table) {
        guard mode != cellState else { return }
        let openOnScreen = mode == .remembered ? table.shownCells.compactMap { shown -> (ShownCell, Double)? in
            let motion = motion(of: shown, in: table)
            return restsOpen(motion, width: table.geometry.width) ? (shown, motion.rest) : nil
        } : []
        cellState = mode
        for (shown, offset) in openOnScreen { remember(shown, restingAt: offset) }
    }

    /// Forgets a deleted row. Its cell goes back for reuse as it is in the naive mode (the offset belongs to the
    /// cell object, as after a collapse) and closed in the others.
    mutating func forgetDeleted(_ row: RowID, cell: CellID) {
        rememberedOpen[row] = nil
        if cellState != .naive, records[cell]?.row == row { records[cell] = nil }
    }

    /// Whether a finger is down on a cell.
    public var isPanning: Bool { pan != nil }

    /// The haptic taps given so far: Mail style, one each time a pan arms or disarms a full swipe, as chapter 6's cell
    /// does with a light impact generator. Lifting the finger gives none, and a cancel takes none back (a tap that
    /// was felt stays felt).
    public internal(set) var hapticTaps = 0

    /// Whether no cell and no row holds any swipe state: nothing was panned, animated or remembered open (or all of it
    /// was forgotten), so every row on screen rests closed at offset 0 with no action buttons showing. A reader that
    /// walks every row (a figure) can skip asking each one.
    public var holdsNoState: Bool { records.isEmpty && rememberedOpen.isEmpty && pan == nil }

    // MARK: - Time

    /// Runs every animation `frames` frames; a row whose full-swipe slide-out ends is deleted (`deleted row R`).
    ///
    /// The caller owns `table.clock`; this only moves the engine's animations.
    public mutating func advance(frames: Int, in table: inout Table) {
        guard frames > 0 else { return }
        for cell in records.keys {
            records[cell]?.motion.advance(frames: frames)
        }
        let pending = pendingDeletions
        pendingDeletions = []
        for var deletion in pending {
            deletion.remainingFrames -= frames
            if deletion.remainingFrames > 0 {
                pendingDeletions.append(deletion)
            } else {
                completeDeletion(deletion, in: &table)
            }
        }
    }

    /// The rows sliding out before a full swipe deletes them (their index paths now) with each slide's animation (from
    /// the content's offset to the cell's width, ``fullSwipeSlideSeconds``, ease-out); for figures that replay it.
    public var slidingOut: [SlideOut] {
        pendingDeletions.compactMap { pending in
            guard let animation = records[pending.cell]?.motion.lastAnimation else { return nil }
            return SlideOut(path: pending.lastPath, animation: animation)
        }
    }

    /// A row sliding out before a full swipe deletes it.
    public struct SlideOut: Equatable, Sendable {
        /// Its index path now.
        public var path: RowPath
        /// The content's offset, from where the finger left it to the cell's width.
        public var animation: KeyframeAnimation
    }

    /// Frames until every running animation (and a pending full-swipe deletion) has finished; 0 if none.
    public var framesToSettle: Int {
        let animations = records.values.map(\.motion.remainingFrames).max() ?? 0
        return max(animations, pendingDeletions.map(\.remainingFrames).max() ?? 0)
    }

    private mutating func completeDeletion(_ pending: PendingDeletion, in table: inout Table) {
        forgetDeleted(pending.row, cell: pending.cell)
        guard let path = table.path(of: pending.row, near: pending.lastPath) else { return }
        do {
            try table.deleteRow(at: path)
            table.record(.deleted(path))
        } catch {
            // The row exists, so the delete is valid; a refusal here would leave the table unchanged.
        }
    }
}
