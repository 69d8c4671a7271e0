import EngineMessages
import TableModel

/// The scene's one finger (the TableScene catalog: one finger at a time): which gesture holds it down, if any.
///
/// Three gestures keep a finger down after their command: a pan on a row, a long press that lifted a row, and a pull
/// on the table. While one of them holds the finger, another is refused with a message naming the holder, and
/// nothing changes; lifting the finger ends whichever gesture put it down. ``TableScene`` consults this state machine
/// before every gesture and moves it after every gesture that succeeds, so the arbitration lives in one place.
///
/// ```swift
/// var finger = OneFinger()
/// try finger.touchDown(.pull(distance: 80))
/// try finger.touchDown(.pan(RowPath(section: 0, row: 3)))  // refused: "a finger is already down: pull down 80; …"
/// finger.lift()                                             // returns .pull(distance: 80)
/// ```
public struct OneFinger: Equatable, Sendable {
    /// A gesture that holds the finger down.
    public enum Gesture: Equatable, Sendable {
        /// A pan that touched down on the row at this index path.
        case pan(RowPath)
        /// A long press whose lifted row is now at this index path.
        case longPress(RowPath)
        /// A pull that holds the table this many points below its top.
        case pull(distance: Double)

        /// How a refusal names the gesture: "pan on row 3", "long press on row 2", "pull down 80".
        public var name: LocalizedText {
            switch self {
            case .pan(let path): RefusalMessages.panHolding(path.name)
            case .longPress(let path): RefusalMessages.longPressHolding(path.name)
            case .pull(let distance): RefusalMessages.pullHolding(distance)
            }
        }
    }

    /// The gesture that holds the finger down; `nil` while the finger is up.
    public private(set) var holder: Gesture?

    /// A finger that is up.
    public init() {}

    /// Whether a gesture holds the finger down.
    public var isDown: Bool { holder != nil }

    /// Refuses a gesture that needs the finger while another gesture holds it.
    /// - Throws: a `Refusal` naming the holder ("a finger is already down: pan on row 3; release it first").
    public func requireUp() throws(Refusal) {
        if let holder { throw Refusal(RefusalMessages.fingerAlreadyDown(holder.name)) }
    }

    /// Puts the finger down for `gesture`.
    /// - Throws: a `Refusal` naming the holder when a finger is already down; the state is then unchanged.
    public mutating func touchDown(_ gesture: Gesture) throws(Refusal) {
        try requireUp()
        holder = gesture
    }

    /// Follows the holder as its gesture goes on: the lifted row moves to another index path while it is dragged.
    /// Does nothing while the finger is up or held by another kind of gesture.
    public mutating func follow(_ gesture: Gesture) {
        switch (holder, gesture) {
        case (.pan?, .pan), (.longPress?, .longPress), (.pull?, .pull): holder = gesture
        default: break
        }
    }

    /// Lifts the finger.
    /// - Returns: the gesture that held it, or `nil` when it was already up.
    @discardableResult
    public mutating func lift() -> Gesture? {
        defer { holder = nil }
        return holder
    }
}
