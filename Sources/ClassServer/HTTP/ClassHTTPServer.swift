import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// The class server on a socket: SwiftNIO carries HTTP/1.1, ``ClassService`` decides every answer.
///
/// Each connection's pipeline: ``ConnectionGate`` (the caps on open connections, in all and per address), NIO's HTTP/1.1 parser (strict: a
/// `Content-Length` beside chunked, or a header over ``ServerLimits/maximumHeaderBytes``, is an error),
/// ``ProtocolErrorAnswer`` (400 or 431, then close), and ``ClassRequestHandler`` (deadlines, body, the service).
/// NIO's server bootstrap backs off and keeps accepting when the process runs out of file descriptors (EMFILE).
public final class ClassHTTPServer: Sendable {
    public let service: ClassService
    private let host: String
    private let requestedPort: Int
    private let limits: ServerLimits
    private let connections: ConnectionTable
    private let state = NIOLockedValueBox(State())

    private struct State {
        var channel: (any Channel)?
        var failure: (any Error)?
    }

    /// A server for `service` on `host` (`0.0.0.0` for the local network, `127.0.0.1` for this machine only)
    /// and `port` (0 picks a free one; read it from ``port()`` once listening).
    public init(service: ClassService, host: String, port: UInt16, limits: ServerLimits = ServerLimits()) throws {
        self.service = service
        self.host = host
        self.requestedPort = Int(port)
        self.limits = limits
        self.connections = ConnectionTable(
            maximum: limits.maximumConnections, perAddress: limits.maximumPerAddress, perTrustedAddress: 3 * limits.maximumPerAddress
        )
        _ = try SocketAddress(ipAddress: host, port: Int(port))
    }

    /// Serves until the task running it is cancelled or ``stop()`` is called.
    public func run() async throws {
        let channel: any Channel
        do {
            channel = try await bootstrap().bind(host: host, port: requestedPort).get()
        } catch {
            state.withLockedValue { $0.failure = error }
            throw error
        }
        state.withLockedValue { $0.channel = channel }
        try await withTaskCancellationHandler {
            try await channel.closeFuture.get()
        } onCancel: {
            channel.close(promise: nil)
        }
    }

    private func bootstrap() -> ServerBootstrap {
        let service = self.service
        let limits = self.limits
        let connections = self.connections
        return ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.maxMessagesPerRead, value: 4)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(ConnectionGate(table: connections))
                    var decoderLimits = NIOHTTPDecoderLimitConfiguration()
                    decoderLimits.maxHeaderFieldSize = limits.maximumHeaderBytes
                    decoderLimits.maxHeaderListSize = limits.maximumHeaderBytes
                    decoderLimits.maxHeaderFieldCount = 100
                    try pipeline.configureHTTPServerPipeline(
                        withPipeliningAssistance: true, withErrorHandling: false,
                        withEncoderConfiguration: .init(), withDecoderLimitConfiguration: decoderLimits
                    )
                    try pipeline.addHandler(ProtocolErrorAnswer(maximumHeaderBytes: limits.maximumHeaderBytes))
                    try pipeline.addHandler(ClassRequestHandler(service: service, limits: limits, connections: connections))
                }
            }
    }

    /// Waits until the socket accepts connections (at most `timeout` seconds); throws why it could not listen.
    public func waitUntilListening(timeout: Double = 5) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            let (channel, failure) = state.withLockedValue { ($0.channel, $0.failure) }
            if let failure { throw failure }
            if channel != nil { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw ChannelError.connectPending
    }

    /// The port the server listens on, once listening.
    public func port() async -> UInt16? {
        state.withLockedValue { $0.channel?.localAddress?.port }.map { UInt16($0) }
    }

    /// The most connections open at once: `--max-connections`, or fewer when the process may open fewer files.
    public var maximumConnections: Int { connections.maximum }

    /// Connections open now (for the benchmark).
    public var openConnections: Int { connections.current }

    /// Stops accepting and closes the listening socket.
    public func stop(timeout: Double = 2) async {
        let channel = state.withLockedValue { $0.channel }
        try? await channel?.close()
    }
}
