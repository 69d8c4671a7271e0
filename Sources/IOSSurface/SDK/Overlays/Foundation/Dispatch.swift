// Dispatch, as `import UIKit` brings it on iOS (Apple's Foundation re-exports it). On Linux the toolchain's own
// Dispatch module needs the host's C library, which the checked surface does not see, so the part of
// DispatchQueue an ordinary screen uses is declared here.
// https://developer.apple.com/documentation/dispatch/dispatchqueue
// https://developer.apple.com/documentation/dispatch/dispatchtime

/// Quality-of-service classes for work.
public struct DispatchQoS: Equatable, Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public let qosClass: DispatchQoS.QoSClass
    public let relativePriority: Int
    public init(qosClass: DispatchQoS.QoSClass, relativePriority: Int) {
        self.qosClass = qosClass
        self.relativePriority = relativePriority
    }
    public static let background: DispatchQoS = DispatchQoS(qosClass: .background, relativePriority: 0)
    public static let utility: DispatchQoS = DispatchQoS(qosClass: .utility, relativePriority: 0)
    public static let `default`: DispatchQoS = DispatchQoS(qosClass: .default, relativePriority: 0)
    public static let userInitiated: DispatchQoS = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
    public static let userInteractive: DispatchQoS = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
    public static let unspecified: DispatchQoS = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

/// A point in time relative to the default clock, with nanosecond precision.
public struct DispatchTime: Comparable, Sendable {
    public let uptimeNanoseconds: UInt64
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
    public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }
    public static let distantFuture: DispatchTime = DispatchTime(uptimeNanoseconds: .max)
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds < b.uptimeNanoseconds }
}

// Dispatch declares its time arithmetic as global operators, not as members of DispatchTime.
public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds &+ interval.nanoseconds)
}
public func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds &- interval.nanoseconds)
}
public func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds &+ UInt64(seconds * 1_000_000_000))
}
public func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds &- UInt64(seconds * 1_000_000_000))
}

/// A period of time, in seconds, milliseconds, microseconds or nanoseconds.
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
    var nanoseconds: UInt64 {
        switch self {
        case .seconds(let s): UInt64(s) * 1_000_000_000
        case .milliseconds(let ms): UInt64(ms) * 1_000_000
        case .microseconds(let us): UInt64(us) * 1_000
        case .nanoseconds(let ns): UInt64(ns)
        case .never: .max
        }
    }
}

/// Flags that change how a work item runs.
public struct DispatchWorkItemFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let barrier: DispatchWorkItemFlags = DispatchWorkItemFlags(rawValue: 1)
}

/// Work to perform, which can be cancelled before it starts.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: @Sendable @convention(block) () -> Void
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable @convention(block) () -> Void) {
        self.block = block
    }
    public func perform() { block() }
    public func cancel() { isCancelled = true }
    public private(set) var isCancelled = false
}

/// An object that manages the execution of tasks serially or concurrently on the main thread or a background thread.
public final class DispatchQueue: @unchecked Sendable {
    public let label: String
    private init(named label: String) { self.label = label }
    convenience public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [], autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.init(named: label)
    }

    /// How a queue runs its work: `.concurrent` runs several items at once.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent: DispatchQueue.Attributes = DispatchQueue.Attributes(rawValue: 1)
        public static let initiallyInactive: DispatchQueue.Attributes = DispatchQueue.Attributes(rawValue: 2)
    }

    /// When a queue drains the autorelease pool of the work it runs.
    public enum AutoreleaseFrequency: Sendable {
        case inherit
        case workItem
        case never
    }
    /// The queue of the main thread; work sent to it runs on the main actor.
    public static let main: DispatchQueue = DispatchQueue(named: "com.apple.main-thread")
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(named: "global") }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) {}
    public func async(execute workItem: DispatchWorkItem) {}
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {}
    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {}
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// Work items tracked as a unit: enter and leave around each, then be notified (or wait) when all have left.
public final class DispatchGroup: @unchecked Sendable {
    private var count = 0
    public init() {}
    public func enter() { count += 1 }
    public func leave() { count -= 1 }
    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue, execute work: @escaping @convention(block) () -> Void) {}
    public func notify(queue: DispatchQueue, work: DispatchWorkItem) {}
    @_unavailableFromAsync(message: "Use a TaskGroup instead") public func wait() {}
    @_unavailableFromAsync(message: "Use a TaskGroup instead") public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { count == 0 ? .success : .timedOut }
}

/// Whether a wait ended because the work finished or because its deadline passed.
@frozen public enum DispatchTimeoutResult: Sendable {
    case success
    case timedOut
}
