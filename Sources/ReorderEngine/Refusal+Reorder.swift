import EngineMessages
import TableModel

/// The refusals of a reorder gesture out of order, worded for the chapter's reader.
extension Refusal {
    /// `drag` or `cancel` with no row lifted (a `hold` with nothing lifted is a plain wait).
    static let nothingLifted = Refusal(RefusalMessages.nothingLifted)
    /// `drop` with no finger pressing.
    static let nothingPressed = Refusal(RefusalMessages.nothingPressed)
    /// A second long press while a finger is still down.
    static let alreadyPressing = Refusal(RefusalMessages.alreadyPressing)
}
