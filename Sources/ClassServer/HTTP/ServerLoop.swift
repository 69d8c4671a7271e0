import ClassDashboard
import EngineMessages
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The service's answers on their way to the server's thread, and the pipe that wakes that thread up.
final class ServerInbox: Sendable {
    private struct State {
        var answers: [(connection: Int, answer: ClassResponse)] = []
        var stopping = false
        /// Set once the pipe is closed: nothing may write to its descriptor any more (the number may be reused).
        var closed = false
    }

    private let state = Locked(State())
    let wakeRead: Int32
    private let wakeWrite: Int32

    init() throws {
        (wakeRead, wakeWrite) = try Sockets.wakePipe()
    }

    /// Hands `answer` to connection `connection` (a number the server gave it) and wakes the server's thread.
    func deliver(_ answer: ClassResponse, to connection: Int) {
        state.withLock { state in
            guard !state.closed else { return }
            state.answers.append((connection, answer))
            wake()
        }
    }

    /// Asks the server's thread to close every connection and the listening socket, and to end.
    func requestStop() {
        state.withLock { state in
            state.stopping = true
            if !state.closed { wake() }
        }
    }

    /// The answers delivered since the last call, and whether the server is to stop.
    func take() -> (answers: [(connection: Int, answer: ClassResponse)], stopping: Bool) {
        state.withLock { state in
            defer { state.answers.removeAll() }
            return (state.answers, state.stopping)
        }
    }

    /// Reads the wake-up bytes (the server's thread, when the pipe is readable).
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
    }

    func close() {
        state.withLock { state in
            guard !state.closed else { return }
            state.closed = true
            _ = closeDescriptor(wakeWrite)
            _ = closeDescriptor(wakeRead)
        }
    }

    /// One byte in the pipe; a full pipe already wakes the thread.
    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}

/// `close(2)`, by a name no type's `close()` hides.
func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// One client connection, owned by the server's thread.
final class ServerConnection {
    enum Phase: Equatable {
        /// Waiting for a request's header (deadline: ``ServerLimits/headerSeconds`` after the connection opened or
        /// the previous answer went out).
        case header
        /// The header is whole; waiting for the body (deadline: ``ServerLimits/bodySeconds`` after the header).
        case body
        /// The service is answering (no deadline).
        case answering
        /// The answer is being written; then the connection closes or waits for the next header.
        case writing(closing: Bool)
        /// The last answer is out and the sending side shut: what the client still sends is read and dropped (so
        /// the answer is not lost to a reset) until it closes its side or the lingering time ends.
        case lingering
    }

    let id: Int
    let descriptor: Int32
    let address: String
    var parser: HTTPRequestParser
    var phase = Phase.header
    var deadline: ContinuousClock.Instant?
    /// The request in hand (from its header until its answer).
    var head: HTTPRequestHead?
    var output: [UInt8] = []
    var written = 0
    /// The client half-closed its side.
    var inputClosed = false
    /// Whether the connection table was last told the connection is idle.
    var idle = true
    var closed = false

    init(id: Int, descriptor: Int32, address: String, parser: HTTPRequestParser) {
        self.id = id
        self.descriptor = descriptor
        self.address = address
        self.parser = parser
    }

    var hasOutput: Bool { written < output.count }
}

/// The class server's thread: one `poll(2)` loop over the listening socket, the connections (non-blocking) and the
/// inbox's wake-up pipe. A whole request is handed to ``ClassService`` in a task; its answer comes back through the
/// inbox and is written when the socket takes it. A connection's requests are answered one at a time, in order (the
/// next one, pipelined or not, is read from the buffer once the answer is out); while one is answered, at most
/// ``readBound`` bytes more are read from it. Deadlines are kept per connection; the nearest is poll's timeout.
final class ServerLoop {
    private let listener: Int32
    private let inbox: ServerInbox
    private let service: ClassService
    private let limits: ServerLimits
    private let table: ConnectionTable
    private var connections: [Int: ServerConnection] = [:]
    private var lastID = 0
    /// Set when accepting ran out of file descriptors: the listener is left alone until then.
    private var acceptPausedUntil: ContinuousClock.Instant?
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
    private let clock = ContinuousClock()

