import ClassServer
import Foundation
import LearnerResults
import Testing
import TestSupport

/// Predictions sent to the class server: validated like the rest of a result, kept as counts only, shown per chapter.
@Suite("Class service: predictions")
struct PredictionResultsTests {
    func service(store: SQLiteResultStore) async throws -> ClassService {
        ClassService(store: store, code: JoinCode("ABC234DE")!, teacherKey: teacherKey, now: { Date(timeIntervalSince1970: 1_795_000_000) })
    }

    func post(_ body: Data) -> ClassRequest {
        ClassRequest(method: "POST", path: "/api/results", headers: ["Content-Type": "application/json", "X-Join-Code": "ABC234DE"], body: body)
    }

    @Test func predictionsAreStoredAsCountsAndShownPerChapter() async throws {
        var result = SampleClass.result(learner: 3)
        result.predictions = SampleClass.predictions(learner: 3)
        let store = try memoryStore()
        let service = try await service(store: store)
        let reply = await service.handle(post(try result.encoded()))
        expectEqual(reply.status, 201, "\(reply.text)")
        expect(reply.text.contains("\"predictions\":{\"correct\":3,\"total\":6}"))
        let kept = try require(try await store.all().first)
        let stored = String(decoding: kept.json, as: UTF8.self)
        expect(!stored.contains("\"answer\"") && !stored.contains("\"blanks\"") && !stored.contains("153"), "\(stored)")
        expectEqual(try LearnerResult.decoded(from: kept.json).predictions?.chapters, [
            PredictionChapter(chapter: "02-under-the-content.md", correct: 3, wrong: 0, notAnswered: 0),
            PredictionChapter(chapter: "08-edge-auto-scroll.md", correct: 0, wrong: 1, notAnswered: 2),
        ])
        let list = await service.handle(teacher("/api/results")).text
        expect(!list.contains("\"answer\""))
        let page = await service.handle(teacher("/")).text
        expect(page.contains("title=\"08-edge-auto-scroll.md: 0 right, 1 wrong, 2 not answered\""))
    }

    @Test(arguments: [
        "{\"answered\":2,\"correct\":3,\"total\":6}",
        "{\"answered\":1,\"correct\":0,\"total\":1,\"chapters\":[{\"chapter\":\"02-a.md\",\"correct\":0,\"wrong\":0,\"notAnswered\":1}]}",
        "{\"answered\":0,\"correct\":0,\"total\":1,\"chapters\":[{\"chapter\":\"<script>.md\",\"correct\":0,\"wrong\":0,\"notAnswered\":1}]}",
        "{\"answered\":\"all\",\"correct\":0,\"total\":1}",
        "[1, 2]",
    ])
    func malformedPredictionsAreRefusedAndNothingIsStored(predictions: String) async throws {
        let base = String(decoding: try SampleClass.result(learner: 1).encoded(), as: UTF8.self)
        let body = base.replacingOccurrences(of: "\n}\n", with: ",\n\"predictions\": \(predictions)\n}\n")
        expect(body != base)
        let store = try memoryStore()
        let reply = try await service(store: store).handle(post(Data(body.utf8)))
        expectEqual(reply.status, 400, "\(reply.text)")
        expect(reply.text.contains("predictions"), "\(reply.text)")
        expect(try await store.all().isEmpty)
    }

    @Test func anOlderResultWithoutPredictionsIsStillTaken() async throws {
        let store = try memoryStore()
        let service = try await service(store: store)
        let reply = await service.handle(post(try SampleClass.result(learner: 2).encoded()))
        expectEqual(reply.status, 201)
        expect(!reply.text.contains("predictions"))
        expect(await service.handle(teacher("/")).text.contains("Learner 3"))
    }
}
