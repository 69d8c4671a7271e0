import Messages
import Testing
import ChapterModel
import BookVerification
import SpecLanguage
import TestSupport

@Suite("Plurals")
struct PluralTests {
    @Test func englishInflectsForEveryCountButOne() {
        expectEqual(Plural.english(1, "row"), "1 row")
        expectEqual(Plural.english(0, "row"), "0 rows")
        expectEqual(Plural.english(3, "row"), "3 rows")
        expectEqual(Plural.english(2, "child", plural: "children"), "2 children")
        expectEqual(Plural.form(1, one: "does", other: "do"), "does")
        expectEqual(Plural.form(2, one: "does", other: "do"), "do")
    }

    @Test func chineseKeepsTheCountWithItsMeasureWord() {
        let steps = Plural.count(3, "step", zh: "个步骤")
        expectEqual(steps.english, "3 steps")
        expectEqual(steps.chinese, "3 个步骤")
        expectEqual(Plural.count(1, "step", zh: "个步骤").chinese, "1 个步骤")
        expectEqual(Plural.chinese(2, "行"), "2 行")
    }

    @Test func theCatalogueSpeaksThroughIt() {
        expectEqual(ReportMessages.warnings(1).english, ", 1 warning")
        expectEqual(ReportMessages.warnings(2).english, ", 2 warnings")
        expectEqual(ReportMessages.warnings(2).chinese, "，2 条警告")
        expect(ParserMessages.moreLinesDoNotParse(1, limit: 50).english.hasPrefix("and 1 more line of this chapter, from this one on, does not parse"))
        expect(ParserMessages.moreLinesDoNotParse(70, limit: 50).english.hasPrefix("and 70 more lines of this chapter, from this one on, do not parse"))
        expectEqual(RefusalMessages.shownCounts([1]).english, "1 row")
        expectEqual(RefusalMessages.shownCounts([30]).chinese, " 30 行")
        expectEqual(UsageMessages.stoppedAtFirstFailure(notRun: 1).english, "stopped at the first failure (--fail-fast): 1 chapter file not run")
    }
}

@Suite("Reader languages")
struct ReaderLanguageTests {
    @Test func aTagIsParsedInOnePlace() {
        expectEqual(ReaderLanguage(tag: "en"), .english)
        expectEqual(ReaderLanguage(tag: ReaderLanguage.chinese.tag), .chinese)
        expectEqual(ReaderLanguage(tag: "zh"), nil)
        expectEqual(ReaderLanguage(folder: "images"), .english)
        expectEqual(ReaderLanguage.allCases.map(\.tag), ["en", "zh-Hans"])
    }

    @Test func looseTagsNameTheirLanguage() {
        expectEqual(ReaderLanguage(looseTag: "zh-CN"), .chinese)
        expectEqual(ReaderLanguage(looseTag: "zh_Hans"), .chinese)
        expectEqual(ReaderLanguage(looseTag: "ZHO"), .chinese)
        expectEqual(ReaderLanguage(looseTag: "en-GB"), .english)
        expectEqual(ReaderLanguage(looseTag: "zh_CN.UTF-8"), .chinese)
        expectEqual(ReaderLanguage(looseTag: "ja"), nil)
        expectEqual(ReaderLanguage(looseTag: ""), nil)
    }

    @Test func theOriginalComesFirst() {
        expect(ReaderLanguage.english < .chinese)
        expectEqual(ReaderLanguage.allCases.sorted(), [.english, .chinese])
        expectEqual(ReaderLanguage.english.other, .chinese)
        expectEqual(ReaderLanguage.chinese.other, .english)
    }
}

@Suite("Diagnostics")
struct DiagnosticTests {
    let place = SourceLocation(file: "Chapters/en/01-x.md", line: 12, column: 5)

    @Test func aDiagnosticReadsAsFileLineColumnSeverityMessageHint() {
        let diagnostic = Diagnostic(.warning, at: place, ChapterMessages.noTitle, hint: ChapterMessages.noTitleHint)
        expectEqual(diagnostic.description, "Chapters/en/01-x.md:12:5: warning: the chapter has no `#` title (start the file with a line `# Title`)")
        var chinese = diagnostic
        chinese.language = .chinese
        expectEqual(chinese.message, "这一章没有 `#` 标题")
        expectEqual(chinese.hint, "在文件开头写一行 `# 标题`")
        expect(chinese.description.hasPrefix("Chapters/en/01-x.md:12:5: warning: 这一章没有"))
    }

    @Test func aSuggestionFollowsTheMessageInTheReadersLanguage() {
        let diagnostic = Diagnostic(.error, at: place, LocalizedText("expected `rows`", zh: "应为 `行`"), suggestion: "rows")
        expectEqual(diagnostic.messageWithSuggestion(in: .english), "expected `rows` (did you mean `rows`?)")
        expectEqual(diagnostic.messageWithSuggestion(in: .chinese), "应为 `行`（你是不是想写 `rows`？）")
    }

    @Test func gitHubCommandsCarryTheRangeAndEscapeTheirText() {
        let end = SourceLocation(file: place.file, line: 12, column: 9)
        let diagnostic = Diagnostic(.error, at: SourceRange(place, end: end), LocalizedText(verbatim: "50% off\nnext"))
        expectEqual(diagnostic.gitHubCommand(title: "a: b, c"), "::error file=Chapters/en/01-x.md,line=12,col=5,endLine=12,endColumn=9,title=a%3A b%2C c::50%25 off%0Anext")
        let warning = Diagnostic(.warning, at: place, "m", hint: "h")
        expectEqual(warning.gitHubCommand(title: "t", kind: .error), "::error file=Chapters/en/01-x.md,line=12,col=5,title=t::m (h)")
    }

    @Test func aReadErrorNamesWhatToDo() {
        let error = Diagnostic(at: place, "cannot read the file", hint: "check that it exists and is readable")
        expectEqual(error.severity, .error)
        expectEqual(error.description, "Chapters/en/01-x.md:12:5: error: cannot read the file (check that it exists and is readable)")
    }
}

@Suite("GitHub commands")
struct GitHubCommandTests {
    @Test func aWindowsLineEndIsTwoEscapes() {
        let diagnostic = Diagnostic(.error, at: SourceLocation(file: "a.md", line: 1, column: 1), LocalizedText(verbatim: "one\r\ntwo"))
        expectEqual(diagnostic.gitHubCommand(title: "t"), "::error file=a.md,line=1,col=1,title=t::one%0D%0Atwo")
    }
}
