import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One TCP connection to 127.0.0.1 that a test drives byte by byte: what a hostile client does (a header a line at a
/// time, a body shorter than it says, nothing at all). Every read gives up after `readTimeout` seconds.
final class RawConnection {
    private let descriptor: Int32
    private(set) var received = Data()

    /// A connection from `source` (any address of 127.0.0.0/8: each is a client address of its own to the server).
    init?(port: UInt16, readTimeout: Int = 1, from source: String = "127.0.0.1") {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var wait = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(descriptor)
            return nil
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Sends `text`; `false` once the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
        return Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
        #else
        return Darwin.send(descriptor, bytes, bytes.count, 0) == bytes.count
        #endif
    }

    /// Closes the sending side only (a half-close): the server still sees what was sent, and may answer.
    func closeWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads what has arrived; `true` when the server closed the connection (or reset it).
    func readClosed() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        if count > 0 {
            received.append(contentsOf: chunk[0..<count])
            return false
        }
        if count == 0 { return true }
        return errno != EAGAIN && errno != EWOULDBLOCK
    }

    /// Reads until the server closes the connection, at most `reads` times (each up to the read timeout).
    func closedWithin(reads: Int) -> Bool {
        for _ in 0..<reads where readClosed() { return true }
        return false
    }

    /// The status of the reply received so far.
    var status: Int? {
        let line = String(decoding: received.prefix(40), as: UTF8.self)
        let parts = line.split(separator: " ")
        return parts.count > 1 ? Int(parts[1]) : nil
    }
}
