import Foundation
import LearnerResults
import Messages
import Testing
import WorkshopRunner
import SpecLanguage
import ChapterModel
@testable import WorkshopMaker
import TestSupport

@Suite struct PredictionKitTests {
    static let english = """
        # Snap

        ## Open

        Half of the outer button opens the row, and it bounces 20 points past.

        ```spec
        table 30 rows
        trailing actions "More" 80, "Delete" 80 destructive
        pan row 1 by -60
        release
        expect row 1 offset 160?
        expect row 1 keyframes 180?, 160?
        ```
        """

    /// A book with one chapter that marks predictions and one that does not; removed by the caller.
    func book() throws -> String {
        let book = NSTemporaryDirectory() + "predict-book-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: book + "/en", withIntermediateDirectories: true)
        try Data(Self.english.utf8).write(to: URL(fileURLWithPath: book + "/en/03-snap.md"))
        // The language reference marks predictions to show the syntax; kits leave it out.
        try Data(Self.english.utf8).write(to: URL(fileURLWithPath: book + "/en/00-reference.md"))
        try Data("# Plain\n\n## S\n\n```spec\ntable 3 rows\nexpect row count 3\n```\n".utf8)
            .write(to: URL(fileURLWithPath: book + "/en/05-plain.md"))
        return book
    }

    @Test func findsTheChaptersThatMarkPredictions() throws {
        let book = try book()
        defer { try? FileManager.default.removeItem(atPath: book) }
        let available = PredictionKit.chapters(book: book, language: .english)
        expectEqual(available, ["03-snap.md"])
        expectEqual(try PredictionKit.chapters(from: "3", available: available), ["03-snap.md"])
        #expect(throws: WorkshopError.self) { try PredictionKit.chapters(from: "05", available: available) }
        #expect(throws: WorkshopError.self) { try PredictionKit.chapters(from: nil, available: []) }
    }

