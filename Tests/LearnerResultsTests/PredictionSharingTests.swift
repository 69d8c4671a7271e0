import Foundation
import LearnerResults
import Testing
import TestSupport

/// What a class sees of a learner's predictions: each chapter's right, wrong and unanswered blanks, never the numbers.
@Suite struct PredictionSharingTests {
    let blanks = [
        PredictionBlank(file: "Chapters/en/02-under-the-content.md", line: 193, column: 21, answer: "150", correct: true),
        PredictionBlank(file: "Chapters/en/02-under-the-content.md", line: 201, column: 21, answer: "90", correct: false),
        PredictionBlank(file: "Chapters/en/08-edge-auto-scroll.md", line: 83, column: 23, answer: nil, correct: false),
        PredictionBlank(file: "Chapters/en/08-edge-auto-scroll.md", line: 208, column: 23, answer: "2280", correct: true),
    ]

    func result(_ predictions: PredictionTally?) -> LearnerResult {
        LearnerResult(learner: "Ada", language: "en", createdAt: Date(timeIntervalSince1970: 1_795_548_600), exercises: [], predictions: predictions)
    }

    func json(_ predictions: String) -> Data {
        Data("""
            {"schemaVersion":1,"learner":"Ada","language":"en","createdAt":"2026-11-24T19:30:00Z","exercises":[],
             "predictions":\(predictions)}
            """.utf8)
    }

    @Test func countsEachChapterFromTheBlanks() {
        let chapters = PredictionTally.chapters(of: blanks)
        expectEqual(chapters, [
            PredictionChapter(chapter: "02-under-the-content.md", correct: 1, wrong: 1, notAnswered: 0),
            PredictionChapter(chapter: "08-edge-auto-scroll.md", correct: 1, wrong: 0, notAnswered: 1),
        ])
        expectEqual(chapters.map(\.total), [2, 2])
        expectEqual(chapters.map(\.chapterNumber), ["02", "08"])
    }

    @Test func theSharedResultHasCountsButNoAnswers() throws {
        let next = FirstFailure(file: blanks[1].file, line: 201, column: 21, text: "expect row 3 offset 90?", message: "m", prose: "p")
        let full = result(PredictionTally(answered: 3, correct: 2, total: 4, blanks: blanks, next: next))
        let shared = full.withoutPredictionAnswers()
        let text = String(decoding: try shared.encoded(), as: UTF8.self)
        for answer in ["150", "\"90\"", "2280", "offset 90?"] { expect(!text.contains(answer), "\(answer) in \(text)") }
        expect(shared.predictions?.blanks == nil && shared.predictions?.next == nil)
        expectEqual(shared.predictions?.chapters, PredictionTally.chapters(of: blanks))
        expectEqual(try LearnerResult.decoded(from: shared.encoded()), shared)
        // A result without predictions is shared as it is.
        expectEqual(result(nil).withoutPredictionAnswers(), result(nil))
    }

    @Test func aResultWithCountsOnlyIsStillRead() throws {
        let decoded = try LearnerResult.decoded(from: json("{\"answered\":3,\"correct\":2,\"total\":5}"))
        expectEqual(decoded.predictions?.chapterCounts, nil)
        expect(decoded.predictions?.wrong == 1 && decoded.predictions?.notAnswered == 2)
        let counted = try LearnerResult.decoded(from: json("""
            {"answered":3,"correct":2,"total":4,"chapters":[
              {"chapter":"02-under-the-content.md","correct":1,"wrong":1,"notAnswered":0},
              {"chapter":"08-edge-auto-scroll.md","correct":1,"wrong":0,"notAnswered":1}]}
            """))
        expectEqual(counted.predictions?.chapterCounts?.count, 2)
    }

    @Test(arguments: [
        ("{\"answered\":-1,\"correct\":0,\"total\":2}", "`predictions.answered` is -1"),
        ("{\"answered\":1,\"correct\":2,\"total\":2}", "more than `predictions.answered`"),
        ("{\"answered\":3,\"correct\":0,\"total\":2}", "more than `predictions.total`"),
        ("{\"answered\":1,\"correct\":1,\"total\":2,\"chapters\":[{\"chapter\":\"02-a.md\",\"correct\":1,\"wrong\":0,\"notAnswered\":0}]}",
         "count 1 blanks but `predictions.total` is 2"),
        ("{\"answered\":1,\"correct\":1,\"total\":1,\"chapters\":[{\"chapter\":\"02-a.md\",\"correct\":1,\"wrong\":-1,\"notAnswered\":1}]}",
         "`predictions.chapters[0].wrong` is -1"),
        ("{\"answered\":0,\"correct\":0,\"total\":1,\"chapters\":[{\"chapter\":\"../x\",\"correct\":0,\"wrong\":0,\"notAnswered\":1}]}",
         "`predictions.chapters[0].chapter` is not a chapter's file name"),
        ("{\"answered\":0,\"correct\":0,\"total\":2,\"chapters\":[{\"chapter\":\"02-a.md\",\"correct\":0,\"wrong\":0,\"notAnswered\":1},"
         + "{\"chapter\":\"02-a.md\",\"correct\":0,\"wrong\":0,\"notAnswered\":1}]}", "names 02-a.md a second time"),
        ("{\"answered\":1,\"correct\":1,\"total\":1,\"blanks\":[{\"file\":\"Chapters/en/02-a.md\",\"line\":1,\"column\":1,\"correct\":true}]}",
         "holds 0 answers"),
        ("{\"answered\":1,\"correct\":0,\"total\":1,\"chapters\":[{\"chapter\":\"02-a.md\",\"correct\":0,\"wrong\":1}]}", "notAnswered"),
    ])
    func countsThatDoNotAddUpAreRefused(predictions: String, reason: String) {
        #expect {
            try LearnerResult.decoded(from: json(predictions))
        } throws: { error in
            "\(error)".contains(reason)
        }
    }
}
