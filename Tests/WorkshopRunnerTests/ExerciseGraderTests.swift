import Foundation
import LearnerResults
import SwipeEngine
import Testing
import WorkshopRunner
import TestSupport

@Suite struct ExerciseGraderTests {
    private struct NoClamp: PanClampDecision {
        func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double { start - translation }
    }

    /// A kit root whose Chapters/ is the book's, with one exercise file per exercise.
    private func kit(stubbing untouched: String? = nil) throws -> (root: String, manifest: KitManifest) {
        let root = NSTemporaryDirectory() + "grader-\(UUID().uuidString)"
        let book = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Chapters").path
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Chapters", withDestinationPath: book)
        let entries = try ExerciseCatalogue.all.map { exercise in
            let file = "Sources/\(exercise.id).swift"
            try Data("// \(exercise.id)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
            let stub = exercise.id == untouched ? "// \(exercise.id)\n" : "// the stub\n"
            return KitManifest.Entry(id: exercise.id, file: file, stubDigest: FileDigest.of(Data(stub.utf8)))
        }
        return (root, KitManifest(language: .english, exercises: entries))
    }

    @Test func theBooksDecisionsPassEveryExercise() throws {
        let (root, manifest) = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = ExerciseGrader(root: root, manifest: manifest).grade(Decisions(), learner: "Ada")
        expectEqual(result.learner, "Ada")
        expectEqual(result.exercises.count, 10)
        expect(result.exercises.allSatisfy { $0.status == .passed && $0.firstFailure == nil && $0.stepsTotal > 0 })
    }

    @Test func aNaiveDecisionFailsOnlyItsExerciseWithTheLineAndItsProse() throws {
        let (root, manifest) = try kit(stubbing: "drop-target")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var decisions = Decisions()
        decisions.panClamp = NoClamp()
        let result = ExerciseGrader(root: root, manifest: manifest).grade(decisions, learner: "Ada")
        let byID = Dictionary(uniqueKeysWithValues: result.exercises.map { ($0.id, $0) })
        let clamp = try require(byID["pan-clamp"])
        expectEqual(clamp.status, .failed)
        expect(clamp.stepsPassed < clamp.stepsTotal)
        let failure = try require(clamp.firstFailure)
        expectEqual(failure.file, "Chapters/en/02-under-the-content.md")
        expect(failure.text.hasPrefix("expect"))
        expect(!failure.prose.isEmpty)
        expectEqual(byID["drop-target"]?.status, .notStarted)
        expectEqual(byID["release-decision"]?.status, .passed)
    }
}
