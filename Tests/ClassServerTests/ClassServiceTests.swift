import ClassServer
import Foundation
import LearnerResults
import Testing
import TestSupport

/// The server's decisions, without sockets: what is taken, what is refused, and that a refusal stores nothing.
@Suite("Class service")
struct ClassServiceTests {
    let code = JoinCode("ABC234DE")!

    func service(store: SQLiteResultStore? = nil, limit: Int = 30, clock: Clock = Clock()) async throws -> ClassService {
        ClassService(store: try store ?? memoryStore(), code: code, teacherKey: teacherKey, limiter: RateLimiter(limit: limit), now: { clock.now })
    }

    func post(_ body: Data?, code: String? = "ABC234DE", token: String? = nil, client: String = "10.0.0.5") -> ClassRequest {
        var headers = ["Content-Type": "application/json"]
        if let code { headers["X-Join-Code"] = code }
        if let token { headers["X-Learner-Token"] = token }
        return ClassRequest(method: "POST", path: "/api/results", headers: headers, body: body, client: client)
    }

    @Test func aGoodResultIsStoredAndShown() async throws {
        let store = try memoryStore()
        let service = try await service(store: store)
        let reply = await service.handle(post(try SampleClass.result(learner: 3).encoded()))
        expectEqual(reply.status, 201)
        expect(reply.text.contains("\"learner\":\"Learner 4\""))
        expectEqual(try await store.all().count, 1)
        let page = await service.handle(teacher("/")).text
        expect(page.contains("Learner 4"))
        expect(page.contains("http-equiv=\"refresh\""))
        let list = await service.handle(teacher("/api/results"))
        expectEqual(list.status, 200)
        let json = try require(try JSONSerialization.jsonObject(with: list.body) as? [String: Any])
        let results = try require(json["results"] as? [[String: Any]])
        expectEqual(results.count, 1)
        expectEqual((results[0]["result"] as? [String: Any])?["learner"] as? String, "Learner 4")
    }

    @Test(arguments: [
        (nil as String?, 401, "missing join code"),
        ("ZZZ999", 403, "wrong join code"),
    ])
    func aMissingOrWrongCodeIsRefused(sent: String?, status: Int, reason: String) async throws {
        let store = try memoryStore()
        let service = try await service(store: store)
        let reply = await service.handle(post(try SampleClass.result(learner: 1).encoded(), code: sent))
        expectEqual(reply.status, status)
        expect(reply.text.contains(reason), "\(reply.text)")
        expect(reply.text.contains("\"field\":\"X-Join-Code\""), "\(reply.text)")
        expectEqual(reply.text.filter { $0 == "\n" }.count, 1, "one line")
        expect(try await store.all().isEmpty)
    }

    @Test func theCodeIsCaseInsensitive() async throws {
        let reply = try await service().handle(post(try SampleClass.result(learner: 1).encoded(), code: " abc234de "))
        expectEqual(reply.status, 201)
    }

    @Test func anOversizedBodyIsRefused() async throws {
        let store = try memoryStore()
        let service = try await service(store: store)
        expectEqual(await service.handle(post(nil)).status, 413)
        let big = Data(repeating: 0x20, count: (1 << 20) + 1)
        expectEqual(await service.handle(post(big)).status, 413)
        expect(try await store.all().isEmpty)
    }

    @Test(arguments: [
        ("not json at all", 400, "not JSON"),
        ("{\"learner\": \"Ada\"}", 400, "is missing"),
        ("[1, 2, 3]", 400, "not a learner result"),
        ("{\"schemaVersion\": 1, \"learner\": 5, \"language\": \"en\", \"createdAt\": \"2026-11-24T10:00:00Z\", \"exercises\": []}", 400, "wrong type"),
    ])
    func malformedJSONIsRefused(body: String, status: Int, reason: String) async throws {
        let store = try memoryStore()
        let service = try await service(store: store)
        let reply = await service.handle(post(Data(body.utf8)))
        expectEqual(reply.status, status)
        expect(reply.text.contains(reason), "\(reply.text)")
        expect(try await store.all().isEmpty)
    }

