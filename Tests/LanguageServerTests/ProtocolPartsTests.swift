import BookVerification
import ChapterModel
import Foundation
import Testing
@testable import LanguageServer
import TestSupport

@Suite("language server parts")
struct ProtocolPartsTests {
    /// A listing checker that passes every listing with one warning Xcode would show, at the listing's second line.
    struct WarningChecker: ListingChecking {
        func check(_ chapter: Chapter) -> [ListingResult] {
            chapter.listings.map { listing in
                var result = ListingResult(listing: listing, check: .typeChecked(against: .surface))
                result.warnings = [ListingFailure(at: listing.lines[1].location.advanced(by: 12), "'fabs' is deprecated: renamed to 'abs'")]
                return result
            }
        }
    }

    /// A listing's warning (a deprecated API) is the editor's warning at its line, as `verify` prints it.
    @Test func aListingsWarningIsAWarningAtItsLine() {
        let text = "# Width\n\n## Step\n\n```swift ios file=WidthCell.swift\nimport UIKit\nlet width = fabs(CGFloat(-1))\n```\n"
        let analysis = ChapterAnalysis.analyze(Document(uri: "file:///b/en/01-width.md", version: 1, text: text), twin: nil, listings: WarningChecker())
        let warning = analysis.diagnostics.first { $0.message.hasPrefix("'fabs' is deprecated") }
        expectEqual(warning?.severity, .warning)
        expectEqual(warning?.range.start.line, 6)
    }

    @Test func theFramerCutsMessagesThatArriveTogetherOrInPieces() {
        var framer = MessageFramer()
        let one = MessageFramer.frame(Data(#"{"a":1}"#.utf8)), two = MessageFramer.frame(Data("{\"b\":\"中\"}".utf8))
        var stream = one + two
        framer.append(stream.prefix(5))
        expectEqual(framer.next(), nil)
        stream.removeFirst(5)
        framer.append(stream)
        expectEqual(framer.next(), .body(Data(#"{"a":1}"#.utf8)))
        expectEqual(framer.next(), .body(Data("{\"b\":\"中\"}".utf8)))
        expectEqual(framer.next(), nil)
    }

    @Test func aHeaderWithoutALengthIsSkippedAndTheNextMessageRead() {
        var framer = MessageFramer()
        framer.append(Data("Content-Type: x\r\n\r\n".utf8) + MessageFramer.frame(Data("{}".utf8)))
        guard case .malformedHeader? = framer.next() else {
            Issue.record("the malformed header was not reported")
            return
        }
        expectEqual(framer.next(), .body(Data("{}".utf8)))
    }

    @Test func incrementalChangesCountUTF16CodeUnits() throws {
        var document = Document(uri: "file:///b/zh-Hans/a.md", version: 1, text: "期望 行 3 打开\n😀 row\r\nend")
        // After the emoji (two UTF-16 units) on line 1.
        try document.apply("x", in: TextRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 2)))
        expectEqual(document.lines, ["期望 行 3 打开", "😀x row", "end"])
        try document.apply("关闭", in: TextRange(start: Position(line: 0, character: 7), end: Position(line: 0, character: 9)))
        expectEqual(document.lines[0], "期望 行 3 关闭")
        try document.apply("new", in: nil)
        expectEqual(document.text, "new")
        expectEqual(document.path, "/b/zh-Hans/a.md")
    }

    @Test func aSnippetMakesEachNumberAndStringAPlaceholder() {
        expectEqual(SpecCompletion.snippet("tap \"Delete\" in row 3"), "tap ${1:\"Delete\"} in row ${2:3}")
        expectEqual(SpecCompletion.snippet("期望 行 3 位移 -60"), "期望 行 ${1:3} 位移 ${2:-60}")
    }

    @Test func canonicalSpacingKeepsIndentationAndStrings() {
        expectEqual(SpecEditing.canonicalSpacing("  pan   row 3  by -30 ,-90"), "  pan row 3 by -30, -90")
        expectEqual(SpecEditing.canonicalSpacing("tap \"Two  spaces\"   in row 3 "), "tap \"Two  spaces\" in row 3")
    }
}
