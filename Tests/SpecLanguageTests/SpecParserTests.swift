import ChapterModel
import Testing
import Messages
@testable import SpecLanguage
import TestSupport

func parse(_ text: String) -> ParsedLine {
    SpecParser.parse(line: text, at: SourceLocation(file: "a.md", line: 7, column: 1))
}

func kind(_ text: String) -> CommandKind? {
    if case .command(let command) = parse(text) { return command.kind }
    return nil
}

func diagnostic(_ text: String) -> SpecDiagnostic? {
    if case .invalid(let diagnostic) = parse(text) { return diagnostic }
    return nil
}

@Suite("Spec parser")
struct SpecParserTests {
    @Test func fixtures() {
        expectEqual(kind("table 30 rows"), .table(rows: 30, titlePattern: nil))
        expectEqual(kind("Table 30 Rows titled \"Longer Title Item #{n}\""), .table(rows: 30, titlePattern: "Longer Title Item #{n}"))
        expectEqual(kind("table sections \"Family\" 3, \"Friends\" 5 collapsed"), .tableSections([
            SectionDeclaration(title: "Family", rowCount: 3, isCollapsed: false),
            SectionDeclaration(title: "Friends", rowCount: 5, isCollapsed: true),
        ]))
        expectEqual(kind("label \"TEXT\" width 200 font 16 max height 80"), .label(text: "TEXT", width: 200, fontSize: 16, maxHeight: 80))
    }

    @Test func settings() {
        expectEqual(kind("row height 60"), .rowHeight(60))
        expectEqual(kind("header height 28"), .headerHeight(28))
        expectEqual(kind("trailing actions \"More\" 80, \"Delete\" 80 destructive"), .trailingActions([
            ActionDeclaration(title: "More", width: 80, isDestructive: false),
            ActionDeclaration(title: "Delete", width: 80, isDestructive: true),
        ]))
        expectEqual(kind("actions \"Delete\" 80"), .trailingActions([ActionDeclaration(title: "Delete", width: 80, isDestructive: false)]))
        expectEqual(kind("leading actions \"Flag\" 80"), .leadingActions([ActionDeclaration(title: "Flag", width: 80, isDestructive: false)]))
        expectEqual(kind("editing delete"), .editingDelete)
        expectEqual(kind("editing none"), .editingNone)
        expectEqual(kind("swipe style mail"), .swipeStyle(.mail))
        expectEqual(kind("cell state naive"), .cellState(.naive))
        expectEqual(kind("single open on"), .singleOpen(true))
        expectEqual(kind("minimum press 0.5s"), .minimumPress(seconds: 0.5))
        expectEqual(kind("edge scroll off"), .edgeScroll(false))
        expectEqual(kind("edge range 150"), .edgeRange(150))
        expectEqual(kind("reorder by exchange"), .reorderBy(.exchange))
        expectEqual(kind("expand mode accordion"), .expandMode(.accordion))
        expectEqual(kind("more \"...全文\" less \"收起\""), .suffixes(more: "...全文", less: "收起"))
        expectEqual(kind("expand updates naive"), .expandUpdates(.naive))
    }

    @Test func gestures() {
        expectEqual(kind("pan row 3 by -60"), .pan(row: .index(section: 0, row: 3), fromX: nil, translations: [-60]))
        expectEqual(kind("pan row 3 from x 300 by -30, -90, -40"), .pan(row: .index(section: 0, row: 3), fromX: 300, translations: [-30, -90, -40]))
        expectEqual(kind("release with velocity -800"), .release(velocity: -800))
        expectEqual(kind("release"), .release(velocity: nil))
        expectEqual(kind("release without waiting"), .release(velocity: nil, waits: false))
        expectEqual(kind("release with velocity -800 without waiting"), .release(velocity: -800, waits: false))
        expectEqual(kind("松开 不等待"), kind("release without waiting"))
        expectEqual(kind("松开 速度 -800 不等待"), kind("release with velocity -800 without waiting"))
        expectEqual(kind("tap \"Delete\" in row [1, 2]"), .tapAction(title: "Delete", row: .index(section: 1, row: 2)))
        expectEqual(kind("tap row \"Item #4\""), .tapRow(.title("Item #4")))
        expectEqual(kind("tap header \"Family\""), .tapHeader(.title("Family")))
        expectEqual(kind("tap header 1"), .tapHeader(.index(1)))
        expectEqual(kind("scroll by -44"), .scrollBy(-44))
        expectEqual(kind("long-press row 2 for 0.5s"), .longPress(.row(.index(section: 0, row: 2)), seconds: 0.5))
        expectEqual(kind("long-press at y 300"), .longPress(.viewportY(300), seconds: nil))
        expectEqual(kind("drag to y 500"), .dragTo(.viewportY(500)))
        expectEqual(kind("drag to row 7"), .dragTo(.row(.index(section: 0, row: 7))))
        expectEqual(kind("drag by 44"), .dragBy(44))
        expectEqual(kind("hold 1s"), .hold(seconds: 1))
        expectEqual(kind("wait 0.3s"), .wait(seconds: 0.3))
    }

