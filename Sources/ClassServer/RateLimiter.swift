import Foundation

/// At most `limit` results per learner in any window of `window` seconds: a learner's script that posts in a loop
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

    /// Seconds until `learner` may send again (0 when they may now).
    public func retryAfter(_ learner: String, at now: Date) -> Int {
        let times = accepted[learner, default: []].filter { now.timeIntervalSince($0) < window }
        guard times.count >= limit, let oldest = times.min() else { return 0 }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }
}
