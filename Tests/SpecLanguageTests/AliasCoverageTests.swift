import ChapterModel
import Testing
@testable import SpecLanguage

/// Every Chinese alias, put where its English keyword stands, parses to the same command.
@Suite("Alias coverage")
struct AliasCoverageTests {
    /// One line per command form, covering every keyword of the v1 grammar.
    static let englishLines = [
        "table 30 rows", "table 30 rows titled \"Item #{n}\"", "table sections \"A\" 3, \"B\" 5 collapsed", "tree",
        "label \"TEXT\" width 200 font 16 max height 80", "width 375", "height 667", "row height 60", "header height 28",
        "trailing actions \"More\" 80, \"Delete\" 80 destructive", "leading actions \"Flag\" 80",
        "editing delete", "editing none", "swipe style reveal", "swipe style mail",
        "cell state naive", "cell state reset", "cell state remembered", "single open on", "single open off",
        "minimum press 0.5s", "edge scroll on", "edge scroll off", "edge range 150", "reorder by move",
        "reorder by exchange", "expand mode independent", "expand mode accordion", "more \"...全文\" less \"收起\"",
        "expand updates batched", "expand updates naive",
        "pan row 3 by -60", "pan row 3 from x 300 by -30, -90", "release", "release with velocity -800", "cancel",
        "tap \"Delete\" in row 3", "tap row 3", "tap header 1", "tap header \"A\"", "tap label",
        "scroll to 440", "scroll by -44", "long-press row 2", "long-press row 2 for 0.5s", "long-press at y 300",
        "drag to y 500", "drag to row 7", "drag by 44", "hold 1s", "drop", "wait 0.3s",
        "expect row 3 open", "expect row 3 closed", "expect row 3 offset 60", "expect row 3 keyframes 180, 160",
        "expect row 3 visible actions \"More\", \"Delete\"", "expect action \"Delete\" in row 3 at x 240 width 80",
        "expect open rows 0, 3", "expect open rows none", "expect rows \"A\", \"B\"",
        "expect section \"A\" rows \"A #2\", \"A #1\"", "expect row 2 is \"Item #5\"", "expect row 3 level 1",
        "expect row count 29", "expect section 1 row count 0", "expect lifted row 2", "expect lifted \"Item #3\"",
        "expect nothing lifted", "expect content offset 120", "expect section \"A\" expanded", "expect section \"A\" collapsed",
        "expect visible rows 12", "expect updates deleted [0, 0], [0, 1] inserted [1, 0]",
        "expect label height 80", "expect label text \"x\"", "expect label ends with \"...全文\"", "expect label lines 4",
        "expect events: opened row 3, closed row 3, tapped \"More\" in row 3, deleted row 3",
        "expect events: lifted row 2, moved row 2 to row 5, dropped row 5",
        "expect events: expanded section 1, collapsed section 0, expanded row 0, collapsed row 0, expanded label, collapsed label",
        "expect events: none", "expect error \"Invalid update\"",
        "header view 200", "header view 200 min 64", "header buttons \"Back\" 44, \"Share\" 44",
        "header passes touches on", "header passes touches off", "pull down 80", "pan header by -100",
        "tap \"Back\" in header", "expect header height 136", "expect header picture offset -50",
        "expect header picture scale 1.4", "expect row 3 y 32", "expect events: tapped \"Back\" in header",
    ]

    /// English phrases and their aliases, longest phrase first.
    static let phrases: [(english: [String], alias: String)] = ChineseAliases.table
        .filter { alias in !ChineseAliases.natural.contains { $0.alias == alias.alias } }
        .map { ($0.english.split(separator: " ").map(String.init), $0.alias) }
        .sorted { $0.english.count > $1.english.count }

    /// Events and plurals are spelt differently in English; their aliases are the base words'.
    static let spellings: [String: String] = [
        "opened": "open", "tapped": "tap", "deleted": "delete", "moved": "move", "dropped": "drop",
        "rows": "row", "sections": "section",
    ]

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
            #expect(a != nil, "\(english) does not parse")
            #expect(a == b, "\(english) → \(translated)")
        }
        // Aliases that only exist as a longer phrase's part are exercised by the phrase.
        let unused = Self.phrases.map(\.alias).filter { !used.contains($0) }
        #expect(unused.isEmpty, "aliases with no sample line: \(unused)")
    }

    @Test func longestAliasWins() {
        #expect(kind("行高 60") == .rowHeight(60))
        #expect(kind("期望 打开的行 无") == .expect(.openRows([])))
        #expect(kind("单一打开 关") == .singleOpen(false))
        #expect(kind("期望 文本行数 4") == .expect(.labelLines(4)))
        #expect(kind("期望 行数 29") == .expect(.rowCount(section: nil, 29)))
        #expect(kind("期望 无抬起") == .expect(.nothingLifted))
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
        let parsed = try #require(command(chinese))
        #expect(parsed.kind == kind(english))
        #expect(parsed.kind.description == english)
        #expect(parsed.warnings.isEmpty)
    }

    @Test func theOldLineCountAliasAfterTheLabelStillReadsAsLinesWithAWarningAndItsFix() throws {
        let line = "期望 文本 行数 4"
        let parsed = try #require(command(line, column: 3))
        #expect(parsed.kind == .expect(.labelLines(4)))
        let warning = try #require(parsed.warnings.first)
        #expect(parsed.warnings.count == 1)
        #expect(warning.location.column == 3 + 3, "the fix starts at `文本`")
        #expect(warning.replacement == "文本行数")
        #expect(warning.fixing(line, startingAt: 3) == "期望 文本行数 4")
        #expect(warning.hint.text(in: .chinese) == "请写成 `文本行数`")
        #expect(warning.message.text(in: .chinese).contains("表格的行数"))
        #expect(warning.message.text(in: .english).contains("row count"))
        // Mixed with the English keyword, only `行数` is replaced.
        let mixed = try #require(command("expect label 行数 2"))
        #expect(mixed.kind == .expect(.labelLines(2)))
        #expect(mixed.warnings.first.map { $0.fixing("expect label 行数 2") } == "expect label lines 2")
        // The word-for-word `行 数量` after the label is no line count: it stays an error.
        #expect(command("期望 文本 行 数量 4") == nil)
    }

    private func command(_ line: String, column: Int = 1) -> Command? {
        if case .command(let command) = SpecParser.parse(line: line, at: SourceLocation(file: "t.md", line: 1, column: column)) {
            return command
        }
        return nil
    }
}