    @Test func expectations() {
        expectEqual(kind("expect row 3 open"), .expect(.rowOpen(.index(section: 0, row: 3))))
        expectEqual(kind("expect row 3 keyframes none"), .expect(.rowKeyframes(.index(section: 0, row: 3), [])))
        expectEqual(kind("expect row 3 keyframes 180, 160"), .expect(.rowKeyframes(.index(section: 0, row: 3), [180, 160])))
        expectEqual(kind("expect row 3 visible actions \"More\", \"Delete\""), .expect(.defined("expectVisibleActions", row: .index(section: 0, row: 3), ["More", "Delete"])!))
        expectEqual(kind("expect action \"Delete\" in row 3 at x 240 width 80"), .expect(.actionFrame(title: "Delete", row: .index(section: 0, row: 3), x: 240, width: 80)))
        expectEqual(kind("expect open rows 0, 3"), .expect(.openRows([.index(section: 0, row: 0), .index(section: 0, row: 3)])))
        expectEqual(kind("expect open rows none"), .expect(.openRows([])))
        expectEqual(kind("expect section \"Family\" rows \"Family #2\", \"Family #1\""), .expect(.rowTitles(section: .title("Family"), titles: ["Family #2", "Family #1"])))
        expectEqual(kind("expect row count 29"), .expect(.rowCount(section: nil, 29)))
        expectEqual(kind("expect section 1 row count 0"), .expect(.rowCount(section: .index(1), 0)))
        expectEqual(kind("expect lifted \"Item #3\""), .expect(.lifted(.title("Item #3"))))
        expectEqual(kind("expect nothing lifted"), .expect(.nothingLifted))
        expectEqual(kind("expect updates inserted [1, 0] deleted [0, 1], [0, 0]"), .expect(.updates(
            deleted: [IndexPathLiteral(section: 0, row: 0), IndexPathLiteral(section: 0, row: 1)],
            inserted: [IndexPathLiteral(section: 1, row: 0)])))
        expectEqual(kind("expect label ends with \"...全文\""), .expect(.labelEndsWith("...全文")))
        expectEqual(kind("expect events: opened row 3, tapped \"More\" in row 3"), .expect(.events([.opened(.index(section: 0, row: 3)), .tapped("More", .index(section: 0, row: 3))])))
        expectEqual(kind("expect events:"), .expect(.events([])))
        expectEqual(kind("expect events: none"), .expect(.events([])))
        expectEqual(kind("expect events: moved row 1 to row [1, 0], expanded section \"Family\", collapsed label"), .expect(.events([
            .moved(.index(section: 0, row: 1), .index(section: 1, row: 0)), .expandedSection(.title("Family")), .collapsedLabel])))
        expectEqual(kind("expect error \"Invalid update\""), .expect(.error("Invalid update")))
    }

    @Test func chineseAliasesMeanTheSameCommands() {
        expectEqual(kind("表格 30 行"), kind("table 30 rows"))
        expectEqual(kind("表格30行"), kind("table 30 rows"))
        expectEqual(kind("行高 60"), kind("row height 60"))
        expectEqual(kind("右侧按钮 “更多” 80，「删除」 80 破坏性"), .trailingActions([
            ActionDeclaration(title: "更多", width: 80, isDestructive: false),
            ActionDeclaration(title: "删除", width: 80, isDestructive: true)]))
        expectEqual(kind("滑动 行 3 位移 -60"), kind("pan row 3 by -60"))
        expectEqual(kind("松开 速度 -800"), kind("release with velocity -800"))
        expectEqual(kind("期望 行 3 打开"), kind("expect row 3 open"))
        expectEqual(kind("期望 打开的行 0，3"), kind("expect open rows 0, 3"))
        expectEqual(kind("期望 事件：打开 行 3，关闭 行 0"), kind("expect events: opened row 3, closed row 0"))
        expectEqual(kind("单一打开 开"), kind("single open on"))
        expectEqual(kind("等待 0.3秒"), kind("wait 0.3s"))
        expectEqual(kind("期望 无抬起"), kind("expect nothing lifted"))
        expectEqual(kind("长按 行 2 持续 0.5s"), kind("long-press row 2 for 0.5s"))
        expectEqual(kind("期望 文本 结尾是 \"...全文\""), kind("expect label ends with \"...全文\""))
        // Mixing languages is allowed.
        expectEqual(kind("expect 行 3 closed"), kind("expect row 3 closed"))
    }

