import Foundation

/// The class server on a socket: the package's own HTTP/1.1 server over POSIX sockets carries the requests,
/// ``ClassService`` decides every answer.
///
/// One thread of its own runs a `poll(2)` loop (``ServerLoop``) over the listening socket and the connections:
/// ``ConnectionTable`` admits each connection (the caps on open connections, in all and per address) or answers it
/// 503 unread; ``HTTPRequestParser`` reads each request strictly (400 for what is not HTTP/1.1, 431 for a header over
/// ``ServerLimits/maximumHeaderBytes``, 413 for a body over ``ResultProblem/maximumBytes``); the service answers in
/// a task; ``ResponseWriter`` writes the answer. Running out of file descriptors pauses accepting briefly, no more.
///
/// Not SwiftNIO, which carried it before: NIO and the packages it needs were the critical path at the end of a clean
/// `swift test` build (about 80 s of its 251 s on two cores), for a server that needs a few hundred lines of HTTP/1.1.
public final class ClassHTTPServer: Sendable {
    public let service: ClassService
    private let host: String
    private let requestedPort: UInt16
    private let limits: ServerLimits
    private let connections: ConnectionTable
    private let state = Locked(State())

    private struct State {
        var port: UInt16?
        var failure: (any Error)?
        var inbox: ServerInbox?
        var started = false
        var stopRequested = false
        var finished = false
    }

    /// A server for `service` on `host` (`0.0.0.0` for the local network, `127.0.0.1` for this machine only; an IPv6
    /// address such as `::1` too, never a name) and `port` (0 picks a free one; read it from ``port()`` once listening).
    public init(service: ClassService, host: String, port: UInt16, limits: ServerLimits = ServerLimits()) throws {
        guard Sockets.address(host: host, port: port) != nil else { throw ClassHTTPServerError("\(host) is not an IPv4 or IPv6 address") }
        self.service = service
        self.host = host
        self.requestedPort = port
        self.limits = limits
        self.connections = ConnectionTable(
            maximum: limits.maximumConnections, perAddress: limits.maximumPerAddress, perTrustedAddress: 3 * limits.maximumPerAddress
        )
    }

    /// Serves until the task running it is cancelled or ``stop(timeout:)`` is called.
    public func run() async throws {
        let listener: Int32
        let inbox: ServerInbox
        do {
            guard state.withLock({ state in
                defer { state.started = true }
                return !state.started
            }) else { throw ClassHTTPServerError("the server is already running") }
            listener = try Sockets.listener(host: host, port: requestedPort, backlog: 256)
            do {
                inbox = try ServerInbox()
            } catch {
                _ = closeDescriptor(listener)
                throw error
            }
        } catch {
            state.withLock { $0.failure = error }
            throw error
        }
        let port = Sockets.boundPort(listener)
        let stopped = state.withLock { state in
            state.port = port
            state.inbox = inbox
            return state.stopRequested
        }
        if stopped { inbox.requestStop() }
        let service = self.service
        let limits = self.limits
        let table = self.connections
        await withTaskCancellationHandler {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                let thread = Thread {
                    ServerLoop(listener: listener, inbox: inbox, service: service, limits: limits, table: table).run()
                    finished.resume()
                }
                thread.name = "class-server"
                thread.start()
            }
        } onCancel: {
            inbox.requestStop()
        }
        state.withLock {
            $0.finished = true
            $0.inbox = nil
        }
    }

    /// Waits until the socket accepts connections (at most `timeout` seconds); throws why it could not listen.
    public func waitUntilListening(timeout: Double = 5) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            let (port, failure) = state.withLock { ($0.port, $0.failure) }
            if let failure { throw failure }
            if port != nil { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw ClassHTTPServerError("not listening after \(timeout) s")
    }

    /// The port the server listens on, once listening.
    public func port() async -> UInt16? {
        state.withLock { $0.port }
    }

    /// The most connections open at once: `--max-connections`, or fewer when the process may open fewer files.
    public var maximumConnections: Int { connections.maximum }

    /// Connections open now (for the benchmark).
    public var openConnections: Int { connections.current }

    /// Stops accepting, closes the listening socket and every connection, and waits (at most `timeout` seconds) until
    /// the server's thread has ended.
    public func stop(timeout: Double = 2) async {
        let inbox = state.withLock { state in
            state.stopRequested = true
            return state.inbox
        }
        inbox?.requestStop()
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline, state.withLock({ $0.started && !$0.finished && $0.failure == nil }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
