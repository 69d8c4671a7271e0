import TableModel

/// The reveal style: content slides over buttons pinned to the cell's edges, then snaps with a bounce.
extension SwipeableCells {
    /// How far a snap overshoots its resting offset before settling (the bounce).
    public static let bounceOvershoot: Double = 20
    /// The duration of each of the bounce's two keyframes.
    public static let bounceSeconds = 0.1

    /// `o = clamp(o0 − t, −L, T)`.
    func revealOffset(from start: Double, translation: Double, width: Double) -> Double {
        panClamp.decision.offset(
            start: start, translation: translation,
            leadingWidth: -leadingOpenOffset(), trailingWidth: trailingOpenOffset(width: width)
        )
    }

    /// Which side a release is decided on: the side of the offset at release (the projection breaks a tie at 0,
    /// then the side the pan started on).
    private func releasesTrailing(offset: Double, projected: Double, startRest: Double) -> Bool {
        if offset != 0 { return offset > 0 }
        if projected != 0 { return projected > 0 }
        return startRest >= 0
    }

    /// The plugged bounce's keyframes; a bounce that names none jumps to the target.
    func bounceKeyframes(from offset: Double, to target: Double, outward: Double) -> [KeyframeAnimation.Keyframe] {
        let keyframes = bounce.decision.keyframes(for: SnapRequest(from: offset, target: target, outward: outward))
        return keyframes.isEmpty ? [.init(value: target, seconds: 0)] : keyframes
    }

    mutating func releaseReveal(_ pan: SwipePan, shown: ShownCell, offset: Double, velocity: Double, in table: inout Table) {
        let projected = ReleaseThreshold.projectedOffset(offset, velocity: velocity)
        let trailing = releasesTrailing(offset: offset, projected: projected, startRest: pan.startRest)
        let outward: Double = trailing ? 1 : -1
        let opens = releaseDecision.decision.opens(SwipeRelease(
            offset: outward * offset,
            velocity: outward * velocity,
            widths: (trailing ? trailingActions : leadingActions).map(\.width),
            startedOpen: trailing ? pan.startRest > 0 : pan.startRest < 0
        ))
        let target = opens ? (trailing ? trailingOpenOffset(width: table.geometry.width) : leadingOpenOffset()) : 0
        let keyframes = bounceKeyframes(from: offset, to: target, outward: outward)
        settle(shown, from: pan, at: offset, target: target, through: keyframes, in: &table)
    }
}
