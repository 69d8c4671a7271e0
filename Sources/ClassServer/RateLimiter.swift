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

/// A token bucket per key (a client's address): `burst` events at once, then one every `1 / perSecond` seconds.
/// The class server spends one on each answer that says whether a join code is right.
public struct TokenBucket: Sendable {
    public let perSecond: Double
    public let burst: Double
    private var buckets: [String: (tokens: Double, at: Date)] = [:]

    public init(perSecond: Double = 5, burst: Int = 40) {
        self.perSecond = max(0.001, perSecond)
        self.burst = Double(max(1, burst))
    }

    /// Takes one token for `key` at `now`; `false` (nothing taken) when the bucket is empty.
    public mutating func take(_ key: String, at now: Date) -> Bool {
        if buckets.count > 4_096 { buckets = buckets.filter { level($0.value, at: now) < burst } }
        let tokens = level(buckets[key] ?? (burst, now), at: now)
        guard tokens >= 1 else {
            buckets[key] = (tokens, now)
            return false
        }
        buckets[key] = (tokens - 1, now)
        return true
    }

    /// Whole seconds until `key` has a token again (at least 1).
    public func secondsUntilNext(_ key: String, at now: Date) -> Int {
        let tokens = level(buckets[key] ?? (burst, now), at: now)
        return max(1, Int(((1 - tokens) / perSecond).rounded(.up)))
    }

    private func level(_ bucket: (tokens: Double, at: Date), at now: Date) -> Double {
        min(burst, bucket.tokens + max(0, now.timeIntervalSince(bucket.at)) * perSecond)
    }
}
