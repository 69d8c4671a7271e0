import ClassDashboard
import Foundation
import Messages
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
    private var waiting = Waiting.header
    private var deadline: Scheduled<Void>?
    private var head: HTTPRequestHead?
    private var body = Data()
    /// Set once a request was refused before its end arrived; the rest of it is dropped and the connection closed.
    private var refused = false

    init(service: ClassService, limits: ServerLimits) {
        self.service = service
        self.limits = limits
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
            if let declared = requestHead.headers.first(name: "content-length").flatMap(Int.init), declared > ResultProblem.maximumBytes {
                refuseTooLarge(context: context)
            }
        case .body(let chunk):
            guard !refused else { return }
            body.append(contentsOf: chunk.readableBytesView)
            if body.count > ResultProblem.maximumBytes { refuseTooLarge(context: context) }
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
            promise.futureResult.assumeIsolated().whenSuccess { answer in
                let closing = !keepAlive || answer.headers["Connection"] == "close"
                ResponseWriter.write(answer, closing: closing, head: isHead, to: context, wrap: Self.wrapOutboundOut)
                if !closing { self.expect(.header, context: context) }
            }
        }
    }

    private func refuseTooLarge(context: ChannelHandlerContext) {
        refused = true
        expect(.answer, context: context)
        let language = ReaderLanguage(acceptLanguage: head?.headers.first(name: "accept-language"))
        let answer = ClassResponse.refusal(413, ClassServerMessages.tooLarge, in: language)
        ResponseWriter.write(answer, closing: true, to: context, wrap: Self.wrapOutboundOut)
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
