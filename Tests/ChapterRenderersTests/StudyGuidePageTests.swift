import Foundation
@testable import ChapterRenderers
import ChapterRunner
import ChapterModel
import ListingChecker
import Testing

@Suite("study guide pages")
struct StudyGuidePageTests {
    static let book = [
        "en/01-delete.md": "# Delete\n\nSome *prose*.\n\n## Open\n\n```spec\ntable 30 rows\nediting delete\npan row 3 by -60\nrelease\nexpect row 3 open\n```\n\n## Count\n\n```spec\nexpect row count 28\n```\n",
        "zh-Hans/01-delete.md": "# 删除\n\n一些*文字*。\n\n## 打开\n\n```spec\n表格 30 行\n编辑 删除\n滑动 行 3 位移 -60\n松开\n期望 行 3 打开\n```\n\n## 数一数\n\n```spec\n期望 行 数量 28\n```\n",
    ]

    func pages() throws -> [String: String] {
        let (_, result) = try Fixtures.verifiedBook(Self.book)
        return Dictionary(uniqueKeysWithValues: StudyGuide(result: result).pages().map { ($0.path.description, $0.html) })
    }

    @Test func eachPageShowsItsProgressInItsLanguageAndLinksItsTranslation() throws {
        let pages = try pages()
        #expect(Set(pages.keys) == ["en/01-delete.html", "zh-Hans/01-delete.html", "index.html"])
        let english = try #require(pages["en/01-delete.html"])
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains("1 of 2 steps passed"))
        #expect(english.contains("<a href=\"../zh-Hans/01-delete.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\">中文</a>"))
        #expect(english.contains("<a href=\"../index.html\">"))
        #expect(english.contains("<p>Some <em>prose</em>.</p>"), "prose is cmark's HTML")
        let chinese = try #require(pages["zh-Hans/01-delete.html"])
        #expect(chinese.contains("<html lang=\"zh-Hans\">"))
        #expect(chinese.contains("2 个步骤中 1 个通过"))
        #expect(chinese.contains("<a href=\"../en/01-delete.html\" hreflang=\"en\" lang=\"en\">English</a>"))
    }

    @Test func everyLineShowsItsOutcomeBySymbolAndWordAndFailuresSayWhatWasExpected() throws {
        let english = try #require(try pages()["en/01-delete.html"])
        #expect(english.contains("<span class=\"outcome\"><span aria-hidden=\"true\">✓</span> <span class=\"word\">passed</span></span><code>table 30 rows</code>"))
        #expect(english.contains("<span class=\"outcome\"><span aria-hidden=\"true\">✗</span> <span class=\"word\">failed</span></span><code>expect row count 28</code>"))
        #expect(english.contains("<dt>expected</dt><dd><code>28</code></dd><dt>actual</dt><dd><code>30</code></dd>"))
    }

    @Test func everyBlockThatRanHasAFigureWithATextAlternative() throws {
        let english = try #require(try pages()["en/01-delete.html"])
        #expect(english.components(separatedBy: "<figure>").count - 1 == 2)
        #expect(english.contains("role=\"img\" aria-label=\"The table after the spec block at line 7\""))
        #expect(english.contains("<figcaption>The world after this block: Content offset 0 of at most 752."))
        #expect(english.contains("Row 3 “Item #4” is swiped 82 points left, showing “Delete” (destructive).</figcaption>"))
        #expect(english.contains("<figcaption>The world when line 18 failed:"))
    }

    @Test func theIndexListsFailuresFirstWithTranslationStatus() throws {
        let index = try #require(try pages()["index.html"])
        #expect(index.contains("2 of 4 steps passed"))
        let english = try #require(index.range(of: "href=\"en/01-delete.html\""))
        let chinese = try #require(index.range(of: "href=\"zh-Hans/01-delete.html\""))
        #expect(english.lowerBound < chinese.lowerBound)
        #expect(index.components(separatedBy: "<span aria-hidden=\"true\">✓</span> in sync").count - 1 == 2)
    }

    @Test func aChapterWhoseTranslationCannotBeReadIsNotCalledOutsideABook() throws {
        let (folder, _) = try Fixtures.verifiedBook(["en/01-a.md": "# A\n\n## S\n\n```spec\ntable 3 rows\n```\n"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh-Hans"), withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("zh-Hans/01-a.md"))
        let result = BookResult.verify(try Book.discover(paths: [folder.path]), keepingWorlds: true, renderingProse: true)
        #expect(result.readErrors.count == 1)
        let index = try #require(StudyGuide(result: result).pages().last?.html)
        #expect(index.contains("not compared: its translation could not be read"))
        #expect(!index.contains("not part of a book"))
    }
}

@Suite("book pages and listing checks")
struct BookPageAndListingMarkupTests {
    @Test func aPageIsLinkedApartFromTheChapterTable() throws {
        var book = StudyGuidePageTests.book
        book["en/credits.md"] = "# Sources and credits\n\nThanks to everyone & all.\n"
        let (_, result) = try Fixtures.verifiedBook(book)
        let pages = Dictionary(uniqueKeysWithValues: StudyGuide(result: result).pages().map { ($0.path.description, $0.html) })
        let index = try #require(pages["index.html"])
        #expect(index.contains("<h2 id=\"pages\">Book pages</h2>"))
        #expect(index.contains("<a href=\"en/credits.html\" lang=\"en\">Sources and credits</a>"))
        let table = try #require(index.range(of: "<table class=\"chapters\">")).lowerBound
        let tableEnd = try #require(index.range(of: "</table>")).upperBound
        #expect(!index[table..<tableEnd].contains("credits.html"), "a page is not a row of the chapter table")
        #expect(pages["en/credits.html"]?.contains("Thanks to everyone &amp; all.") == true)
    }

    @Test func aListingSaysWhichCheckItGotAndWhereItFailed() {
        let listing = CodeListing(kind: .engine, location: SourceLocation(file: "a.md", line: 5, column: 1), lines: [
            SpecLine(text: "let x = y", location: SourceLocation(file: "a.md", line: 6, column: 1)),
        ])
        let failed = ListingCheckMarkup(
            result: ListingResult(listing: listing, check: .compiledAndRun, failures: [ListingFailure(at: listing.lines[0].location.advanced(by: 8), "cannot find 'y' in scope")]),
            language: "en"
        ).html().description
        #expect(failed.contains("Swift listing · compiled and run"))
        #expect(failed.contains("<code>a.md:6:9</code> cannot find &#39;y&#39; in scope") || failed.contains("<code>a.md:6:9</code> cannot find 'y' in scope"))
        let chinese = ListingCheckMarkup(result: ListingResult(listing: listing, check: .typeChecked(sdkVersion: "17.5")), language: "zh-Hans").html().description
        #expect(chinese.contains("已对照 iOS SDK 17.5 做类型检查"))
        let syntax = ListingCheckMarkup(result: ListingResult(listing: listing, check: .syntaxOnly), language: "en").html().description
        #expect(syntax.contains("passed") && syntax.contains("syntax only"))
    }
}
