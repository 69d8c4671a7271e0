import ClassServer
import Foundation
import LearnerResults
import Testing
import TestSupport

/// Each implausible result is refused with a 4xx naming its field, and nothing is stored.
@Suite("Class service: implausible results")
struct PlausibilityTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func send(_ body: Data, language: String? = nil) async throws -> (ClassResponse, Int) {
        let store = try memoryStore()
        let service = ClassService(store: store, code: JoinCode("ABC234DE")!, teacherKey: teacherKey, now: { Self.now })
        var headers = ["X-Join-Code": "ABC234DE"]
        if let language { headers["Accept-Language"] = language }
        let reply = await service.handle(ClassRequest(method: "POST", path: "/api/results", headers: headers, body: body))
        return (reply, try await store.count())
    }

    static let cases: [(String, @Sendable (inout LearnerResult) -> Void)] = [
        ("exercises[0].stepsPassed", { $0.exercises[0].stepsPassed = -1 }),
        ("exercises[1].stepsTotal", { $0.exercises[1].stepsTotal = Int.max }),
        ("exercises[0].stepsPassed", { $0.exercises[0].stepsPassed = 7; $0.exercises[0].stepsTotal = 6 }),
        ("exercises[1].id", { $0.exercises[1] = $0.exercises[0] }),
        ("exercises[0].chapter", { $0.exercises[0].chapter = "99-made-up.md" }),
        ("learner", { $0.learner = String(repeating: "e\u{301}\u{302}\u{303}", count: 65) }),
        ("learner", { $0.learner = String(repeating: "a", count: 65) }),
        ("learner", { $0.learner = String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", count: 11) }),
        ("learner", { $0.learner = "Ada\u{7}" }),
        ("learner", { $0.learner = "Ada\u{202E}" }),
        ("learner", { $0.learner = "   " }),
        ("exercises[3].firstFailure.prose", { $0.exercises[3].firstFailure?.prose = String(repeating: "x", count: 2_049) }),
        ("exercises[3].firstFailure.message", { $0.exercises[3].firstFailure?.message = String(repeating: "x", count: 900_000) }),
        ("createdAt", { $0.createdAt = Date(timeIntervalSince1970: 253_370_764_800) }),
        ("predictions.chapters[0].chapter", {
            $0.predictions = SampleClass.predictions(learner: 3)
            $0.predictions?.chapters?[0].chapter = "77-nowhere.md"
        }),
    ]

    @Test(arguments: 0..<cases.count)
    func anImplausibleResultIsRefusedNamingItsField(index: Int) async throws {
        let (field, spoil) = Self.cases[index]
        var result = SampleClass.result(learner: 3)
        spoil(&result)
        let (reply, stored) = try await send(result.encoded())
        expect((400..<500).contains(reply.status), "\(reply.status) \(reply.text)")
        expect(reply.text.contains("\"field\":\"\(field)\""), "\(reply.text)")
        expectEqual(stored, 0)
    }

    @Test(arguments: ["99999999999999999999", "1e30", "1.5"])
    func validJSONWithANumberOutOfRangeNamesTheField(number: String) async throws {
        var text = String(decoding: try SampleClass.result(learner: 3).encoded(), as: UTF8.self)
        let range = try require(text.range(of: "\"stepsTotal\" : 6"))
        text.replaceSubrange(range, with: "\"stepsTotal\" : \(number)")
        let (reply, stored) = try await send(Data(text.utf8))
        expectEqual(reply.status, 400)
        expect(reply.text.contains("\"field\":\"exercises[0].stepsTotal\""), "\(reply.text)")
        expect(!reply.text.contains("not valid JSON"))
        expectEqual(stored, 0)
    }

    @Test func aRefusalIsInTheKitsLanguage() async throws {
        var result = SampleClass.result(learner: 3)
        result.exercises[0].stepsPassed = -1
        let (reply, _) = try await send(result.encoded(), language: "zh-Hans")
        expect(reply.text.contains("计数不能小于 0"), "\(reply.text)")
    }

    @Test func aNameIsStoredComposedALookalikeIsMarkedAndItsTwinRefused() async throws {
        let store = try memoryStore()
        let service = ClassService(store: store, code: JoinCode("ABC234DE")!, teacherKey: teacherKey, now: { Self.now })
        var statuses: [Int] = []
        for name in ["Zoe\u{301}", "\u{410}da", "Ada"] {
            var result = SampleClass.result(learner: 1)
            result.learner = name
            statuses.append(await service.handle(ClassRequest(method: "POST", path: "/api/results", headers: ["X-Join-Code": "ABC234DE"], body: try result.encoded())).status)
        }
        expectEqual(statuses, [201, 201, 403], "Ada looks like the Cyrillic Аda a kit holds")
        expectEqual(try await store.all().map(\.learner), ["Zo\u{E9}", "\u{410}da"])
        let page = await service.handle(teacher("/")).text
        expect(page.contains("\u{410}da <span class=\"lookalike\""))
        expect(!page.contains("Zo\u{E9} <span class=\"lookalike\""))
    }

    @Test func theBooksChapterListMatchesTheChaptersFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Chapters/en").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }
        expectEqual(Set(files), BookChapters.files)
    }

    @Test func sha256MatchesTheStandardsExamples() {
        expectEqual(Secret("abc").digest, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        expectEqual(Secret("").digest, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        expectEqual(Secret("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").digest, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
