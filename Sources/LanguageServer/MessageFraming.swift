import Foundation

/// Cuts a byte stream into JSON-RPC message bodies framed by `Content-Length` headers (the LSP base protocol).
///
/// Bytes go in as they arrive (``append(_:)``); whole bodies come out (``next()``). A header block without a valid
/// `Content-Length` is skipped and reported, so a client's mistake costs one message, never the server.
public struct MessageFramer: Sendable {
    /// What ``next()`` found.
    public enum Frame: Equatable, Sendable {
        /// A message's body (JSON, not checked yet).
        case body(Data)
        /// A header block that could not be read, and why: the message is skipped.
        case malformedHeader(String)
    }

    private var buffer = Data()
    /// The largest body accepted: a bigger one is skipped unread (a chapter is far smaller).
    public static let maximumBodySize = 64 * 1024 * 1024

    /// A framer with no bytes yet.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ data: Data) {
        buffer.append(data)
    }

    /// The next whole frame, or `nil` until more bytes arrive.
    public mutating func next() -> Frame? {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = buffer.range(of: separator) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0].lowercased() == "content-length" { length = Int(parts[1]) }
        }
        guard let length, length >= 0, length <= Self.maximumBodySize else {
            buffer.removeSubrange(buffer.startIndex..<end.upperBound)
            return .malformedHeader(header)
        }
        guard buffer.count - (end.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[end.upperBound..<(end.upperBound + length)]
        let result = Data(body)
        buffer.removeSubrange(buffer.startIndex..<(end.upperBound + length))
        return .body(result)
    }

    /// A message body with its `Content-Length` header, ready to write.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }
}
