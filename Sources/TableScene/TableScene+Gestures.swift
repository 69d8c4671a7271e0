import EngineMessages
import TableModel

/// Gestures: one finger at a time, and the animations a gesture starts finish before the next touch.
extension TableScene {
    /// Pans a row: touches down at `x` (the default finger inset from the edge when `nil`) and moves through each
    /// horizontal translation in turn, leaving the finger down. All or nothing: a refused move leaves the scene as it
    /// was.
    /// - Throws: a `Refusal` naming the gesture that holds the finger when one does (see ``OneFinger``), or the
    ///   swipe engine's refusal (a row off screen, being deleted).
    public mutating func pan(_ path: RowPath, fromX x: Double? = nil, through translations: [Double]) throws(Refusal) {
        try finger.requireUp()
        var trial = self
        try trial.swipe.beginPan(at: path, x: x, in: &trial.table)
        for translation in translations {
            try trial.swipe.movePan(to: translation, in: &trial.table)
        }
        try trial.finger.touchDown(.pan(path))
        self = trial
        settle()
    }

    /// Lifts the finger, whichever gesture put it down: a pan snaps its cell, a long press drops its row, a pull lets
    /// the table return to its top (0.3 s ease-out).
    /// - Parameters:
    ///   - velocity: the finger's horizontal speed as it lifts, in points per second (positive to the right); a pan's
    ///     snap uses it, the other gestures ignore it.
    ///   - lettingAnimationsFinish: `false` leaves the animations the release starts running, so that what comes
    ///     next (a scroll, ``wait(seconds:)``) happens while they play: a scroll then reuses a cell in the middle of
    ///     its snap. `true` (the default) lets them finish, as every other gesture does.
    /// - Throws: a `Refusal` when no finger is down.
    public mutating func release(velocity: Double = 0, lettingAnimationsFinish: Bool = true) throws(Refusal) {
        switch finger.holder {
        case nil: throw Refusal(RefusalMessages.noPanToRelease)
        case .pan?: try swipe.release(velocity: velocity, in: &table)
        case .longPress?: try reorder.drop(in: &table)
        case .pull?: try header?.release(in: &table)
        }
        finger.lift()
        if lettingAnimationsFinish { settle() }
    }

    /// Cancels the gesture that holds the finger: a pan springs back to where it began, a lifted row goes back, a
    /// pull returns to the top.
    /// - Throws: a `Refusal` when no finger is down, or when the rows changed under a lifted row.
    public mutating func cancel() throws(Refusal) {
        switch finger.holder {
        case nil: throw Refusal(RefusalMessages.noGestureToCancel)
        case .pan?: try swipe.cancel(in: &table)
        case .longPress?: try reorder.cancel(in: &table)
        case .pull?: try header?.release(in: &table)
        }
        finger.lift()
        settle()
    }

    /// Taps a swipe action's button on a row.
    public mutating func tapAction(_ title: String, at path: RowPath) throws(Refusal) {
        try refuseWhileLifting()
        try swipe.tapAction(title, at: path, in: &table)
        settle()
    }

    /// Taps a row: a row with children opens or closes them, any other row closes open swipe actions.
    public mutating func tapRow(at path: RowPath) throws(Refusal) {
        try refuseWhileLifting()
        if table.row(at: path)?.hasChildren == true {
            try expand.toggleRow(at: path, in: &table)
        } else {
            try swipe.tapContent(at: path, in: &table)
        }
        settle()
    }

    /// Taps a section's header, which collapses or expands the section.
    public mutating func tapHeader(ofSection section: Int) throws(Refusal) {
        try refuseWhileLifting()
        try refuseWhilePanning()
        try expand.toggleSection(section, in: &table)
        settle()
    }

    /// Taps the label: "more" expands it, "less" collapses it.
    public mutating func tapLabel() throws(Refusal) {
        try refuseWhileLifting()
        try refuseWhilePanning()
        guard label != nil else { throw Refusal(RefusalMessages.noLabelToTap) }
        if let event = label?.tap() { table.record(event) }
        settle()
    }

