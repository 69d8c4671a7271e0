import ClassServer
import Foundation
import LearnerResults
import Testing
import TestSupport

/// Who may do what: the teacher's key for the dashboard and the results, a learner's token for their name, the
/// teacher's release of a name (with a one-time claim code) and removal of a learner, and the answers about join codes
/// one address gets.
@Suite("Class service: access")
struct AccessTests {
    func service(store: SQLiteResultStore? = nil, clock: Clock = Clock()) throws -> ClassService {
        ClassService(store: try store ?? memoryStore(), code: JoinCode("ABC234DE")!, teacherKey: teacherKey, now: { clock.now })
    }

    func post(_ result: LearnerResult, code: String = "ABC234DE", token: String? = nil, client: String = "10.0.0.5") throws -> ClassRequest {
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
        expectEqual(await service.handle(ClassRequest(method: "GET", path: path)).status, 401)
        expectEqual(await service.handle(ClassRequest(method: "GET", path: path, headers: ["X-Teacher-Key": "teacher-key-for-test"])).status, 401)
        expectEqual(await service.handle(ClassRequest(method: "GET", path: path, query: ["key": "nope"])).status, 401)
        expectEqual(await service.handle(ClassRequest(method: "GET", path: path, query: ["key": teacherKey.value])).status, 401, "the key never goes in an address")
        expectEqual(await service.handle(teacher(path)).status, 200)
    }

    @Test func aNamesLaterResultsNeedItsTokenAndARefusalChangesNothing() async throws {
        let store = try memoryStore()
        let service = try service(store: store)
        let first = await service.handle(try post(ada(3)))
        expectEqual(first.status, 201)
        let token = try require(learnerToken(first))
        expect(token.count >= 32)

        let noToken = await service.handle(try post(ada(9)))
        expectEqual(noToken.status, 403)
        expect(noToken.text.contains("\"field\":\"X-Learner-Token\""), "\(noToken.text)")
        expectEqual(await service.handle(try post(ada(9), token: "a-guess")).status, 403)
        expectEqual(try await store.count(), 1)
        expect(await service.handle(teacher("/")).text.contains("3 of 10 done"), "the first result still shows")

        let second = await service.handle(try post(ada(9), token: token))
        expectEqual(second.status, 201)
        expectEqual(learnerToken(second), nil, "a token is given once")
        expect(await service.handle(teacher("/")).text.contains("9 of 10 done"))
    }

    @Test func theTeacherReleasesANameToTheLearnerWhoHoldsTheClaimCode() async throws {
        let store = try memoryStore()
        let service = try service(store: store)
        let old = try require(learnerToken(await service.handle(try post(ada()))))
        expectEqual(await service.handle(ClassRequest(method: "POST", path: "/api/release", query: ["name": "Ada"])).status, 401)
        let released = await service.handle(ClassRequest(
            method: "POST", path: "/api/release", headers: ["X-Teacher-Key": teacherKey.value, "Accept": "text/html"], body: Data("name=Ada".utf8)
        ))
        expectEqual(released.status, 200)
        let claim = try require(released.text.firstMatch(of: /<code>([A-Z0-9]{8})<\/code>/)?.1).description
        expect(!(await service.handle(teacher("/")).text.contains(claim)), "the claim code is shown once, not on the dashboard")

        // A classmate polling for the name gets 403 each time, then 429: the limit counts failed claims.
        var polled: [Int] = []
        for index in 0..<25 { polled.append(await service.handle(try post(ada(index % 9), token: Secret.random(length: 32).value, client: "10.0.0.66")).status) }
        expectEqual(polled, Array(repeating: 403, count: 20) + Array(repeating: 429, count: 5), "\(polled)")
        expectEqual(await service.handle(try post(ada(6), token: old)).status, 403, "the lost kit's token no longer works")

        var claiming = try post(ada(5), token: Secret.random(length: 32).value)
        claiming.headers["x-claim-code"] = claim.lowercased()
        expectEqual(await service.handle(claiming).status, 201, "the learner with the teacher's claim gets the name")
        var again = try post(ada(6), token: Secret.random(length: 32).value, client: "10.0.0.8")
        again.headers["x-claim-code"] = claim
        expectEqual(await service.handle(again).status, 403, "a claim is used once")
        expectEqual(try await store.count(), 2, "results stay")
    }

