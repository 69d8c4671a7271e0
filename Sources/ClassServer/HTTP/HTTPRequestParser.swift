import Foundation

/// One header field as the client sent it (the name's case kept).
struct HTTPField: Sendable, Equatable {
    var name: String
    var value: String
}

/// How a request's body is delimited (RFC 9112 §6.3).
enum HTTPBodyFraming: Sendable, Equatable {
    case none
    case length(Int)
    case chunked
}

/// A request's header, whole and checked.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    /// The request target as sent (`/api/results?after=3`).
    var target: String
    /// The `x` of `HTTP/1.x`.
    var minorVersion: Int
    var fields: [HTTPField]
    var framing: HTTPBodyFraming

    /// Every value of the fields named `name` (any case), in order.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// The comma-separated elements of the fields named `name`, trimmed and lower-cased, empty ones left out.
    func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`, HTTP/1.0 only with
    /// `Connection: keep-alive`.
    var keepAlive: Bool {
        let connection = tokens("connection")
        if connection.contains("close") { return false }
        return minorVersion >= 1 || connection.contains("keep-alive")
    }

    /// Whether the client waits for `100 Continue` before it sends the body.
    var expectsContinue: Bool {
        minorVersion >= 1 && framing != .none && tokens("expect").contains("100-continue")
    }
}

/// Why a request is refused before it reaches the service.
enum HTTPRequestProblem: Error, Sendable, Equatable {
    /// Not HTTP/1.1 as RFC 9112 allows it (a malformed line, obs-fold, conflicting lengths, bad chunk syntax): 400.
    case malformed(String)
    /// The header (or the trailer) is over the byte limit, or has too many fields: 431.
    case headerTooLarge
    /// An HTTP/1.1 request without exactly one `Host`: 400.
    case hostMissing
    /// A transfer coding other than `chunked` alone, as sent: 501.
    case transferCoding(String)
    /// A body declared or received over the body limit: 413.
    case bodyTooLarge

    var status: Int {
        switch self {
        case .malformed, .hostMissing: 400
        case .headerTooLarge: 431
        case .transferCoding: 501
        case .bodyTooLarge: 413
        }
    }
}

/// What the parser found in the bytes fed so far.
enum HTTPParserEvent: Sendable, Equatable {
    /// A request's header is whole and acceptable; its body, if any, follows.
    case head(HTTPRequestHead)
    /// A whole request: its header again and its body (chunked bodies decoded).
    case request(HTTPRequestHead, body: Data)
    /// The request is refused; `head` is its header when that was whole. The parser takes nothing more.
    case failure(HTTPRequestProblem, head: HTTPRequestHead?)
}

/// HTTP/1.1 requests from a stream of bytes (RFC 9112), strictly: lines end in CRLF, one space between the request
/// line's parts, no whitespace before a field's colon, no obs-fold, one unambiguous body length. A pure value: feed it
/// bytes split anywhere (``append(_:)``), then take events (``next()``) until it has none.
///
/// It never looks past its limits: a header is searched for its end in its first ``maximumHeaderBytes`` only, a
/// body longer than ``maximumBodyBytes`` is refused as soon as its length is declared or received, a chunk-size line
/// is at most 1 KiB, and a trailer counts against the header limit. What it holds is what was fed and not yet taken;
/// the server stops feeding a connection whose request is being answered once that passes its own bound.
struct HTTPRequestParser {
    let maximumHeaderBytes: Int
    let maximumBodyBytes: Int
    let maximumHeaderFields: Int

    /// The longest chunk-size line (size and extensions).
    static let maximumChunkLineBytes = 1_024

    private enum Stage: Equatable {
        case head
        case complete
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailer(bytes: Int, fields: Int)
        case failed
    }

    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet taken.
    private var start = 0
    /// How far the search for the header's end has gone (an index of `buffer`), so bytes fed one at a time are not
    /// searched again and again.
    private var scanned = 0
    /// Whether the request line of the header being read was already checked.
    private var requestLineChecked = false
    private var stage = Stage.head
    private var head: HTTPRequestHead?
    private var body = Data()

    init(maximumHeaderBytes: Int, maximumBodyBytes: Int, maximumHeaderFields: Int = 100) {
        self.maximumHeaderBytes = maximumHeaderBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumHeaderFields = maximumHeaderFields
    }

    /// Bytes fed and not yet taken by a request.
    var bufferedCount: Int { buffer.count - start }

    /// Whether the parser waits for a new request's header and holds none of it.
    var isBetweenRequests: Bool { stage == .head && bufferedCount == 0 }

    /// Whether the parser has a request's header and waits for (the rest of) its body.
    var isReadingBody: Bool {
        switch stage {
        case .head, .failed: false
        default: true
        }
    }

    var hasFailed: Bool { stage == .failed }

    mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        guard stage != .failed else { return }
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            scanned = 0
            start = 0
        } else if start >= 4_096, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next event the bytes fed so far make, or `nil` when more bytes are needed (or after a failure).
    mutating func next() -> HTTPParserEvent? {
        while true {
            switch stage {
            case .failed:
                return nil
            case .head:
                return readHead()
            case .complete:
                let request = HTTPParserEvent.request(head!, body: body)
                head = nil
                body = Data()
                stage = .head
                requestLineChecked = false
                scanned = start
                return request
            case .fixedBody(let remaining):
                let count = min(remaining, bufferedCount)
                guard count > 0 else { return nil }
                take(count)
                stage = remaining == count ? .complete : .fixedBody(remaining: remaining - count)
            case .chunkSize:
                guard let line = line(within: Self.maximumChunkLineBytes) else {
                    return bufferedCount >= Self.maximumChunkLineBytes ? fail(.malformed("a chunk-size line over 1 KiB")) : nil
                }
                guard let size = Self.chunkSize(line) else { return fail(.malformed("a chunk-size line that is not hexadecimal")) }
                guard size <= maximumBodyBytes - body.count else { return fail(.bodyTooLarge) }
                stage = size == 0 ? .trailer(bytes: 0, fields: 0) : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let count = min(remaining, bufferedCount)
                guard count > 0 else { return nil }
                take(count)
                stage = remaining == count ? .chunkDataEnd : .chunkData(remaining: remaining - count)
            case .chunkDataEnd:
                guard bufferedCount >= 2 else { return nil }
                guard buffer[start] == 13, buffer[start + 1] == 10 else { return fail(.malformed("chunk data not followed by CRLF")) }
                start += 2
                stage = .chunkSize
            case .trailer(let bytes, let fields):
                let room = maximumHeaderBytes - bytes
                guard let line = line(within: room) else {
                    return bufferedCount >= room ? fail(.headerTooLarge) : nil
                }
                if line.isEmpty {
                    stage = .complete
                } else {
                    guard fields < maximumHeaderFields else { return fail(.headerTooLarge) }
                    if case .failure(let problem) = Self.field(line) { return fail(problem) }
                    stage = .trailer(bytes: bytes + line.count + 2, fields: fields + 1)
                }
            }
        }
    }

    /// Moves `count` buffered bytes to the body.
    private mutating func take(_ count: Int) {
        body.append(contentsOf: buffer[start..<(start + count)])
        start += count
    }

    private mutating func fail(_ problem: HTTPRequestProblem) -> HTTPParserEvent {
        stage = .failed
        buffer = []
        start = 0
        scanned = 0
        body = Data()
        return .failure(problem, head: head)
    }

    /// The bytes up to the next CRLF (taken, with the CRLF) when it is within `limit` bytes; else `nil`, nothing taken.
    private mutating func line(within limit: Int) -> ArraySlice<UInt8>? {
        let end = min(buffer.count, start + limit)
        var index = start
        while index + 1 < end {
            if buffer[index] == 13, buffer[index + 1] == 10 {
                let line = buffer[start..<index]
                start = index + 2
                return line
            }
            index += 1
        }
        return nil
    }

    private mutating func readHead() -> HTTPParserEvent? {
        // RFC 9112 §2.2: empty lines before a request line are ignored.
        while bufferedCount >= 2, buffer[start] == 13, buffer[start + 1] == 10 { start += 2 }
        guard bufferedCount > 0 else { return nil }
        if bufferedCount == 1, buffer[start] == 13 { return nil }
        guard Self.isTokenCharacter(buffer[start]) else { return fail(.malformed("a request that does not start with a method")) }
        let window = min(buffer.count, start + maximumHeaderBytes)
        var index = max(start, scanned - 3)
        var end: Int?
        while index + 3 < window {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                end = index
                break
            }
            // A line ends in CRLF: a lone LF or CR is no line ending a server may guess at.
            if buffer[index] == 10, index == start || buffer[index - 1] != 13 { return fail(.malformed("a line ending in LF alone")) }
            if buffer[index] == 13, buffer[index + 1] != 10 { return fail(.malformed("a CR not followed by LF")) }
            if !requestLineChecked, buffer[index] == 13, buffer[index + 1] == 10 {
                requestLineChecked = true
                if case .failure(let problem) = Self.requestLine(buffer[start..<index]) { return fail(problem) }
            }
            index += 1
        }
        guard let end else {
            scanned = max(start, window - 3)
            return bufferedCount >= maximumHeaderBytes ? fail(.headerTooLarge) : nil
        }
        let lines = Self.lines(buffer[start..<end])
        start = end + 4
        scanned = start
        switch Self.head(lines, maximumFields: maximumHeaderFields, maximumBody: maximumBodyBytes) {
        case .failure(let problem, let parsed):
            head = parsed
            return fail(problem)
        case .success(let parsed):
            head = parsed
            body = Data()
            switch parsed.framing {
            case .none: stage = .complete
            case .length(let length): stage = length == 0 ? .complete : .fixedBody(remaining: length)
            case .chunked: stage = .chunkSize
            }
            return .head(parsed)
        }
    }

    // MARK: Lines

    private enum Checked<Value> {
        case success(Value)
        case failure(HTTPRequestProblem)
    }

    private enum HeadOutcome {
        case success(HTTPRequestHead)
        case failure(HTTPRequestProblem, HTTPRequestHead?)
    }

    /// `bytes` split at each CRLF.
    private static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            if bytes[index] == 13, bytes[index + 1] == 10 {
                lines.append(bytes[lineStart..<index])
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[lineStart..<bytes.endIndex])
        return lines
    }

    private static func head(_ lines: [ArraySlice<UInt8>], maximumFields: Int, maximumBody: Int) -> HeadOutcome {
        let method: String, target: String, minor: Int
        switch requestLine(lines[0]) {
        case .success(let parts): (method, target, minor) = parts
        case .failure(let problem): return .failure(problem, nil)
        }
        guard lines.count - 1 <= maximumFields else { return .failure(.headerTooLarge, nil) }
        var fields: [HTTPField] = []
        for line in lines.dropFirst() {
            switch field(line) {
            case .success(let parsed): fields.append(parsed)
            case .failure(let problem): return .failure(problem, nil)
            }
        }
        var head = HTTPRequestHead(method: method, target: target, minorVersion: minor, fields: fields, framing: .none)
        // RFC 9112 §6.3: a length beside a transfer coding, or two different lengths, cannot be trusted.
        let lengths = head.values("content-length")
        let codings = head.values("transfer-encoding")
        if !lengths.isEmpty, !codings.isEmpty { return .failure(.malformed("Content-Length beside Transfer-Encoding"), head) }
        var length: Int?
        for element in lengths.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let digits = element.trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }) else {
                return .failure(.malformed("a Content-Length that is not a number"), head)
            }
            // More digits than any body allowed here is simply too large (not an overflow).
            let value = digits.drop { $0 == "0" }.count > 15 ? Int.max : Int(digits)!
            if let length, length != value { return .failure(.malformed("two different Content-Lengths"), head) }
            length = value
        }
        if minor >= 1, head.values("host").count != 1 { return .failure(.hostMissing, head) }
        if !codings.isEmpty {
            let list = head.tokens("transfer-encoding")
            guard !list.isEmpty else { return .failure(.malformed("an empty Transfer-Encoding"), head) }
            // RFC 9112 §6.1: a server must not guess at a coding it does not apply (`gzip, chunked`).
            guard list == ["chunked"] else { return .failure(.transferCoding(String(list.joined(separator: ", ").prefix(60))), head) }
            head.framing = .chunked
        } else if let length {
            head.framing = .length(length)
            if length > maximumBody { return .failure(.bodyTooLarge, head) }
        }
        return .success(head)
    }

    /// `method SP request-target SP HTTP/1.x`.
    private static func requestLine(_ line: ArraySlice<UInt8>) -> Checked<(String, String, Int)> {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(.malformed("a request line without exactly three parts")) }
        let method = parts[0], target = parts[1], version = Array(parts[2])
        guard !method.isEmpty, method.allSatisfy(isTokenCharacter) else { return .failure(.malformed("a method that is not a token")) }
        guard !target.isEmpty, target.allSatisfy({ (33...126).contains($0) }) else {
            return .failure(.malformed("a request target with spaces, controls or non-ASCII bytes"))
        }
        guard version.count == 8, Array(version.prefix(7)) == Array("HTTP/1.".utf8), (48...57).contains(version[7]) else {
            return .failure(.malformed("a version other than HTTP/1.x"))
        }
        return .success((String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self), Int(version[7] - 48)))
    }

    /// `name ":" OWS value OWS`.
    private static func field(_ line: ArraySlice<UInt8>) -> Checked<HTTPField> {
        guard let first = line.first else { return .failure(.malformed("an empty field line")) }
        if first == 32 || first == 9 { return .failure(.malformed("a folded field line (obs-fold)")) }
        guard let colon = line.firstIndex(of: 58) else { return .failure(.malformed("a field line without a colon")) }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else { return .failure(.malformed("a field name that is not a token")) }
        var value = line[(colon + 1)...]
        while let byte = value.first, byte == 32 || byte == 9 { value = value.dropFirst() }
        while let byte = value.last, byte == 32 || byte == 9 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else { return .failure(.malformed("a control character in a field value")) }
        return .success(HTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
    }

    /// The size of a chunk-size line (`1a;name=value`), or `nil` when it is not one. A size past 15 hexadecimal digits
    /// is `Int.max` (too large for any body here).
    private static func chunkSize(_ line: ArraySlice<UInt8>) -> Int? {
        let digits = line.prefix { hexValue($0) != nil }
        guard !digits.isEmpty else { return nil }
        var rest = line[digits.endIndex...]
        while let byte = rest.first, byte == 32 || byte == 9 { rest = rest.dropFirst() }
        if let byte = rest.first {
            guard byte == 59, rest.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else { return nil }
        }
        let significant = digits.drop { $0 == 48 }
        guard significant.count <= 15 else { return Int.max }
        return significant.reduce(0) { $0 * 16 + hexValue($1)! }
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 48...57: Int(byte - 48)
        case 65...70: Int(byte - 55)
        case 97...102: Int(byte - 87)
        default: nil
        }
    }

    /// RFC 9110 §5.6.2: `tchar`.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: true
        case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: true
        default: false
        }
    }
}
