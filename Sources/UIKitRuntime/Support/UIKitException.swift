import EngineMessages
import Foundation

/// An exception UIKit raises, recorded by the runtime instead of ending the process.
///
/// On iOS these are Objective-C exceptions (`NSException`) that end the app unless caught: an inconsistent table
/// update is `NSInternalInconsistencyException`. Here the runtime records the first one, stops delivering events
/// to the app (it is crashed, as on iOS) and reports it with where it happened: what the runtime was doing (which
/// touch, gesture action, animation completion or display-link step called the reader's code), the virtual time,
/// and the call stack.
///
/// Documentation: https://developer.apple.com/documentation/foundation/nsexception
public struct UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exception's name, such as `NSInternalInconsistencyException`.
    public var name: String
    /// UIKit's reason, word for word as UIKit gives it.
    public var reason: String
    /// What the runtime was doing when the reader's code raised it.
    public var context: String
    /// The virtual time in seconds.
    public var time: Double
    /// The call stack at the raise, innermost first (symbol names as the platform gives them).
    public var callStack: [String]

    /// The name and reason, as the console on iOS shows them.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// The report for a reader: what UIKit said, and where.
    public var message: LocalizedText {
        LocalizedText(
            "the app crashed: \(description), while \(context) at \(RefusalMessages.number(time)) s; on iOS this ends the app. "
                + "Make the data source's model change match the table's update (or fix the call named above), then run again",
            zh: "应用崩溃：\(description)，发生在 \(RefusalMessages.number(time)) 秒\(context)时；在 iOS 上这会终止应用。"
                + "请让数据源的模型改动与表格的更新一致（或修正上面所指的调用），然后再运行"
        )
    }

    static func inconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException", reason: reason, context: "", time: 0, callStack: [])
    }

    static func unrecognizedSelector(name: String, target: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: "-[\(target) \(name)]: unrecognized selector sent to instance",
                       context: "", time: 0, callStack: [])
    }

    static func invalidArgument(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: reason, context: "", time: 0, callStack: [])
    }

    static func rangeError(_ reason: String) -> UIKitException {
        UIKitException(name: "NSRangeException", reason: reason, context: "", time: 0, callStack: [])
    }
}
