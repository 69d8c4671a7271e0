import ClassDashboard
import FlyingFox
import FlyingSocks
import Foundation

/// The class server on a socket: FlyingFox carries HTTP/1.1, ``ClassService`` decides every answer.
public struct ClassHTTPServer: Sendable {
    public let service: ClassService
    private let server: HTTPServer

    /// A server for `service` on `host` (`0.0.0.0` for the local network, `127.0.0.1` for this machine only)
    /// and `port` (0 picks a free one; read it from ``port()`` once listening).
    public init(service: ClassService, host: String, port: UInt16) throws {
        self.service = service
        let address: any SocketAddress = host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port)
            : try sockaddr_in.inet(ip4: host, port: port)
        let config = HTTPServer.Configuration(address: address, timeout: 15, logger: .disabled)
        server = HTTPServer(config: config, handler: Handler(service: service))
    }

    /// Serves until the task running it is cancelled or ``stop()`` is called.
    public func run() async throws {
        try await server.run()
    }

    /// Waits until the socket accepts connections (at most `timeout` seconds).
    public func waitUntilListening(timeout: TimeInterval = 5) async throws {
        try await server.waitUntilListening(timeout: timeout)
    }

    /// The port the server listens on, once listening.
    public func port() async -> UInt16? {
        switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): port
        default: nil
        }
    }

    /// Stops accepting, lets requests under way finish (at most `timeout` seconds), then closes.
    public func stop(timeout: TimeInterval = 2) async {
        await server.stop(timeout: timeout)
    }

    private struct Handler: HTTPHandler {
        let service: ClassService

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            var headers: [String: String] = [:]
            for header in request.headers.keys {
                headers[header.rawValue.lowercased()] = request.headers[header]
            }
            let body = try await Self.readBody(request, declaredLength: headers["content-length"].flatMap(Int.init))
            let answer = await service.handle(ClassRequest(method: request.method.rawValue, path: request.path, headers: headers, body: body))
            var responseHeaders: HTTPHeaders = [
                .contentType: answer.contentType,
                HTTPHeader("X-Content-Type-Options"): "nosniff",
            ]
            for (name, value) in answer.headers { responseHeaders[HTTPHeader(name)] = value }
            return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status)), headers: responseHeaders, body: request.method == .HEAD ? Data() : answer.body)
        }

        /// The body up to the limit; `nil` when it is longer (a declared length over the limit is refused unread).
        static func readBody(_ request: HTTPRequest, declaredLength: Int?) async throws -> Data? {
            if let declaredLength, declaredLength > ResultProblem.maximumBytes { return nil }
            var data = Data()
            for try await chunk in request.bodySequence {
                data.append(chunk)
                if data.count > ResultProblem.maximumBytes { return nil }
            }
            return data
        }

        static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 201: "Created"
            case 400: "Bad Request"
            case 401: "Unauthorized"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 413: "Content Too Large"
            case 422: "Unprocessable Content"
            case 429: "Too Many Requests"
            default: "Service Unavailable"
            }
        }
    }
}
