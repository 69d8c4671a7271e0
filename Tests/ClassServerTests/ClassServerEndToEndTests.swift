import ClassServer
import Foundation
import LearnerResults
import Testing
import TestSupport

/// The real server (`chapters-class serve`) on a free loopback port with a store in a temporary folder: results over HTTP, bad requests,
/// a restart on the same store, the dashboard and `/api/results`. Every request is bounded by a timeout, and the
/// server is stopped at the end of each test.
@Suite("Class server over HTTP", .serialized)
struct ClassServerEndToEndTests {
    let code = JoinCode("K7M3QXPA")!

    /// The real `chapters-class serve` in a process of its own, so that the many tests running beside this one in
    /// the test process cannot hold up its answers.
    struct Running {
        var started: ServeCommandTests.Started
        var port: UInt16 { started.port }
        var key: [String: String] { ["X-Teacher-Key": started.teacherKey] }

        func stop() async {
            started.process.terminate()
            started.process.waitUntilExit()
        }
    }

    /// The server under test; a burst of 40 at once from this one address is a class behind one address, so answers
    /// about join codes are not limited here (``AccessTests`` tests that limit).
    func start(storePath: String, limit: Int = 30) async throws -> Running {
        let started = try ServeCommandTests().start(store: storePath, extra: ["--rate", "\(limit)", "--code", code.value, "--join-answers", "1000"])
        try require(started.port > 0, "the server did not start: \(started.lines)")
        return Running(started: started)
    }

    func temporaryStore() throws -> String {
        let folder = TestFolders.fresh("class-server")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("class.sqlite").path
    }

    func post(_ body: Data, port: UInt16, code: String? = "K7M3QXPA", token: String? = nil) async throws -> LoopbackClient.Reply {
        var headers = ["Content-Type": "application/json"]
        if let code { headers["X-Join-Code"] = code }
        if let token { headers["X-Learner-Token"] = token }
        return try await LoopbackClient.request("POST", "/api/results", port: port, headers: headers, body: body)
    }

    @Test func resultsSurviveARestartAndBadRequestsStoreNothing() async throws {
        let path = try temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var server = try await start(storePath: path)

        expectEqual(try await post(SampleClass.result(learner: 0).encoded(), port: server.port).status, 201)
        expectEqual(try await post(SampleClass.result(learner: 4).encoded(), port: server.port).status, 201)
        expectEqual(try await post(SampleClass.result(learner: 1).encoded(), port: server.port, code: "WRONG2").status, 403)
        expectEqual(try await post(SampleClass.result(learner: 1).encoded(), port: server.port, code: nil).status, 401)
        expectEqual(try await post(Data("{\"learner\": ".utf8), port: server.port).status, 400)
        let oversized = try await post(Data(repeating: 0x7B, count: (1 << 20) + 10), port: server.port)
        expectEqual(oversized.status, 413)
        var hostile = SampleClass.result(learner: 2)
        hostile.learner = "<script>alert('x')</script>"
        expectEqual(try await post(hostile.encoded(), port: server.port).status, 201)

        // A request that claims a huge body and sends none is answered, not waited on for ever.
        let claim = "POST /api/results HTTP/1.1\r\nHost: x\r\nX-Join-Code: K7M3QXPA\r\nContent-Length: 99999999999\r\nConnection: close\r\n\r\n"
        expectEqual(try await LoopbackClient.requestRaw(Data(claim.utf8), port: server.port).status, 413)
        // Garbage instead of HTTP closes the connection without taking the server down.
        _ = try? await LoopbackClient.requestRaw(Data("\u{1}\u{2}garbage\r\n\r\n".utf8), port: server.port, timeout: 3)

        await server.stop()
        server = try await start(storePath: path)

        let page = try await LoopbackClient.request("GET", "/", port: server.port, headers: server.key)
        expectEqual(page.status, 200)
        expectEqual(page.headers["content-type"]?.hasPrefix("text/html"), true)
        expect(page.text.contains("Learner 1"))
        expect(page.text.contains("Learner 5"))
        expect(!page.text.contains("<script"))
        expect(page.text.contains("&lt;script&gt;"))
        expect(page.text.contains("<meta http-equiv=\"refresh\""))

        let list = try await LoopbackClient.request("GET", "/api/results", port: server.port, headers: server.key)
        expectEqual(list.status, 200)
        let json = try require(try JSONSerialization.jsonObject(with: list.body) as? [String: Any])
        let learners = (json["results"] as? [[String: Any]])?.compactMap { ($0["result"] as? [String: Any])?["learner"] as? String }
        expectEqual(learners, ["Learner 1", "Learner 5", "<script>alert('x')</script>"])
        await server.stop()
    }

