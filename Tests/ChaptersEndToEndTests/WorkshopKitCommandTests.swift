import Foundation
import Testing
import TestSupport

/// `chapters workshop new --predict --exercises` and `chapters class` with predictions, as a teacher runs them.
@Suite("chapters workshop new: exercises and predictions", .serialized)
struct WorkshopKitCommandTests {
    let support = ChaptersCommandTests()
    /// This package's folder: the book's, where a teacher makes kits.
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func makesOneKitWithTheExercisesAndTheBlanks() throws {
        let folder = TestFolders.fresh("combined")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = folder.appendingPathComponent("kit")
        let run = try support.chapters(["workshop", "new", kit.path, "--predict", "--exercises", "--chapters", "02,08"], in: package)
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.output.contains("Wrote a workshop kit"))
        for file in ["Sources/workshop/02-PanClamp.swift", "Sources/workshop/08-EdgeScrollSpeed.swift", "Chapters/en/02-under-the-content.md"] {
            expect(FileManager.default.fileExists(atPath: kit.appendingPathComponent(file).path), "\(file)")
        }
        let chapter = try String(contentsOf: kit.appendingPathComponent("Chapters/en/08-edge-auto-scroll.md"), encoding: .utf8)
        expect(chapter.contains("expect content offset ?\n"))
        expect(!chapter.contains("600?") && !chapter.contains("2280?"))
        let manifest = try require(try JSONSerialization.jsonObject(with: Data(contentsOf: kit.appendingPathComponent(".workshop/kit.json"))) as? [String: Any])
        expectEqual((manifest["exercises"] as? [Any])?.count, 2)
        expectEqual((manifest["predictions"] as? [Any])?.count, 4)
        let manifestText = try String(contentsOf: kit.appendingPathComponent(".workshop/kit.json"), encoding: .utf8)
        expect(!manifestText.contains("2280"))
    }

    @Test func saysWhichChaptersCanBeChosen() throws {
        let folder = TestFolders.fresh("combined")
        defer { try? FileManager.default.removeItem(at: folder) }
        let none = try support.chapters(["workshop", "new", folder.path, "--predict", "--exercises", "--chapters", "05"], in: package)
        expectEqual(none.status, 2)
        expect(none.error.contains("--chapters: chapter 05 has no exercise and marks no prediction; choose from 02,03,04"), "\(none.error)")
        let noMarks = try support.chapters(["workshop", "new", folder.path, "--predict", "--exercises", "--chapters", "04"], in: package)
        expectEqual(noMarks.status, 2)
        expect(noMarks.error.contains("none of the chapters 04 marks a prediction"), "\(noMarks.error)")
        expect(noMarks.error.contains("leave out --predict"), "\(noMarks.error)")
        expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
        // --exercises alone would do nothing (a kit is the exercises by default): a usage error that says so.
        let alone = try support.chapters(["workshop", "new", folder.path, "--exercises"], in: package)
        expectEqual(alone.status, 2)
        expect(alone.error.contains("--exercises adds the exercises to a --predict kit"), "\(alone.error)")
        // A teacher whose terminal is Chinese reads the kit's errors in Chinese, and no usage line after them.
        let chinese = try support.chapters(["workshop", "new", folder.path, "--chapters", "05"], in: package,
                                           environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        expectEqual(chinese.status, 2)
        expect(chinese.error.hasPrefix("错误：--chapters：第 05 章没有练习；请从这些章里选：02,03"), "\(chinese.error)")
        expect(!chinese.error.contains("Usage:") && !chinese.error.contains("用法"), "\(chinese.error)")
    }

    @Test func theClassPageShowsPredictionsPerChapterWithoutTheAnswers() throws {
        let folder = TestFolders.fresh("class-predictions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = """
            {"schemaVersion": 1, "learner": "Ada", "language": "zh-Hans", "createdAt": "2026-11-24T10:00:00Z", "exercises": [],
             "predictions": {"answered": 2, "correct": 1, "total": 3, "blanks": [
               {"file": "Chapters/zh-Hans/02-under-the-content.md", "line": 193, "column": 21, "answer": "150", "correct": true},
               {"file": "Chapters/zh-Hans/02-under-the-content.md", "line": 201, "column": 21, "answer": "777", "correct": false},
               {"file": "Chapters/zh-Hans/08-edge-auto-scroll.md", "line": 83, "column": 23, "correct": false}]}}
            """
        try result.write(to: folder.appendingPathComponent("ada.json"), atomically: true, encoding: .utf8)
        try result.replacingOccurrences(of: "\"correct\": 1,", with: "\"correct\": 2,").replacingOccurrences(of: "\"Ada\"", with: "\"Bo\"")
            .write(to: folder.appendingPathComponent("bo.json"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("page")
        let run = try support.chapters(["class", folder.path, "--out", out.path, "--language", "zh-Hans"])
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.error.contains("bo.json: skipped: the JSON is not a learner result: the predictions do not add up"), "\(run.error)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        expect(page.contains("02-under-the-content.md: 答对 1 处，答错 1 处，未作答 0 处"))
        expect(page.contains("08-edge-auto-scroll.md: 答对 0 处，答错 0 处，未作答 1 处"))
        // The page names each result's file, and the folder's UUID is hex: "777" can be in it (about 1 run in 140 did).
        // The learner's wrong answer must not be anywhere else.
        expect(!page.replacingOccurrences(of: folder.path, with: "").contains("777"))
    }
}
