import Messages
import TableModel

/// Gestures: one finger at a time, and the animations a gesture starts finish before the next touch.
extension TableScene {
    /// Pans a row: touches down at `x` (the default finger inset from the edge when `nil`) and moves through each
    /// horizontal translation in turn. All or nothing: a refused move leaves the scene as it was.
    public mutating func pan(_ path: RowPath, fromX x: Double? = nil, through translations: [Double]) throws(Refusal) {
        try refuseWhileLifting()
        var trial = self
        try trial.swipe.beginPan(at: path, x: x, in: &trial.table)
        for translation in translations {
            try trial.swipe.movePan(to: translation, in: &trial.table)
        }
        self = trial
        settle()
    }

    /// Lifts the finger of a pan, or of a pull on the table (which then returns to its top, 0.3 s ease-out).
    public mutating func release(velocity: Double = 0) throws(Refusal) {
        if header?.isPulling == true {
            try header?.release(in: &table)
            settle()
            return
        }
        try swipe.release(velocity: velocity, in: &table)
        settle()
    }

    /// Cancels the gesture in progress: a lifted row goes back, a pan springs back.
    public mutating func cancel() throws(Refusal) {
        if reorder.isLifting {
            try reorder.cancel(in: &table)
        } else if swipe.isPanning {
            try swipe.cancel(in: &table)
        } else {
            throw Refusal(RefusalMessages.noGestureToCancel)
        }
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
        table.scroll(to: offset)
        settle()
    }

    /// Scrolls by a distance from the current offset.
    public mutating func scroll(by distance: Double) {
        scroll(to: table.contentOffset + distance)
    }

    /// Presses at a viewport y for `seconds` (the minimum press when `nil`); long enough, it lifts the row there.
    /// A press on a floating header that swallows touches reaches no row (it lifts nothing, and is no refusal).
    public mutating func longPress(atViewportY y: Double, seconds: Double? = nil) throws(Refusal) {
        try refuseWhilePanning()
        if y < table.coveredTop, header?.passesTouches == false {
            if reorder.isLifting { throw Refusal(RefusalMessages.alreadyPressing) }
        } else {
            try reorder.longPress(atViewportY: y, duration: seconds, in: &table)
        }
        advance(frames: VirtualClock.frames(for: seconds ?? reorder.minimumPress))
        settle()
    }

    /// Presses at the centre of a row.
    public mutating func longPress(_ path: RowPath, seconds: Double? = nil) throws(Refusal) {
        try refuseWhilePanning()
        try longPress(atViewportY: viewportMidY(of: path), seconds: seconds)
    }

    /// Drags the lifted row's finger to a viewport y.
    public mutating func drag(toViewportY y: Double) throws(Refusal) {
        try refuseWhilePanning()
        try reorder.drag(toViewportY: y, in: &table)
        settle()
    }

    /// Drags the lifted row's finger to a row's centre.
    public mutating func drag(to path: RowPath) throws(Refusal) {
        try refuseWhilePanning()
        try drag(toViewportY: viewportMidY(of: path))
    }

    /// Drags the lifted row's finger by a distance.
    public mutating func drag(by distance: Double) throws(Refusal) {
        try refuseWhilePanning()
        try reorder.drag(by: distance, in: &table)
        settle()
    }

    /// Drops the lifted row.
    public mutating func drop() throws(Refusal) {
        try refuseWhilePanning()
        try reorder.drop(in: &table)
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

    /// While a pan is down no long press starts and nothing else is dragged.
    private func refuseWhilePanning() throws(Refusal) {
        if swipe.isPanning { throw Refusal(RefusalMessages.panInProgress) }
    }
}