    @Test func indentationCountsCharactersWhateverTheyAre() {
        // The byte-level count must agree with counting whitespace characters, blank lines and comments aside.
        func byCharacters(_ text: String) -> Int? {
            let trimmed = text.drop { $0.isWhitespace }
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : text.count - trimmed.count
        }
        let samples = ["row 3", "  row 3", "\t\trow", "    ", "", "  # note", "#", "\u{3000}\u{3000}行 3", " \u{301}x", "  \r\nx",
                       "  中文", " \u{A0}x", "\u{2003}x", "   \u{3000}#", "行 3", "\u{3000}", "“x”", "\u{302A}x", "é"]
        for sample in samples {
            expectEqual(SpecParser.indentation(of: sample), byCharacters(sample), "\(Array(sample.unicodeScalars))")
        }
    }

    @Test func asciiAndWideLinesLexAlike() throws {
        // The lexer's fast path for ASCII lines gives what the character path gives.
        let english = try SpecLexer.tokens(in: "expect row 3 offset -60? \"Delete\", 0.5s")
        expectEqual(english.map(\.offset), [0, 7, 11, 13, 20, 25, 33, 35])
        let mixed = try SpecLexer.tokens(in: "期望 row 3 offset -60? \"Delete\", 0.5s")
        expectEqual(mixed.map(\.kind).dropFirst(), english.map(\.kind).dropFirst())
        expectEqual(mixed.map(\.offset).dropFirst(), english.map { $0.offset - 4 }.dropFirst())
        // A line the fast paths leave to grapheme breaking (a combining mark) counts characters as before.
        let marked = try SpecLexer.tokens(in: "期望 行 3 文本 \"e\u{301}x\" 12")
        expectEqual(marked.last?.offset, 15) // `é` written as e and a combining mark is one character
    }

