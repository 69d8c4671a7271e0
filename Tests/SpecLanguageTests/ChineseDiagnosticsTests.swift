import ChapterModel
import Foundation
import Messages
import Testing
@testable import SpecLanguage
import TestSupport

/// Parse errors carry English and Chinese; a zh-Hans chapter's read in Chinese and name the Chinese keywords.
@Suite("Chinese diagnostics")
struct ChineseDiagnosticsTests {
    /// What the app backend says in Chinese names rows, sections and events in the Chinese chapter's words.
    @Test func appMessagesQuoteSpecPhrasesInTheReadersLanguage() {
        let row = RowReference.index(section: 0, row: 29)
        let offScreen = AppExpectationMessages.offScreen(row)
        expect(offScreen.chinese.hasPrefix("行 29 不在你的应用的屏幕上"), "\(offScreen.chinese)")
        expect(offScreen.english.hasPrefix("row 29 is off your app's screen"), "\(offScreen.english)")
        let unseen = AppEventMessages.unseen([.closed(.index(section: 0, row: 0)), .tapped("废纸篓", .index(section: 0, row: 3))])
        expect(!unseen.chinese.contains("row ") && !unseen.chinese.contains("closed") && !unseen.chinese.contains("tapped"), "\(unseen.chinese)")
        expect(unseen.english.contains("closed row 0"), "\(unseen.english)")
        expect(!AppGestureMessages.hiddenButton("Delete", row: row, shown: []).chinese.contains("row 29"))
    }

    @Test func aMisspeltChineseCommandIsSuggestedItsAlias() throws {
        let error = try require(diagnostic("右侧按纽 \"删除\" 80"))
        expectEqual(error.message(in: .chinese), "没有 `右侧按纽` 这条命令")
        expectEqual(error.message(in: .english), "unknown command `右侧按纽`")
        expectEqual(error.suggestion, "右侧按钮")
        expectEqual(error.description(in: .chinese), "t.md:1:1: 没有 `右侧按纽` 这条命令（你是不是想写 `右侧按钮`？）")
        expectEqual(error.description, "t.md:1:1: unknown command `右侧按纽` (did you mean `右侧按钮`?)")
    }

    @Test func aWrongWordNamesTheChineseKeywordsThatWouldFit() throws {
        let error = try require(diagnostic("期望 行 3 打卡"))
        expect(error.message(in: .chinese).hasPrefix("行后面应该是 `打开`、`关闭`、`关键帧`、`偏移`"))
        expect(error.message(in: .chinese).hasSuffix("实际写的是 `打卡`"))
        expect(error.message(in: .english).hasPrefix("expected `open`, `closed`, `keyframes`, `offset`"))
        expectEqual(error.suggestion, "打开")
        expectEqual(error.location.column, 8)
        expect(error.message(in: .chinese).contains("`高度`"), "the row's words include the height")
        expect(error.message(in: .english).contains("`height`"))
    }

    @Test func numbersDurationsAndStringsSayWhatWasExpectedInChinese() throws {
        let width = try require(diagnostic("宽度 宽"))
        expectEqual(width.message(in: .chinese), "这里应该是宽度（一个数字，比如 80 或 -12.5），实际写的是 `宽`")
        expectEqual(width.message(in: .english), "expected the width (a number such as 80 or -12.5), found `宽`")
        let press = try require(diagnostic("最短按压 0.5"))
        expectEqual(press.message(in: .chinese), "最短按压要带上单位，比如 0.5秒 或 0.5s")
        expectEqual(press.suggestion, "0.5s")
        let quote = try require(diagnostic("点击 行 3 的 \"删除"))
        expectEqual(quote.message(in: .chinese), "这个字符串缺少结尾的引号 `\"`")
        let end = try require(diagnostic("松开 多余"))
        expectEqual(end.message(in: .chinese), "命令末尾多出了 `多余`；删掉它，或者另起一行")
    }

    @Test func treeErrorsAndTheirHintReadInChinese() throws {
        let block = SpecBlock(location: SourceLocation(file: "t.md", line: 1, column: 1), lines: [
            SpecLine(text: "树", location: SourceLocation(file: "t.md", line: 2, column: 1)),
            SpecLine(text: "水果", location: SourceLocation(file: "t.md", line: 3, column: 1)),
        ])
        guard case .invalid(let error)? = SpecParser.parse(block).last else {
            Issue.record("an unindented tree row parses")
            return
        }
        expect(error.message(in: .chinese).hasSuffix("；树的各行要缩进写在 `树` 下面，每深一层多缩进两个空格"))
        expect(error.message(in: .english).hasSuffix("; tree rows must be indented under `tree`, two more spaces per level"))
    }

    /// Every noun the parser names has its Chinese, so no Chinese message falls back to an English noun.
    @Test func everyNounTheParserNamesIsTranslated() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SpecLanguage")
        var nouns: Set<String> = []
        // The grammar (Sources/SpecLanguage/Grammar) names most of them.
        for file in FileManager.default.subpaths(atPath: sources.path) ?? [] where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let pattern = #/(?:number|length|count|duration|string)\("((?:[^"\\]|\\.)*)"/#
            for match in text.matches(of: pattern) { nouns.insert(String(match.1).replacingOccurrences(of: "\\\"", with: "\"")) }
        }
        expect(nouns.count > 40, "the scan finds the parser's nouns")
        let untranslated = nouns.filter { ParserMessages.nouns[$0] == nil }
        expect(untranslated.isEmpty, "nouns without Chinese: \(untranslated.sorted())")
    }

    private func diagnostic(_ line: String) -> SpecDiagnostic? {
        if case .invalid(let diagnostic) = SpecParser.parse(line: line, at: SourceLocation(file: "t.md", line: 1, column: 1)) {
            return diagnostic
        }
        return nil
    }
}
