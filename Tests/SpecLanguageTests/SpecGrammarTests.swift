import ChapterModel
import Foundation
import Messages
import Testing
@testable import SpecLanguage
import TestSupport

/// The grammar is the language: every form reads and writes its examples in both wordings, every keyword has its
/// Chinese, and chapter 00 shows every form.
@Suite("Spec grammar")
struct SpecGrammarTests {
    static let chapters = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    /// The commands of a spec block of these lines.
    static func parsed(_ lines: [String]) -> [ParsedLine] {
        let block = SpecBlock(location: SourceLocation(file: "t.md", line: 0, column: 1), lines: lines.enumerated().map {
            SpecLine(text: $1, location: SourceLocation(file: "t.md", line: $0 + 1, column: 1))
        })
        return SpecParser.parse(block)
    }

    static func kind(_ lines: [String]) -> CommandKind? {
        let parsed = parsed(lines)
        guard parsed.count == 1, case .command(let command) = parsed[0] else { return nil }
        return command.kind
    }

    @Test func everyFormHasAnExampleOfItsOwnAndNamesAreUnique() {
        expectEqual(Set(CommandForm.allCases).count, SpecGrammar.forms.count, "two forms share a name")
        expect(SpecGrammar.forms.count >= 63)
        for syntax in SpecGrammar.forms {
            expect(!syntax.examples.isEmpty, "\(syntax.form) has no example")
            for example in syntax.examples {
                expectEqual(example.form, syntax.form, "\(example) is an example of \(example.form), not \(syntax.form)")
                expectEqual((syntax.role == .fixture), example.isFixture, "\(example)")
                if case .expect = example { expectEqual(syntax.role, .expectation) } else { expect(syntax.role != .expectation) }
            }
        }
    }

    /// A command is of one form only, and the parser records that form: printing a parsed line starts from the form
    /// the parser read it as (``Command``'s `form`), which must print what the command alone prints.
    @Test func theFormTheParserRecordsIsTheCommandsOnlyForm() throws {
        for example in SpecGrammar.forms.flatMap(\.examples) {
            expectEqual(SpecGrammar.forms.count { $0.matches(example) }, 1, "\(example) is of several forms")
        }
        let files = try ["en", "zh-Hans"].flatMap { language in
            try FileManager.default.contentsOfDirectory(atPath: Self.chapters.appendingPathComponent(language).path)
                .filter { $0.hasSuffix(".md") }.map { Self.chapters.appendingPathComponent(language).appendingPathComponent($0).path }
        }
        var lines = 0
        for file in files {
            let chapter = try ChapterReader.read(file: file)
            for block in chapter.steps.flatMap(\.blocks) {
                for case .command(let command) in SpecParser.parse(block) {
                    let form = try require(command.form, "\(command.location) was read without its form")
                    expectEqual(SpecGrammar.forms[form].form, command.kind.form, "\(command.location)")
                    for masking in [false, true] {
                        expectEqual(SpecGrammar.print(command.kind, .english, maskingStrings: masking, form: form), SpecGrammar.print(command.kind, .english, maskingStrings: masking), "\(command.location)")
                    }
                    lines += 1
                }
            }
        }
        expect(lines > 2_000)
    }

    /// Each example prints in English and in Chinese, and each printed line parses back to the example, whole.
    @Test(arguments: SpecPrinter.Wording.allCases)
    func everyExamplePrintsAndParsesBack(in wording: SpecPrinter.Wording) {
        for example in SpecGrammar.forms.flatMap(\.examples) {
            let lines = SpecGrammar.lines(of: example, wording)
            expectEqual(Self.kind(lines), example, "\(example) prints as \(lines)")
            // Its keywords are written in that language (but the coordinates `x` and `y`).
            for line in lines {
                let words = ((try? SpecLexer.tokens(in: line)) ?? []).filter { if case .word = $0.kind { true } else { false } }.map(\.text)
                for word in words where word != "x" && word != "y" {
                    expectEqual(word.allSatisfy(\.isASCII), (wording == .english), "`\(word)` in \(line) is not written in \(wording)")
                }
            }
        }
    }

    /// The canonical English of the worked example of the grammar, and its Chinese.
    @Test func theRowHeightExpectationReadsAndPrintsInBothLanguages() {
        let kind = CommandKind.expect(.defined("expectRowHeight", row: .index(section: 0, row: 3), 60.0)!)
        expectEqual(Self.kind(["expect row 3 height 60"]), kind)
        expectEqual(Self.kind(["期望 行 3 高度 60"]), kind)
        expectEqual(SpecGrammar.print(kind), "expect row 3 height 60")
        expectEqual(SpecGrammar.print(kind, .chinese), "期望 行 3 高度 60")
        expectEqual(kind.form.name, "expectRowHeight")
    }

