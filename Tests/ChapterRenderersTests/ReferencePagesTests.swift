@testable import Reports
@testable import StudyGuides
import ChapterModel
import ExpandEngine
import Foundation
import ReorderEngine
@testable import SpecLanguage
@testable import SwipeEngine
import TableModel
import Testing
import TestSupport

@Suite("formula card and cheat sheet")
struct ReferencePagesTests {
    func block(_ text: String, language: String) -> [ParsedLine] {
        let lines = text.split(separator: "\n").enumerated().map { index, line in
            SpecLine(text: String(line), location: SourceLocation(file: "\(language)/sheet.md", line: index + 1, column: 1))
        }
        return SpecParser.parse(SpecBlock(location: SourceLocation(file: "\(language)/sheet.md", line: 0, column: 1), lines: lines))
    }

    @Test func everyExampleParsesAndItsTranslationSaysTheSame() {
        let form = CanonicalForm(maskingStrings: true)
        for group in CheatSheet.groups {
            for entry in group.entries {
                let english = block(entry.english, language: "en"), chinese = block(entry.chinese, language: "zh-Hans")
                expectEqual(english.count, chinese.count, "\(entry.english)")
                for (a, b) in zip(english, chinese) {
                    guard case .command(let left) = a, case .command(let right) = b else {
                        Issue.record("does not parse: \(entry.english) / \(entry.chinese): \(a) \(b)")
                        continue
                    }
                    expectEqual(form.text(of: left), form.text(of: right), "\(entry.english) / \(entry.chinese)")
                }
            }
        }
    }

    @Test func everyChineseAliasAppearsOnTheSheet() throws {
        var used: Set<String> = []
        for entry in CheatSheet.groups.flatMap(\.entries) {
            for line in entry.chinese.split(separator: "\n") {
                for token in try SpecLexer.tokens(in: String(line)) { used.insert(token.text) }
            }
        }
        // The sheet teaches the natural phrases: a word-for-word alias whose English words a natural phrase covers
        // (`数量` for `count`, covered by `行数` for `row count`) may give way to it.
        let natural = ChineseAliases.natural.map { Set($0.english.split(separator: " ")) }
        for (alias, english) in ChineseAliases.table where !used.contains(alias) {
            let words = Set(english.split(separator: " "))
            let isNatural = ChineseAliases.natural.contains { $0.alias == alias }
            expect(!isNatural && natural.contains { words.isSubset(of: $0) },
                    "the cheat sheet has no example of \(alias) (\(english))")
        }
    }

    @Test func theFormulaCardQuotesTheEnginesConstants() {
        let card = FormulaCard.rows.map { ($0.formula + [$0.notes.english, $0.source.english]).joined(separator: " ") }.joined(separator: "\n")
        func says(_ number: Double) -> Bool { card.contains(SpecNumber.format(number)) }
        expect(SwipeableCells.bounceOvershoot == 20 && card.contains("T + 20 → T") && card.contains("−20 → 0"))
        expect(says(SwipeableCells.bounceSeconds) && card.contains("0.1 s each"))
        expect(ReleaseThreshold.velocityProjection == 0.499 && card.contains("o − 0.499 · v"))
        expect(SwipeableCells.mailElasticity == 1.1 && card.contains("o₀ − 1.1 · t"))
        expect(SwipeableCells.fullSwipeEdge == 50 && card.contains("finger x < 50"))
        expect(says(SwipeableCells.mailSnapSeconds))
        expect(EdgeAutoScroll.maximumSpeed == 1200 && card.contains("/ range × 1200 pt/s"))
        expect(LongPressReorder.defaultMinimumPress == 1.0 && LongPressReorder.shortestMinimumPress == 0.2 && card.contains("1.0 s, never < 0.2 s"))
        expect(says(LongPressReorder.snapshotDuration))
        expect(VirtualClock.framesPerSecond == 60 && card.contains("round(d × 60)"))
        expect(SwipeAction.systemDelete.width == 82 && card.contains("82"))
        expectEqual(Geometry.namedSectionHeaderHeight, 28)
        expect(ExpandableLabel(text: "a", width: 100, fontSize: 16, maxHeight: 80).lineHeight == 20 && card.contains("1.25 × font"))
        expect(says(FloatingHeader.returnDuration))
        // The book's solutions compute what the card says.
        expectEqual(BookPanClamp().offset(start: 0, translation: -400, leadingWidth: 0, trailingWidth: 150), 150)
        expectEqual(BookEdgeScrollSpeed().pointsPerSecond(distanceFromEdge: 75, range: 150), 600)
    }

    @Test func bothPagesExistInBothLanguagesLinkedAndEscaped() throws {
        let (_, result) = try Fixtures.verifiedBook(["en/01-a.md": "# A\n\n## S\n\n```spec\ntable 3 rows\n```\n"])
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try StudyGuide(result: result).write(to: try ReportFolder(path: folder.path))
        let files = Fixtures.files(under: folder)
        for path in ["en/formulas.html", "en/cheatsheet.html", "zh-Hans/formulas.html", "zh-Hans/cheatsheet.html"] {
            expect(files.contains(path))
            let html = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            expect(html.contains("@page { size: A4"))
            expect(!html.contains("<script"))
            expect(html.contains("href=\"../index.html\""))
        }
        expectEqual(written.pageCount, 1 + 2 + 4)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        expect(index.contains("href=\"en/formulas.html\">Formula card</a>"))
        expect(index.contains("href=\"zh-Hans/cheatsheet.html\">规格语言速查表</a>"))
        let formulas = ReferencePages.formulas(language: .english)
        expect(formulas.contains("(d &lt; range)"))
        expect(!formulas.contains("(d < range)"))
        let sheet = ReferencePages.cheatSheet(language: .chinese)
        expect(sheet.contains("<html lang=\"zh-Hans\">"))
        // The grammar's example of named sections, printed in Chinese, with its quotes escaped.
        expect(sheet.contains("表格 分组 &quot;Family&quot; 3，&quot;Friends&quot; 5 收起") || sheet.contains("表格 分组 \"Family\" 3，\"Friends\" 5 收起"))
        expectEqual(ReferencePages.inline("a `<b>` c").description, "a <code>&lt;b&gt;</code> c")
        // A second report leaves them in place (they are this report's own pages, not stale ones).
        _ = try StudyGuide(result: result).write(to: try ReportFolder(path: folder.path))
        expect(Fixtures.files(under: folder).contains("zh-Hans/formulas.html"))
    }
}