    @Test func scalarsAloneAreCharactersAlone() {
        // Every scalar the lexer's second fast path takes is a whole character next to any other such scalar.
        let ranges: [ClosedRange<UInt32>] = [0x00...0x7F, 0x2010...0x2027, 0x3000...0x303F, 0x3400...0x3410, 0x4E00...0x4E40, 0x9FF0...0x9FFF, 0xFF01...0xFF5E]
        let alone = ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init).filter(SpecLexer.isCharacterAlone)
        let probes: [Unicode.Scalar] = ["a", "\r", "\n", "中", "\u{3000}", "“", "\u{302A}"]
        for scalar in alone {
            for probe in probes where SpecLexer.isCharacterAlone(probe) {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(probe)
                expectEqual(String(pair).count, 2, "\(scalar) \(probe)")
            }
        }
    }

    @Test func suggestionsStayInTheWordsScript() throws {
        // `a` is one edit from the Chinese keyword `树`, which is no misspelling of it.
        let latin = try require(diagnostic("a"))
        expectEqual(latin.suggestion, nil)
        expectEqual(diagnostic("tabel 3 rows")?.suggestion, "table")
        expect(diagnostic("数 3 行")?.suggestion != "table")
    }

    @Test func unknownKeywordGetsLocationAndSuggestion() throws {
        let error = try require(diagnostic("trailling actions \"Delete\" 80"))
        expectEqual(error.location, SourceLocation(file: "a.md", line: 7, column: 1))
        expectEqual(error.suggestion, "trailing actions")
        expect(error.message.contains("unknown command"))
        let inner = try require(diagnostic("pan row 3 bye -60"))
        expectEqual(inner.location.column, 11)
        expectEqual(inner.suggestion, "by")
        expect(inner.message.contains("expected `by`"))
        expectEqual(diagnostic("expct row 3 open")?.suggestion, "expect")
        expectEqual(diagnostic("期待 行 3 打开")?.suggestion, "期望")
    }

    @Test func aMisspeltKeywordWhereAValueCouldStandIsSuggested() throws {
        // `row` can be followed by a row number or by `count`: the message is the row number's, the near miss `count`.
        let error = try require(diagnostic("expect row cont 8"))
        expectEqual(error.suggestion, "count")
        expectEqual(error.location.column, 12)
        let chinese = try require(diagnostic("期望 行 数两 8"))
        expectEqual(chinese.suggestion, "数量", "\(chinese.message)")
        // A value that is no near miss of a keyword gets none.
        expectEqual(diagnostic("expect row zebra 8")?.suggestion, nil)
    }

    @Test func anUnknownCommandIsNeverSuggestedItself() throws {
        for line in ["行 3 打开", "行行", "row 3 open", "rows rows", "打开 行 3"] {
            let error = try require(diagnostic(line), "\(line) parsed")
            let rejected = String(line.prefix { !$0.isWhitespace })
            expect(error.suggestion != rejected && error.suggestion != "行", "\(line) → \(error.suggestion ?? "nil")")
        }
    }

    @Test func aLineThatForgotItsExpectIsSuggestedWithIt() {
        expectEqual(diagnostic("row 3 open")?.suggestion, "expect row 3 open")
        expectEqual(diagnostic("行 3 打开")?.suggestion, "期望 行 3 打开")
        expectEqual(diagnostic("分组 \"家人\" 展开")?.suggestion, "期望 分组 \"家人\" 展开")
        expectEqual(diagnostic("  section 1 row count 0 ")?.suggestion, "expect section 1 row count 0")
        expectEqual(diagnostic("open rows 0, 3")?.suggestion, "expect open rows 0, 3")
        expectEqual(diagnostic("label height 80")?.suggestion, "expect label height 80")
        // Not an expectation either way: `expect` and the word, which says where to start.
        expectEqual(diagnostic("row 3 sideways")?.suggestion, "expect row")
        // A near miss of a command still wins over `expect`.
        expectEqual(diagnostic("row hieght 60")?.suggestion, "row height")
    }

    @Test func badNumbersDurationsAndStringsAreLocated() throws {
        expectEqual(diagnostic("wait 1")?.message.contains("with its unit"), true)
        expectEqual(diagnostic("table x rows")?.location.column, 7)
        let unclosed = try require(diagnostic("tap \"Delete in row 3"))
        expectEqual(unclosed.location.column, 5)
        expect(unclosed.message.contains("closing quote"))
        expectEqual(diagnostic("pan row 3 by -60 extra")?.message.contains("unexpected `extra`"), true)
        expectEqual(diagnostic("width 0")?.message.contains("between 1 and 5000"), true)
    }

    @Test func aDurationInAnotherUnitIsSuggestedInSecondsAtTheSameMagnitude() throws {
        let milliseconds = try require(diagnostic("wait 500ms"))
        expectEqual(milliseconds.suggestion, "0.5s")
        expect(milliseconds.message.contains("500ms is 0.5s"))
        expect(!milliseconds.message.contains("500s"))
        expectEqual(diagnostic("hold 1500 ms")?.suggestion, "1.5s")
        expectEqual(diagnostic("wait 0.5ms")?.suggestion, "0.0005s")
        expectEqual(diagnostic("long-press row 2 for 2000ms")?.suggestion, "2s")
        expectEqual(diagnostic("等待 500毫秒")?.suggestion, "0.5s")
        expectEqual(diagnostic("wait 2 seconds")?.suggestion, "2s")
        expectEqual(diagnostic("wait 1")?.suggestion, "1s")
        expectEqual(diagnostic("wait 0.0001")?.suggestion, "0.0001s")
        // A unit the parser does not know is not guessed at.
        expectEqual(diagnostic("wait 2min")?.suggestion, nil)
    }

    @Test func thousandthsAreWrittenOutExactly() {
        expectEqual(SpecNumber.thousandth(of: "500"), "0.5")
        expectEqual(SpecNumber.thousandth(of: "1500"), "1.5")
        expectEqual(SpecNumber.thousandth(of: "2000"), "2")
        expectEqual(SpecNumber.thousandth(of: "12.25"), "0.01225")
        expectEqual(SpecNumber.thousandth(of: ".5"), "0.0005")
        expectEqual(SpecNumber.thousandth(of: "-300"), "-0.3")
        expectEqual(SpecNumber.thousandth(of: "0"), "0")
        expectEqual(SpecNumber.thousandth(of: "12345678"), "12345.678")
        expectEqual(SpecNumber.thousandth(of: "x"), nil)
    }

    @Test func anOutOfRangeNumberIsShownAsWritten() {
        let label = diagnostic("label \"abc\" width 0.0001 font 16 max height 80")
        expectEqual(label?.message.contains("between 1 and 5000 points, found 0.0001"), true)
        expectEqual(label?.location.column, 19)
        expectEqual(diagnostic("row height 9.9999")?.message.contains("found 9.9999"), true)
        expectEqual(diagnostic("table 2.0001 rows")?.message.contains("whole number, found 2.0001"), true)
    }

    @Test func treeTakesItsIndentedLines() {
        let block = SpecBlock(location: SourceLocation(file: "a.md", line: 1, column: 1), lines: [
            "tree", "  Fruits", "    \"Apple\"", "    Pear", "      Nashi", "  Vegetables", "expect row count 2",
        ].enumerated().map { SpecLine(text: $1, location: SourceLocation(file: "a.md", line: 2 + $0, column: 1)) })
        let parsed = SpecParser.parse(block)
        expectEqual(parsed.count, 2)
        guard case .command(let tree) = parsed[0] else { Issue.record("tree did not parse"); return }
        expectEqual(tree.kind, .tree([
            TreeDeclaration(title: "Fruits", children: [
                TreeDeclaration(title: "Apple"),
                TreeDeclaration(title: "Pear", children: [TreeDeclaration(title: "Nashi")]),
            ]),
            TreeDeclaration(title: "Vegetables"),
        ]))
        expectEqual(tree.lineCount, 6)
    }

    func block(_ lines: [String]) -> SpecBlock {
        SpecBlock(location: SourceLocation(file: "a.md", line: 1, column: 1), lines: lines.enumerated().map {
            SpecLine(text: $1, location: SourceLocation(file: "a.md", line: 2 + $0, column: 1))
        })
    }

    @Test func tabsInATreeHaveTheirOwnMessage() {
        let parsed = SpecParser.parse(block(["tree", "  Fruits", "  \tApple"]))
        guard case .invalid(let error)? = parsed.first else { Issue.record("the tabbed tree parsed"); return }
        expectEqual(error.message, "indent tree rows with two spaces per level, not tabs")
        expectEqual(error.location.line, 4)
        expectEqual(error.location.column, 3)
    }

    @Test func unindentedTreeRowsGetAHint() {
        let parsed = SpecParser.parse(block(["tree", "Fruits", "  Apple", "expect row count 1", "Pear"]))
        expectEqual(parsed.count, 5)
        guard case .command(let tree) = parsed[0] else { Issue.record("tree did not parse"); return }
        expectEqual(tree.kind, .tree([]))
        for index in [1, 2] {
            guard case .invalid(let error) = parsed[index] else { Issue.record("line \(index) parsed"); continue }
            expect(error.message.hasSuffix("; tree rows must be indented under `tree`, two more spaces per level"))
        }
        // Only the lines right after the tree: a later unknown line is just unknown.
        guard case .invalid(let later) = parsed[4] else { Issue.record("Pear parsed"); return }
        expect(!later.message.contains("tree rows"))
    }

    @Test func theThreeQuotePairsAreSeparate() {
        // A straight quote closes only at a straight quote, “ only at ”, 「 only at 」.
        expectEqual(kind("table 3 rows titled \"他说“第{n}条”\""), .table(rows: 3, titlePattern: "他说“第{n}条”"))
        expectEqual(kind("table 3 rows titled “say \"{n}\" twice”"), .table(rows: 3, titlePattern: "say \"{n}\" twice"))
        expectEqual(kind("table 3 rows titled 「“{n}”」"), .table(rows: 3, titlePattern: "“{n}”"))
        expectEqual(kind("expect row 0 is “Item #1\""), nil)
        expectEqual(diagnostic("expect row 0 is “Item #1\"")?.message.contains("no closing quote `”`"), true)
    }

    @Test func parsingWithoutSuggestionsLeavesThemForTheLinesShown() {
        let quiet = SpecParser.parse(block(["tabel 3 rows"]), suggesting: false)
        guard case .invalid(let withheld)? = quiet.first else { Issue.record("the typo parsed"); return }
        expectEqual(withheld.suggestion, nil)
        expect(withheld.isSuggestionWithheld)
        // The message is withheld too (its formatting in two languages is a cost), and worked out for a line shown.
        expect(withheld.message.isEmpty)
        let shown = SpecParser.withSuggestion(withheld)
        expectEqual(shown.suggestion, "table")
        expectEqual(shown.text, diagnostic("tabel 3 rows")?.text)
        expectEqual(shown.message(in: .chinese), "没有 `tabel` 这条命令")
        expectEqual(shown.location, withheld.location)
        // What the block added to a withheld message (a rowless tree's hint) follows the message worked out later.
        let tree = SpecParser.parse(block(["tree", "Fruit"]), suggesting: false)
        guard case .invalid(let row)? = tree.last else { Issue.record("an unindented tree row parsed"); return }
        let full = SpecParser.withSuggestion(row).message
        expect(full.hasPrefix("unknown command `Fruit`"))
        expect(full.hasSuffix("; tree rows must be indented under `tree`, two more spaces per level"))
        // A word without letters is no misspelt keyword.
        expectEqual(diagnostic("% 3")?.suggestion, nil)
        // With no near miss to suggest, the message says where the commands are listed.
        let far = diagnostic("frobnicate row 1")
        expectEqual(far?.suggestion, nil)
        expectEqual(far?.message(in: .english), "unknown command `frobnicate`: chapter 00 lists every command (the report's cheatsheet.html too)")
        expect(far?.message(in: .chinese).contains("第 00 章列出了所有命令") == true)
    }

    @Test func commentsAndBlankLinesAreSkipped() {
        let block = SpecBlock(location: SourceLocation(file: "a.md", line: 1, column: 1), lines: [
            SpecLine(text: "# a comment", location: SourceLocation(file: "a.md", line: 2, column: 1)),
            SpecLine(text: "", location: SourceLocation(file: "a.md", line: 3, column: 1)),
            SpecLine(text: "  table 3 rows", location: SourceLocation(file: "a.md", line: 4, column: 1)),
        ])
        expectEqual(SpecParser.parse(block).count, 1)
    }

    @Test func canonicalFormRoundTrips() {
        let lines = [
            "table 30 rows titled \"Item #{n}\"", "trailing actions \"More\" 80, \"Delete\" 80 destructive",
            "pan row [1, 2] from x 300 by -30, -90", "release with velocity -800", "release without waiting", "long-press at y 300 for 0.5s",
            "expect updates deleted [0, 0] inserted [1, 0]", "expect events: tapped \"More\" in row 3, moved row 1 to row 2",
            "expect open rows 0, 3", "expect section \"Family\" collapsed", "tap header 1", "drag to y 500",
        ]
        for line in lines {
            let first = kind(line)
            expect(first != nil, "\(line) did not parse")
            expectEqual(kind(first!.description), first, "\(line) → \(first!.description)")
        }
    }
}

