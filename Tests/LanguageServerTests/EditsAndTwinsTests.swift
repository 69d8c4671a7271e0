import Foundation
import Testing
@testable import LanguageServer
import TestSupport

@Suite("language server edits and twins")
struct EditsAndTwinsTests {
    /// An incremental edit splices the lines it touches: at 500 KB, a keystroke costs far less than the old
    /// rebuild of the whole text (50 ms), and the text is the one the editor has.
    @Test func anIncrementalEditCostsWhatItTouches() throws {
        let line = "expect row 3 offset 150 — 期望 行 3 位移 😀 150\r\n"
        var expected = String(repeating: line, count: 500_000 / line.utf8.count)
        var document = Document(uri: "file:///b/en/01-big.md", version: 1, text: expected)
        let middle = document.lines.count / 2
        let edits = 400
        let start = Date()
        for index in 0..<edits {
            // Type a character after the emoji (UTF-16 column 38: the emoji is two units), then delete it again.
            if index.isMultiple(of: 2) {
                try document.apply("x", in: TextRange(start: Position(line: middle, character: 38), end: Position(line: middle, character: 38)))
                expect(index > 0 || document.lines[middle].hasSuffix("😀x 150"))
            } else {
                try document.apply("", in: TextRange(start: Position(line: middle, character: 38), end: Position(line: middle, character: 39)))
            }
        }
        let perEdit = Date().timeIntervalSince(start) / Double(edits) * 1000
        print("language server: an incremental edit at \(expected.utf8.count / 1000) KB took \(String(format: "%.3f", perEdit)) ms")
        expect(perEdit < 5, "\(perEdit) ms per edit")
        expectEqual(document.text, expected, "the edits undo each other")
        // A change across lines keeps the line endings of what it does not touch.
        try document.apply("A\nB", in: TextRange(start: Position(line: 0, character: 0), end: Position(line: 1, character: 6)))
        expected = "A\nB" + expected.dropFirst(line.count + 6)
        expectEqual(document.text, expected)
        expect(document.lines[1].hasPrefix("B row 3 offset"))
    }

