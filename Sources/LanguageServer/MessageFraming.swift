import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a byte stream into JSON-RPC message bodies framed by `Content-Length` headers (the LSP base protocol).
///
/// Bytes go in as they arrive (``append(_:)``); whole bodies come out (``next()``). The framer never loses its
/// place for good: a header block without a valid `Content-Length`, bytes that are not a header (what a too-short
/// `Content-Length` leaves of its body), or a body that runs into the next header (a too-long one) are reported as
/// ``Frame/malformedHeader(_:)`` and skipped up to the next `Content-Length: N` line, where reading goes on. Header
/// lines may end with CR LF, as the protocol says, or with LF alone. Every byte is looked at a bounded number of
/// times, so a large message is read in time linear in its size.
public struct MessageFramer: Sendable {
    /// What ``next()`` found.
    public enum Frame: Equatable, Sendable {
        /// A message's body (JSON, not checked yet).
        case body(Data)
        /// Bytes that could not be read as a message, and why (the header, or the start of the bytes): skipped.
        case malformedHeader(String)
    }

    /// The bytes received and not handed out yet start at `head`; the ones before it are dropped now and then.
    private var buffer: [UInt8] = []
    private var head = 0
    /// While a body is awaited: its length, and how far it has been searched for a header that cuts it short.
    private var awaitedLength: Int?
    private var searchedBody = 0
    /// The largest body accepted: a bigger one is skipped unread (a chapter is far smaller).
    public static let maximumBodySize = 64 * 1024 * 1024
    /// The longest header block: bytes that run longer without an empty line are not a header.
    public static let maximumHeaderSize = 8 * 1024

