import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client for this machine only (127.0.0.1): one request per connection, raw bytes in, status and
/// body out. The benchmark and the tests use it, so they can also send what no well-behaved client sends.
public enum LoopbackClient {
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// ``send(_:_:port:headers:body:timeout:)`` from async code: the blocking socket calls run on a thread of their
    /// own, never on Swift concurrency's few threads, which the server itself needs to answer.
    public static func request(
        _ method: String, _ path: String, port: UInt16, headers: [String: String] = [:], body: Data = Data(), timeout: Int = 10
    ) async throws -> Reply {
        try await offThePool { try send(method, path, port: port, headers: headers, body: body, timeout: timeout) }
    }

    /// ``sendRaw(_:port:timeout:)`` from async code, off Swift concurrency's threads.
    public static func requestRaw(_ bytes: Data, port: UInt16, timeout: Int = 10) async throws -> Reply {
        try await offThePool { try sendRaw(bytes, port: port, timeout: timeout) }
    }

    /// Runs blocking work on a thread of its own. Not on a Dispatch queue: on Linux those share the few threads Swift
    /// concurrency runs on, so clients blocked in `recv` would starve the server they wait for.
    private static func offThePool(_ work: @escaping @Sendable () throws -> Reply) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    /// Sends `method path` with `headers` and `body` to 127.0.0.1:`port` and reads the whole reply, blocking the
    /// calling thread. Gives up after `timeout` seconds of silence.
    public static func send(
        _ method: String, _ path: String, port: UInt16, headers: [String: String] = [:], body: Data = Data(), timeout: Int = 10
    ) throws -> Reply {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return try sendRaw(Data(head.utf8) + body, port: port, timeout: timeout)
    }

    /// Sends `bytes` exactly as given and reads the reply until the server closes the connection.
    public static func sendRaw(_ bytes: Data, port: UInt16, timeout: Int = 10) throws -> Reply {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket (errno \(errno))") }
        defer { close(descriptor) }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))") }
        var sentOK = true
        bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let written = Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
                if written <= 0 { sentOK = false; return }
                offset += written
            }
        }
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !isComplete(received) {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: chunk[0..<count])
        }
        guard let reply = parse(received) else {
            throw Failure(description: sentOK ? "no HTTP reply (\(received.count) bytes)" : "the server closed the connection while the request was sent")
        }
        return reply
    }

    /// Whether `data` holds a whole reply: its head and as many body bytes as its Content-Length says.
    /// (A reply without a length ends when the server closes the connection.)
    static func isComplete(_ data: Data) -> Bool {
        guard let reply = parse(data), let length = reply.headers["content-length"].flatMap(Int.init) else { return false }
        return reply.body.count >= length
    }

    static func parse(_ data: Data) -> Reply? {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first else { return nil }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Reply(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}
