import ChapterModel
import Messages
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// A chapter's failures, hints and refusals read in the chapter's language.
@Suite("Messages in the chapter's language")
struct ChapterLanguageTests {
    static func run(_ spec: String, language: ReaderLanguage) -> ChapterResult {
        let markdown = "# T\n\n## One\n\n```spec\n\(spec)\n```\n\n## Two\n\n```spec\nexpect row count 30\n```\n"
        let path = language == .english ? "en/t.md" : "zh-Hans/t.md"
        return ScenarioRunner.run(ChapterReader.parse(markdown: markdown, path: path, language: language))
    }

    static func failure(_ result: ChapterResult, line: Int) -> LineFailure? {
        if case .failed(let failure)? = outcome(result, line: line) { return failure }
        return nil
    }

    /// `expect row R height N` (`期望 行 R 高度 N`): passes on a standard table in both languages, and a wrong height
    /// fails naming the row and both heights in the chapter's language.
    @Test func rowHeightPassesInBothLanguagesAndFailsInTheChaptersLanguage() throws {
        let english = "table 30 rows\nexpect row 3 height 44\nrow height 60\nexpect row 3 height 60\nexpect row 29 height 60\nexpect row 3 height 44"
        let chinese = "表格 30 行\n期望 行 3 高度 44\n行高 60\n期望 行 3 高度 60\n期望 行 29 高度 60\n期望 行 3 高度 44"
        for (spec, language) in [(english, ReaderLanguage.english), (chinese, .chinese)] {
            let result = Self.run(spec, language: language)
            for line in 6...10 { expectEqual(outcome(result, line: line), .passed, "\(language) line \(line): \(String(describing: outcome(result, line: line)))") }
            let failure = try require(Self.failure(result, line: 11), "\(language): the wrong height passed")
            expectEqual(failure.message, (language == .english ? "row 3 has another height" : "行 3 的高度不对"))
            expectEqual(failure.expected, "44")
            expectEqual(failure.actual, "60")
        }
    }

    @Test func aFailedExpectationIsChineseInAChineseChapter() throws {
        let spec = "table 30 rows\npan row 3 by -60\nrelease\nexpect row 3 offset 60"
        let chinese = try require(Self.failure(Self.run(spec, language: .chinese), line: 9))
        expectEqual(chinese.message, "行 3 的偏移不对")
        expectEqual(chinese.expected, "60")
        expectEqual(chinese.language, .chinese)
        expect(chinese.description.contains("期望：60"))
        let english = try require(Self.failure(Self.run(spec, language: .english), line: 9))
        expectEqual(english.message, "row 3 has another offset")
        expect(english.description.contains("expected: 60"))
    }

    @Test func aRefusalAndItsHintAreChinese() throws {
        let result = Self.run("table 30 rows\nrelease", language: .chinese)
        let failure = try require(Self.failure(result, line: 7))
        expectEqual(failure.message, "没有可以松开的滑动；先开始一个手势（`滑动 行 3 位移 -60` 或 `长按 行 2`）")
        // The next step is blocked, and says so in Chinese.
        let blocked = try require(result.steps.last?.blocks.first)
        expectEqual(blocked.blockedExplanation, "受阻于 zh-Hans/t.md:7:1 处的失败")
        let english = try require(Self.failure(Self.run("table 30 rows\nrelease", language: .english), line: 7))
        expectEqual(english.message, "there is no pan to release; start a gesture first (`pan row 3 by -60` or `long-press row 2`)")
    }

    @Test func expectErrorMatchesTheChineseTextAndTheEnglishOne() {
        for text in ["行 20 不在屏幕上", "row 20 is not on screen", ""] {
            let result = Self.run("table 30 rows\npan row 20 by -60\nexpect error \"\(text)\"", language: .chinese)
            expectEqual(result.failed, 0, "\(text)")
            expectEqual(outcome(result, line: 8), .passed)
        }
        // An English chapter reads the English text only.
        let english = Self.run("table 30 rows\npan row 20 by -60\nexpect error \"行 20 不在屏幕上\"", language: .english)
        expectEqual(english.failed, 1)
    }

    @Test func aWrongExpectErrorShowsTheChineseRefusal() throws {
        let result = Self.run("table 30 rows\npan row 20 by -60\nexpect error \"没有按钮\"", language: .chinese)
        let failure = try require(Self.failure(result, line: 8))
        expectEqual(failure.message, "拒绝的消息里没有期望的文字")
        expectEqual(failure.expected, "\"没有按钮\"")
        expectEqual(failure.actual, "\"行 20 不在屏幕上\"")
    }

    @Test func theFingerDownHintIsChinese() throws {
        let result = Self.run("table 30 rows\ntrailing actions \"Delete\" 80\npan row 3 by -100\nexpect row 3 open", language: .chinese)
        let failure = try require(Self.failure(result, line: 9))
        expect(failure.message.hasPrefix("行 3 没有打开；从第 8 行（`pan row 3 by -100`）起手指一直按着：先 `松开`"))
        expectEqual(failure.expected, "打开")
    }

    @Test func eventsAndUpdatesReadAsTheChaptersOwnSpecLines() throws {
        let spec = "table 30 rows\ntrailing actions \"Delete\" 80 destructive\npan row 3 by -100\nrelease\nexpect events: none\nexpect updates deleted [0, 1]"
        let chinese = Self.run(spec, language: .chinese)
        let events = try require(Self.failure(chinese, line: 10))
        expectEqual(events.message, "发生的事件不对")
        expectEqual(events.expected, "无")
        expectEqual(events.actual, "打开 行 3")
        let updates = try require(Self.failure(chinese, line: 11))
        expectEqual(updates.message, "还没有过批量更新")
        expectEqual(updates.expected, "删除 [0, 1] 插入 无")
        let english = Self.run(spec, language: .english)
        expectEqual(Self.failure(english, line: 10)?.actual, "opened row 3")
        expectEqual(Self.failure(english, line: 11)?.expected, "deleted [0, 1] inserted none")
    }
}
