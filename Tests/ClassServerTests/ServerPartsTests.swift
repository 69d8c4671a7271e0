@testable import ClassServer
import Foundation
import Testing
import TestSupport

/// The server's parts without sockets: the connection table's admission rules, the response's exact bytes, and a
/// parsed request as the service sees it.
@Suite("Class server: connection table and responses")
struct ServerPartsTests {
    /// At most 8 connections, 2 of them kept for trusted addresses, 3 per address (8 for a trusted one).
    func table() -> ConnectionTable {
        let table = ConnectionTable(maximum: 8, perAddress: 3)
        expectEqual([table.maximum, table.reserved, table.perAddress, table.perTrustedAddress], [8, 2, 3, 8])
        return table
    }

    @Test func anAddressPastItsShareClosesItsOldestIdleConnectionOrIsRefused() {
        let table = table()
        for id in 1...3 { expectEqual(table.enter(id, from: "A"), []) }
        expectEqual(table.enter(4, from: "A"), [1], "the oldest idle one goes")
        table.setIdle(false, 2, from: "A")
        expectEqual(table.enter(5, from: "A"), [3], "the oldest idle one, not the oldest")
        for id in [4, 5] { table.setIdle(false, id, from: "A") }
        expectEqual(table.enter(6, from: "A"), nil, "none idle: refused")
        expectEqual(table.current, 3)
        table.setIdle(true, 4, from: "A")
        expectEqual(table.enter(7, from: "A"), [4])
    }

    @Test func aFullPoolClosesTheIdleConnectionOfTheAddressHoldingTheMost() {
        let table = table()
        for (id, address) in [(1, "A"), (2, "A"), (3, "A"), (4, "B"), (5, "B"), (6, "C")] { expectEqual(table.enter(id, from: address), []) }
        expectEqual(table.enter(7, from: "D"), [1], "A holds 3, more than D's 1")
        expectEqual(table.current, 6)
        table.leave(7, from: "D")
        table.leave(2, from: "A")
        table.leave(3, from: "A")
        for (id, address) in [(8, "E"), (9, "F"), (10, "G")] { expectEqual(table.enter(id, from: address), []) }
        // B holds two, C, E, F and G one each: the pool of 6 is full, and B gives its oldest idle one up for H.
        expectEqual(table.enter(11, from: "H"), [4])
        expectEqual(table.enter(12, from: "I"), nil, "everyone holds one: no one holds more than the newcomer would")
        expectEqual(table.current, 6)
    }

    @Test func trustedAddressesHaveTheReserveAndARefusalChangesNothing() {
        let table = table()
        for id in 1...3 { _ = table.enter(id, from: "A") }
        table.trust("T")
        expect(table.isTrusted("T"))
        expectEqual(table.enter(4, from: "T"), [])
        expectEqual(table.enter(5, from: "T"), [])
        expectEqual(table.enter(6, from: "B"), [])
        expectEqual(table.enter(7, from: "T"), [], "past the untrusted pool of 6: the reserve")
        expectEqual(table.current, 7)
        // A is at its share (its oldest would go), but the pool is still full after that and no address holds more
        // than A would: refused, and A's oldest stays.
        expectEqual(table.enter(8, from: "A"), nil)
        expectEqual(table.current, 7)
        table.leave(1, from: "A")
        expectEqual(table.current, 6, "connection 1 was still in the table")
    }

    @Test func theCapIsNeverAboveTheDescriptorsLess32() {
        let table = ConnectionTable(maximum: 10_000_000)
        expectEqual(table.maximum, max(4, min(10_000_000, FileDescriptorLimit.current - 32)))
    }

    @Test func aResponseIsWrittenWithItsFixedHeadersFirstAndItsOwnSorted() {
        let answer = ClassResponse(
            status: 201, contentType: "application/json; charset=utf-8", body: Data("{}".utf8),
            headers: ["X-B": "2", "Location": "/", "Connection": "close"]
        )
        let expected = "HTTP/1.1 201 Created\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\n"
            + "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nLocation: /\r\nX-B: 2\r\nConnection: keep-alive\r\n\r\n"
        expectEqual(String(decoding: ResponseWriter.bytes(answer, closing: false), as: UTF8.self), expected + "{}")
        let head = String(decoding: ResponseWriter.bytes(answer, closing: true, head: true), as: UTF8.self)
        expectEqual(head, expected.replacingOccurrences(of: "keep-alive", with: "close"), "HEAD: the length, no body")
        let split = ClassResponse(status: 303, contentType: "text/plain", body: Data(), headers: ["Location": "/\r\nSet-Cookie: x=1"])
        let text = String(decoding: ResponseWriter.bytes(split, closing: true), as: UTF8.self)
        expect(text.hasPrefix("HTTP/1.1 303 See Other\r\n"))
        expect(text.contains("Location: /  Set-Cookie: x=1\r\n"), "no header can start another: \(text)")
        expectEqual(ResponseWriter.reasonPhrase(431), "Request Header Fields Too Large")
        let refused = String(decoding: ResponseWriter.tooManyConnections(maximum: 7), as: UTF8.self)
        expect(refused.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
        expect(refused.contains("7 connections") && refused.contains("7 个"), "\(refused)")
    }

    @Test func aParsedRequestReachesTheServiceWithLowerCasedHeadersAndItsQuery() {
        let head = HTTPRequestHead(
            method: "GET", target: "/api/results?after=3&limit=a%20b", minorVersion: 1,
            fields: [HTTPField(name: "Host", value: "h"), HTTPField(name: "X-Teacher-Key", value: "k")], framing: .none
        )
        let request = ServerLoop.classRequest(head, body: Data("x".utf8), client: "10.0.0.7")
        expectEqual(request.path, "/api/results")
        expectEqual(request.query, ["after": "3", "limit": "a b"])
        expectEqual(request.headers, ["host": "h", "x-teacher-key": "k"])
        expectEqual(request.client, "10.0.0.7")
        expectEqual(request.body, Data("x".utf8))
    }

    @Test func onlyNumericAddressesAreListenedOn() {
        expect(Sockets.address(host: "127.0.0.1", port: 80) != nil)
        expect(Sockets.address(host: "::1", port: 80) != nil)
        expect(Sockets.address(host: "localhost", port: 80) == nil)
        expect(Sockets.address(host: "300.1.1.1", port: 80) == nil)
    }
}