    /// How long accepting pauses when the process has no file descriptor left.
    static let acceptPause = Duration.milliseconds(100)
    /// How long a closing connection reads and drops what the client still sends.
    static let lingerTime = Duration.seconds(2)
    /// The bytes a connection may have buffered while its request is answered before it is no longer read.
    let readBound: Int
    /// How long an answer may wait for the client to read it (from the last bytes it took).
    let writeTime: Duration

    init(listener: Int32, inbox: ServerInbox, service: ClassService, limits: ServerLimits, table: ConnectionTable) {
        self.listener = listener
        self.inbox = inbox
        self.service = service
        self.limits = limits
        self.table = table
        self.readBound = limits.maximumHeaderBytes + 65_536
        self.writeTime = .seconds(max(limits.headerSeconds, limits.bodySeconds))
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Serves until the inbox says stop; then closes every connection, the listening socket and the inbox.
    func run() {
        var descriptors: [pollfd] = []
        var owners: [Int] = []
        while true {
            let (answers, stopping) = inbox.take()
            if stopping { break }
            for (id, answer) in answers { answered(id, answer) }

            descriptors.removeAll(keepingCapacity: true)
            owners.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: inbox.wakeRead, events: Int16(POLLIN), revents: 0))
            owners.append(-1)
            var nearest: ContinuousClock.Instant?
            if let paused = acceptPausedUntil, paused <= clock.now { acceptPausedUntil = nil }
            if let paused = acceptPausedUntil {
                nearest = paused
            } else {
                descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
                owners.append(-2)
            }
            for connection in connections.values {
                if let deadline = connection.deadline { nearest = min(nearest ?? deadline, deadline) }
                let events = interest(connection)
                // A connection wanting nothing is left out: poll would report its hang-up again and again.
                if events != 0 {
                    descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
                    owners.append(connection.id)
                }
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(until: nearest))
            if ready > 0 {
                var accepting = false
                for index in descriptors.indices where descriptors[index].revents != 0 {
                    let events = descriptors[index].revents
                    switch owners[index] {
                    case -1: inbox.drain()
                    case -2: accepting = true
                    default:
                        if let connection = connections[owners[index]] { handle(connection, events: events) }
                    }
                }
                // Newcomers last: the connections that ended in the same wait have given their places back.
                if accepting { acceptConnections() }
            }
            expireDeadlines()
        }
        for connection in Array(connections.values) { closeConnection(connection) }
        _ = closeDescriptor(listener)
        inbox.close()
    }

    /// Milliseconds until `deadline` (rounded up), at most a minute; -1 (no timeout) without one.
    private func timeout(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let (seconds, attoseconds) = (deadline - clock.now).components
        if seconds < 0 { return 0 }
        if seconds >= 60 { return 60_000 }
        return Int32(seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    private func interest(_ connection: ServerConnection) -> Int16 {
        var events: Int16 = 0
        if wantsInput(connection) { events |= Int16(POLLIN) }
        if connection.hasOutput { events |= Int16(POLLOUT) }
        return events
    }

    private func wantsInput(_ connection: ServerConnection) -> Bool {
        guard !connection.inputClosed, !connection.closed else { return false }
        switch connection.phase {
        case .header, .body, .lingering: return true
        case .answering, .writing: return connection.parser.bufferedCount < readBound
        }
    }

    // MARK: Accepting

    private func acceptConnections() {
        for _ in 0..<256 {
            switch Sockets.take(from: listener) {
            case .none:
                return
            case .failed:
                continue
            case .outOfDescriptors:
                // Not the end of the server: the connections that close give their descriptors back.
                acceptPausedUntil = clock.now + Self.acceptPause
                return
            case .connection(let descriptor, let address):
                lastID += 1
                guard let victims = table.enter(lastID, from: address) else {
                    // Refused before any of its bytes are read: the canned 503, then the descriptor goes back at once.
                    ResponseWriter.tooManyConnections(maximum: table.maximum).withUnsafeBytes { _ = Sockets.send(descriptor, $0) }
                    _ = closeDescriptor(descriptor)
                    continue
                }
                for victim in victims {
                    if let connection = connections[victim] { closeConnection(connection, leaveTable: false) }
                }
                let connection = ServerConnection(
                    id: lastID, descriptor: descriptor, address: address,
                    parser: HTTPRequestParser(maximumHeaderBytes: limits.maximumHeaderBytes, maximumBodyBytes: ResultProblem.maximumBytes)
                )
                connection.deadline = clock.now + .seconds(limits.headerSeconds)
                connections[lastID] = connection
            }
        }
    }

    // MARK: Reading and parsing

    private func handle(_ connection: ServerConnection, events: Int16) {
        if events & Int16(POLLNVAL) != 0 {
            closeConnection(connection)
            return
        }
        if connection.hasOutput, events & Int16(POLLOUT | POLLERR | POLLHUP) != 0 { flush(connection) }
        if !connection.closed, wantsInput(connection), events & Int16(POLLIN | POLLERR | POLLHUP) != 0 { readInput(connection) }
        if !connection.closed, events & Int16(POLLERR) != 0 { closeConnection(connection) }
        updateIdle(connection)
    }

    /// Reads what the client sent (up to four buffers' worth, then the others get their turn).
    private func readInput(_ connection: ServerConnection) {
        for _ in 0..<4 {
            guard !connection.closed, wantsInput(connection) else { return }
            switch Sockets.receive(connection.descriptor, into: readBuffer) {
            case .bytes(let count):
                if connection.phase == .lingering { continue }
                connection.parser.append(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]))
                advance(connection)
                if count < readBuffer.count { return }
            case .end:
                connection.inputClosed = true
                advance(connection)
                return
            case .wouldBlock:
                return
            case .failed:
                closeConnection(connection)
                return
            }
        }
    }

    /// Takes what the parser has, as far as the connection's phase allows: the next request is started only once the
    /// previous answer is out.
    private func advance(_ connection: ServerConnection) {
        reading: while !connection.closed, connection.phase == .header || connection.phase == .body {
            guard let event = connection.parser.next() else { break reading }
            switch event {
            case .head(let head):
                connection.head = head
                connection.phase = .body
                connection.deadline = clock.now + .seconds(limits.bodySeconds)
                if head.expectsContinue, connection.parser.bufferedCount == 0 { queue(ResponseWriter.continueBytes, on: connection) }
            case .request(let head, let body):
                connection.head = head
                connection.phase = .answering
                connection.deadline = nil
                dispatch(Self.classRequest(head, body: body, client: connection.address), for: connection.id)
            case .failure(let problem, let head):
                refuse(problem, head: head, on: connection)
            }
        }
        guard !connection.closed, connection.inputClosed else { return }
        switch connection.phase {
        case .header:
            // Waiting for a header and the client has stopped sending: nothing more can come.
            closeConnection(connection)
        case .body:
            refuse(.malformed("the client ended its side before the body"), head: nil, on: connection)
        case .lingering:
            closeConnection(connection)
        case .answering, .writing:
            break
        }
    }

    private func dispatch(_ request: ClassRequest, for connection: Int) {
        let service = self.service
        let inbox = self.inbox
        Task {
            let answer = await service.handle(request)
            inbox.deliver(answer, to: connection)
        }
    }

    /// Answers a request refused before the service saw it, then closes: 400 or 431 for what is not HTTP/1.1 as
    /// allowed (in English, as no header could be trusted), 400 without `Host`, 501 for a transfer coding, 413 for
    /// a body too large (in the language the header asks for).
    private func refuse(_ problem: HTTPRequestProblem, head: HTTPRequestHead?, on connection: ServerConnection) {
        let text: LocalizedText
        var language = ReaderLanguage.english
        switch problem {
        case .malformed: text = ClassServerMessages.notValidHTTP
        case .headerTooLarge: text = ClassServerMessages.headerTooLarge(kibibytes: limits.maximumHeaderBytes / 1024)
        case .hostMissing: text = ClassTrustMessages.hostMissing
        case .transferCoding(let codings): text = ClassTrustMessages.transferCoding(codings)
        case .bodyTooLarge: text = ClassServerMessages.tooLarge
        }
        switch problem {
        case .hostMissing, .transferCoding, .bodyTooLarge: language = ReaderLanguage(acceptLanguage: head?.values("accept-language").first)
        case .malformed, .headerTooLarge: break
        }
        answer(ClassResponse.refusal(problem.status, text, in: language), closing: true, on: connection)
    }

    // MARK: Answering and writing

    private func answered(_ id: Int, _ answer: ClassResponse) {
        guard let connection = connections[id], connection.phase == .answering, let head = connection.head else { return }
        if answer.trustsClient { table.trust(connection.address) }
        let closing = !head.keepAlive || connection.inputClosed || answer.headers["Connection"] == "close"
        self.answer(answer, closing: closing, headOnly: head.method == "HEAD", on: connection)
        if !connection.closed { updateIdle(connection) }
    }

    private func answer(_ answer: ClassResponse, closing: Bool, headOnly: Bool = false, on connection: ServerConnection) {
        connection.head = nil
        connection.phase = .writing(closing: closing)
        connection.deadline = clock.now + writeTime
        queue(ResponseWriter.bytes(answer, closing: closing, head: headOnly), on: connection)
    }

    private func queue(_ bytes: [UInt8], on connection: ServerConnection) {
        if connection.hasOutput {
            connection.output.append(contentsOf: bytes)
        } else {
            connection.output = bytes
            connection.written = 0
        }
        flush(connection)
    }

    /// Writes what the socket takes; once the answer is all out, closes (lingering) or waits for the next header.
    private func flush(_ connection: ServerConnection) {
        while connection.hasOutput {
            let sent = connection.output.withUnsafeBytes { Sockets.send(connection.descriptor, UnsafeRawBufferPointer(rebasing: $0[connection.written...])) }
            if sent < 0 {
                closeConnection(connection)
                return
            }
            if sent == 0 { return }
            connection.written += sent
            if case .writing = connection.phase { connection.deadline = clock.now + writeTime }
        }
        connection.output = []
        connection.written = 0
        guard case .writing(let closing) = connection.phase else { return }
        if closing {
            linger(connection)
        } else {
            connection.phase = .header
            connection.deadline = clock.now + .seconds(limits.headerSeconds)
            advance(connection)
        }
    }

    /// Shuts the sending side and reads (and drops) what still comes, so the client reads the answer before the end.
    private func linger(_ connection: ServerConnection) {
        Sockets.shutdownWriting(connection.descriptor)
        if connection.inputClosed {
            closeConnection(connection)
            return
        }
        connection.phase = .lingering
        connection.deadline = clock.now + Self.lingerTime
        connection.parser = HTTPRequestParser(maximumHeaderBytes: limits.maximumHeaderBytes, maximumBodyBytes: 0)
    }

    // MARK: Deadlines and closing

    private func expireDeadlines() {
        let now = clock.now
        for connection in Array(connections.values) where !connection.closed {
            guard let deadline = connection.deadline, deadline <= now else { continue }
            connection.deadline = nil
            switch connection.phase {
            case .header, .writing, .lingering:
                // A header not whole in time ends without a word; so does an answer the client does not read.
                closeConnection(connection)
            case .body:
                answer(ClassResponse.refusal(408, ClassServerMessages.bodyTooSlow(seconds: limits.bodySeconds)), closing: true, on: connection)
            case .answering:
                break
            }
            if !connection.closed { updateIdle(connection) }
        }
    }

    /// Tells the connection table when the connection starts or stops waiting for a request with nothing of it read.
    private func updateIdle(_ connection: ServerConnection) {
        guard !connection.closed else { return }
        let idle = connection.phase == .header && connection.parser.isBetweenRequests && !connection.hasOutput
        guard idle != connection.idle else { return }
        connection.idle = idle
        table.setIdle(idle, connection.id, from: connection.address)
    }

    private func closeConnection(_ connection: ServerConnection, leaveTable: Bool = true) {
        guard !connection.closed else { return }
        connection.closed = true
        _ = closeDescriptor(connection.descriptor)
        connections[connection.id] = nil
        if leaveTable { table.leave(connection.id, from: connection.address) }
    }

    /// The service's view of a parsed request: header names lower-cased (the last of a repeated one), the path and
    /// the query's values apart.
    static func classRequest(_ head: HTTPRequestHead, body: Data, client: String) -> ClassRequest {
        var headers: [String: String] = [:]
        for field in head.fields { headers[field.name.lowercased()] = field.value }
        let parts = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for item in URLComponents(string: "?" + parts[1])?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        }
        return ClassRequest(
            method: head.method, path: parts.first.map(String.init) ?? "/", headers: headers, body: body, query: query, client: client
        )
    }
}
