import Reports
import ChapterModel
import BookVerification
import Foundation
import Messages
import ScenarioExport
import Testing
import TestSupport

/// A zh-Hans chapter's outcomes read in Chinese in every report; an English chapter's are unchanged; the summary
/// follows the terminal's language.
@Suite("Reports in the reader's language")
struct ReaderLanguageReportTests {
    static let english = "# Delete\n\n## Swipe\n\n```spec\ntable 30 rows\npan row 3 by -60\nrelease\nexpect row 3 offset 60\n```\n"
    static let chinese = "# 删除\n\n## 滑动\n\n```spec\n表格 30 行\n滑动 行 3 位移 -60\n松开\n期望 行 3 偏移 60\n```\n"

    static func book() throws -> (folder: URL, result: BookResult) {
        try Fixtures.verifiedBook(["en/01-delete.md": english, "zh-Hans/01-delete.md": chinese])
    }

    @Test func theTerminalShowsEachChaptersFailureInItsLanguage() throws {
        let text = TerminalReport(useColor: false).render(try Self.book().result)
        expect(text.contains("row 3 has another offset\n      expected: 60\n      actual:   0"), "\(text)")
        expect(text.contains("行 3 的偏移不对\n      期望：60\n      实际：0"), "\(text)")
        expect(text.contains("删除: 0/1 个步骤通过"))
        expect(text.contains("Delete: 0/1 steps passed"))
        expect(text.hasSuffix("\n0 passed, 2 failed\n"), "\(text)")
    }

    @Test func aChineseTerminalGetsAChineseSummary() throws {
        let result = try Self.book().result
        let report = TerminalReport(useColor: false, language: ReaderLanguage(environment: ["LANG": "zh_CN.UTF-8"]))
        expectEqual(report.summary(result), "0 个步骤通过，2 个失败")
        expectEqual(TerminalReport(useColor: false, language: .english).summary(result), "0 passed, 2 failed")
    }

    @Test func jsonJUnitAndAnnotationsCarryTheChineseMessage() throws {
        let result = try Self.book().result
        let json = JSONReport().render(result)
        expect(json.contains("行 3 的偏移不对"))
        expect(json.contains("row 3 has another offset"))
        let junit = JUnitReport().render(result)
        expect(junit.contains("行 3 的偏移不对") && junit.contains("期望：60"))
        let github = GitHubAnnotations().render(result)
        expect(github.contains("步骤“滑动”失败"))
        expect(github.contains("step “Swipe” failed"))
    }

    @Test func theExportedSwiftOfAChineseChapterReadsTheChineseRefusal() {
        let spec = "```spec\n表格 30 行\n滑动 行 20 位移 -60\n期望 错误 \"行 20 不在屏幕上\"\n```\n"
        let markdown = "# 拒绝\n\n## 屏幕外\n\n" + spec
        let chinese = SwiftScenarioFile(chapter: ChapterReader.parse(markdown: markdown, path: "zh-Hans/00-x.md", language: .chinese), sourcePath: "x")
        expect(chinese.source.contains("expectRefusal(refusal, containing: \"行 20 不在屏幕上\", in: .chinese)"), "\(chinese.source)")
        let english = SwiftScenarioFile(chapter: ChapterReader.parse(markdown: markdown, path: "en/00-x.md", language: .english), sourcePath: "x")
        expect(english.source.contains("expectRefusal(refusal, containing: \"行 20 不在屏幕上\")"))
        // `expectRefusal(_:containing:in:)` is compiled in ScenarioSupport, which the file imports.
        expect(english.source.contains("import ScenarioSupport"))
    }
}