    /// Sets the label's suffixes; `nil` keeps a suffix as it is.
    public mutating func setLabelSuffixes(more: String?, less: String?) throws(Refusal) {
        guard label != nil else { throw Refusal(RefusalMessages.noLabelForSuffixes) }
        if let more { label?.moreSuffix = more }
        if let less { label?.lessSuffix = less }
        settle()
    }

    /// Scrolls to a content offset (clamped to the content); a pull held on the table ends there.
    public mutating func scroll(to offset: Double) {
        header?.endPull()
        if case .pull? = finger.holder { finger.lift() }
        table.scroll(to: offset)
        settle()
    }

    /// Scrolls by a distance from the current offset.
    public mutating func scroll(by distance: Double) {
        scroll(to: table.contentOffset + distance)
    }

    /// Presses at a viewport y for `seconds` (the minimum press when `nil`); long enough, it lifts the row there and
    /// keeps the finger down. A press on a floating header that swallows touches reaches no row (it lifts nothing,
    /// and is no refusal).
    /// - Throws: a `Refusal` naming the gesture that holds the finger when one does; nothing changes then, not even
    ///   the clock.
    public mutating func longPress(atViewportY y: Double, seconds: Double? = nil) throws(Refusal) {
        try finger.requireUp()
        if y >= table.coveredTop || header?.passesTouches != false {
            try reorder.longPress(atViewportY: y, duration: seconds, in: &table)
        }
        advance(frames: VirtualClock.frames(for: seconds ?? reorder.minimumPress))
        if let lifted = reorder.liftedPath(in: table) {
            try finger.touchDown(.longPress(lifted))
        }
        settle()
    }

    /// Presses at the centre of a row.
    public mutating func longPress(_ path: RowPath, seconds: Double? = nil) throws(Refusal) {
        try finger.requireUp()
        try longPress(atViewportY: viewportMidY(of: path), seconds: seconds)
    }

    /// Drags the lifted row's finger to a viewport y.
    public mutating func drag(toViewportY y: Double) throws(Refusal) {
        try requirePressOrNothing()
        try reorder.drag(toViewportY: y, in: &table)
        followLift()
        settle()
    }

    /// Drags the lifted row's finger to a row's centre.
    public mutating func drag(to path: RowPath) throws(Refusal) {
        try requirePressOrNothing()
        try drag(toViewportY: viewportMidY(of: path))
    }

    /// Drags the lifted row's finger by a distance.
    public mutating func drag(by distance: Double) throws(Refusal) {
        try requirePressOrNothing()
        try reorder.drag(by: distance, in: &table)
        followLift()
        settle()
    }

    /// Drops the lifted row, lifting the finger.
    /// - Throws: a `Refusal` when nothing is pressed, naming the pan or pull that holds the finger if one does.
    public mutating func drop() throws(Refusal) {
        if let holder = finger.holder {
            if case .longPress = holder {} else { throw Refusal(RefusalMessages.dropWithoutPress(holder.name)) }
        }
        try reorder.drop(in: &table)
        finger.lift()
        settle()
    }

    /// Where a row's centre is in the viewport.
    public func viewportMidY(of path: RowPath) -> Double {
        table.viewportY(ofContentY: table.frame(of: path).midY)
    }

    /// While a row is lifted nothing else may change the rows, so that `cancel` can put them back.
    private func refuseWhileLifting() throws(Refusal) {
        if reorder.isLifting { throw Refusal(RefusalMessages.rowIsLifted) }
    }

    /// While a pan is down no header or label is tapped.
    private func refuseWhilePanning() throws(Refusal) {
        if swipe.isPanning { throw Refusal(RefusalMessages.panInProgress) }
    }

    /// A drag moves the finger of a long press: refused, naming the holder, while a pan or a pull holds the finger.
    /// With no finger down the reorder engine refuses the drag itself ("nothing is lifted").
    private func requirePressOrNothing() throws(Refusal) {
        switch finger.holder {
        case nil, .longPress?: return
        case let holder?: throw Refusal(RefusalMessages.fingerAlreadyDown(holder.name))
        }
    }

    /// Moves the long press's finger record to where its lifted row is now.
    mutating func followLift() {
        if let lifted = reorder.liftedPath(in: table) { finger.follow(.longPress(lifted)) }
    }
}
