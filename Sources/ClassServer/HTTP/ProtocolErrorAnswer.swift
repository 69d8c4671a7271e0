import EngineMessages
import NIOCore
import NIOHTTP1

/// Answers a request the HTTP parser refused, then closes the connection: 431 for a header over the limit, 400 for
/// anything else that is not HTTP/1.1 as the standard allows it (a `Content-Length` beside `Transfer-Encoding: chunked`,
/// two different lengths, a malformed line). Put where NIO's own `HTTPServerProtocolErrorHandler` would go, which
/// answers 400 to all of them.
final class ProtocolErrorAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let maximumHeaderBytes: Int
    private var answering = false

    init(maximumHeaderBytes: Int) {
        self.maximumHeaderBytes = maximumHeaderBytes
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        if !answering {
            let answer = parserError == .headerOverflow
                ? ClassResponse.refusal(431, ClassServerMessages.headerTooLarge(kibibytes: maximumHeaderBytes / 1024))
                : ClassResponse.refusal(400, ClassServerMessages.notValidHTTP)
            answering = true
            ResponseWriter.write(answer, closing: true, to: context, wrap: Self.wrapOutboundOut)
        } else {
            context.close(promise: nil)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch Self.unwrapOutboundIn(data) {
        case .head: answering = true
        case .end: answering = false
        case .body: break
        }
        context.write(data, promise: promise)
    }
}

/// Writes a ``ClassResponse`` as HTTP/1.1 response parts.
enum ResponseWriter {
    static func write(
        _ answer: ClassResponse, closing: Bool, head: Bool = false, to context: ChannelHandlerContext,
        wrap: (HTTPServerResponsePart) -> NIOAny
    ) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: answer.contentType)
        headers.add(name: "Content-Length", value: "\(answer.body.count)")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Referrer-Policy", value: "no-referrer")
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) where name.lowercased() != "connection" {
            headers.add(name: name, value: value)
        }
        headers.add(name: "Connection", value: closing ? "close" : "keep-alive")
        let status = HTTPResponseStatus(statusCode: answer.status)
        context.write(wrap(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if !head, !answer.body.isEmpty {
            context.write(wrap(.body(.byteBuffer(ByteBuffer(bytes: answer.body)))), promise: nil)
        }
        let written = context.writeAndFlush(wrap(.end(nil)))
        if closing {
            written.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
        }
    }
}
