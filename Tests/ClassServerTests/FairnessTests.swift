import ClassServer
import Foundation
import Testing
import TestSupport

/// The real server (allowed 256 file descriptors) under one classmate's crowd of sockets, and the HTTP/1.1 details a
/// hostile or sloppy client tries. Addresses are told apart on loopback (127.0.0.2 is another client than 127.0.0.1);
/// every read gives up after 1 s and every loop is bounded.
@Suite("Class server: fairness and HTTP details", .serialized)
struct FairnessTests {
    let folder = TestFolders.fresh("fairness")

    func start(fileLimit: Int? = nil) throws -> ServeCommandTests.Started {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let started = try ServeCommandTests().start(
            store: folder.appendingPathComponent("class.sqlite").path,
            extra: ["--code", "QX7K3MPA", "--header-timeout", "20", "--max-connections", "1000"], fileLimit: fileLimit
        )
        try require(started.port > 0, "the server did not start: \(started.lines)")
        return started
    }

    func stop(_ server: ServeCommandTests.Started) {
        ServeCommandTests().stop(server)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aTeacherGets200While1000IdleSocketsHoldAnotherAddress() async throws {
        let server = try start(fileLimit: 256)
        defer { stop(server) }
        var held: [RawConnection] = []
        for _ in 0..<1_000 {
            if let connection = RawConnection(port: server.port, readTimeout: 1, from: "127.0.0.2") { held.append(connection) }
        }
        expect(held.count >= 900, "the crowd could connect (\(held.count))")
        var statuses: [Int] = []
        for _ in 0..<5 {
            let page = try await LoopbackClient.request("GET", "/", port: server.port, headers: ["X-Teacher-Key": server.teacherKey], timeout: 10)
            statuses.append(page.status)
        }
        expectEqual(statuses, [200, 200, 200, 200, 200], "the teacher, from 127.0.0.1, while 127.0.0.2 holds its sockets open")
        // A third address is not held out either, and the server still runs.
        let other = try require(RawConnection(port: server.port, readTimeout: 2, from: "127.0.0.3"))
        other.send("GET /nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        _ = other.closedWithin(reads: 5)
        expectEqual(other.status, 404)
        expect(server.process.isRunning)
    }

    @Test func http11WithoutHostGets400AndGzipChunkedIsRefused() throws {
        let server = try start()
        defer { stop(server) }
        let noHost = try require(RawConnection(port: server.port))
        noHost.send("GET /nothing HTTP/1.1\r\nConnection: close\r\n\r\n")
        expect(noHost.closedWithin(reads: 5))
        expectEqual(noHost.status, 400)
        let twoHosts = try require(RawConnection(port: server.port))
        twoHosts.send("GET /nothing HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
        expect(twoHosts.closedWithin(reads: 5))
        expectEqual(twoHosts.status, 400)
        let gzip = try require(RawConnection(port: server.port))
        gzip.send("POST /api/results HTTP/1.1\r\nHost: x\r\nX-Join-Code: QX7K3MPA\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n")
        expect(gzip.closedWithin(reads: 5))
        expectEqual(gzip.status, 501, "\(String(decoding: gzip.received.prefix(120), as: UTF8.self))")
        let http10 = try require(RawConnection(port: server.port))
        http10.send("GET /nothing HTTP/1.0\r\n\r\n")
        expect(http10.closedWithin(reads: 5))
        expectEqual(http10.status, 404, "HTTP/1.0 needs no Host")
    }

    @Test func aRequestWhoseClientHalfClosesIsAnswered() throws {
        let server = try start()
        defer { stop(server) }
        let connection = try require(RawConnection(port: server.port))
        connection.send("GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
        connection.closeWriting()
        expect(connection.closedWithin(reads: 5))
        expectEqual(connection.status, 404)
        expect(String(decoding: connection.received, as: UTF8.self).lowercased().contains("referrer-policy: no-referrer"))
    }

    @Test func theSignInPageIsShortHTMLInTheViewersLanguage() async throws {
        let server = try start()
        defer { stop(server) }
        let english = try await LoopbackClient.request("GET", "/", port: server.port, timeout: 10)
        expectEqual(english.status, 401)
        expectEqual(english.headers["content-type"]?.hasPrefix("text/html"), true, "\(english.headers)")
        expect(english.text.contains("<form method=\"post\" action=\"/login\">"))
        expect(english.text.contains("Teacher key"))
        expect(english.body.count < 4_096)
        let chinese = try await LoopbackClient.request("GET", "/", port: server.port, headers: ["Accept-Language": "zh-CN,zh;q=0.9"], timeout: 10)
        expect(chinese.text.contains("教师密钥"))
        expect(chinese.text.contains("lang=\"zh-Hans\""))
        expect(!english.text.contains(server.teacherKey))
    }
}
