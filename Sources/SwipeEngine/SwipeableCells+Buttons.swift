import TableModel

/// Where a cell's action buttons are, and how much of each shows.
extension SwipeableCells {
    /// Every action's frame at `offset`: trailing actions (outermost first), then leading ones.
    ///
    /// Reveal: trailing buttons are pinned to the right edge (A1 at x = W − w1, A2 at x = W − w1 − w2, …),
    /// leading ones to the left edge (the first at x = 0). Mail: see ``mailButtons(offset:width:isArmed:)``.
    /// A button shows where the content, which spans `[−o, W − o)`, does not cover it and no outer button of
    /// its side lies on top of it.
    func buttons(offset: Double, width: Double, isArmed: Bool) -> [SwipeButton] {
        let trailing: [SwipeButton]
        var leading: [SwipeButton] = []
        switch style {
        case .reveal:
            var right = width
            trailing = trailingActions.map { action in
                right -= action.width
                return SwipeButton(title: action.title, x: right, width: action.width, isDestructive: action.isDestructive, visibleWidth: 0)
            }
            var left = 0.0
            leading = leadingActions.map { action in
                defer { left += action.width }
                return SwipeButton(title: action.title, x: left, width: action.width, isDestructive: action.isDestructive, visibleWidth: 0)
            }
        case .mail:
            trailing = mailButtons(offset: offset, width: width, isArmed: isArmed)
        }
        let revealed = Self.revealedSpan(offset: offset, width: width)
        return Self.measuringVisibility(trailing, revealed: revealed) + Self.measuringVisibility(leading, revealed: revealed)
    }

    /// The part of the cell the content leaves uncovered at `offset`.
    static func revealedSpan(offset: Double, width: Double) -> HorizontalSpan {
        let cell = HorizontalSpan(lower: 0, upper: width)
        if offset > 0 { return cell.intersection(HorizontalSpan(lower: width - offset, upper: width)) }
        if offset < 0 { return cell.intersection(HorizontalSpan(lower: 0, upper: -offset)) }
        return HorizontalSpan(lower: 0, upper: 0)
    }

    /// Fills in `visibleWidth`: each button shows inside `revealed` except where an outer button lies on top.
    static func measuringVisibility(_ buttons: [SwipeButton], revealed: HorizontalSpan) -> [SwipeButton] {
        var above: [HorizontalSpan] = []
        return buttons.map { button in
            let frame = HorizontalSpan(lower: button.x, upper: button.x + button.width)
            var measured = button
            measured.visibleWidth = frame.intersection(revealed).uncoveredLength(under: above)
            above.append(frame)
            return measured
        }
    }
}