@Suite("Spec limits")
struct SpecLimitsTests {
    @Test func sizesThatWouldExhaustTheMachineAreRefusedWithTheirColumn() throws {
        let rows = try require(diagnostic("table 999999999999 rows"))
        expectEqual(rows.location.column, 7)
        expect(rows.message.contains("at most 1000000"))
        expectEqual(diagnostic("table sections \"A\" 600000, \"B\" 600000")?.message.contains("at most 1000000 rows in all"), true)
        expectEqual(diagnostic("hold 99999999s")?.message.contains("between 0s and 600s"), true)
        expect(diagnostic("wait 700s") != nil)
        expectEqual(diagnostic("wait 1" + String(repeating: "0", count: 400) + "s")?.message.contains("inf"), false)
        expectEqual(diagnostic("table 999999999999 rows")?.message.contains("at most 1000000,"), true)
        expectEqual(diagnostic("tap \"" + String(repeating: "x", count: 300) + "\" in row 1")?.message.contains("at most 200 characters"), true)
        expectEqual(diagnostic("row height 0.5")?.message.contains("between 10 and 5000"), true)
        expect(diagnostic("width 20000") != nil)
        expect(diagnostic("scroll to 99999999999") != nil)
        expectEqual(kind("table 1000000 rows"), .table(rows: 1_000_000, titlePattern: nil))
        expectEqual(kind("header height 0"), .headerHeight(0))
    }

