import ClassServer
import Foundation
import Testing
import TestSupport

/// The real server under hostile connections, with its deadlines cut to 1 s so each test is short: a slow header,
/// a short body, a huge header, two body lengths, and more idle connections than the process has file descriptors.
/// Every connection is to 127.0.0.1 and every read gives up after 1 s; the loops are bounded.
@Suite("Class server: connections", .serialized)
struct ConnectionLimitsTests {
    /// This test's store folder (Swift Testing makes a new suite value for each test).
    let folder = TestFolders.fresh("connections")

    func start(fileLimit: Int? = nil, headerTimeout: Int = 1, extra: [String] = []) throws -> ServeCommandTests.Started {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let started = try ServeCommandTests().start(
            store: folder.appendingPathComponent("class.sqlite").path,
            extra: ["--code", "QX7K3MPA", "--header-timeout", "\(headerTimeout)", "--body-timeout", "1"] + extra, fileLimit: fileLimit
        )
        try require(started.port > 0, "the server did not start: \(started.lines)")
        return started
    }

    func stop(_ server: ServeCommandTests.Started) {
        ServeCommandTests().stop(server)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aHeaderSentALineASecondIsCutOff() throws {
        let server = try start()
        defer { stop(server) }
        let connection = try require(RawConnection(port: server.port))
        connection.send("GET / HTTP/1.1\r\n")
        var closed = false
        for line in 0..<40 where !closed {
            // One header line, then a read that waits up to a second: a line a second, at most 40 of them.
            closed = !connection.send("X-Slow-\(line): a\r\n") || connection.readClosed()
        }
        expect(closed, "still open after 40 lines")
    }

    @Test func aBodyShorterThanItsLengthIsAnsweredAndClosed() throws {
        let server = try start()
        defer { stop(server) }
        let connection = try require(RawConnection(port: server.port))
        connection.send("POST /api/results HTTP/1.1\r\nHost: x\r\nX-Join-Code: QX7K3MPA\r\nContent-Length: 1000\r\n\r\n{\"learner\":")
        expect(connection.closedWithin(reads: 40))
        expectEqual(connection.status, 408)
    }

    @Test func aSeventyKilobyteHeaderGets431() throws {
        let server = try start()
        defer { stop(server) }
        let connection = try require(RawConnection(port: server.port))
        connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 70_000) + "\r\n\r\n")
        expect(connection.closedWithin(reads: 10))
        expectEqual(connection.status, 431, "\(String(decoding: connection.received.prefix(200), as: UTF8.self))")
    }

    @Test(arguments: [
        "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "Content-Length: 5\r\nContent-Length: 6\r\n\r\n{}{}{}",
    ])
    func conflictingLengthsGet400AndAClose(lengths: String) throws {
        let server = try start()
        defer { stop(server) }
        let connection = try require(RawConnection(port: server.port))
        connection.send("POST /api/results HTTP/1.1\r\nHost: x\r\nX-Join-Code: QX7K3MPA\r\n" + lengths)
        expect(connection.closedWithin(reads: 10))
        expectEqual(connection.status, 400)
    }

    @Test func anIdleKeepAliveConnectionIsClosed() throws {
        let server = try start()
        defer { stop(server) }
        let connection = try require(RawConnection(port: server.port))
        connection.send("GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
        expect(connection.closedWithin(reads: 40))
        expectEqual(connection.status, 404, "answered first, then closed")
    }

    /// 300 idle connections, from 300 addresses (127.0.1.1 to 127.0.2.44), against a process allowed 256 descriptors:
    /// the cap is never above the descriptors less 32 (so a cap of 1,000 is 224), no address holds more than another,
    /// so a new address past the cap gets 503; the server never runs out of descriptors and answers once they go.
    @Test(arguments: [1_000, 200])
    func threeHundredIdleConnectionsDoNotStopIt(cap: Int) async throws {
        let server = try start(fileLimit: 256, headerTimeout: 30, extra: ["--max-connections", "\(cap)"])
        defer { stop(server) }
        var held: [RawConnection] = []
        for index in 0..<300 {
            if let connection = RawConnection(port: server.port, from: "127.0.\(1 + (index + 1) / 256).\((index + 1) % 256)") { held.append(connection) }
        }
        expectEqual(held.count, 300)
        let extra = try require(RawConnection(port: server.port, from: "127.0.3.1"))
        expect(extra.closedWithin(reads: 10))
        expectEqual(extra.status, 503)
        held.removeAll()
        // The server learns of the 300 closes on its next turns of the loop, so a request that races them may
        // still meet the cap (503); it must be answered normally within a few tries.
        var answered: Int?
        for attempt in 0..<20 where answered != 404 {
            if attempt > 0 { try await Task.sleep(for: .milliseconds(50)) }
            answered = try? await LoopbackClient.request("GET", "/nothing", port: server.port, timeout: 2).status
        }
        expectEqual(answered, 404)
        expect(server.process.isRunning)
    }
}