    /// Every keyword of every spelling that prints has its Chinese (but the coordinates `x` and `y`); a spelling only
    /// read (`release velocity -800`) may be an English shortcut.
    @Test func everyKeywordHasItsChinese() {
        for syntax in SpecGrammar.forms {
            for spelling in syntax.spellings where spelling.printing != .nowhere {
                for case .keyword(let keyword) in spelling.pieces {
                    let chinese = SpecGrammar.chinese(keyword).split(separator: " ").filter { $0 != "x" && $0 != "y" }
                    expect(!chinese.isEmpty || ["x", "y"].contains(keyword.phrase), "\(keyword.phrase)")
                    expect(chinese.allSatisfy { !$0.allSatisfy(\.isASCII) }, "`\(keyword.phrase)` of \(syntax.form) has no Chinese")
                }
            }
        }
    }

    @Test func noAliasHasTwoMeaningsAndNoPhraseTwoWordForWordAliases() {
        var meanings: [String: String] = [:], wordForWord: [String: String] = [:]
        for (alias, english) in ChineseAliases.table {
            expectEqual(meanings[alias, default: english], english, "\(alias) means both \(meanings[alias]!) and \(english)")
            meanings[alias] = english
        }
        for (english, alias) in SpecGrammar.words {
            expectEqual(wordForWord[english, default: alias], alias, "\(english) has two word-for-word aliases")
            wordForWord[english] = alias
        }
    }

    /// A keyword that does not fit names what would, from every spelling that could go on there.
    @Test func messagesNameTheKeywordsOfEverySpellingThatStopsThere() throws {
        guard case .invalid(let error) = SpecParser.parse(line: "expect row 3 hieght 60", at: SourceLocation(file: "t.md", line: 1, column: 1)) else {
            Issue.record("parses")
            return
        }
        // The list grows with every form about a row; what it must hold is the close word and the row's context.
        expect(error.message.hasPrefix("expected `open`, `closed`, `keyframes`, `offset`, `visible actions`, `is`, `level`, `y`, `height`"))
        expect(error.message.hasSuffix(" after the row, found `hieght`"))
        expectEqual(error.suggestion, "height")
        expectEqual(error.location.column, 14)
        expectEqual(SpecGrammar.expectationStarts.prefix(4), ["row", "rows", "section", "sections"])
        expect(Suggestions.commandStarts.contains("row height") && Suggestions.commandStarts.contains("行高"))
    }

    /// Chapter 00 shows every form in a spec block, in both languages; its Chinese twin lists every alias in a table,
    /// and the English one names every natural phrase.
    @Test func chapterZeroShowsEveryFormAndListsEveryAlias() throws {
        let english = try ChapterReader.read(file: Self.chapters.appendingPathComponent("en/00-spec-language.md").path)
        let chinesePath = Self.chapters.appendingPathComponent("zh-Hans/00-spec-language.md").path
        let chinese = try ChapterReader.read(file: chinesePath)
        for chapter in [english, chinese] {
            var shown: Set<CommandForm> = []
            for step in chapter.steps {
                for block in step.blocks {
                    for case .command(let command) in SpecParser.parse(block) { shown.insert(command.kind.form) }
                }
            }
            let missing = CommandForm.allCases.filter { !shown.contains($0) }
            expect(missing.isEmpty, "\(chapter.path) has no example of \(missing)")
        }
        let chineseText = try String(contentsOfFile: chinesePath, encoding: .utf8)
        let tableCells = Set(chineseText.split(separator: "\n").filter { $0.hasPrefix("|") }
            .flatMap { $0.split(separator: "|").flatMap { $0.split(separator: "/") } }
            .map { cell in
                // `起点 (x)`, `位于 (x / y)`: the alias before its parenthesis.
                let alias = cell.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)[0]
                return alias.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            })
        for (_, alias) in SpecGrammar.words {
            expect(tableCells.contains(alias), "the Chinese keyword table of chapter 00 lacks \(alias)")
        }
        let englishText = try String(contentsOfFile: Self.chapters.appendingPathComponent("en/00-spec-language.md").path, encoding: .utf8)
        for (_, alias) in SpecGrammar.naturalPhrases {
            expect(chineseText.contains("| `") && chineseText.contains(alias) && englishText.contains(alias),
                    "chapter 00 does not name the natural phrase \(alias)")
        }
    }
}
