import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

/// Every Chinese alias, put where its English keyword stands, parses to the same command.
@Suite("Alias coverage")
struct AliasCoverageTests {
    /// One line per example of every form of the grammar, covering every keyword (a tree without its rows).
    static let englishLines = SpecGrammar.forms.flatMap(\.examples).map { SpecGrammar.lines(of: $0)[0] }

    /// English phrases and their aliases, longest phrase first.
    static let phrases: [(english: [String], alias: String)] = ChineseAliases.table
        .filter { alias in !ChineseAliases.natural.contains { $0.alias == alias.alias } }
        .map { ($0.english.split(separator: " ").map(String.init), $0.alias) }
        .sorted { $0.english.count > $1.english.count }

    /// Events and plurals are spelt differently in English; their aliases are the base words'.
    static let spellings: [String: String] = SpecGrammar.baseWords

    /// Rewrites an English line with every keyword replaced by its Chinese alias (strings kept).
    static func chinese(_ line: String, used: inout Set<String>) -> String {
        var words = tokens(line)
        var output: [String] = []
        while !words.isEmpty {
            let lowered = words.map { $0.lowercased() }
            let base = words.map { spellings[$0.lowercased()] ?? $0.lowercased() }
            if let match = phrases.first(where: { lowered.starts(with: $0.english) || base.starts(with: $0.english) }) {
                output.append(match.alias)
                used.insert(match.alias)
                words.removeFirst(match.english.count)
            } else {
                output.append(words.removeFirst())
            }
        }
        return output.joined(separator: " ")
    }

    /// Splits on spaces outside quotes, and separates `,` `:` `[` `]`.
    static func tokens(_ line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inString = false
        for character in line {
            if character == "\"" { inString.toggle(); current.append(character); continue }
            if inString { current.append(character); continue }
            if character == " " || ",:[]".contains(character) {
                if !current.isEmpty { result.append(current); current = "" }
                if character != " " { result.append(String(character)) }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    @Test func everyAliasMeansWhatItsKeywordMeans() {
        var used = Set<String>()
        for english in Self.englishLines {
            let translated = Self.chinese(english, used: &used)
            let a = kind(english), b = kind(translated)
            expect(a != nil, "\(english) does not parse")
            expectEqual(a, b, "\(english) → \(translated)")
        }
        // Aliases that only exist as a longer phrase's part are exercised by the phrase.
        let unused = Self.phrases.map(\.alias).filter { !used.contains($0) }
        expect(unused.isEmpty, "aliases with no sample line: \(unused)")
    }

    @Test func longestAliasWins() {
        expectEqual(kind("行高 60"), .rowHeight(60))
        expectEqual(kind("期望 打开的行 无"), .expect(.openRows([])))
        expectEqual(kind("单一打开 关"), .singleOpen(false))
        expectEqual(kind("期望 文本行数 4"), .expect(.labelLines(4)))
        expectEqual(kind("期望 行数 29"), .expect(.rowCount(section: nil, 29)))
        expectEqual(kind("期望 无抬起"), .expect(.nothingLifted))
    }

    /// The natural phrases mean what their word-for-word twins mean (issue 17).
    @Test(arguments: [
        ("期望 行数 29", "expect row count 29"),
        ("期望 分组 \"朋友\" 行数 0", "expect section \"朋友\" row count 0"),
        ("期望 文本行数 4", "expect label lines 4"),
        ("期望 没有抬起的行", "expect nothing lifted"),
        ("只开一行 开", "single open on"),
        ("只开一行 关", "single open off"),
        ("点击 行 3 的 \"删除\"", "tap \"删除\" in row 3"),
        ("点击 行 [1, 2] 的 「删除」", "tap \"删除\" in row [1, 2]"),
        ("点击 头部视图 的 \"返回\"", "tap \"返回\" in header"),
        ("期望 事件：打开 行 3，点击 行 3 的 \"更多\"，删除 行 3", "expect events: opened row 3, tapped \"更多\" in row 3, deleted row 3"),
        ("期望 事件：点击 头部视图 的 \"返回\"", "expect events: tapped \"返回\" in header"),
    ])
    func naturalPhrases(chinese: String, english: String) throws {
        let parsed = try require(command(chinese))
        expectEqual(parsed.kind, kind(english))
        expectEqual(parsed.kind.description, english)
        expect(parsed.warnings.isEmpty)
    }

    @Test func theOldLineCountAliasAfterTheLabelStillReadsAsLinesWithAWarningAndItsFix() throws {
        let line = "期望 文本 行数 4"
        let parsed = try require(command(line, column: 3))
        expectEqual(parsed.kind, .expect(.labelLines(4)))
        let warning = try require(parsed.warnings.first)
        expectEqual(parsed.warnings.count, 1)
        expectEqual(warning.location.column, 3 + 3, "the fix starts at `文本`")
        expectEqual(warning.replacement, "文本行数")
        expectEqual(warning.fixing(line, startingAt: 3), "期望 文本行数 4")
        expectEqual(warning.hint.text(in: .chinese), "请写成 `文本行数`")
        expect(warning.message.text(in: .chinese).contains("表格的行数"))
        expect(warning.message.text(in: .english).contains("row count"))
        // Mixed with the English keyword, only `行数` is replaced.
        let mixed = try require(command("expect label 行数 2"))
        expectEqual(mixed.kind, .expect(.labelLines(2)))
        expectEqual(mixed.warnings.first.map { $0.fixing("expect label 行数 2") }, "expect label lines 2")
        // The word-for-word `行 数量` after the label is no line count: it stays an error.
        expectEqual(command("期望 文本 行 数量 4"), nil)
    }

    private func command(_ line: String, column: Int = 1) -> Command? {
        if case .command(let command) = SpecParser.parse(line: line, at: SourceLocation(file: "t.md", line: 1, column: column)) {
            return command
        }
        return nil
    }
}
