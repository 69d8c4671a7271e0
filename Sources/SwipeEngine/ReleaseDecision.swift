/// What a cell knows when the finger lifts: the input of a ``ReleaseDecision``.
///
/// Everything is measured outward on the side being released (trailing: as is; leading: mirrored), so one rule
/// serves both sides.
public struct SwipeRelease: Sendable, Equatable {
    /// How far the content has slid open on this side at release.
    public var offset: Double
    /// The finger's velocity in points per second; negative flings the cell open (outward).
    public var velocity: Double
    /// The widths of the actions on this side, outermost first.
    public var widths: [Double]
    /// Whether the cell rested open on this side when the pan began.
    public var startedOpen: Bool

    /// A release.
    public init(offset: Double, velocity: Double, widths: [Double], startedOpen: Bool) {
        self.offset = offset
        self.velocity = velocity
        self.widths = widths
        self.startedOpen = startedOpen
    }
}

/// Exercise `release-decision` (chapter 03): whether a released cell snaps open or closed.
///
/// The contract: first project where the content would coast to with UIKit's normal deceleration,
/// `projected = offset − 0.499 · velocity`. A cell that started closed opens when the projection reaches half of
/// the outermost action (`projected ≥ widths[0] / 2`); a cell that started open stays open when it keeps the
/// other actions plus half of the innermost (`projected ≥ total − widths.last / 2`). Comparisons are `≥`.
/// With no actions the cell closes.
///
/// The engine calls it on every release, in both styles (the Mail style passes its equal base widths).
public protocol ReleaseDecision: Sendable {
    /// Whether the cell ends open.
    func opens(_ release: SwipeRelease) -> Bool
}
