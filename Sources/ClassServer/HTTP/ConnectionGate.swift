import EngineMessages
import NIOConcurrencyHelpers
import NIOCore
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
    private let state = NIOLockedValueBox(State())

    private struct Entry {
        var id: ObjectIdentifier
        var channel: any Channel
        var serial: Int
        var idle: Bool
    }

    private struct State {
        var byAddress: [String: [Entry]] = [:]
        var total = 0
        var serial = 0
        var trusted = Set<String>()
    }

    /// - Parameter maximum: the most connections open at once (at most the process's file descriptors less 32).
    init(maximum: Int, perAddress: Int = 64, perTrustedAddress: Int = 192) {
        self.maximum = max(4, min(maximum, FileDescriptorLimit.current - 32))
        self.reserved = max(2, self.maximum / 4)
        self.perAddress = max(1, min(perAddress, self.maximum - self.reserved))
        self.perTrustedAddress = max(self.perAddress, min(perTrustedAddress, self.maximum))
    }

    /// Admits `channel` from `address`, closing the idle connections it displaces; `false` when it is refused.
    func enter(_ channel: any Channel, from address: String) -> Bool {
        let victims: [any Channel]? = state.withLockedValue { state in
            var victims: [any Channel] = []
            let trusted = state.trusted.contains(address)
            if state.byAddress[address, default: []].count >= (trusted ? perTrustedAddress : perAddress) {
                guard let victim = Self.takeOldestIdle(of: address, from: &state) else { return nil }
                victims.append(victim)
            }
            if state.total >= (trusted ? maximum : maximum - reserved) {
                let mine = state.byAddress[address, default: []].count + 1
                guard let (hog, held) = state.byAddress.map({ ($0.key, $0.value.count) }).max(by: { $0.1 < $1.1 }), held > mine,
                      let victim = Self.takeOldestIdle(of: hog, from: &state) else { return nil }
                victims.append(victim)
            }
            state.serial += 1
            state.byAddress[address, default: []].append(Entry(id: ObjectIdentifier(channel), channel: channel, serial: state.serial, idle: true))
            state.total += 1
            return victims
        }
        for victim in victims ?? [] { victim.close(promise: nil) }
        return victims != nil
    }

    func leave(_ channel: any Channel, from address: String) {
        state.withLockedValue { state in
            guard let index = state.byAddress[address]?.firstIndex(where: { $0.id == ObjectIdentifier(channel) }) else { return }
            state.byAddress[address]?.remove(at: index)
            if state.byAddress[address]?.isEmpty == true { state.byAddress[address] = nil }
            state.total -= 1
        }
    }

    /// Marks the connection as waiting for a request (`true`) or busy with one.
    func setIdle(_ idle: Bool, _ channel: any Channel, from address: String) {
        state.withLockedValue { state in
            guard let index = state.byAddress[address]?.firstIndex(where: { $0.id == ObjectIdentifier(channel) }) else { return }
            state.byAddress[address]?[index].idle = idle
        }
    }

    /// Keeps room for `address` from now on (the teacher signed in from it, or a learner's token came from it).
    func trust(_ address: String) {
        state.withLockedValue { state in
            if state.trusted.count < 4_096 { state.trusted.insert(address) }
        }
    }

    var current: Int { state.withLockedValue { $0.total } }

    private static func takeOldestIdle(of address: String, from state: inout State) -> (any Channel)? {
        guard let entries = state.byAddress[address],
              let index = entries.indices.filter({ entries[$0].idle }).min(by: { entries[$0].serial < entries[$1].serial }) else { return nil }
        let victim = entries[index].channel
        state.byAddress[address]?.remove(at: index)
        if state.byAddress[address]?.isEmpty == true { state.byAddress[address] = nil }
        state.total -= 1
        return victim
    }
}

/// The first handler of each connection: a connection ``ConnectionTable`` refuses gets a 503 and is closed before
/// any of its bytes are read, so a crowd of idle sockets can neither take every file descriptor nor keep others out.
final class ConnectionGate: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer

    private let table: ConnectionTable
    private var counted = false
    private var address = ""

    init(table: ConnectionTable) {
        self.table = table
    }

    func channelActive(context: ChannelHandlerContext) {
        address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        counted = table.enter(context.channel, from: address)
        if counted {
            context.fireChannelActive()
            return
        }
        let message = ClassServerMessages.tooManyConnections(table.maximum)
        let body = message.english + "\n" + message.chinese + "\n"
        let reply = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 2\r\n"
            + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        context.writeAndFlush(NIOAny(ByteBuffer(string: reply))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A refused connection's bytes are dropped unread.
        guard counted else { return }
        table.setIdle(false, context.channel, from: address)
        context.fireChannelRead(data)
    }

    func flush(context: ChannelHandlerContext) {
        // An answer has gone out: the connection waits for its next request.
        if counted { table.setIdle(true, context.channel, from: address) }
        context.flush()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if counted {
            counted = false
            table.leave(context.channel, from: address)
        }
        context.fireChannelInactive()
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
