import Messages
import SpecLanguage
import TableModel

/// How much work one chapter may ask for in all, so that a file of many huge fixtures or long holds
/// finishes in seconds. Each line is bounded by ``SpecLimits``; this bounds their sum.
struct RunBudget {
    /// Rows all the chapter's fixtures may create together.
    static let rows = 5_000_000
    /// Frames all the chapter's `hold` lines may run together (each frame may scroll and re-target).
    static let holdFrames = 216_000

    private(set) var rowsCreated = 0
    private(set) var framesHeld = 0

    /// Charges a fixture; returns a refusal when the chapter would exceed its budget.
    mutating func spend(on fixture: SceneFixture) -> Refusal? {
        let rows = fixture.rowCount
        guard rowsCreated + rows <= Self.rows else {
            return Refusal(RefusalMessages.tooManyRows(Self.rows))
        }
        rowsCreated += rows
        return nil
    }

    /// Charges a `hold`; returns a refusal when the chapter would exceed its budget.
    mutating func spend(holding seconds: Double) -> Refusal? {
        let frames = VirtualClock.frames(for: seconds)
        guard framesHeld + frames <= Self.holdFrames else {
            return Refusal(RefusalMessages.tooLongHolds(Self.holdFrames))
        }
        framesHeld += frames
        return nil
    }
}