    @Test func aChangeOutsideTheTextIsRefusedAndTheTextKept() throws {
        var document = Document(uri: "file:///b/en/a.md", version: 1, text: "one\ntwo")
        let before = document.text
        #expect(throws: Document.EditOutOfRange.self) {
            try document.apply("x", in: TextRange(start: Position(line: 5, character: 0), end: Position(line: 5, character: 0)))
        }
        #expect(throws: Document.EditOutOfRange.self) {
            try document.apply("x", in: TextRange(start: Position(line: 1, character: 2), end: Position(line: 0, character: 1)))
        }
        #expect(throws: Document.EditOutOfRange.self) {
            try document.apply("x", in: TextRange(start: Position(line: -1, character: 0), end: Position(line: 0, character: 0)))
        }
        expectEqual(document.text, before)
        // The protocol's rules: a character past a line's end stands at its end; one line past the last, at the text's end.
        try document.apply("!", in: TextRange(start: Position(line: 0, character: 99), end: Position(line: 0, character: 99)))
        try document.apply("?", in: TextRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 0)))
        expectEqual(document.text, "one!\ntwo?")
    }

    /// The server tells the editor (a notification has no answer), clears the chapter's diagnostics, refuses
    /// requests about it with ContentModified, and takes the whole text again.
    @Test func theServerSaysAnEditIsOutOfRangeAndResynchronises() throws {
        let text = SampleChapters.english.replacingOccurrences(of: "expect row count 29", with: "expect row count 28")
        let (book, harness, uri) = try ServerHarness.opening("en/01-delete.md", text)
        defer { book.remove() }
        expectEqual(harness.diagnostics(of: uri, atLeast: 1).count, 1)
        harness.change(uri, version: 2, from: (400, 0), to: (400, 3), "x")
        harness.server.drain()
        let shown = harness.messages.last { $0["method"]?.stringValue == "window/showMessage" }
        expectEqual(shown?["params"]?["type"]?.intValue, 1)
        expectEqual(shown?["params"]?["message"]?.stringValue?.contains("01-delete.md:401:1: an edit from the editor reaches past"), true)
        expectEqual(harness.latestDiagnostics(of: uri), [])
        expectEqual(harness.request("textDocument/hover", ServerHarness.position(uri, 7, 0))["error"]?["code"]?.intValue, -32801)
        // The whole text again: in step, and checked.
        harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(3)]), "contentChanges": .array([.object(["text": .string(text)])]),
        ]))
        expectEqual(harness.diagnostics(of: uri, atLeast: 1).count, 1)
        expect(harness.request("textDocument/hover", ServerHarness.position(uri, 7, 0))["result"]?["contents"] != nil)
    }

    /// VS Code writes `+` as `%2B`; other clients write `file:/`, lower-case escapes or `%3A`. However the twins are
    /// spelt, they are one pair; closing an unsaved twin checks the other against the file on disk.
    @Test func aTwinSpeltAnotherWayIsStillTheTwinAndClosingItRechecksAgainstTheDisk() throws {
        let book = try TemporaryBook(["en/01-a+b.md": SampleChapters.english, "zh-Hans/01-a+b.md": SampleChapters.chinese])
        defer { book.remove() }
        let englishPath = book.root.appendingPathComponent("en/01-a+b.md").path
        let chinesePath = book.root.appendingPathComponent("zh-Hans/01-a+b.md").path
        let english = "file://" + englishPath.replacingOccurrences(of: "+", with: "%2B")
        let chinese = "file:" + chinesePath.replacingOccurrences(of: "+", with: "%2b").replacingOccurrences(of: "-", with: "%2D")
        let harness = ServerHarness()
        harness.initialize()
        harness.open(english, SampleChapters.english)
        expect(harness.diagnostics(of: english).isEmpty)
        // The Chinese twin opened and changed in the editor, not on disk: drift in both.
        let drifted = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 数量 28")
        harness.open(chinese, drifted)
        let inEnglish = harness.diagnostics(of: english, atLeast: 1)
        expectEqual(inEnglish.first?["message"]?.stringValue?.hasPrefix("translation drift in 01-a+b.md"), true)
        expect(!harness.diagnostics(of: chinese, atLeast: 1).isEmpty)
        let definition = harness.request("textDocument/definition", ServerHarness.position(english, 11, 0))
        guard case .array(let locations)? = definition["result"] else {
            Issue.record("no definition: \(definition)")
            return
        }
        expectEqual(locations.first?["uri"]?.stringValue, chinese, "the twin as the client spells it")
        // Closed without saving: the English chapter is checked against the Chinese file on disk, which agrees.
        harness.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(chinese)])]))
        expectEqual(harness.latestDiagnostics(of: english), [])
        expectEqual(harness.latestDiagnostics(of: chinese), [])
    }

    @Test func fileURIsSpeltDifferentlyHaveOneKey() {
        let key = Document.key(ofURI: "file:///b/zh-Hans/01-a+b.md")
        expectEqual(key, "/b/zh-Hans/01-a+b.md")
        for spelling in ["file:///b/zh-Hans/01-a%2Bb.md", "file:///b/zh-Hans/01-a%2bb.md", "file:/b/zh-Hans/01-a+b.md",
                         "file://localhost/b/zh-Hans/01-a+b.md", "FILE:///b/zh%2DHans/01-a+b.md"] {
            expectEqual(Document.key(ofURI: spelling), key, "\(spelling)")
        }
        expectEqual(Document.key(ofURI: "file:///c%3A/book/en/a.md"), "/c:/book/en/a.md")
        expectEqual(Document.key(ofURI: "untitled:Untitled-1"), "untitled:Untitled-1")
    }
}
