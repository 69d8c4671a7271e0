import Foundation
import Messages
import Testing
@testable import LanguageServer
import TestSupport

@Suite("language server")
struct LanguageServerTests {
    /// A misspelt command and a failing expectation each get a diagnostic at their own line, with verify's words.
    @Test func diagnosticsAtTheLinesOfAFailingExpectationAndAMisspeltCommand() throws {
        let text = SampleChapters.english
            .replacingOccurrences(of: "expect row 3 open", with: "expect row 3 closed")
            .replacingOccurrences(of: "tap \"Delete\" in row 3", with: "tapp \"Delete\" in row 3")
        let (book, harness, uri) = try ServerHarness.opening("en/01-delete.md", text)
        defer { book.remove() }
        let diagnostics = harness.diagnostics(of: uri, atLeast: 2)
        expectEqual(diagnostics.count, 2)
        let lines = diagnostics.compactMap { $0["range"]?["start"]?["line"]?.intValue }
        expectEqual(lines, [11, 17], "0-based lines of `expect row 3 closed` and `tapp`")
        let expectation = diagnostics.first { $0["range"]?["start"]?["line"]?.intValue == 11 }?["message"]?.stringValue ?? ""
        expect(expectation.contains("expected: closed"))
        expect(expectation.contains("actual:"))
        let misspelt = diagnostics.first { $0["range"]?["start"]?["line"]?.intValue == 17 }
        expectEqual(misspelt?["message"]?.stringValue?.contains("did you mean `tap`"), true)
        expectEqual(misspelt?["range"]?["end"]?["character"]?.intValue, 4, "the range covers the misspelt word")
    }

    @Test func aChineseChapterIsToldInChinese() throws {
        let text = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 数量 28")
        let (book, harness, uri) = try ServerHarness.opening("zh-Hans/01-delete.md", text)
        defer { book.remove() }
        let message = harness.diagnostics(of: uri, atLeast: 1).first?["message"]?.stringValue ?? ""
        expect(message.contains("期望：28"))
        expect(message.contains("实际：29"))
    }

    @Test func driftAgainstTheTwinOnDiskIsShownInTheOpenChapter() throws {
        let chinese = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 数量 28")
        let book = try TemporaryBook(["en/01-delete.md": SampleChapters.english, "zh-Hans/01-delete.md": chinese])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri("en/01-delete.md")
        harness.open(uri, SampleChapters.english)
        let diagnostics = harness.diagnostics(of: uri, atLeast: 1)
        expectEqual(diagnostics.count, 1)
        expectEqual(diagnostics.first?["message"]?.stringValue?.contains("translation drift in 01-delete.md"), true)
        expectEqual(diagnostics.first?["range"]?["start"]?["line"]?.intValue, 18)
    }

