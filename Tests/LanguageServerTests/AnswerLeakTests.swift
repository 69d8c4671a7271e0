import ChapterModel
import Foundation
import SpecLanguage
import Testing
import WorkshopMaker
@testable import LanguageServer
import TestSupport

/// In a predictions kit, and on any line with a blank, the server shows no value the engines computed; completion's
/// examples come from chapter 00, never from a prediction's answer.
@Suite("language server keeps answers")
struct AnswerLeakTests {
    /// The book of this package (`Chapters/`, with `en/` and `zh-Hans/`).
    static let book = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters").path

    /// Every answered prediction of the book's chapters (not chapter 00, whose marks show the syntax): the line's
    /// command with the answer written in, in canonical English.
    static func answers() -> Set<String> {
        var answers: Set<String> = []
        for language in ["en", "zh-Hans"] {
            let folder = (book as NSString).appendingPathComponent(language)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".md") && !$0.hasPrefix("00") }
            for name in names {
                guard let chapter = try? ChapterReader.read(file: (folder as NSString).appendingPathComponent(name)) else { continue }
                for step in chapter.steps {
                    for block in step.blocks {
                        for case .command(let command) in SpecParser.parse(block, suggesting: false) where command.predictions.contains(where: { !$0.isBlank }) {
                            answers.insert(SpecGrammar.print(command.kind, .english))
                        }
                    }
                }
            }
        }
        return answers
    }

    @Test func noCompletionExampleIsTheAnswerOfABlankInTheBook() {
        let answers = Self.answers()
        expect(answers.contains("expect row 3 offset 150"), "the book's chapter 02 answer is read")
        expect(answers.contains("expect content offset 600"))
        let examples = CompletionExamples(reference: Self.book)
        let offered = Set(examples.lines(in: .english).map(\.english))
        expect(offered.isDisjoint(with: answers), "examples that are answers: \(offered.intersection(answers).sorted())")
        // The examples with an expected number come from chapter 00 (not the grammar's, which were answers).
        let chapterZero = Set(CompletionExamples.chapterZeroCommands(book: Self.book).map { SpecGrammar.print($0, .english) })
        let withNumbers = examples.kinds.filter(CompletionExamples.holdsExpectedNumber).map { SpecGrammar.print($0, .english) }
        expect(withNumbers.count >= 5)
        expect(withNumbers.allSatisfy(chapterZero.contains))
        expect(offered.contains("release") && offered.contains("swipe style mail"), "examples without a number are the grammar's")
        // Without chapter 00 (a kit holds none), no example holds an expected number.
        expect(!CompletionExamples(reference: nil).kinds.contains(where: CompletionExamples.holdsExpectedNumber))
        expect(!CompletionExamples(reference: "/nowhere").kinds.contains(where: CompletionExamples.holdsExpectedNumber))
    }

    /// A learner's kit made from this book: chapter 02 with its blanks. A guess typed before a `?`, hover on a blank
    /// and completion at a blank give none of the engines' values.
    @Test func aPredictionKitShowsNoValueTheEnginesComputed() throws {
        let kit = NSTemporaryDirectory() + "lsp-kit-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: kit) }
        let root = (Self.book as NSString).deletingLastPathComponent
        try KitMaker.make(in: kit, book: Self.book, options: KitOptions(chapters: ["02"], language: .english, solved: false, package: .path(root), predict: true))
        let path = kit + "/Chapters/en/02-under-the-content.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blank = try require(lines.firstIndex(of: "expect row 3 offset ?"))
        let otherBlank = try require(lines.lastIndex(of: "expect row 3 offset ?"))
        expect(blank != otherBlank)
        let harness = ServerHarness(reference: Self.book)
        harness.initialize()
        let uri = URL(fileURLWithPath: path).absoluteString
        harness.open(uri, text)
        _ = harness.diagnostics(of: uri, atLeast: 1)
        // A wrong guess: the line fails, and says so, but not what the engines found.
        harness.change(uri, version: 2, from: (blank, 20), to: (blank, 21), "140?")
        harness.server.drain()
        let diagnostics = harness.diagnostics(of: uri, atLeast: 1)
        let atGuess = diagnostics.filter { $0["range"]?["start"]?["line"]?.intValue == blank }
        expectEqual(atGuess.count, 1)
        let everything = diagnostics.compactMap { $0["message"]?.stringValue }.joined(separator: "\n")
        expect(!everything.contains("150") && !everything.contains("actual"), "\(everything)")
        expectEqual(atGuess.first?["message"]?.stringValue?.contains("values stay hidden"), true)
        let hover = harness.request("textDocument/hover", ServerHarness.position(uri, otherBlank, 3))["result"]?["contents"]?["value"]?.stringValue ?? ""
        expect(hover.contains("expect row 3 offset ?"), "a blank is shown as `?`: \(hover)")
        expect(!hover.contains("offset 0") && !hover.contains("100"))
        let guessHover = harness.request("textDocument/hover", ServerHarness.position(uri, blank, 3))["result"]?["contents"]?["value"]?.stringValue ?? ""
        expect(!guessHover.contains("150"))
        guard case .array(let items)? = harness.request("textDocument/completion", ServerHarness.position(uri, otherBlank, 0))["result"] else {
            Issue.record("no completion at the blank")
            return
        }
        let labels = items.compactMap { $0["label"]?.stringValue }
        expect(!labels.isEmpty)
        expect(Set(labels).isDisjoint(with: Self.answers()), "\(labels)")
    }

    /// Outside a kit, a line with a blank hides what the engines found too; a line without one shows it.
    @Test func aLineWithABlankHidesTheEnginesValuesInTheBookToo() throws {
        let text = SampleChapters.english.replacingOccurrences(of: "expect row 3 open", with: "expect row 3 keyframes 170?, ?")
            .replacingOccurrences(of: "expect row count 29", with: "expect row count 28")
        let (book, harness, uri) = try ServerHarness.opening("en/01-delete.md", text)
        defer { book.remove() }
        let diagnostics = harness.diagnostics(of: uri, atLeast: 2)
        let atBlank = diagnostics.filter { $0["range"]?["start"]?["line"]?.intValue == 11 }.compactMap { $0["message"]?.stringValue }
        expect(!atBlank.isEmpty)
        expect(!atBlank.joined().contains("160") && !atBlank.joined().contains("actual"), "\(atBlank)")
        let elsewhere = diagnostics.first { $0["range"]?["start"]?["line"]?.intValue == 18 }?["message"]?.stringValue ?? ""
        expect(elsewhere.contains("expected: 28"), "a line without a blank shows its values: \(elsewhere)")
        let hover = harness.request("textDocument/hover", ServerHarness.position(uri, 11, 3))["result"]?["contents"]?["value"]?.stringValue ?? ""
        expect(hover.contains("expect row 3 keyframes 170?, ?"), "\(hover)")
    }

    /// A drift message on a line with a blank quotes its twin blanked: the twin's answer is not shown.
    @Test func aDriftOnALineWithABlankQuotesTheTwinBlanked() throws {
        let english = SampleChapters.english.replacingOccurrences(of: "expect row count 29", with: "expect row count ?")
        let chinese = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 数量 29?")
        let book = try TemporaryBook(["en/01-delete.md": english, "zh-Hans/01-delete.md": chinese])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri("en/01-delete.md")
        harness.open(uri, english)
        // The server publishes in stages (the spec lines first, then the twin's comparison): wait, bounded, for the drift.
        var messages = ""
        for _ in 0..<100 {
            let atBlank = harness.diagnostics(of: uri, atLeast: 2).filter { $0["range"]?["start"]?["line"]?.intValue == 18 }
            messages = atBlank.compactMap { $0["message"]?.stringValue }.joined(separator: "\n")
            if messages.contains("translation drift") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        expect(messages.contains("translation drift"), "\(messages)")
        // (the temporary folder's random name may hold "29": the answer is looked for as the line would show it)
        expect(!messages.contains("数量 29") && !messages.contains("count 29"), "\(messages)")
    }
}