    @Test func anUnknownExerciseIsRefused() async throws {
        var result = SampleClass.result(learner: 1)
        result.exercises[0].id = "made-up"
        let store = try memoryStore()
        let reply = try await service(store: store).handle(post(try result.encoded()))
        expectEqual(reply.status, 422)
        expect(reply.text.contains("made-up"))
        expect(try await store.all().isEmpty)
    }

    @Test func aLearnerSendingTooOftenIsLimitedAndOthersAreNot() async throws {
        let clock = Clock()
        let store = try memoryStore()
        let service = try await service(store: store, limit: 3, clock: clock)
        let ada = try SampleClass.result(learner: 0).encoded()
        let first = await service.handle(post(ada))
        expectEqual(first.status, 201)
        let token = try require(learnerToken(first))
        for _ in 0..<2 { expectEqual(await service.handle(post(ada, token: token)).status, 201) }
        let limited = await service.handle(post(ada, token: token))
        expectEqual(limited.status, 429)
        expect(Int(limited.headers["Retry-After"] ?? "") ?? 0 > 0)
        expectEqual(await service.handle(post(try SampleClass.result(learner: 1).encoded())).status, 201)
        clock.now += 61
        expectEqual(await service.handle(post(ada, token: token)).status, 201)
        expectEqual(try await store.all().count, 5)
    }

    @Test func aLaterResultReplacesTheEarlierOneOnThePage() async throws {
        let clock = Clock()
        let service = try await service(clock: clock)
        var first = SampleClass.result(learner: 2)
        first.learner = "Grace"
        var second = SampleClass.result(learner: 5)
        second.learner = "Grace"
        let token = try require(learnerToken(await service.handle(post(try first.encoded()))))
        clock.now += 5
        expectEqual(await service.handle(post(try second.encoded(), token: token)).status, 201)
        let page = await service.handle(teacher("/")).text
        expectEqual(page.components(separatedBy: "<th scope=\"row\">Grace<br>").count, 2, "one row for Grace")
        expect(page.contains("5 of 10 done"))
    }

    @Test func scriptInANameIsShownAsText() async throws {
        var result = SampleClass.result(learner: 2)
        result.learner = "<script>alert(1)</script>"
        result.exercises[2].firstFailure?.text = "<img src=x onerror=alert(2)>"
        let service = try await service()
        expectEqual(await service.handle(post(try result.encoded())).status, 201)
        let page = await service.handle(teacher("/")).text
        expect(!page.contains("<script"))
        expect(!page.contains("<img"))
        expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func unknownPathsAndMethodsAreRefused() async throws {
        let service = try await service()
        expectEqual(await service.handle(ClassRequest(method: "GET", path: "/etc/passwd")).status, 404)
        let wrongMethod = await service.handle(ClassRequest(method: "DELETE", path: "/api/results"))
        expectEqual(wrongMethod.status, 405)
        expectEqual(wrongMethod.headers["Allow"], "GET, POST")
    }

    @Test func resultsAlreadyInTheStoreAreShownAtStart() async throws {
        let store = try memoryStore()
        _ = try await store.save(
            ReceivedResult(learner: "Learner 8", receivedAt: Date(), json: try SampleClass.result(learner: 7).encoded()), learnerKey: "Learner 8", newTokenDigest: nil
        )
        let page = try await service(store: store).handle(teacher("/")).text
        expect(page.contains("Learner 8"))
    }
}

/// A store in memory, to test the service alone.
func memoryStore() throws -> SQLiteResultStore {
    try SQLiteResultStore(path: ":memory:")
}

/// The key the services under test print.
let teacherKey = Secret("teacher-key-for-tests")

/// `GET path` as the teacher sends it (their key in `X-Teacher-Key`).
func teacher(_ path: String, query: [String: String] = [:]) -> ClassRequest {
    ClassRequest(method: "GET", path: path, headers: ["X-Teacher-Key": teacherKey.value], query: query)
}

/// The `learnerToken` of a reply to a name's first result.
func learnerToken(_ reply: ClassResponse) -> String? {
    (try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any])?["learnerToken"] as? String
}

/// A clock the test moves by hand.
final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Date(timeIntervalSince1970: 1_795_000_000)
    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
