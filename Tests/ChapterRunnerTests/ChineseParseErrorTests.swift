import ChapterModel
import Messages
@testable import BookVerification
@testable import SpecInterpreter
import Testing
import TestSupport

/// A line of a zh-Hans chapter that does not parse is reported in Chinese; the same line in English stays English.
@Suite("Chinese parse errors")
struct ChineseParseErrorTests {
    static let markdown = """
    # 演示

    ## 打开一行

    ```spec
    表格 5 行
    右侧按纽 "删除" 80
    期望 行 1 打卡
    ```
    """

    static func failures(language: ReaderLanguage) -> [LineFailure] {
        let chapter = ChapterReader.parse(markdown: markdown, path: "Chapters/\(language.tag)/01-demo.md", language: language)
        let result = ScenarioRunner.run(chapter)
        return result.steps.flatMap(\.blocks).flatMap(\.lines).compactMap { line in
            if case .failed(let failure) = line.outcome { return failure }
            return nil
        }
    }

    @Test func aZhHansChapterReadsItsParseErrorsInChinese() {
        let failures = Self.failures(language: .chinese)
        expectEqual(failures.first?.message, "没有 `右侧按纽` 这条命令")
        // The keywords after the row grow with every form about a row: the message names them in Chinese.
        expectEqual(failures.last?.message.hasPrefix("行后面应该是 `打开`、`关闭`、`关键帧`、`偏移`、`可见按钮`、`是`、`层级`、`y`、`高度`"), true)
        expectEqual(failures.last?.message.hasSuffix("，实际写的是 `打卡`"), true)
        expectEqual(failures.map(\.suggestion), ["右侧按钮", "打开"])
    }

    @Test func anEnglishChapterKeepsItsEnglishMessages() {
        let failures = Self.failures(language: .english)
        expectEqual(failures.first?.message, "unknown command `右侧按纽`")
        expectEqual(failures.last?.message.hasPrefix("expected `open`, `closed`, `keyframes`, `offset`, `visible actions`, `is`, `level`, `y`, `height`"), true)
    }
}
