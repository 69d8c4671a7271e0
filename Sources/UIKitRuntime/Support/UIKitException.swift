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
    /// The call stack's return addresses at the raise, symbolicated only when ``sourceFrames`` or ``callSite`` is read
    /// (reading the debug information takes time).
    var stack = CapturedStack(backtrace: nil)
    /// The frames of the call stack that have a source location (the app's code built with debug information),
    /// innermost first. The first read symbolicates the stack (reading the debug information takes a moment).
    public var sourceFrames: [SourceFrame] { stack.sourceFrames() }
    /// Where the app's code called into UIKit: the innermost frame with a source location outside the runtime's own
    /// files. The app backend maps it to the reader's line in the chapter.
    public var callSite: SourceFrame? { sourceFrames.first { !CallSite.isRuntimeFile($0.file) } }

    /// A frame of the call stack at a line of a source file.
    public struct SourceFrame: Equatable, Sendable, CustomStringConvertible {
        /// The source file's path, as the compiler was given it.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1 (0 when unknown).
        public var column: Int
        /// The function's name.
        public var function: String

        /// `file:line:column`.
        public var description: String { "\(file):\(line):\(column)" }
    }

    /// The name and reason, as the console on iOS shows them.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// The report for a reader: what UIKit said, and when (without the call site, which costs a symbolication; see
    /// ``message(at:)``).
    public var message: LocalizedText { message(at: nil) }

    /// The report for a reader, led by `site` (the app backend passes ``callSite`` mapped to the chapter's line):
    /// `file:line:column: the app crashed: …`.
    public func message(at site: SourceFrame?) -> LocalizedText {
        let place = site.map { "\($0): " } ?? ""
        return LocalizedText(
            place + "the app crashed: \(description), while \(context) at \(RefusalMessages.number(time)) s; on iOS this ends the app. "
                + "Make the data source's model change match the table's update (or fix the call named above), then run again",
            zh: place + "应用崩溃：\(description)，发生在 \(RefusalMessages.number(time)) 秒\(context)时；在 iOS 上这会终止应用。"
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

    static func generic(name: String, _ reason: String) -> UIKitException {
        UIKitException(name: name, reason: reason, context: "", time: 0, callStack: [])
    }

    static func rangeError(_ reason: String) -> UIKitException {
        UIKitException(name: "NSRangeException", reason: reason, context: "", time: 0, callStack: [])
    }
}
