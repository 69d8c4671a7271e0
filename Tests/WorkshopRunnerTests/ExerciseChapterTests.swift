import Foundation
import LearnerResults
import SwipeEngine
import Testing
@testable import WorkshopRunner
import TestSupport

/// A kit with exercises and blanks: an exercise is graded on the book's numbers, whatever the learner predicted.
@Suite struct ExerciseChapterTests {
    private struct NoClamp: PanClampDecision {
        func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double { start - translation }
    }

    /// A chapter whose only check of the pan clamp is a prediction: the finger pulls 200 points, the clamp stops at 160.
    static let book = """
        # Clamp

        ## Pull too far

        The content stops at the actions' total width.

        ```spec
        table 30 rows
        trailing actions "More" 80, "Delete" 80 destructive
        pan row 1 by -200
        expect row 1 offset 160?
        ```
        """

    /// A kit at a temporary root holding `chapter` as its chapter 02, with the pan-clamp exercise and the blank.
    private func kit(chapter: String, language: String = "en") throws -> (root: String, grader: ExerciseGrader) {
        let root = NSTemporaryDirectory() + "exercise-chapter-\(UUID().uuidString)"
        let file = "Chapters/\(language)/02-under-the-content.md"
        try FileManager.default.createDirectory(atPath: root + "/Chapters/\(language)", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try Data(chapter.utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        try Data("// edited\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/02-PanClamp.swift"))
        let blank = KitManifest.Blank(
            file: file, line: 11, index: 0, column: 21,
            answerDigest: PredictionKey.digest(file: file, line: 11, index: 0, answer: "160")
        )
        let manifest = KitManifest(
            language: language == "zh-Hans" ? .chinese : .english, exercises: [.init(id: "pan-clamp", file: "Sources/02-PanClamp.swift", stubDigest: "stub")],
            predictions: [blank]
        )
        return (root, ExerciseGrader(root: root, manifest: manifest))
    }

    @Test(arguments: ["offset ?", "offset 999?", "offset 160?"])
    func theBooksCodePassesWhateverTheLearnerPredicted(written: String) throws {
        let (root, grader) = try kit(chapter: Self.book.replacingOccurrences(of: "offset 160?", with: written))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = grader.grade(Decisions(), learner: "Ada")
        expectEqual(result.exercises.first?.status, .passed, "\(String(describing: result.exercises.first?.firstFailure))")
        expectEqual(result.predictions?.correct, (written == "offset 160?" ? 1 : 0))
    }

    @Test(arguments: ["offset ?", "offset 200?", "offset 160?"])
    func aWrongClampFailsOnThePredictionLineWithoutShowingItsNumbers(written: String) throws {
        let (root, grader) = try kit(chapter: Self.book.replacingOccurrences(of: "offset 160?", with: written))
        defer { try? FileManager.default.removeItem(atPath: root) }
        var decisions = Decisions()
        decisions.panClamp = NoClamp()
        let exercise = try require(grader.grade(decisions, learner: "Ada").exercises.first)
        expectEqual(exercise.status, .failed)
        let failure = try require(exercise.firstFailure)
        expectEqual(failure.line, 11)
        expectEqual(failure.text, "expect row 1 offset ?")
        expect(!failure.message.contains("160") && !failure.message.contains("200"), "\(failure.message)")
        expect(failure.message.contains("the number is one to predict"))
        expectEqual(failure.prose, "The content stops at the actions' total width.")
    }

    @Test func aChineseKitSaysSoInChinese() throws {
        let (root, grader) = try kit(chapter: Self.book.replacingOccurrences(of: "offset 160?", with: "offset ?"), language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var decisions = Decisions()
        decisions.panClamp = NoClamp()
        let message = grader.grade(decisions, learner: "Ada").exercises.first?.firstFailure?.message ?? ""
        expect(message.contains("这个数字是要预测的"))
    }

    @Test func readsTheNumbersAFailureReports() {
        expectEqual(ExerciseChapter.numbers(in: "row 1 has another offset 149.5 (−3, -60.) x2"), ["1", "149.5", "-3", "-60", "2"])
        expect(ExerciseChapter.numbers(in: "no number").isEmpty)
    }
}
