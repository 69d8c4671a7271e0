import Messages
import NIOConcurrencyHelpers
import NIOCore

/// How many connections are open, shared by every connection of one server.
final class ConnectionCount: Sendable {
    private let open = NIOLockedValueBox(0)

    /// Counts one more connection; `false` (and not counted) when `maximum` are open already.
    func enter(maximum: Int) -> Bool {
        open.withLockedValue { count in
            guard count < maximum else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        open.withLockedValue { $0 -= 1 }
    }

    var current: Int { open.withLockedValue { $0 } }
}

/// The first handler of each connection: past the server's cap, the connection gets a 503 and is closed before any
/// of its bytes are read, so a crowd of idle sockets cannot take every file descriptor.
final class ConnectionGate: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let count: ConnectionCount
    private let maximum: Int
    private var counted = false

    init(count: ConnectionCount, maximum: Int) {
        self.count = count
        self.maximum = maximum
    }

    func channelActive(context: ChannelHandlerContext) {
        counted = count.enter(maximum: maximum)
        if counted {
            context.fireChannelActive()
            return
        }
        let message = ClassServerMessages.tooManyConnections(maximum)
        let body = message.english + "\n" + message.chinese + "\n"
        let reply = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\n"
            + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        context.writeAndFlush(NIOAny(ByteBuffer(string: reply))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A refused connection's bytes are dropped unread.
        if counted { context.fireChannelRead(data) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if counted {
            counted = false
            count.leave()
        }
        context.fireChannelInactive()
    }
}
