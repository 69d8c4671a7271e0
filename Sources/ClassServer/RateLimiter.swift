import Foundation

/// At most `limit` events per key (a learner's token, a client's address) in any window of `window` seconds: a learner's script that posts in a loop
/// cannot fill the store or the page, while saving every few seconds in a class stays well inside it.
public struct RateLimiter: Sendable {
    public let limit: Int
    public let window: TimeInterval
    private var accepted: [String: [Date]] = [:]

    public init(limit: Int = 30, window: TimeInterval = 60) {
        self.limit = max(1, limit)
        self.window = window
    }

    /// Counts one result from `learner` at `now` and says whether it is within the limit; a refused one is not counted.
    public mutating func admit(_ learner: String, at now: Date) -> Bool {
        if accepted.count > 4_096 { accepted = accepted.filter { $0.value.contains { now.timeIntervalSince($0) < window } } }
        var times = accepted[learner, default: []]
        times.removeAll { now.timeIntervalSince($0) >= window }
        guard times.count < limit else {
            accepted[learner] = times
            return false
        }
        times.append(now)
        accepted[learner] = times
        return true
    }

    /// How many more `key` may have now.
    public func remaining(_ key: String, at now: Date) -> Int {
        max(0, limit - accepted[key, default: []].filter { now.timeIntervalSince($0) < window }.count)
    }

    /// Seconds until `learner` may send again (0 when they may now).
    public func retryAfter(_ learner: String, at now: Date) -> Int {
        let times = accepted[learner, default: []].filter { now.timeIntervalSince($0) < window }
        guard times.count >= limit, let oldest = times.min() else { return 0 }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }
}
