import ClassDashboard
import Foundation
import EngineMessages
import NIOCore
import NIOHTTP1

/// One connection's requests: each is read whole (its header within ``ServerLimits/headerSeconds``, its body within
/// ``ServerLimits/bodySeconds``, at most ``ResultProblem/maximumBytes``), handed to ``ClassService``, and answered.
/// A connection that misses a deadline is closed: one waiting for a header without a word, one sending a body with
/// a 408.
final class ClassRequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private enum Waiting { case header, body, answer }

    private let service: ClassService
    private let limits: ServerLimits
    private let connections: ConnectionTable
    /// The client half-closed its side: the request in hand is answered, then the connection closes.
    private var inputClosed = false
    private var waiting = Waiting.header
    private var deadline: Scheduled<Void>?
    private var head: HTTPRequestHead?
    private var body = Data()
    /// Set once a request was refused before its end arrived; the rest of it is dropped and the connection closed.
    private var refused = false

    init(service: ClassService, limits: ServerLimits, connections: ConnectionTable) {
        self.service = service
        self.limits = limits
        self.connections = connections
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            inputClosed = true
            if waiting == .header { context.close(promise: nil) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { expect(.header, context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        expect(.header, context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch Self.unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = Data()
            refused = false
            expect(.body, context: context)
            if let problem = Self.headProblem(requestHead) {
                refuse(problem.status, problem.text, context: context)
            } else if let declared = requestHead.headers.first(name: "content-length").flatMap(Int.init), declared > ResultProblem.maximumBytes {
                refuse(413, ClassServerMessages.tooLarge, context: context)
            }
        case .body(let chunk):
            guard !refused else { return }
            body.append(contentsOf: chunk.readableBytesView)
            if body.count > ResultProblem.maximumBytes { refuse(413, ClassServerMessages.tooLarge, context: context) }
        case .end:
            guard !refused, let head else { return }
            expect(.answer, context: context)
            let request = Self.request(head, body: body, client: context.channel.remoteAddress?.ipAddress ?? "unknown")
            body = Data()
            let keepAlive = head.isKeepAlive
            let isHead = head.method == .HEAD
            let promise = context.eventLoop.makePromise(of: ClassResponse.self)
            let service = self.service
            promise.completeWithTask { await service.handle(request) }
            let client = request.client
            let connections = self.connections
            promise.futureResult.assumeIsolated().whenSuccess { answer in
                if answer.trustsClient { connections.trust(client) }
                let closing = !keepAlive || self.inputClosed || answer.headers["Connection"] == "close"
                ResponseWriter.write(answer, closing: closing, head: isHead, to: context, wrap: Self.wrapOutboundOut)
                if !closing { self.expect(.header, context: context) }
            }
        }
    }

    /// Answers `status` before the request's end arrived, drops the rest of it, and closes.
    private func refuse(_ status: Int, _ text: LocalizedText, context: ChannelHandlerContext) {
        refused = true
        expect(.answer, context: context)
        let language = ReaderLanguage(acceptLanguage: head?.headers.first(name: "accept-language"))
        let answer = ClassResponse.refusal(status, text, in: language)
        ResponseWriter.write(answer, closing: true, to: context, wrap: Self.wrapOutboundOut)
    }

    /// What HTTP/1.1 requires of a request's header that NIO's parser lets through: exactly one `Host`, and no
    /// transfer coding but `chunked` alone (a server must not guess at `gzip, chunked`: 501, RFC 9112 §6.1).
    static func headProblem(_ head: HTTPRequestHead) -> (status: Int, text: LocalizedText)? {
        if head.version.major == 1, head.version.minor >= 1, head.headers[canonicalForm: "host"].count != 1 {
            return (400, ClassTrustMessages.hostMissing)
        }
        let codings = head.headers[canonicalForm: "transfer-encoding"].map { $0.lowercased() }
        if !codings.isEmpty, codings != ["chunked"] {
            return (501, ClassTrustMessages.transferCoding(String(codings.joined(separator: ", ").prefix(60))))
        }
        return nil
    }

    /// Starts the clock for what the connection waits for next (none while the service answers).
    private func expect(_ next: Waiting, context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        waiting = next
        let seconds: Int64
        switch next {
        case .header: seconds = limits.headerSeconds
        case .body: seconds = limits.bodySeconds
        case .answer: return
        }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(seconds)) {
            self.timedOut(context: context)
        }
    }

    private func timedOut(context: ChannelHandlerContext) {
        deadline = nil
        switch waiting {
        case .header:
            context.close(promise: nil)
        case .body:
            refused = true
            waiting = .answer
            let answer = ClassResponse.refusal(408, ClassServerMessages.bodyTooSlow(seconds: limits.bodySeconds))
            ResponseWriter.write(answer, closing: true, to: context, wrap: Self.wrapOutboundOut)
        case .answer:
            break
        }
    }

    static func request(_ head: HTTPRequestHead, body: Data, client: String) -> ClassRequest {
        var headers: [String: String] = [:]
        for (name, value) in head.headers { headers[name.lowercased()] = value }
        let parts = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for item in URLComponents(string: "?" + parts[1])?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        }
        return ClassRequest(
            method: head.method.rawValue, path: parts.first.map(String.init) ?? "/", headers: headers, body: body,
            query: query, client: client
        )
    }
}