    @Test func driftIsShownInBothChaptersWhenBothAreOpen() throws {
        let book = try TemporaryBook(["en/01-delete.md": SampleChapters.english, "zh-Hans/01-delete.md": SampleChapters.chinese])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let english = book.uri("en/01-delete.md"), chinese = book.uri("zh-Hans/01-delete.md")
        harness.open(english, SampleChapters.english)
        harness.open(chinese, SampleChapters.chinese)
        expect(harness.diagnostics(of: english).isEmpty)
        // The Chinese chapter changes in the editor (not on disk): the English one is checked again against it.
        harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(chinese), "version": .number(2)]),
            "contentChanges": .array([.object(["text": .string(SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 数量 28"))])]),
        ]))
        let inEnglish = harness.diagnostics(of: english, atLeast: 1)
        let inChinese = harness.diagnostics(of: chinese, atLeast: 2)
        expectEqual(inEnglish.count, 1)
        expectEqual(inEnglish.first?["message"]?.stringValue?.hasPrefix("translation drift in 01-delete.md"), true)
        expect(inChinese.contains { $0["message"]?.stringValue?.hasPrefix("01-delete.md 的译文偏离") == true })
        expect(inChinese.contains { $0["message"]?.stringValue?.contains("期望：28") == true })
    }

    @Test func aListingThatDriftedIsShownAtItsLineInBothLanguages() throws {
        let listing = "\n```swift\nimport SwipeEngine\nlet offset = -100 // open\n```\n"
        let english = SampleChapters.english + listing
        let chinese = SampleChapters.chinese + listing.replacingOccurrences(of: "-100 // open", with: "-90 // 打开")
        let book = try TemporaryBook(["en/01-delete.md": english, "zh-Hans/01-delete.md": chinese])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri("zh-Hans/01-delete.md")
        harness.open(uri, chinese)
        let diagnostics = harness.diagnostics(of: uri, atLeast: 1)
        let drift = try require(diagnostics.first { $0["message"]?.stringValue?.hasPrefix("01-delete.md 的译文偏离") == true })
        expectEqual(drift["message"]?.stringValue?.contains("这两行 Swift 的代码不同：原文是 `let offset = -100`，译文是 `let offset = -90`"), true,
                "\(drift)")
        let line = chinese.components(separatedBy: "\n").firstIndex { $0.hasPrefix("let offset = -90") }
        expectEqual(drift["range"]?["start"]?["line"]?.intValue, line)
    }

    @Test func snippetsInAChineseChapterUseChineseKeywords() throws {
        let text = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "")
        let (book, harness, uri) = try ServerHarness.opening("zh-Hans/01-delete.md", text)
        defer { book.remove() }
        guard case .array(let items)? = harness.request("textDocument/completion", ServerHarness.position(uri, 18, 0))["result"] else {
            Issue.record("no completion list")
            return
        }
        let snippet = items.first { $0["detail"]?.stringValue == "pan row 3 by -60" }
        expectEqual(snippet?["label"]?.stringValue, "滑动 行 3 位移 -60")
        expect(items.contains { $0["label"]?.stringValue == "期望" })
        expect(!items.contains { $0["label"]?.stringValue == "expect" })
    }

    @Test func incrementalChangesAreCheckedAgain() throws {
        let book = try TemporaryBook(["en/01-delete.md": SampleChapters.english])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri("en/01-delete.md")
        harness.open(uri, SampleChapters.english)
        expect(harness.diagnostics(of: uri).isEmpty)
        // `29` → `28` on line 18 (0-based), characters 17..<19.
        harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .number(2)]),
            "contentChanges": .array([.object([
                "range": .object(["start": .object(["line": .number(18), "character": .number(17)]),
                                  "end": .object(["line": .number(18), "character": .number(19)])]),
                "text": "28",
            ])]),
        ]))
        let diagnostics = harness.diagnostics(of: uri, atLeast: 1)
        expectEqual(diagnostics.first?["message"]?.stringValue?.contains("expected: 28"), true)
    }

    @Test func completionOffersWhatMayFollowInTheChaptersLanguage() throws {
        let english = SampleChapters.english.replacingOccurrences(of: "expect row count 29", with: "expect row 3 ")
        let chinese = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 3 ")
        let book = try TemporaryBook(["en/01-delete.md": english, "zh-Hans/01-delete.md": chinese])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        harness.open(book.uri("en/01-delete.md"), english)
        harness.open(book.uri("zh-Hans/01-delete.md"), chinese)
        let labels = { (result: JSONValue) -> [String] in
            guard case .array(let items)? = result["result"] else { return [] }
            return items.compactMap { $0["label"]?.stringValue }
        }
        let englishLabels = labels(harness.request("textDocument/completion", ServerHarness.position(book.uri("en/01-delete.md"), 18, 13)))
        expect(englishLabels.contains("open"))
        expect(englishLabels.contains("closed"))
        expect(englishLabels.contains("offset"))
        expect(!englishLabels.contains("table"), "a fixture cannot follow `expect row 3`")
        let chineseLabels = labels(harness.request("textDocument/completion", ServerHarness.position(book.uri("zh-Hans/01-delete.md"), 18, 7)))
        expect(chineseLabels.contains("打开"))
        expect(!chineseLabels.contains("open"))
    }

    @Test func completionOffersTheChaptersTitlesAndSnippets() throws {
        let text = SampleChapters.english.replacingOccurrences(of: "tap \"Delete\" in row 3", with: "tap ")
        let (book, harness, uri) = try ServerHarness.opening("en/01-delete.md", text)
        defer { book.remove() }
        guard case .array(let items)? = harness.request("textDocument/completion", ServerHarness.position(uri, 17, 4))["result"] else {
            Issue.record("no completion list")
            return
        }
        let labels = items.compactMap { $0["label"]?.stringValue }
        expect(labels.contains("\"Delete\""))
        expect(labels.contains("\"More\""))
        expect(labels.contains("row"))
        guard case .array(let atStart)? = harness.request("textDocument/completion", ServerHarness.position(uri, 17, 0))["result"] else { return }
        let snippet = atStart.first { $0["label"]?.stringValue == "pan row 3 by -60" }
        expectEqual(snippet?["insertText"]?.stringValue, "pan row ${1:3} by ${2:-60}")
        expectEqual(snippet?["insertTextFormat"]?.intValue, 2)
        expect(completionIsEmptyOutsideSpecBlocks(harness, uri))
    }

    private func completionIsEmptyOutsideSpecBlocks(_ harness: ServerHarness, _ uri: String) -> Bool {
        harness.request("textDocument/completion", ServerHarness.position(uri, 2, 3))["result"] == .array([])
    }

    @Test func definitionGoesToTheSamePlaceInTheTwin() throws {
        let book = try TemporaryBook(["en/01-delete.md": SampleChapters.english, "zh-Hans/01-delete.md": SampleChapters.chinese])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri("en/01-delete.md")
        harness.open(uri, SampleChapters.english)
        let answer = harness.request("textDocument/definition", ServerHarness.position(uri, 11, 3))
        guard case .array(let locations)? = answer["result"], let location = locations.first else {
            Issue.record("no location: \(answer)")
            return
        }
        expectEqual(location["uri"]?.stringValue, book.uri("zh-Hans/01-delete.md"))
        expectEqual(location["range"]?["start"]?["line"]?.intValue, 11)
        let back = harness.request("textDocument/definition", ServerHarness.position(uri, 14, 0))
        guard case .array(let heading)? = back["result"] else { return }
        expectEqual(heading.first?["range"]?["start"]?["line"]?.intValue, 14, "a heading goes to the twin's heading")
    }

    @Test func hoverShowsTheEnglishFormAndHidesPredictions() throws {
        let text = SampleChapters.chinese.replacingOccurrences(of: "期望 行 数量 29", with: "期望 行 数量 ?")
        let (book, harness, uri) = try ServerHarness.opening("zh-Hans/01-delete.md", text)
        defer { book.remove() }
        _ = harness.diagnostics(of: uri, atLeast: 1)
        let hover = harness.request("textDocument/hover", ServerHarness.position(uri, 11, 2))["result"]?["contents"]?["value"]?.stringValue ?? ""
        expect(hover.contains("expect row 3 open"))
        expect(hover.contains("英文形式"))
        expect(hover.contains("通过 ✓"))
        let prediction = harness.request("textDocument/hover", ServerHarness.position(uri, 18, 2))["result"]?["contents"]?["value"]?.stringValue ?? ""
        expect(prediction.contains("expect row count ?") || prediction.contains("预测"))
        expect(!prediction.contains("29"), "the hover gives the answer away")
    }

    @Test func formattingAndQuickFixesAreEditsNotWrites() throws {
        let text = SampleChapters.english
            .replacingOccurrences(of: "expect row 3 open", with: "expect  row 3   open  ")
            .replacingOccurrences(of: "expect row count 29", with: "expect roww count 29")
        let (book, harness, uri) = try ServerHarness.opening("en/01-delete.md", text)
        defer { book.remove() }
        let diagnostics = harness.diagnostics(of: uri, atLeast: 1)
        guard case .array(let edits)? = harness.request("textDocument/formatting", .object(["textDocument": .object(["uri": .string(uri)])]))["result"] else {
            Issue.record("no edits")
            return
        }
        expectEqual(edits.count, 1)
        expectEqual(edits.first?["newText"]?.stringValue, "expect row 3 open")
        let actions = harness.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": diagnostics.first?["range"] ?? .null,
            "context": .object(["diagnostics": .array(diagnostics)]),
        ]))
        guard case .array(let fixes)? = actions["result"], let fix = fixes.first else {
            Issue.record("no quick fix: \(actions)")
            return
        }
        guard case .array(let changes)? = fix["edit"]?["changes"]?[uri] else { return }
        expectEqual(changes.first?["newText"]?.stringValue, "row")
        expectEqual(try book.text("en/01-delete.md"), text, "the server never writes the chapter")
    }

    @Test func codeLensesRunTheStepAndTheChapter() throws {
        let book = try TemporaryBook(["en/01-delete.md": SampleChapters.english])
        defer { book.remove() }
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri("en/01-delete.md")
        harness.open(uri, SampleChapters.english)
        guard case .array(let lenses)? = harness.request("textDocument/codeLens", .object(["textDocument": .object(["uri": .string(uri)])]))["result"] else {
            Issue.record("no code lenses")
            return
        }
        expectEqual(lenses.compactMap { $0["range"]?["start"]?["line"]?.intValue }, [0, 4, 14])
        let step = try require(lenses.dropFirst().first?["command"])
        let run = harness.request("workspace/executeCommand", .object(["command": step["command"] ?? .null, "arguments": step["arguments"] ?? .null]))
        expectEqual(run["result"]?.stringValue, "chapters verify 01-delete.md: 1 passed, 0 failed")
    }

    @Test func outOfOrderMalformedAndCancelledRequestsAreAnswered() throws {
        let harness = ServerHarness()
        expectEqual(harness.request("textDocument/hover", .object([:]))["error"]?["code"]?.intValue, -32002)
        harness.server.receive(Data("{not json".utf8))
        harness.server.drain()
        expectEqual(harness.messages.last?["error"]?["code"]?.intValue, -32700)
        harness.initialize()
        expectEqual(harness.request("textDocument/nothing")["error"]?["code"]?.intValue, -32601)
        expectEqual(harness.request("textDocument/hover", .object(["textDocument": .number(3)]))["error"]?["code"]?.intValue, -32602)
        expectEqual(harness.request("textDocument/hover", ServerHarness.position("file:///nowhere/en/x.md", 0, 0))["error"]?["code"]?.intValue, -32602)
        // A change to a document never opened is ignored, not a crash.
        harness.notify("textDocument/didChange", .object(["textDocument": .object(["uri": "file:///nowhere/en/x.md"]), "contentChanges": .array([])]))
        harness.notify("$/cancelRequest", .object(["id": .number(99)]))
        harness.send(.object(["jsonrpc": "2.0", "id": .number(99), "method": "textDocument/hover", "params": .object([:])]))
        harness.server.drain()
        expectEqual(harness.messages.last?["error"]?["code"]?.intValue, -32800)
        harness.request("shutdown")
        expectEqual(harness.request("textDocument/hover", .object([:]))["error"]?["code"]?.intValue, -32600)
        harness.notify("exit", .null)
        harness.server.drain()
        expectEqual(harness.exitStatus, 0)
    }

    @Test func messagesSayTheSameInBothLanguages() {
        for text in LanguageServerMessages.translatedExamples {
            expect(!text.english.isEmpty && !text.chinese.isEmpty)
            expect(text.english != text.chinese, "\(text.english) is not translated")
        }
    }
}