    @Test func aTreeDeeperThanTheLimitIsRefused() {
        let lines = ["tree"] + (0...SpecLimits.treeDepth).map { String(repeating: "  ", count: $0 + 1) + "Level \($0)" }
        let block = SpecBlock(location: SourceLocation(file: "a.md", line: 1, column: 1), lines: lines.enumerated().map {
            SpecLine(text: $1, location: SourceLocation(file: "a.md", line: 2 + $0, column: 1))
        })
        guard case .invalid(let error)? = SpecParser.parse(block).first else { Issue.record("the deep tree parsed"); return }
        expect(error.message.contains("at most \(SpecLimits.treeDepth) levels"))
    }
}

@Suite("Spec parser: floating header")
struct FloatingHeaderParserTests {
    @Test func settings() {
        expectEqual(kind("header view 200"), .headerView(height: 200, min: nil))
        expectEqual(kind("header view 200 min 64"), .headerView(height: 200, min: 64))
        expectEqual(kind("header buttons \"Back\" 44, \"Share\" 44"), .headerButtons([
            HeaderButtonDeclaration(title: "Back", width: 44), HeaderButtonDeclaration(title: "Share", width: 44),
        ]))
        expectEqual(kind("header passes touches on"), .headerPassesTouches(true))
        expectEqual(kind("header view passes touches off"), .headerPassesTouches(false))
        expectEqual(kind("header height 28"), .headerHeight(28))
    }

