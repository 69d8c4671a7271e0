import ClassDashboard
import ClassServer
import Foundation
import LearnerResults
import Testing
import TestSupport

/// Names and results a teacher can trust: lookalike names refused or marked, results that claim a pass their steps
/// do not show refused, and the teacher's key typed once and never put in an address or a page.
@Suite("Class service: trust")
struct TrustTests {
    func service(store: SQLiteResultStore? = nil) throws -> ClassService {
        ClassService(store: try store ?? memoryStore(), code: JoinCode("ABC234DE")!, teacherKey: teacherKey, now: { Date(timeIntervalSince1970: 1_795_000_000) })
    }

    func post(_ name: String, index: Int = 3, client: String = "10.0.0.5") throws -> ClassRequest {
        var result = SampleClass.result(learner: index)
        result.learner = name
        return ClassRequest(
            method: "POST", path: "/api/results", headers: ["X-Join-Code": "ABC234DE", "X-Learner-Token": Secret.random(length: 32).value],
            body: try result.encoded(), client: client
        )
    }

    /// Each lookalike the attack used: fullwidth, mathematical, soft hyphen, ZWJ, ZWNJ, CGJ, a variation selector,
    /// the Hangul filler.
    static let refused = ["Ａda", "𝙰da", "A\u{00AD}da", "A\u{200D}da", "A\u{200C}da", "A\u{034F}da", "A\u{FE0F}da", "\u{3164}Ada"]

    @Test(arguments: refused)
    func namesThatNormalisationChangesAreRefused(name: String) async throws {
        let service = try service()
        let reply = await service.handle(try post(name))
        expectEqual(reply.status, 400, "\(name.unicodeScalars.map { String($0.value, radix: 16) }): \(reply.text)")
        expect(reply.text.contains("\"field\":\"learner\""))
        expect(reply.text.contains("U+"), "the reply names the character")
    }

    @Test func smallCapitalsAndCyrillicAreMarkedAndALookalikeOfAHeldNameIsRefused() async throws {
        let service = try service()
        expectEqual(await service.handle(try post("Ada")).status, 201)
        expectEqual(await service.handle(try post("Аda")).status, 403, "Cyrillic А looks like the held Ada")
        expectEqual(await service.handle(try post("ᴀda")).status, 201, "small capital ᴀ has no confusable prototype, so it is marked instead")
        let page = await service.handle(teacher("/")).text
        expect(page.contains("ᴀda <span class=\"lookalike\""), "small capitals are marked")
        expect(!page.contains("Ada <span class=\"lookalike\""), "plain Latin is not")
        expectEqual(await service.handle(try post("Grace")).status, 201)
        expectEqual(await service.handle(try post("Grасe")).status, 403, "Cyrillic с and а")
    }

    @Test(arguments: [(0, 0), (1, 9)])
    func aPassWithoutEveryStepIsRefused(passed: Int, total: Int) async throws {
        let store = try memoryStore()
        let service = try service(store: store)
        var result = SampleClass.result(learner: 3)
        result.exercises[0] = ExerciseResult(
            id: result.exercises[0].id, chapter: result.exercises[0].chapter, title: result.exercises[0].title, status: .passed,
            stepsPassed: passed, stepsTotal: total
        )
        let reply = await service.handle(ClassRequest(method: "POST", path: "/api/results", headers: ["X-Join-Code": "ABC234DE"], body: try result.encoded()))
        expectEqual(reply.status, 400)
        expect(reply.text.contains("\"field\":\"exercises[0].status\""), "\(reply.text)")
        expect(reply.text.contains("\(passed) of \(total) steps"))
        expectEqual(try await store.count(), 0)
    }

    @Test func theTeacherSignsInOnceAndTheKeyNeverReachesTheAddressOrThePage() async throws {
        let service = try service()
        _ = await service.handle(try post("Ada"))
        let signIn = await service.handle(ClassRequest(method: "GET", path: "/"))
        expectEqual(signIn.status, 401)
        expect(signIn.contentType.hasPrefix("text/html"))
        let wrong = await service.handle(ClassRequest(method: "POST", path: "/login", body: Data("key=nope".utf8)))
        expectEqual(wrong.status, 401)
        let login = await service.handle(ClassRequest(method: "POST", path: "/login", body: Data("key=\(teacherKey.value)".utf8)))
        expectEqual(login.status, 303)
        expectEqual(login.headers["Location"], "/")
        let cookie = try require(login.headers["Set-Cookie"])
        expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let session = try require(cookie.split(separator: ";").first).description
        let page = await service.handle(ClassRequest(method: "GET", path: "/", headers: ["Cookie": session]))
        expectEqual(page.status, 200)
        expect(!page.text.contains(teacherKey.value), "the key is not in the page")
        expect(!page.text.contains("key="), "no form or link carries a key")
        let csrf = try require(page.text.firstMatch(of: /name="csrf" value="([a-z0-9]+)"/)?.1).description

        let forged = await service.handle(ClassRequest(method: "POST", path: "/api/remove", headers: ["Cookie": session], body: Data("name=Ada".utf8)))
        expectEqual(forged.status, 403, "a form without the session's CSRF token is refused")
        let removed = await service.handle(ClassRequest(
            method: "POST", path: "/api/remove", headers: ["Cookie": session, "Accept": "text/html"], body: Data("name=Ada&csrf=\(csrf)".utf8)
        ))
        expectEqual(removed.status, 303)
        expectEqual(removed.headers["Location"], "/")
        expectEqual(await service.handle(ClassRequest(method: "GET", path: "/", headers: ["Cookie": "class_session=guess"])).status, 401)
    }

    @Test func tenWrongTeacherKeysAMinuteEndIn429() async throws {
        let service = try service()
        var statuses: [Int] = []
        for guess in 0..<12 {
            statuses.append(await service.handle(ClassRequest(method: "POST", path: "/login", body: Data("key=guess\(guess)".utf8), client: "10.0.0.9")).status)
        }
        expectEqual(statuses, Array(repeating: 401, count: 10) + [429, 429])
    }
}
