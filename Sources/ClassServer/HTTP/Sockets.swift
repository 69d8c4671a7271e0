#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the server could not listen or could not start: a system call and its error, or a host that is not an address.
public struct ClassHTTPServerError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// `call` failed with `errno` (`bind: Address already in use (errno 98)`).
    static func system(_ call: String, _ code: Int32 = errno) -> ClassHTTPServerError {
        ClassHTTPServerError("\(call): \(String(cString: strerror(code))) (errno \(code))")
    }
}

/// The few POSIX socket calls the class server makes, with Glibc's and Darwin's spellings in one place.
enum Sockets {
    /// A numeric IPv4 or IPv6 address to listen on (no name lookup: `127.0.0.1`, `0.0.0.0`, `::1`).
    enum ListenAddress {
        case v4(sockaddr_in)
        case v6(sockaddr_in6)
    }

    static func address(host: String, port: UInt16) -> ListenAddress? {
        var v4 = sockaddr_in()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            #if canImport(Darwin)
            v4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            return .v4(v4)
        }
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            #if canImport(Darwin)
            v6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            return .v6(v6)
        }
        return nil
    }

    static var streamType: Int32 {
        #if canImport(Glibc)
        Int32(SOCK_STREAM.rawValue)
        #else
        SOCK_STREAM
        #endif
    }

    /// A non-blocking socket listening on `host`:`port` (`SO_REUSEADDR`, so a restart can take the port at once).
    static func listener(host: String, port: UInt16, backlog: Int32) throws -> Int32 {
        guard let address = address(host: host, port: port) else { throw ClassHTTPServerError("\(host) is not an IPv4 or IPv6 address") }
        let family: Int32
        switch address {
        case .v4: family = AF_INET
        case .v6: family = AF_INET6
        }
        let descriptor = socket(family, streamType, 0)
        guard descriptor >= 0 else { throw ClassHTTPServerError.system("socket") }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        switch address {
        case .v4(var v4):
            bound = withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .v6(var v6):
            bound = withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard bound == 0 else {
            let failure = ClassHTTPServerError.system("bind")
            close(descriptor)
            throw failure
        }
        guard listen(descriptor, backlog) == 0 else {
            let failure = ClassHTTPServerError.system("listen")
            close(descriptor)
            throw failure
        }
        prepare(descriptor)
        return descriptor
    }

    /// The port a listening socket is bound to.
    static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) } }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) } }
        default:
            return nil
        }
    }

    enum Accepted {
        /// A connection (non-blocking) and its client's address as text.
        case connection(Int32, String)
        /// No connection is waiting.
        case none
        /// The process or the system has no file descriptor left (EMFILE, ENFILE) or no memory for one.
        case outOfDescriptors
        /// This connection failed before it was taken (ECONNABORTED and the like): try the next.
        case failed
    }

    static func take(from listener: Int32) -> Accepted {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let descriptor = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
        }
        guard descriptor >= 0 else {
            switch errno {
            case EAGAIN, EWOULDBLOCK: return .none
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .outOfDescriptors
            default: return .failed
            }
        }
        prepare(descriptor)
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return .connection(descriptor, text(of: storage))
    }

    /// Non-blocking, closed on exec, and (on Darwin) no SIGPIPE from a write to a closed connection; Linux's writes
    /// pass `MSG_NOSIGNAL` instead.
    static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL, 0) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD, 0) | FD_CLOEXEC)
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// A pipe whose both ends are non-blocking: the server's thread polls the first, anyone may wake it through the second.
    static func wakePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ClassHTTPServerError.system("pipe") }
        prepare(ends[0])
        prepare(ends[1])
        return (ends[0], ends[1])
    }

    /// Sends what it can of `bytes` without blocking: the count sent, 0 when the socket's buffer is full, -1 on an error.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        while true {
            #if canImport(Glibc)
            let sent = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            #else
            let sent = Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
            #endif
            if sent >= 0 { return sent }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: return -1
            }
        }
    }

    enum Received {
        case bytes(Int)
        case end
        case wouldBlock
        case failed
    }

    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Received {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .end }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// Closes the sending side: the client reads the answer, then the end of the stream.
    static func shutdownWriting(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// A client's address as text: IPv4 dotted (an IPv4-mapped IPv6 address too), IPv6 as `inet_ntop` writes it.
    static func text(of storage: sockaddr_storage) -> String {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                    var inAddress = address.pointee.sin_addr
                    guard inet_ntop(AF_INET, &inAddress, &text, socklen_t(text.count)) != nil else { return "unknown" }
                    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    var in6Address = address.pointee.sin6_addr
                    let bytes = withUnsafeBytes(of: &in6Address) { Array($0) }
                    if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                        return bytes[12...].map(String.init).joined(separator: ".")
                    }
                    guard inet_ntop(AF_INET6, &in6Address, &text, socklen_t(text.count)) != nil else { return "unknown" }
                    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
            }
        default:
            return "unknown"
        }
    }
}