    @Test func theTeacherRemovesALearnerAndTheirResults() async throws {
        let store = try memoryStore()
        let service = try service(store: store)
        var junk = ada()
        junk.learner = "zzz junk"
        for index in 0..<3 { _ = await service.handle(try post(SampleClass.result(learner: index))) }
        let token = try require(learnerToken(await service.handle(try post(junk))))
        expectEqual(await service.handle(try post(junk, token: token)).status, 201)
        expectEqual(await service.handle(ClassRequest(method: "POST", path: "/api/remove", body: Data("name=zzz+junk".utf8))).status, 401)
        let removed = await service.handle(ClassRequest(
            method: "POST", path: "/api/remove", headers: ["X-Teacher-Key": teacherKey.value], body: Data("name=zzz+junk".utf8)
        ))
        expectEqual(removed.status, 200)
        expect(removed.text.contains("\"results\":2"), "\(removed.text)")
        expectEqual(try await store.count(), 3)
        expect(!(await service.handle(teacher("/")).text.contains("zzz junk")))
    }

    @Test func tokensAreStoredHashed() async throws {
        let folder = TestFolders.fresh("tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("class.sqlite").path
        let service = try service(store: SQLiteResultStore(path: path))
        let token = try require(learnerToken(await service.handle(try post(ada()))))
        var bytes = Data()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            bytes += (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data()
        }
        expect(bytes.range(of: Data("Ada".utf8)) != nil, "the store was read")
        expectEqual(bytes.range(of: Data(token.utf8)), nil)
        expect(bytes.range(of: Data(Secret(token).digest.utf8)) != nil)
    }

    @Test func wrongCodesAreAnsweredWithinTheBudgetAndTheRightOneStillJoins() async throws {
        let clock = Clock()
        let service = ClassService(
            store: try memoryStore(), code: JoinCode("ABC234DE")!, teacherKey: teacherKey, joinAnswers: TokenBucket(perSecond: 5, burst: 40),
            now: { clock.now }
        )
        var statuses: [Int] = []
        for guess in 0..<45 { statuses.append(await service.handle(try post(ada(), code: "ZZZ\(22222 + guess)", client: "10.0.0.66")).status) }
        expectEqual(statuses, Array(repeating: 403, count: 40) + Array(repeating: 429, count: 5))
        var honest = ada()
        honest.learner = "Grace"
        let right = await service.handle(try post(honest, token: Secret.random(length: 32).value, client: "10.0.0.66"))
        expectEqual(right.status, 429, "past the budget, the answer says nothing about the code")
        expect(Int(right.headers["Retry-After"] ?? "") ?? 0 > 0)
        var stored = false
        for _ in 0..<100 where !stored {
            stored = await service.handle(teacher("/")).text.contains("Grace")
            if !stored { try await Task.sleep(for: .milliseconds(20)) }
        }
        expect(stored, "the learner who shares the guesser's address joined all the same")
        expectEqual(await service.handle(try post(ada(), client: "10.0.0.7")).status, 201, "another address is not held up")
        clock.now += 1
        expectEqual(await service.handle(try post(ada(4), code: "ZZZ99999", client: "10.0.0.66")).status, 403, "one more answer a fifth of a second later")
    }

    @Test func resultsComeInPages() async throws {
        let service = try service()
        for learner in 0..<5 { expectEqual(await service.handle(try post(SampleClass.result(learner: learner))).status, 201) }
        func page(_ query: [String: String]) async throws -> [String: Any] {
            try require(try JSONSerialization.jsonObject(with: await service.handle(teacher("/api/results", query: query)).body) as? [String: Any])
        }
        let first = try await page(["limit": "2"])
        expectEqual((first["results"] as? [Any])?.count, 2)
        let next = try require(first["next"] as? Int)
        let rest = try await page(["after": "\(next)", "limit": "10"])
        let learners = (rest["results"] as? [[String: Any]])?.compactMap { ($0["result"] as? [String: Any])?["learner"] as? String }
        expectEqual(learners, ["Learner 3", "Learner 4", "Learner 5"])
        expect(rest["next"] is NSNull)
    }
}
