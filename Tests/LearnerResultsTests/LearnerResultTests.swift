import Foundation
import LearnerResults
import Testing
import TestSupport

@Suite struct LearnerResultTests {
    private func sample(predictions: PredictionTally? = nil) -> LearnerResult {
        LearnerResult(
            learner: "Ada",
            language: "en",
            createdAt: Date(timeIntervalSince1970: 1_795_548_600),
            exercises: [
                ExerciseResult(
                    id: "pan-clamp", chapter: "02-under-the-content.md", title: "The pan clamp",
                    status: .passed, stepsPassed: 5, stepsTotal: 5
                ),
                ExerciseResult(
                    id: "release-decision", chapter: "03-snap-and-bounce.md", title: "Open or closed on release",
                    status: .failed, stepsPassed: 2, stepsTotal: 7,
                    firstFailure: FirstFailure(
                        file: "Chapters/en/03-snap-and-bounce.md", line: 42, column: 1,
                        text: "expect row 3 open", message: "expected open, found closed (offset 39.5)",
                        prose: "Pull row 3 exactly 40 points and let go."
                    )
                ),
            ],
            predictions: predictions
        )
    }

    @Test func roundTripsThroughJSON() throws {
        let result = sample(predictions: PredictionTally(answered: 3, correct: 2, total: 5))
        let decoded = try LearnerResult.decoded(from: result.encoded())
        expectEqual(decoded, result)
        expectEqual(decoded.passedCount, 1)
    }

    @Test func writesTheContractsKeysAndNullForNoFailure() throws {
        let text = String(decoding: try sample().encoded(), as: UTF8.self)
        expect(text.contains("\"schemaVersion\" : 1"))
        expect(text.contains("\"createdAt\" : \"2026-11-24T19:30:00Z\""))
        expect(text.contains("\"firstFailure\" : null"))
        expect(text.contains("\"status\" : \"failed\""))
        expect(!text.contains("predictions"), "predictions is left out when the kit has none")
        expect(text.hasSuffix("}\n"))
    }

    @Test func readsTheContractsExample() throws {
        let json = """
        {"schemaVersion":1,"learner":"Ada","language":"en","createdAt":"2026-11-24T19:30:00Z",
         "exercises":[{"id":"pan-clamp","chapter":"02-under-the-content.md","title":"The pan clamp",
           "status":"notStarted","stepsPassed":0,"stepsTotal":5,"firstFailure":null}],
         "predictions":{"answered":3,"correct":2,"total":5}}
        """
        let result = try LearnerResult.decoded(from: Data(json.utf8))
        expectEqual(result.learner, "Ada")
        expectEqual(result.exercises.first?.status, .notStarted)
        expectEqual(result.exercises.first?.firstFailure, nil)
        expectEqual(result.predictions, PredictionTally(answered: 3, correct: 2, total: 5))
    }

    @Test func refusesAnUnknownExerciseAndAnotherSchemaVersion() throws {
        var unknown = sample()
        unknown.exercises[0].id = "swipe-everything"
        #expect(throws: LearnerResultError.unknownExercise("swipe-everything")) {
            try LearnerResult.decoded(from: unknown.encoded())
        }
        var future = sample()
        future.schemaVersion = 2
        #expect(throws: LearnerResultError.unsupportedSchemaVersion(2)) {
            try LearnerResult.decoded(from: future.encoded())
        }
        expect(LearnerResultError.unknownExercise("x").description.contains("pan-clamp"))
    }
}
