import TableModel

/// The reveal style: content slides over buttons pinned to the cell's edges, then snaps with a bounce.
extension SwipeableCells {
    /// How far a snap overshoots its resting offset before settling (the bounce).
    public static let bounceOvershoot: Double = 20
    /// The duration of each of the bounce's two keyframes.
    public static let bounceSeconds = 0.1

    /// `o = clamp(o0 − t, −L, T)`.
    func revealOffset(from start: Double, translation: Double, width: Double) -> Double {
        min(max(start - translation, leadingOpenOffset()), trailingOpenOffset(width: width))
    }

    /// Which side a release is decided on: the side of the offset at release (the projection breaks a tie at 0,
    /// then the side the pan started on).
    private func releasesTrailing(offset: Double, projected: Double, startRest: Double) -> Bool {
        if offset != 0 { return offset > 0 }
        if projected != 0 { return projected > 0 }
        return startRest >= 0
    }

    mutating func releaseReveal(_ pan: SwipePan, shown: ShownCell, offset: Double, velocity: Double, in table: inout Table) {
        let projected = ReleaseThreshold.projectedOffset(offset, velocity: velocity)
        let trailing = releasesTrailing(offset: offset, projected: projected, startRest: pan.startRest)
        let threshold = ReleaseThreshold(
            widths: (trailing ? trailingActions : leadingActions).map(\.width),
            startedOpen: trailing ? pan.startRest > 0 : pan.startRest < 0
        )
        let opens = threshold.opens(at: trailing ? projected : -projected)
        let outward: Double = trailing ? 1 : -1
        let target = opens ? (trailing ? trailingOpenOffset(width: table.geometry.width) : leadingOpenOffset()) : 0
        let overshoot = opens ? target + outward * Self.bounceOvershoot : -outward * Self.bounceOvershoot
        let keyframes: [KeyframeAnimation.Keyframe] = [
            .init(value: overshoot, seconds: Self.bounceSeconds),
            .init(value: target, seconds: Self.bounceSeconds),
        ]
        settle(shown, from: pan, at: offset, target: target, through: keyframes, in: &table)
    }
}