    @Test func gesturesAndExpectations() {
        expectEqual(kind("pull down 80"), .pullDown(80))
        expectEqual(kind("pan header by -100"), .panHeader(by: -100))
        expectEqual(kind("tap \"Back\" in header"), .tapHeaderButton("Back"))
        expectEqual(kind("tap header 1"), .tapHeader(.index(1)))
        expectEqual(kind("expect header height 136"), .expect(.defined("expectHeaderHeight", 136.0)!))
        expectEqual(kind("expect header picture offset -50"), .expect(.defined("expectHeaderPictureOffset", -50.0)!))
        expectEqual(kind("expect header picture scale 1.4"), .expect(.defined("expectHeaderPictureScale", 1.4)!))
        expectEqual(kind("expect row 3 y 32"), .expect(.defined("expectRowY", row: .index(section: 0, row: 3), 32.0)!))
        expectEqual(kind("expect row 3 height 44"), .expect(.defined("expectRowHeight", row: .index(section: 0, row: 3), 44.0)!))
        expectEqual(kind("expect row \"Item #4\" height 60.5"), .expect(.defined("expectRowHeight", row: .title("Item #4"), 60.5)!))
        expectEqual(kind("expect events: tapped \"Back\" in header"), .expect(.events([.tappedInHeader("Back")])))
    }

    @Test func chineseReadsWithTheHeaderView() {
        expectEqual(kind("头部视图 180 最小高度 60"), .headerView(height: 180, min: 60))
        expectEqual(kind("期望 头部视图 高度 225"), .expect(.defined("expectHeaderHeight", 225.0)!))
        expectEqual(kind("点击 \"返回\" 在 头部视图"), .tapHeaderButton("返回"))
        expectEqual(kind("滑动 头部视图 位移 -100"), .panHeader(by: -100))
        expectEqual(kind("下拉 45"), .pullDown(45))
        expectEqual(kind("期望 行 3 高度 44"), .expect(.defined("expectRowHeight", row: .index(section: 0, row: 3), 44.0)!))
        // `行高` is `row height` (a setting); with the row's number between, `行 3 高度` is this row's height.
        expectEqual(kind("行高 60"), .rowHeight(60))
    }

    @Test func canonicalFormsRoundTrip() {
        for line in ["header view 180 min 60", "header view 180", "header buttons \"Back\" 44", "header passes touches on",
                     "pull down 45", "pan header by -100", "tap \"Back\" in header", "expect header height 60",
                     "expect header picture offset -60", "expect header picture scale 1.25", "expect row 5 y 0", "expect row 5 height 44",
                     "expect row [1, 2] height 60"] {
            expectEqual(kind(line)?.description, line)
        }
    }

    @Test func mistakesSayWhatToWrite() {
        expectEqual(diagnostic("header 200")?.message.contains("`view`"), true)
        expectEqual(diagnostic("pull 80")?.message.contains("`down`"), true)
        expect(diagnostic("pull down -5") != nil)
        expectEqual(diagnostic("expect header picture size 2")?.message.contains("`offset` or `scale`"), true)
    }
}