    /// A framer with no bytes yet.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ data: Data) {
        buffer.append(contentsOf: data)
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or `nil` until more bytes arrive.
    public mutating func next() -> Frame? {
        defer { compact() }
        if let length = awaitedLength { return body(length) }
        guard head < buffer.count else { return nil }
        guard let end = headerEnd() else {
            // No empty line yet: wait, unless these bytes cannot be a header at all.
            guard buffer.count - head > Self.maximumHeaderSize || !startsLikeAHeader() else { return nil }
            return skipToNextHeader(from: head + 1, reason: "not a header")
        }
        let header = String(decoding: buffer[head..<end.headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(header), length <= Self.maximumBodySize else {
            return skipToNextHeader(from: head + 1, reason: header)
        }
        head = end.bodyStart
        awaitedLength = length
        searchedBody = head
        return body(length)
    }

    /// A message body with its `Content-Length` header, ready to write.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }

    // MARK: Reading

    /// The body of `length` bytes at `head` once it is all there. A `Content-Length: N` line inside it means the
    /// length was too long (JSON holds no line break in a string, and no bare `Content-Length:` outside one): the
    /// body is cut there, reported, and the header read.
    private mutating func body(_ length: Int) -> Frame? {
        let available = min(buffer.count, head + length)
        // Search what arrived since the last look, a little before it too: a header may straddle two reads.
        let from = max(head, searchedBody - Self.pattern.count - 24)
        if let cut = Self.nextHeader(in: buffer, from: from, to: available, wholeLineOnly: true) {
            let cutBody = String(decoding: buffer[head..<min(cut, head + 200)], as: UTF8.self)
            head = cut
            awaitedLength = nil
            return .malformedHeader("a body shorter than its Content-Length, followed by a header: " + cutBody)
        }
        searchedBody = available
        guard buffer.count - head >= length else { return nil }
        let result = Data(buffer[head..<(head + length)])
        head += length
        awaitedLength = nil
        return .body(result)
    }

    /// Where the header block at `head` ends (its last line's end) and its body starts: after the first empty line,
    /// `\r\n\r\n` or `\n\n` (or a mix). `nil` while no empty line has arrived within the header's size limit.
    private func headerEnd() -> (headerEnd: Int, bodyStart: Int)? {
        let limit = min(buffer.count, head + Self.maximumHeaderSize)
        var index = head
        while index < limit {
            guard buffer[index] == 0x0A else {
                index += 1
                continue
            }
            // A line ended at `index`: is the next one empty?
            if index + 1 < limit, buffer[index + 1] == 0x0A { return (index, index + 2) }
            if index + 2 < limit, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `head` may be the start of a header line: a field name's letters, digits and dashes,
    /// up to a colon or the end of what arrived.
    private func startsLikeAHeader() -> Bool {
        var index = head
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: ":") { return index > head }
            guard Self.isNameByte(byte) else { return false }
            index += 1
        }
        return true
    }

    /// Skips to the next `Content-Length: N` line at or after `from`, reporting what is skipped; when none has
    /// arrived, skips all but a tail that may be the start of one.
    private mutating func skipToNextHeader(from: Int, reason: String) -> Frame {
        let skipped = String(decoding: buffer[head..<min(buffer.count, head + 200)], as: UTF8.self)
        if let next = Self.nextHeader(in: buffer, from: from, to: buffer.count) {
            head = next
        } else {
            // Keep only an end that may be the start of `Content-Length:`, cut by the read.
            let longest = min(Self.pattern.count - 1, buffer.count - from)
            let kept = stride(from: longest, to: 0, by: -1).first { count in
                zip(buffer[(buffer.count - count)...], Self.pattern).allSatisfy { byte, expected in
                    (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == expected
                }
            } ?? 0
            head = buffer.count - kept
        }
        return .malformedHeader(reason == skipped ? reason : reason + ": " + skipped)
    }

    /// `Content-Length:` in any case.
    private static let pattern = Array("content-length:".utf8)

    /// The offset of the next `Content-Length:` (any case) in `bytes[from..<to]` that is followed by digits and a
    /// line end: a header, which no JSON body can hold. One whose line has not all arrived counts too, unless
    /// `wholeLineOnly`.
    static func nextHeader(in bytes: [UInt8], from: Int, to: Int, wholeLineOnly: Bool = false) -> Int? {
        guard from < to else { return nil }
        return bytes.withUnsafeBufferPointer { pointer -> Int? in
            guard let base = pointer.baseAddress else { return nil }
            var start = from
            while start < to {
                // Each `:` (found with memchr) is checked for the pattern before it.
                guard let found = memchr(base + start, Int32(UInt8(ascii: ":")), to - start) else { return nil }
                let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                start = colon + 1
                let begin = colon + 1 - pattern.count
                guard begin >= from, matchesPattern(pointer, at: begin) else { continue }
                switch isCompleteHeaderLine(pointer, after: colon + 1, to: to) {
                case true?: return begin
                case nil where !wholeLineOnly: return begin
                default: continue
                }
            }
            return nil
        }
    }

    private static func matchesPattern(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for (index, expected) in pattern.enumerated() {
            var byte = bytes[offset + index]
            if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
            if byte != expected { return false }
        }
        return true
    }

    /// After `Content-Length:`: blanks, digits, then `\r\n` or `\n`. `nil` while the line is not all there yet.
    private static func isCompleteHeaderLine(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int, to: Int) -> Bool? {
        var index = offset
        while index < to, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let digits = index
        while index < to, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        guard index < to else { return nil }
        guard index > digits, index - digits <= 12 else { return false }
        if bytes[index] == 0x0D { index += 1 }
        guard index < to else { return nil }
        return bytes[index] == 0x0A
    }

    /// The length a header block gives: every line a `Name: value` field, one of them a `Content-Length` with a
    /// non-negative whole number; `nil` otherwise.
    static func contentLength(_ header: String) -> Int? {
        var length: Int?
        // On scalars: "\r\n" is one `Character`, which a split on "\n" would not cut.
        for rawLine in header.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Substring(rawLine.last == "\r" ? rawLine.dropLast() : rawLine)
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon]
            guard !name.isEmpty, name.utf8.allSatisfy(isNameByte) else { return nil }
            if name.lowercased() == "content-length" {
                guard length == nil, let value = Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)), value >= 0 else {
                    return nil
                }
                length = value
            }
        }
        return length
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "-")
    }

    /// Drops the bytes handed out, once they are most of the buffer (so that each byte moves at most once more).
    private mutating func compact() {
        guard head > 0 else { return }
        if head >= buffer.count {
            searchedBody = max(0, searchedBody - head)
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 65536, head > buffer.count / 2 {
            buffer.removeSubrange(0..<head)
            searchedBody = max(0, searchedBody - head)
            head = 0
        }
    }
}
