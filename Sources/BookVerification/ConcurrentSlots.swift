import Foundation

/// Values stored by index from concurrent workers (`DispatchQueue.concurrentPerform`), read back in index order
/// once they are done: how the runner and the report keep a book's order while working on all cores.
public final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]
    private var stored = 0

    /// The number of slots.
    public let count: Int

    /// `count` empty slots.
    public init(count: Int) {
        self.count = count
        storage = Array(repeating: nil, count: count)
    }

    /// Stores `value` at `index`; returns how many values have been stored so far.
    @discardableResult
    public func store(_ value: Value, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
        stored += 1
        return stored
    }

    /// How many values have been stored so far.
    public var storedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Every slot, in index order; `nil` where nothing was stored.
    public var results: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
