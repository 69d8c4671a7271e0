import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The connections open now, by client address, shared by every connection of one server, and the rule that
/// admits a new one: no address may hold more than its share, and one address cannot hold the rest out.
///
/// - An address holds at most ``perAddress`` connections (``perTrustedAddress`` for an address the teacher signed in
///   from or a learner's token came from). A new connection past that closes the address's oldest idle one
///   (waiting for a request), or is refused when none is idle.
/// - Addresses not trusted share ``maximum`` minus ``reserved`` connections; the reserved ones are only for trusted
///   addresses. When the pool is full, a new connection closes the oldest idle connection of the address that
///   holds the most, if that address holds more than the newcomer's would (max-min fairness); else it is refused.
final class ConnectionTable: Sendable {
    let maximum: Int
    let reserved: Int
    let perAddress: Int
    let perTrustedAddress: Int
    private let state = Locked(State())

    private struct Entry {
        /// The connection's number, unique in the server's life: its order of arrival too.
        var id: Int
        var idle: Bool
    }

    private struct State {
        var byAddress: [String: [Entry]] = [:]
        var total = 0
        var trusted = Set<String>()
    }

    /// - Parameter maximum: the most connections open at once (at most the process's file descriptors less 32).
    init(maximum: Int, perAddress: Int = 64, perTrustedAddress: Int = 192) {
        self.maximum = max(4, min(maximum, FileDescriptorLimit.current - 32))
        self.reserved = max(2, self.maximum / 4)
        self.perAddress = max(1, min(perAddress, self.maximum - self.reserved))
        self.perTrustedAddress = max(self.perAddress, min(perTrustedAddress, self.maximum))
    }

    /// Admits connection `id` (numbers only grow) from `address`: the connections it displaces, which the caller
    /// closes (already left), or `nil` when it is refused.
    func enter(_ id: Int, from address: String) -> [Int]? {
        state.withLock { state in
            // A refusal leaves the table as it was, even after a first victim was chosen.
            let before = state
            var victims: [Int] = []
            let trusted = state.trusted.contains(address)
            if state.byAddress[address, default: []].count >= (trusted ? perTrustedAddress : perAddress) {
                guard let victim = Self.takeOldestIdle(of: address, from: &state) else { return nil }
                victims.append(victim)
            }
            if state.total >= (trusted ? maximum : maximum - reserved) {
                let mine = state.byAddress[address, default: []].count + 1
                guard let (hog, held) = state.byAddress.map({ ($0.key, $0.value.count) }).max(by: { $0.1 < $1.1 }), held > mine,
                      let victim = Self.takeOldestIdle(of: hog, from: &state) else {
                    state = before
                    return nil
                }
                victims.append(victim)
            }
            state.byAddress[address, default: []].append(Entry(id: id, idle: true))
            state.total += 1
            return victims
        }
    }

    func leave(_ id: Int, from address: String) {
        state.withLock { state in
            guard let index = state.byAddress[address]?.firstIndex(where: { $0.id == id }) else { return }
            state.byAddress[address]?.remove(at: index)
            if state.byAddress[address]?.isEmpty == true { state.byAddress[address] = nil }
            state.total -= 1
        }
    }

    /// Marks the connection as waiting for a request (`true`) or busy with one.
    func setIdle(_ idle: Bool, _ id: Int, from address: String) {
        state.withLock { state in
            guard let index = state.byAddress[address]?.firstIndex(where: { $0.id == id }) else { return }
            state.byAddress[address]?[index].idle = idle
        }
    }

    /// Keeps room for `address` from now on (the teacher signed in from it, or a learner's token came from it).
    func trust(_ address: String) {
        state.withLock { state in
            if state.trusted.count < 4_096 { state.trusted.insert(address) }
        }
    }

    var current: Int { state.withLock { $0.total } }

    /// Whether `address` is trusted (for tests).
    func isTrusted(_ address: String) -> Bool { state.withLock { $0.trusted.contains(address) } }

    private static func takeOldestIdle(of address: String, from state: inout State) -> Int? {
        guard let entries = state.byAddress[address],
              let index = entries.indices.filter({ entries[$0].idle }).min(by: { entries[$0].id < entries[$1].id }) else { return nil }
        let victim = entries[index].id
        state.byAddress[address]?.remove(at: index)
        if state.byAddress[address]?.isEmpty == true { state.byAddress[address] = nil }
        state.total -= 1
        return victim
    }
}

/// The process's limit on open files (`RLIMIT_NOFILE`, its soft value).
enum FileDescriptorLimit {
    static var current: Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1_024 }
        let soft = UInt64(limit.rlim_cur)
        return soft >= UInt64(Int32.max) ? Int(Int32.max) : Int(soft)
    }
}

/// A value behind a lock, shared between the server's thread and Swift concurrency's (an `NSLock`: the Synchronization
/// module's `Mutex` needs macOS 15, and the package builds for macOS 13).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
