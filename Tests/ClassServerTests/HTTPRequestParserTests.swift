@testable import ClassServer
import Foundation
import Testing
import TestSupport

/// The class server's HTTP/1.1 parser, a pure value: the same events whatever the split of the bytes, every refusal
/// with its status, and never more held than its limits.
@Suite("HTTP request parser")
struct HTTPRequestParserTests {
    static let headerLimit = 1_024
    static let bodyLimit = 4_096

    func parser() -> HTTPRequestParser {
        HTTPRequestParser(maximumHeaderBytes: Self.headerLimit, maximumBodyBytes: Self.bodyLimit)
    }

    /// Every event the parser gives for `pieces`, fed one after another (events taken after each).
    func events(_ pieces: [[UInt8]]) -> [HTTPParserEvent] {
        var parser = parser()
        var events: [HTTPParserEvent] = []
        for piece in pieces {
            parser.append(piece)
            while let event = parser.next() { events.append(event) }
        }
        return events
    }

    func events(_ text: String) -> [HTTPParserEvent] { events([Array(text.utf8)]) }

    /// The requests in `events` as `METHOD target body`.
    func summary(_ events: [HTTPParserEvent]) -> [String] {
        events.compactMap {
            switch $0 {
            case .head: nil
            case .request(let head, let body): "\(head.method) \(head.target) \(String(decoding: body, as: UTF8.self))"
            case .failure(let problem, _): "failure \(problem.status)"
            }
        }
    }

    /// The status of the first failure in `text`, or `nil` when there is none.
    func failure(_ text: String) -> Int? {
        for event in events(text) { if case .failure(let problem, _) = event { return problem.status } }
        return nil
    }

    static let pipelined = "GET /a?x=1 HTTP/1.1\r\nHost: h\r\nAccept-Language: zh-CN\r\n\r\n"
        + "POST /api/results HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n{\"a\":\"b c\"}"
        + "\r\nPOST /c HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nWiki\r\n5\r\npedia\r\n0\r\nX-Trailer: t\r\n\r\n"
        + "HEAD / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"

    @Test func pipelinedRequestsComeOutInOrderWithTheirBodies() {
        let found = events(Self.pipelined)
        expectEqual(summary(found), ["GET /a?x=1 ", "POST /api/results {\"a\":\"b c\"}", "POST /c Wikipedia", "HEAD / "])
        guard case .head(let first) = found.first else {
            Issue.record("no head first: \(found)")
            return
        }
        expectEqual(first.fields, [HTTPField(name: "Host", value: "h"), HTTPField(name: "Accept-Language", value: "zh-CN")])
        expectEqual(first.values("accept-language"), ["zh-CN"])
        expect(first.keepAlive)
        expectEqual(found.count, 8, "a head and a request for each")
    }

