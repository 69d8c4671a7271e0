import ClassServer
import Foundation
import LearnerResults
import Testing

/// Who may do what: the teacher's key for the dashboard and the results, a learner's token for their name, the
/// teacher's release of a name, and at most 10 wrong join codes a minute from one address.
@Suite("Class service: access")
struct AccessTests {
    func service(store: SQLiteResultStore? = nil, clock: Clock = Clock()) throws -> ClassService {
        ClassService(store: try store ?? memoryStore(), code: JoinCode("ABC234")!, teacherKey: teacherKey, now: { clock.now })
    }

    func post(_ result: LearnerResult, code: String = "ABC234", token: String? = nil, client: String = "10.0.0.5") throws -> ClassRequest {
        var headers = ["X-Join-Code": code]
        if let token { headers["X-Learner-Token"] = token }
        return ClassRequest(method: "POST", path: "/api/results", headers: headers, body: try result.encoded(), client: client)
    }

    func ada(_ index: Int = 3) -> LearnerResult {
        var result = SampleClass.result(learner: index)
        result.learner = "Ada"
        return result
    }

    @Test(arguments: ["/", "/api/results"])
    func theDashboardAndTheResultsNeedTheTeacherKey(path: String) async throws {
        let service = try service()
        #expect(await service.handle(ClassRequest(method: "GET", path: path)).status == 401)
        #expect(await service.handle(ClassRequest(method: "GET", path: path, headers: ["X-Teacher-Key": "teacher-key-for-test"])).status == 401)
        #expect(await service.handle(ClassRequest(method: "GET", path: path, query: ["key": "nope"])).status == 401)
        #expect(await service.handle(ClassRequest(method: "GET", path: path, query: ["key": teacherKey.value])).status == 200)
        #expect(await service.handle(teacher(path)).status == 200)
    }

    @Test func aNamesLaterResultsNeedItsTokenAndARefusalChangesNothing() async throws {
        let store = try memoryStore()
        let service = try service(store: store)
        let first = await service.handle(try post(ada(3)))
        #expect(first.status == 201)
        let token = try #require(learnerToken(first))
        #expect(token.count >= 32)

        let noToken = await service.handle(try post(ada(9)))
        #expect(noToken.status == 403)
        #expect(noToken.text.contains("\"field\":\"X-Learner-Token\""), "\(noToken.text)")
        #expect(await service.handle(try post(ada(9), token: "a-guess")).status == 403)
        #expect(try await store.count() == 1)
        #expect(await service.handle(teacher("/")).text.contains("3 of 10 done"), "the first result still shows")

        let second = await service.handle(try post(ada(9), token: token))
        #expect(second.status == 201)
        #expect(learnerToken(second) == nil, "a token is given once")
        #expect(await service.handle(teacher("/")).text.contains("9 of 10 done"))
    }

    @Test func theTeacherReleasesANameForANewKit() async throws {
        let store = try memoryStore()
        let service = try service(store: store)
        let old = try #require(learnerToken(await service.handle(try post(ada()))))
        #expect(await service.handle(ClassRequest(method: "POST", path: "/api/release", query: ["name": "Ada"])).status == 401)
        let page = await service.handle(teacher("/")).text
        #expect(page.contains("action=\"/api/release?key=\(teacherKey.value)\""), "the dashboard has a release button")
        let released = await service.handle(ClassRequest(
            method: "POST", path: "/api/release", headers: ["X-Teacher-Key": teacherKey.value, "Accept": "text/html"], body: Data("name=Ada".utf8)
        ))
        #expect(released.status == 303)
        let fresh = await service.handle(try post(ada(5)))
        #expect(fresh.status == 201)
        #expect(learnerToken(fresh) != nil)
        #expect(await service.handle(try post(ada(6), token: old)).status == 403, "the lost kit's token no longer works")
        #expect(try await store.count() == 2, "results stay")
    }

    @Test func tokensAreStoredHashed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("class.sqlite").path
        let service = try service(store: SQLiteResultStore(path: path))
        let token = try #require(learnerToken(await service.handle(try post(ada()))))
        var bytes = Data()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            bytes += (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data()
        }
        #expect(bytes.range(of: Data("Ada".utf8)) != nil, "the store was read")
        #expect(bytes.range(of: Data(token.utf8)) == nil)
        #expect(bytes.range(of: Data(Secret(token).digest.utf8)) != nil)
    }

    @Test func fifteenWrongCodesFromOneAddressEndIn429() async throws {
        let clock = Clock()
        let service = try service(clock: clock)
        var statuses: [Int] = []
        for guess in 0..<15 { statuses.append(await service.handle(try post(ada(), code: "ZZZ\(222 + guess)", client: "10.0.0.66")).status) }
        #expect(statuses == Array(repeating: 403, count: 10) + Array(repeating: 429, count: 5))
        let right = await service.handle(try post(ada(), client: "10.0.0.66"))
        #expect(right.status == 429, "the right code too: a guess must not be confirmed")
        #expect(Int(right.headers["Retry-After"] ?? "") ?? 0 > 0)
        #expect(await service.handle(try post(ada(), client: "10.0.0.7")).status == 201, "another address is not held up")
        clock.now += 61
        #expect(await service.handle(try post(ada(4), code: "ZZZ999", client: "10.0.0.66")).status == 403, "a minute later it may try again")
    }

    @Test func resultsComeInPages() async throws {
        let service = try service()
        for learner in 0..<5 { #expect(await service.handle(try post(SampleClass.result(learner: learner))).status == 201) }
        func page(_ query: [String: String]) async throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: await service.handle(teacher("/api/results", query: query)).body) as? [String: Any])
        }
        let first = try await page(["limit": "2"])
        #expect((first["results"] as? [Any])?.count == 2)
        let next = try #require(first["next"] as? Int)
        let rest = try await page(["after": "\(next)", "limit": "10"])
        let learners = (rest["results"] as? [[String: Any]])?.compactMap { ($0["result"] as? [String: Any])?["learner"] as? String }
        #expect(learners == ["Learner 3", "Learner 4", "Learner 5"])
        #expect(rest["next"] is NSNull)
    }
}
