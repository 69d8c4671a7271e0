import ChapterModel
@testable import BookVerification
@testable import SpecInterpreter
import Testing
import TestSupport

/// A line written with an alias whose meaning moved still runs, and the chapter warns at it in its own language.
@Suite("Alias warnings")
struct AliasWarningTests {
    static let markdown = """
    # 全文

    ## 行数

    ```spec
    文本 "左滑露出按钮，长按拖动排序，点击展开分组，一张表格全都有" 宽度 160 字号 16 最大高度 40
    期望 文本 行数 2
    期望 文本行数 2
    ```
    """

    @Test func theOldLineCountAliasPassesWithAWarningInTheChaptersLanguage() throws {
        let result = ScenarioRunner.run(ChapterReader.parse(markdown: Self.markdown, path: "Chapters/zh-Hans/12-x.md", language: .chinese))
        expectEqual(result.status, .passed, "the old spelling still checks the label's lines")
        let warnings = result.chapter.diagnostics.filter { $0.severity == .warning }
        let warning = try require(warnings.first)
        expectEqual(warnings.count, 1, "only the old spelling warns")
        expectEqual(warning.location, SourceLocation(file: "Chapters/zh-Hans/12-x.md", line: 7, column: 4))
        expectEqual(warning.hint, "请写成 `文本行数`")
        expect(warning.message.contains("表格的行数"))

        let english = ScenarioRunner.run(ChapterReader.parse(markdown: Self.markdown, path: "Chapters/en/12-x.md"))
        expectEqual(english.chapter.diagnostics.first { $0.severity == .warning }?.hint, "write `文本行数`")
    }

    @Test func theWarningFailsAStrictRun() {
        let chapter = ScenarioRunner.run(ChapterReader.parse(markdown: Self.markdown, path: "Chapters/zh-Hans/12-x.md", language: .chinese))
        let book = BookResult(chapters: [chapter], translations: [], readErrors: [])
        expect(book.isSuccess(strict: false))
        expect(!book.isSuccess(strict: true))
        expectEqual(book.warnings.count, 1)
    }
}
