import Foundation
import LearnerResults
import ReorderEngine
import SwipeEngine
import TableModel
import Testing
import WorkshopRunner
@testable import WorkshopMaker
import TestSupport

/// `chapters workshop new DIR --predict --exercises` on the book itself: one kit with the Swift exercises and the
/// blanked predictions, graded together, each exercise exactly as a kit without blanks grades it.
@Suite struct CombinedKitTests {
    // The naive approaches of the three chapters that mark predictions: each fails a predicted line of its chapter.
    private struct NoClamp: PanClampDecision {
        func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double { start - translation }
    }
    private struct NoBounce: BounceDecision {
        func keyframes(for request: SnapRequest) -> [KeyframeAnimation.Keyframe] { [.init(value: request.target, seconds: 0.2)] }
    }
    private struct FullSpeed: EdgeScrollSpeedDecision {
        func pointsPerSecond(distanceFromEdge: Double, range: Double) -> Double { distanceFromEdge < range ? 1200 : 0 }
    }

    static let book = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Chapters").path

    /// A kit made from the book in a temporary folder, its exercise files edited (so none is "not started").
    private func kit(predict: Bool, exercises: Bool = true, solved: Bool = false, chapters: String? = nil) throws -> String {
        let folder = NSTemporaryDirectory() + "combined-kit-\(UUID().uuidString)"
        let marking = PredictionKit.chapters(book: Self.book, language: .english)
        let chosen = predict && exercises
            ? try KitMaker.chapters(from: chapters, predictionChapters: marking)
            : try KitMaker.chapters(from: chapters)
        let options = KitOptions(chapters: chosen, language: .english, solved: solved, package: .path("/x/Book"), predict: predict, exercises: exercises)
        try KitMaker.make(in: folder, book: Self.book, options: options)
        for entry in try KitManifest.load(kitRoot: folder).exercises {
            try Data("// edited by the learner\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + entry.file))
        }
        return folder
    }

    private func grade(_ folder: String, _ decisions: Decisions) throws -> LearnerResult {
        ExerciseGrader(root: folder, manifest: try KitManifest.load(kitRoot: folder)).grade(decisions, learner: "Ada")
    }

    @Test func chaptersMayNameAnExerciseOrAPrediction() throws {
        let marking = ["02-a.md", "05-b.md"]
        expectEqual(try KitMaker.chapters(from: nil, predictionChapters: marking), ["02", "03", "04", "05", "06", "07", "08", "10", "11", "12"])
        expectEqual(try KitMaker.chapters(from: "5,03", predictionChapters: marking), ["03", "05"])
        #expect(throws: WorkshopError.self) { try KitMaker.chapters(from: "09", predictionChapters: marking) }
        #expect(throws: WorkshopError.self) { try KitMaker.chapters(from: " , ", predictionChapters: marking) }
    }

    @Test func holdsTheExercisesAndTheBlanksInOneKit() throws {
        let folder = try kit(predict: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try KitManifest.load(kitRoot: folder)
        expectEqual(manifest.exercises.count, 10)
        let blanks = try require(manifest.predictions)
        expectEqual(Set(blanks.map(\.file)), ["Chapters/en/02-under-the-content.md", "Chapters/en/03-snap-and-bounce.md", "Chapters/en/08-edge-auto-scroll.md"])
        let chapter = try String(contentsOfFile: folder + "/Chapters/en/02-under-the-content.md", encoding: .utf8)
        expect(chapter.contains("expect row 3 offset ?\n"))
        expect(!chapter.contains("offset 150?"))
        let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        expect(readme.contains("Exercise files:"))
        expect(readme.contains("## Predict the number"))
        expect(readme.contains("\(blanks.count) numbers were replaced by a blank"))
        let main = try String(contentsOfFile: folder + "/Sources/workshop/main.swift", encoding: .utf8)
        expect(main.contains("decisions.panClamp = PanClamp()"))
    }

    @Test func eachExerciseGradesAsInAKitWithoutBlanks() throws {
        let combined = try kit(predict: true)
        let plain = try kit(predict: false)
        defer {
            try? FileManager.default.removeItem(atPath: combined)
            try? FileManager.default.removeItem(atPath: plain)
        }
        var naive = Decisions()
        naive.panClamp = NoClamp()
        naive.bounce = NoBounce()
        naive.edgeScrollSpeed = FullSpeed()
        for decisions in [Decisions(), naive] {
            let withBlanks = try grade(combined, decisions).exercises
            let without = try grade(plain, decisions).exercises
            expectEqual(withBlanks.map(\.status), without.map(\.status))
            expectEqual(withBlanks.map(\.stepsPassed), without.map(\.stepsPassed))
            expectEqual(withBlanks.map(\.stepsTotal), without.map(\.stepsTotal))
        }
        let failing = try grade(combined, naive).exercises.filter { $0.status == .failed }.map(\.id)
        expectEqual(failing, ["pan-clamp", "bounce-keyframes", "edge-scroll-speed"])
        // A failure on a predicted line never shows the book's number.
        let manifest = try KitManifest.load(kitRoot: combined)
        var onPredictedLines = 0
        for exercise in try grade(combined, naive).exercises {
            guard let failure = exercise.firstFailure,
                  manifest.predictions?.contains(where: { $0.file == failure.file && $0.line == failure.line }) == true else { continue }
            onPredictedLines += 1
            expect(failure.text.hasSuffix("?") || failure.text.contains("?,") || failure.text.contains("?，"), "\(failure.text)")
            expect(failure.message.contains("one to predict"), "\(failure.message)")
        }
        expect(onPredictedLines > 0, "a naive approach fails first on a predicted line")
    }

    @Test func verifyPassesOnlyWhenTheExercisesPassAndEveryBlankIsRight() throws {
        let folder = try kit(predict: true, chapters: "02,03,08")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The book's code and blanks left as `?`: the exercises pass, the predictions are not answered.
        let blank = try grade(folder, Decisions())
        expect(blank.exercises.count == 4 && blank.exercises.allSatisfy { $0.status == .passed })
        expectEqual(blank.predictions?.answered, 0)
        expectEqual(blank.predictions?.chapters?.map(\.notAnswered), [2, 2, 2])
        expectEqual(Workshop.run(Decisions(), arguments: ["verify", "--name", "Ada"], root: folder), 1)

        // Every blank wrong: still only the predictions fail.
        for name in ["02-under-the-content.md", "03-snap-and-bounce.md", "08-edge-auto-scroll.md"] {
            let path = folder + "/Chapters/en/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix("expect") ? line.replacingOccurrences(of: " ?", with: " 9999?") : String(line)
            }
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let wrong = try grade(folder, Decisions())
        expect(wrong.exercises.allSatisfy { $0.status == .passed })
        expect(wrong.predictions?.correct == 0 && wrong.predictions?.answered == wrong.predictions?.total)
        expectEqual(Workshop.run(Decisions(), arguments: ["verify", "--name", "Ada"], root: folder), 1)

        // The book's numbers written in: exit 0; a naive exercise still fails the run.
        for name in ["02-under-the-content.md", "03-snap-and-bounce.md", "08-edge-auto-scroll.md"] {
            try FileManager.default.removeItem(atPath: folder + "/Chapters/en/" + name)
            try FileManager.default.copyItem(atPath: Self.book + "/en/" + name, toPath: folder + "/Chapters/en/" + name)
        }
        let right = try grade(folder, Decisions())
        expectEqual(right.predictions?.correct, right.predictions?.total)
        expectEqual(Workshop.run(Decisions(), arguments: ["verify", "--name", "Ada"], root: folder), 0)
        var naive = Decisions()
        naive.panClamp = NoClamp()
        expectEqual(Workshop.run(naive, arguments: ["verify", "--name", "Ada"], root: folder), 1)
    }

    @Test func theAnswerKeyKeepsTheNumbersAndTheSolutions() throws {
        let folder = NSTemporaryDirectory() + "combined-key-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let options = KitOptions(chapters: ["02", "08"], language: .chinese, solved: true, package: .path("/x/Book"), predict: true, exercises: true)
        try KitMaker.make(in: folder, book: Self.book, options: options)
        let original = try String(contentsOfFile: Self.book + "/zh-Hans/08-edge-auto-scroll.md", encoding: .utf8)
        expectEqual(try String(contentsOfFile: folder + "/Chapters/zh-Hans/08-edge-auto-scroll.md", encoding: .utf8), original)
        expect(try String(contentsOfFile: folder + "/Sources/workshop/08-EdgeScrollSpeed.swift", encoding: .utf8).contains("本书的解答"))
        expect(try String(contentsOfFile: folder + "/README.md", encoding: .utf8).contains("## 预测数字"))
        let result = try grade(folder, Decisions())
        expect(result.predictions?.correct == result.predictions?.total && (result.predictions?.total ?? 0) > 0)
        expect(result.exercises.allSatisfy { $0.status == .passed })
    }

    @Test func aPredictionKitWithoutExercisesIsAsBefore() throws {
        let folder = try kit(predict: true, exercises: false, chapters: nil)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expect(try KitManifest.load(kitRoot: folder).exercises.isEmpty)
        expect(!FileManager.default.fileExists(atPath: folder + "/Chapters/en/04-cells-get-reused.md"))
    }
}