    @Test func predictionsReachTheDashboardAsCountsAndBadOnesAreRefused() async throws {
        let path = try temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var server = try await start(storePath: path)

        var ada = SampleClass.result(learner: 4)
        ada.learner = "Ada"
        ada.predictions = SampleClass.predictions(learner: 4)
        expectEqual(try await post(ada.encoded(), port: server.port).status, 201)
        // An older result, without predictions, is still taken.
        expectEqual(try await post(SampleClass.result(learner: 1).encoded(), port: server.port).status, 201)
        var broken = ada
        broken.learner = "Bo"
        broken.predictions?.correct = 9
        let refused = try await post(broken.encoded(), port: server.port)
        expectEqual(refused.status, 400)
        expect(refused.text.contains("predictions"), "\(refused.text)")

        // After a restart on the same store: both learners, Ada's counts per chapter, nothing of Bo, no answer anywhere.
        await server.stop()
        server = try await start(storePath: path)
        let page = try await LoopbackClient.request("GET", "/", port: server.port, headers: server.key).text
        expect(page.contains("<h2>Predictions</h2>"))
        expect(page.contains("title=\"02-under-the-content.md: 3 right, 0 wrong, 0 not answered\""))
        expect(page.contains("title=\"08-edge-auto-scroll.md: 1 right, 1 wrong, 1 not answered\""))
        expect(page.contains("Learner 2"))
        expect(!page.contains("Bo"))
        let list = try await LoopbackClient.request("GET", "/api/results", port: server.port, headers: server.key).text
        expect(list.contains("\"notAnswered\":1"))
        expect(!list.contains("\"answer\"") && !list.contains("\"blanks\""))
        expectEqual(list.components(separatedBy: "\"receivedAt\"").count - 1, 2)
        await server.stop()
    }

    @Test func aBurstOfResultsIsAllStoredAndTheLimitHolds() async throws {
        let path = try temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let server = try await start(storePath: path, limit: 5)
        let port = server.port
        let statuses = await withTaskGroup(of: String.self) { group in
            for learner in 0..<40 {
                group.addTask {
                    do { return "\(try await self.post(SampleClass.result(learner: learner).encoded(), port: port).status)" } catch { return "\(error)" }
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        expectEqual(statuses.filter { $0 == "201" }.count, 40, "\(statuses.filter { $0 != "201" })")
        var ada = SampleClass.result(learner: 0)
        ada.learner = "Ada"
        let first = try await post(ada.encoded(), port: port)
        let token = try require((try JSONSerialization.jsonObject(with: first.body) as? [String: Any])?["learnerToken"] as? String)
        var repeated: [Int] = []
        for _ in 0..<5 { repeated.append(try await post(ada.encoded(), port: port, token: token).status) }
        expectEqual(repeated, [201, 201, 201, 201, 429], "Ada's token has sent 5 results in the minute")
        expectEqual(try await post(ada.encoded(), port: port).status, 403, "no token: refused whatever the limit")
        let stored = try await LoopbackClient.request("GET", "/api/results", port: port, headers: server.key)
        expectEqual(stored.text.components(separatedBy: "\"receivedAt\"").count - 1, 45)
        await server.stop()
    }
}