    @Test func aPredictionKitBlanksTheMarkedNumbersAndGradesTheAnswers() throws {
        let book = try book()
        let folder = NSTemporaryDirectory() + "predict-kit-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: book)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let options = KitOptions(chapters: ["03"], language: .english, solved: false, package: .path("/x/Book"), predict: true)
        let written = try KitMaker.make(in: folder, book: book, options: options)
        expect(written.contains("Chapters/en/03-snap.md"))
        expect(!written.contains { $0.hasPrefix("Sources/workshop/") && $0 != "Sources/workshop/main.swift" })
        let chapterPath = folder + "/Chapters/en/03-snap.md"
        let copy = try String(contentsOfFile: chapterPath, encoding: .utf8)
        expect(copy.contains("expect row 1 offset ?\n"))
        expect(copy.contains("expect row 1 keyframes ?, ?\n"))
        expect(!copy.contains("160?") && !copy.contains("180?"))
        expect(copy.contains("bounces 20 points past"))
        let manifest = try KitManifest.load(kitRoot: folder)
        expect(manifest.exercises.isEmpty)
        let blanks = try require(manifest.predictions)
        expectEqual(blanks.map(\.line), [12, 13, 13])
        expectEqual(blanks.map(\.index), [0, 0, 1])
        expectEqual(blanks.map(\.column), [21, 24, 27])
        // The manifest does not carry the answers in plain sight.
        let manifestText = try String(contentsOfFile: folder + "/" + KitManifest.path, encoding: .utf8)
        expect(!manifestText.contains("160") && !manifestText.contains("180"))
        let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        expect(readme.contains("3 numbers were replaced by a blank"))
        let main = try String(contentsOfFile: folder + "/Sources/workshop/main.swift", encoding: .utf8)
        expect(main.contains("Workshop.main(Decisions())"))

        let grader = ExerciseGrader(root: folder, manifest: manifest)
        let untouched = try require(grader.grade(Decisions(), learner: "Ada").predictions)
        expectEqual(untouched.total, 3)
        expectEqual(untouched.answered, 0)
        expectEqual(untouched.correct, 0)
        expectEqual(untouched.next?.line, 12)
        expectEqual(untouched.next?.prose, "Half of the outer button opens the row, and it bounces 20 points past.")

        // Two right (one written `160.0`, one with the full-width mark), one wrong.
        let answered = copy.replacingOccurrences(of: "offset ?", with: "offset 160.0?").replacingOccurrences(of: "keyframes ?, ?", with: "keyframes 170?, 160？")
        try Data(answered.utf8).write(to: URL(fileURLWithPath: chapterPath))
        let result = grader.grade(Decisions(), learner: "Ada")
        let tally = try require(result.predictions)
        expectEqual(tally.answered, 3)
        expectEqual(tally.correct, 2)
        expectEqual(tally.blanks?.map(\.correct), [true, false, true])
        expectEqual(tally.blanks?.map(\.answer), ["160.0", "170", "160"])
        expectEqual(tally.next?.line, 13)
        expectEqual(tally.next?.message.contains("Not what the engine does"), true)
        expectEqual(tally.next?.text.contains("180"), false)
        // The JSON result lists the blanks, and the screen hides the right number of a wrong answer.
        let json = String(decoding: try result.encoded(), as: UTF8.self)
        expect(json.contains("\"predictions\""))
        expect(json.contains("\"answer\" : \"170\""))
        let decoded = try LearnerResult.decoded(from: try result.encoded())
        expectEqual(decoded.predictions, tally)
        expectEqual(Workshop.run(Decisions(), arguments: ["verify", "--name", "Ada"], root: folder), 1)

        let right = answered.replacingOccurrences(of: "170?", with: "180?")
        try Data(right.utf8).write(to: URL(fileURLWithPath: chapterPath))
        expectEqual(grader.grade(Decisions(), learner: "Ada").predictions?.correct, 3)
        expectEqual(Workshop.run(Decisions(), arguments: ["verify", "--name", "Ada"], root: folder), 0)

        // `--solved`: the answer key keeps the numbers, and every blank grades right.
        let key = folder + "-key"
        defer { try? FileManager.default.removeItem(atPath: key) }
        let solved = KitOptions(chapters: ["03"], language: .english, solved: true, package: .path("/x/Book"), predict: true)
        try KitMaker.make(in: key, book: book, options: solved)
        expectEqual(try String(contentsOfFile: key + "/Chapters/en/03-snap.md", encoding: .utf8), Self.english)
        let keyTally = ExerciseGrader(root: key, manifest: try KitManifest.load(kitRoot: key)).grade(Decisions(), learner: "T").predictions
        expect(keyTally?.correct == 3 && keyTally?.total == 3)
    }
}

@Suite("a kit's instructions for predictions")
struct PredictionInstructionTests {
    /// The `expect …` / `期望 …` examples in backticks of a text.
    func examples(in text: String) -> [String] {
        text.split(separator: "`").enumerated().compactMap { index, part in
            index % 2 == 1 && (part.hasPrefix("expect ") || part.hasPrefix("期望 ")) ? String(part) : nil
        }
    }

    @Test(arguments: ["en", "zh-Hans"])
    func everyExampleLineParsesAsTheSameCommandBlankOrAnswered(language: String) throws {
        // A learner copies these: each must parse, blank and answered alike (`位移` is a pan's "by", not an offset).
        let reader = language == "zh-Hans" ? ReaderLanguage.chinese : .english
        let texts = [KitFiles.predictionSection(["x.md"], blanks: 1, language: reader),
                     KitFiles.predictionReadme(["x.md"], blanks: 1, language: reader)]
        let lines = texts.flatMap(examples)
        expect(lines.count >= 4)
        for line in lines {
            let parsed = SpecParser.parse(line: line, at: SourceLocation(file: "README.md", line: 1, column: 1))
            guard case .command(let command) = parsed else {
                Issue.record("does not parse: \(line)")
                continue
            }
            expectEqual(command.predictions.count, 1, "\(line)")
        }
    }
}
