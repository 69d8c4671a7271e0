// The book's solution to the contract in ReleaseDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's release decision: thresholds on the velocity-projected offset.
public struct BookReleaseDecision: ReleaseDecision {
    /// The book's solution.
    public init() {}

    public func opens(_ release: SwipeRelease) -> Bool {
        let projected = ReleaseThreshold.projectedOffset(release.offset, velocity: release.velocity)
        return ReleaseThreshold(widths: release.widths, startedOpen: release.startedOpen).opens(at: projected)
    }
}
