import ClassDashboard
import Foundation
import LearnerResults
import Testing
import TestSupport

@Suite("Class dashboard")
struct ClassDashboardTests {
    func result(_ name: String, passed: Int, at seconds: Double, failingLine: Int = 42) -> LearnerResult {
        let exercises = ExerciseCatalogue.all.enumerated().map { index, exercise in
            ExerciseResult(
                id: exercise.id, chapter: exercise.chapter, title: exercise.titleEnglish,
                status: index < passed ? .passed : index == passed ? .failed : .notStarted,
                stepsPassed: index < passed ? 5 : 1, stepsTotal: 5,
                firstFailure: index == passed ? FirstFailure(
                    file: "Chapters/en/\(exercise.chapter)", line: failingLine, column: 1, text: "expect row 3 open",
                    message: "expected open, found closed", prose: "Pull row 3 exactly 40 points and let go."
                ) : nil
            )
        }
        return LearnerResult(learner: name, language: "en", createdAt: Date(timeIntervalSince1970: seconds), exercises: exercises)
    }

    @Test func aLaterResultReplacesAnEarlierOne() {
        let roster = ClassRoster([
            .init(result: result("Ada", passed: 5, at: 200), source: "b.json"),
            .init(result: result("Ada", passed: 2, at: 100), source: "a.json"),
            .init(result: result(" Grace ", passed: 1, at: 50), source: "g.json"),
        ])
        expectEqual(roster.entries.map(\.result.learner), ["Ada", " Grace "])
        expectEqual(roster.entries[0].source, "b.json")
        expectEqual(roster.entries[0].currentExercise?.id, ExerciseCatalogue.all[5].id)
    }

    @Test func theLinesMostLearnersFailComeFirst() {
        let roster = ClassRoster([
            .init(result: result("A", passed: 0, at: 1), source: "a"),
            .init(result: result("B", passed: 0, at: 1), source: "b"),
            .init(result: result("C", passed: 3, at: 1, failingLine: 77), source: "c"),
        ])
        let common = roster.commonFailures()
        expectEqual(common.count, 2)
        expectEqual(common[0].learners, ["A", "B"])
        expectEqual(common[0].chapter, ExerciseCatalogue.all[0].chapter)
        expectEqual(common[1].failure.line, 77)
        let page = ClassDashboardPage(roster: roster).html()
        expect(page.contains("Pull row 3 exactly 40 points and let go."))
        expect(page.contains("2 learners"))
    }

    @Test func thePageIsChineseWhenAsked() {
        let page = ClassDashboardPage(roster: ClassRoster([.init(result: result("李雷", passed: 10, at: 1), source: "x")]), language: .chinese).html()
        expect(page.contains("<html lang=\"zh-Hans\">"))
        expect(page.contains("班级进度"))
        expect(page.contains("全部完成"))
        expect(page.contains(ExerciseCatalogue.all[0].titleChinese))
    }

    @Test func malformedAndOversizedFilesAreSkippedWithAWarningAndTheRestRenders() throws {
        let folder = TestFolders.fresh("class-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try result("Ada", passed: 3, at: 1).encoded().write(to: folder.appendingPathComponent("ada.json"))
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("broken.json"))
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: folder.appendingPathComponent("huge.json"))
        try Data("{\"schemaVersion\": 1}".utf8).write(to: folder.appendingPathComponent("partial.json"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let files = ResultFiles(paths: [folder.path, folder.appendingPathComponent("missing.json").path])
        expectEqual(files.entries.map(\.result.learner), ["Ada"])
        expectEqual(files.warnings.count, 4)
        expect(files.warnings.contains { $0.contains("broken.json") && $0.contains("not JSON") })
        expect(files.warnings.contains { $0.contains("huge.json") && $0.contains("1 MiB") })
        expect(files.warnings.contains { $0.contains("partial.json") && $0.contains("is missing") })
        expect(files.warnings.contains { $0.contains("missing.json") && $0.contains("no such file") })
        let page = ClassDashboardPage(roster: ClassRoster(files.entries), warnings: files.warnings).html()
        expect(page.contains("Ada"))
        expect(page.contains("broken.json"))
    }
}

/// TR 39 with Unicode's own data (``LookalikeNames``).
@Suite("Lookalike names")
struct LookalikeNamesTests {
    @Test func skeletonsOfLookalikesAreTheSame() {
        expectEqual(LookalikeNames.skeleton("Аda"), LookalikeNames.skeleton("Ada"))
        expect(LookalikeNames.skeleton("Ada") != LookalikeNames.skeleton("Eve"))
        expectEqual(LookalikeNames.skeleton("A\u{200D}da"), LookalikeNames.skeleton("Ada"), "default-ignorable code points are dropped")
    }

    @Test func foldingFindsWhatNFKCChangesOrHides() {
        expect(LookalikeNames.unfolded("Ada Lovelace").isEmpty)
        expect(LookalikeNames.unfolded("李雷").isEmpty)
        expect(LookalikeNames.unfolded("José").isEmpty)
        expectEqual(LookalikeNames.unfolded("Ａda").map(\.value), [0xFF21])
        expectEqual(LookalikeNames.unfolded("A\u{00AD}da").map(\.value), [0xAD])
        expectEqual(LookalikeNames.folded("𝙰da"), "Ada")
    }

    @Test func marks() {
        expect(LookalikeNames.isSuspicious("ᴀda"))
        expect(LookalikeNames.isSuspicious("Аda"))
        expect(!LookalikeNames.isSuspicious("Ada Lovelace"))
        expect(!LookalikeNames.isSuspicious("李雷"))
        expect(!LookalikeNames.isSuspicious("王一"), "一 passes for the katakana ー, not for a Latin letter")
        expect(!LookalikeNames.isSuspicious("José"))
    }
}
