import Foundation
import LearnerResults
import Messages
import Testing
import TestSupport
@testable import WorkshopRunner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `workshop verify`'s name, result file and what it says after a submit, in the learner's language.
@Suite struct VerifyInputsTests {
    @Test func aMissingNameIsAskedForOnATerminalAndRefusedWithoutOne() throws {
        #expect(throws: WorkshopError(WorkshopMessages.nameNeeded.text(in: .english))) {
            try WorkshopNameReader.ask(language: .english, isTerminal: false, readLine: { "Ada" })
        }
        expectEqual(try WorkshopNameReader.ask(language: .chinese, isTerminal: true, readLine: { "  张三 \n" }), "张三")
        #expect(throws: WorkshopError(WorkshopMessages.nameNeeded.text(in: .chinese))) {
            try WorkshopNameReader.ask(language: .chinese, isTerminal: true, readLine: { nil })
        }
    }

    @Test func verifyOnTheScreenNeedsNoNameAndAResultForTheTeacherDoes() throws {
        let root = NSTemporaryDirectory() + "verify-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/.workshop", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try KitManifest(language: .english, exercises: []).encoded().write(to: URL(fileURLWithPath: root + "/" + KitManifest.path))
        // Nothing to grade passes: exit 0, not 2 for a missing name, whatever standard input is.
        expectEqual(Workshop.run(Decisions(), arguments: ["verify"], root: root), 0)
        expect(try !WorkshopOptions(["verify"]).leavesMachine)
        expect(try WorkshopOptions(["verify", "--format", "json"]).leavesMachine)
        expect(try WorkshopOptions(["verify", "--format", "json", "--output", "r.json"]).leavesMachine)
        expect(try WorkshopOptions(["verify", "--submit", "http://10.0.0.2:8765", "--code", "K7Q2ZP"]).leavesMachine)
        // A result written for the teacher, without a terminal to ask on: refused, and nothing written.
        if isatty(STDIN_FILENO) == 0 {
            expectEqual(Workshop.run(Decisions(), arguments: ["verify", "--format", "json", "--output", "r.json"], root: root), 2)
            expect(!FileManager.default.fileExists(atPath: root + "/r.json"))
        }
    }

    @Test func anOutputIntoAMissingFolderNamesTheFolderNotALineAndColumn() throws {
        let root = NSTemporaryDirectory() + "verify-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            try ResultFile.check("results/ada.json", root: root, language: .english)
            Issue.record("a missing folder was accepted")
        } catch {
            expect(error.description.hasPrefix("--output results/ada.json: the folder results does not exist"))
            expect(error.description.contains("mkdir -p results"))
            expect(!error.description.contains(":1:1"))
        }
        do {
            try ResultFile.check("results/ada.json", root: root, language: .chinese)
        } catch {
            expect(error.description.contains("文件夹 results 不存在"))
        }
        // Into the kit's own folder: written whole.
        try ResultFile.write(Data("{}".utf8), to: "ada.json", root: root, language: .english)
        expectEqual(FileManager.default.contents(atPath: root + "/ada.json"), Data("{}".utf8))
    }

    @Test func aTakenResultIsASentenceInTheLearnersLanguage() {
        let exercises = [
            ExerciseResult(id: "pan-clamp", chapter: "02-under-the-content.md", title: "The pan clamp", status: .passed, stepsPassed: 8, stepsTotal: 8),
            ExerciseResult(id: "drop-target", chapter: "07-drop-target.md", title: "Where the row lands", status: .failed, stepsPassed: 1, stepsTotal: 5),
        ]
        let result = LearnerResult(learner: "Ada", language: "zh-Hans", createdAt: Date(), exercises: exercises,
                                   predictions: PredictionTally(answered: 2, correct: 1, total: 3))
        expectEqual(Workshop.submitted(result, language: .chinese), "老师已经收到你的结果：通过 1/2 个练习，答对 1/3 处预测。")
        expectEqual(Workshop.submitted(result, language: .english), "The class has your result: 1 of 2 exercises passed, 1 of 3 predictions right.")
        let predictionsOnly = LearnerResult(learner: "Ada", language: "en", createdAt: Date(), exercises: [],
                                            predictions: PredictionTally(answered: 3, correct: 3, total: 3))
        expectEqual(Workshop.submitted(predictionsOnly, language: .english), "The class has your result: 3 of 3 predictions right.")
    }

    @Test func aRefusalShowsTheServersWordsNotItsJSON() {
        expectEqual(ResultSubmission.reason(in: #"{"error":"wrong join code"}"#), "wrong join code")
        expectEqual(ResultSubmission.reason(in: "missing join code"), "missing join code")
        expectEqual(WorkshopMessages.refused(status: 403, reason: "wrong join code").text(in: .chinese), "老师的服务器没有接受这份结果（HTTP 403）：wrong join code")
    }

    @Test func anAddressThatIsNoneIsRefusedInChinese() {
        do {
            _ = try ResultSubmission.send(Data(), to: "ftp://teacher", code: "K7Q2ZP", language: .chinese)
            Issue.record("ftp was taken for the class server")
        } catch {
            expect(error.description.hasPrefix("--submit ftp://teacher 不是一个地址"))
        }
    }
}