    @Test func anySplitOfTheBytesGivesTheSameEvents() {
        let bytes = Array(Self.pipelined.utf8)
        let whole = events([bytes])
        for cut in 0...bytes.count {
            expectEqual(events([Array(bytes[..<cut]), Array(bytes[cut...])]), whole, "cut at \(cut)")
        }
        expectEqual(events(bytes.map { [$0] }), whole, "a byte at a time")
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var pieces: [[UInt8]] = []
            var index = 0
            while index < bytes.count {
                let length = Int.random(in: 1...40, using: &random)
                pieces.append(Array(bytes[index..<min(bytes.count, index + length)]))
                index += length
            }
            expectEqual(events(pieces), whole)
        }
    }

    @Test func keepAliveFollowsTheVersionAndConnection() throws {
        func head(_ text: String) throws -> HTTPRequestHead {
            guard case .head(let head) = events(text).first else { throw CancellationError() }
            return head
        }
        expect(try head("GET / HTTP/1.1\r\nHost: h\r\n\r\n").keepAlive)
        expect(try !head("GET / HTTP/1.1\r\nHost: h\r\nConnection: Close\r\n\r\n").keepAlive)
        expect(try !head("GET / HTTP/1.0\r\n\r\n").keepAlive)
        expect(try head("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n").keepAlive)
        expect(try head("POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n").expectsContinue)
        expect(try !head("GET / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\n\r\n").expectsContinue, "no body, nothing to wait for")
        expectEqual(summary(events("\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n")), ["GET / "], "empty lines before a request are ignored")
        expectEqual(try head("GET / HTTP/1.1\r\nHost:   spaced \t\r\n\r\n").values("host"), ["spaced"])
    }

    @Test(arguments: [
        // Not HTTP/1.1 as RFC 9112 allows it: 400.
        ("\u{1}\u{2}garbage", 400),
        ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", 400),
        ("GET / HTTP/1.1 extra\r\nHost: h\r\n\r\n", 400),
        ("G(T / HTTP/1.1\r\nHost: h\r\n\r\n", 400),
        ("GET /\u{7F} HTTP/1.1\r\nHost: h\r\n\r\n", 400),
        ("GET / HTTP/1.1\nHost: h\n\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\rX: y\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost : h\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nX-Fold: a\r\n b\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nNo colon\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5, 6\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: five\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0x5\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n", 400),
        // Host: exactly one on HTTP/1.1.
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        // Transfer codings: chunked alone.
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
        // Bodies over the limit, declared or received.
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4097\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n1001\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffffffff\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n800\r\n" + String(repeating: "a", count: 2048)
            + "\r\n800\r\n" + String(repeating: "a", count: 2048) + "\r\n1\r\n", 413),
    ])
    func refusals(text: String, status: Int) {
        expectEqual(failure(text), status, "\(text.debugDescription)")
        // However the bytes are split.
        let bytes = Array(text.utf8)
        var parser = parser()
        var found: Int?
        for byte in bytes where found == nil {
            parser.append([byte])
            while let event = parser.next() { if case .failure(let problem, _) = event { found = problem.status } }
        }
        expectEqual(found, status, "a byte at a time: \(text.debugDescription)")
    }

    @Test func acceptableEdgesAreTaken() {
        expectEqual(summary(events("GET / HTTP/1.0\r\n\r\n")), ["GET / "], "HTTP/1.0 needs no Host")
        expectEqual(summary(events("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3, 3\r\n\r\nabc")), ["POST / abc"], "a repeated equal length")
        expectEqual(summary(events("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4096\r\n\r\n" + String(repeating: "b", count: 4096))).first?.count, 4096 + 7)
        expectEqual(summary(events("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: Chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n")), ["POST / abc"])
        expectEqual(summary(events("OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n")), ["OPTIONS * "])
        expectEqual(summary(events("GET / HTTP/1.1\r\nHost: h\r\nX-Bytes: caf\u{E9}\r\n\r\n")), ["GET / "], "obs-text in a value")
    }

    @Test func aHeaderIsRefusedAtItsLimitAndNothingPastItIsKept() {
        var parser = parser()
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\nX-Big: ".utf8))
        expect(parser.next() == nil)
        parser.append([UInt8](repeating: 97, count: Self.headerLimit - 100))
        expect(parser.next() == nil, "under the limit: more is awaited")
        parser.append([UInt8](repeating: 97, count: 200))
        expectEqual(parser.next(), .failure(.headerTooLarge, head: nil))
        expectEqual(parser.bufferedCount, 0, "what it held is dropped")
        parser.append([UInt8](repeating: 97, count: 10_000))
        expectEqual(parser.bufferedCount, 0, "and nothing is taken after a failure")
        expect(parser.next() == nil)

        let exactly = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "a", count: Self.headerLimit - 32) + "\r\n\r\n"
        expectEqual(exactly.utf8.count, Self.headerLimit)
        expectEqual(summary(events(exactly)), ["GET / "], "a header of exactly the limit is taken")
        expectEqual(failure("GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "a", count: Self.headerLimit - 31) + "\r\n\r\n"), 431)
    }

    @Test func tooManyFieldsOrTooLongATrailerGet431() {
        let fields = (0..<100).map { "X\($0): v\r\n" }.joined()
        expectEqual(summary(events("GET / HTTP/1.1\r\nHost: h\r\n" + fields + "\r\n")), ["failure 431"], "Host and 100 more")
        let fewer = (0..<99).map { "X\($0): v\r\n" }.joined()
        expectEqual(summary(events("GET / HTTP/1.1\r\nHost: h\r\n" + fewer + "\r\n")), ["GET / "], "Host and 99 more")
        let trailer = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nX-T: " + String(repeating: "t", count: Self.headerLimit) + "\r\n\r\n"
        expectEqual(summary(events(trailer)), ["failure 431"])
    }

    @Test func theFailureCarriesTheHeaderWhenItWasWhole() {
        let found = events("POST / HTTP/1.1\r\nHost: h\r\nAccept-Language: zh\r\nContent-Length: 5000\r\n\r\n")
        guard case .failure(.bodyTooLarge, let head?) = found.first else {
            Issue.record("\(found)")
            return
        }
        expectEqual(head.values("accept-language"), ["zh"])
    }

    /// Random bytes, and requests with random bytes changed, in random pieces: the parser ends in an event or waits,
    /// never traps, and holds no more than it was fed.
    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 2_026)
        let base = Array(Self.pipelined.utf8)
        for round in 0..<400 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                bytes = base
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            }
            var parser = parser()
            var index = 0
            var failed = false
            while index < bytes.count {
                let length = Int.random(in: 1...64, using: &random)
                parser.append(bytes[index..<min(bytes.count, index + length)])
                index += length
                while let event = parser.next() {
                    if case .failure = event { failed = true }
                }
                expect(parser.bufferedCount <= index)
            }
            if failed { expectEqual(parser.bufferedCount, 0) }
        }
    }
}
