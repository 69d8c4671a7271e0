@testable import StudyGuides
import Foundation
import BookVerification
import ChapterModel
import Testing
import TestSupport

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
        expectEqual(Set(pages.keys), Set(["en/01-delete.html", "zh-Hans/01-delete.html", "index.html", "progress.html"] + ["en/formulas.html", "en/cheatsheet.html", "zh-Hans/formulas.html", "zh-Hans/cheatsheet.html"]))
        let english = try require(pages["en/01-delete.html"])
        expect(english.contains("<html lang=\"en\">"))
        expect(english.contains("1 of 2 steps passed"))
        expect(english.contains("<a href=\"../zh-Hans/01-delete.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\">中文</a>"))
        expect(english.contains("<a href=\"../index.html\">"))
        expect(english.contains("<p>Some <em>prose</em>.</p>"), "prose is cmark's HTML")
        let chinese = try require(pages["zh-Hans/01-delete.html"])
        expect(chinese.contains("<html lang=\"zh-Hans\">"))
        expect(chinese.contains("2 个步骤中 1 个通过"))
        expect(chinese.contains("<a href=\"../en/01-delete.html\" hreflang=\"en\" lang=\"en\">English</a>"))
    }

    @Test func everyLineShowsItsOutcomeBySymbolAndWordAndFailuresSayWhatWasExpected() throws {
        let english = try require(try pages()["en/01-delete.html"])
        // A passed line's symbol and word come from the stylesheet (the word is its spoken text), in the page's language.
        expect(english.contains("<li id=\"L8\" class=\"passed\"><code>table 30 rows</code>"))
        expect(english.contains("<li id=\"L18\" class=\"failed\"><span class=\"outcome\">failed</span><code>expect row count 28</code>"))
        // The stylesheet numbers the lines from the block's first line.
        expect(english.contains("<ol class=\"spec\" style=\"counter-reset: ln 7\">"), "the block's lines start at 8")
        expect(english.contains(".spec li::after { content: counter(ln);"))
        expect(english.contains("content: \"✓ passed\" / \"passed\""), "the symbol and word come from the stylesheet")
        expect(english.contains(":lang(zh-Hans) .spec li.passed::before { content: \"✓ 通过\" / \"通过\"; }"))
        expect(english.contains(".spec .failed .outcome::before { content: \"✗ \" / \"\"; }"))
        expect(english.contains("<dt>expected</dt><dd><code>28</code></dd><dt>actual</dt><dd><code>30</code></dd>"))
    }

    @Test func codeKeepsItsFontInChineseAndUsesThePagesWidth() throws {
        let css = Stylesheet.css.html
        // The Chinese font is set on the element that says it is Chinese, not on every element inside it (a <mark>
        // inside <pre> would lose the monospace font it inherits).
        expect(!css.contains(":lang(zh-Hans) { font-family"))
        expect(css.contains("[lang^=\"zh-Hans\"] { font-family"))
        // Code is not held to the prose's 44rem column, and a long line scrolls visibly.
        expect(!css.contains("article > pre,") && !css.contains("article > pre {"))
        expect(!css.contains(".file-version { margin: 1rem 0; max-width"))
        expect(css.contains("overflow-x: auto") && css.contains("scrollbar-width: thin"))
        let chinese = try require(try pages()["zh-Hans/01-delete.html"])
        expect(chinese.contains("<html lang=\"zh-Hans\">"))
    }

    @Test func everyBlockThatRanHasAFigureWithATextAlternative() throws {
        let english = try require(try pages()["en/01-delete.html"])
        expectEqual(english.components(separatedBy: "<figure class=").count - 1, 2)
        expect(english.contains("<title>The table after the spec block at line 7</title>"))
        expect(english.contains("role=\"img\" aria-label=\"The table after the spec block at line 7\""))
        expect(english.contains("<figcaption>The world after this block: Content offset 0 of at most 752."))
        expect(english.contains("Row 3 “Item #4” is swiped 82 points left, showing “Delete” (destructive).</figcaption>"))
        expect(english.contains("<figcaption>The world when line 18 failed:"))
    }

    @Test func theIndexListsFailuresFirstWithTranslationStatus() throws {
        let index = try require(try pages()["progress.html"])
        expect(index.contains("2 of 4 steps passed"))
        expect(index.contains("<a href=\"index.html\">← The book</a>"))
        let english = try require(index.range(of: "href=\"en/01-delete.html\""))
        let chinese = try require(index.range(of: "href=\"zh-Hans/01-delete.html\""))
        expect(english.lowerBound < chinese.lowerBound)
        expectEqual(index.components(separatedBy: "<span aria-hidden=\"true\">✓</span> in sync").count - 1, 2)
    }

    @Test func aChapterWhoseTranslationCannotBeReadIsNotCalledOutsideABook() throws {
        let (folder, _) = try Fixtures.verifiedBook(["en/01-a.md": "# A\n\n## S\n\n```spec\ntable 3 rows\n```\n"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh-Hans"), withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("zh-Hans/01-a.md"))
        let result = BookResult.verify(try Book.discover(paths: [folder.path]), keepingWorlds: true)
        expectEqual(result.readErrors.count, 1)
        let index = try require(StudyGuide(result: result).pages().first { $0.path == StudyGuide.progressPath }?.html)
        expect(index.contains("not compared: its translation could not be read"))
        expect(!index.contains("not part of a book"))
    }

    static let introducedBook = [
        "en/01-a.md": "# Swipe\n\n> **Objectives**\n> - Open a row\n>\n> **Time:** 20 min · **iOS:** 17\n\nFirst words.\n\n## S\n\n```spec\ntable 3 rows\n```\n",
        "en/02-b.md": "# Move\n\nLift a row and carry it.\n\n## S\n\n```spec\ntable 3 rows\n```\n",
        "zh-Hans/01-a.md": "# 滑动\n\n> **学习目标**\n> - 打开一行\n>\n> **用时：** 20 分钟 · **iOS：** 17\n\n开头。\n\n## 步\n\n```spec\n表格 3 行\n```\n",
        "zh-Hans/02-b.md": "# 移动\n\n抬起一行再放下。\n\n## 步\n\n```spec\n表格 3 行\n```\n",
    ]

    func introducedPages() throws -> [String: String] {
        let (_, result) = try Fixtures.verifiedBook(Self.introducedBook)
        return Dictionary(uniqueKeysWithValues: StudyGuide(result: result).pages().map { ($0.path.description, $0.html) })
    }

    @Test func theIntroductionTakesThePlaceOfItsQuoteAndChaptersLinkTheirNeighbours() throws {
        let pages = try introducedPages()
        let first = try require(pages["en/01-a.html"])
        expect(first.contains("<section class=\"introduction\" aria-label=\"What you will learn\">"))
        expect(first.contains("<ul><li>Open a row</li></ul>"))
        expect(first.contains("20 min</span> <span class=\"fact\">iOS 17</span>"))
        expect(!first.contains("<blockquote>"), "the quote is shown as the introduction, not twice")
        expect(first.contains("<a class=\"next\" href=\"../en/02-b.html\" rel=\"next\">"))
        expect(!first.contains("rel=\"prev\""), "the first chapter has nothing before it")
        let second = try require(pages["en/02-b.html"])
        expect(second.contains("<a class=\"previous\" href=\"../en/01-a.html\" rel=\"prev\"><span class=\"direction\">‹ Previous</span><span class=\"title\">Swipe</span></a>"))
        expect(second.contains("<nav class=\"toc\" aria-label=\"Steps\">"))
        let chinese = try require(pages["zh-Hans/02-b.html"])
        expect(chinese.contains("href=\"../zh-Hans/01-a.html\" rel=\"prev\"><span class=\"direction\">‹ 上一章</span><span class=\"title\">滑动</span>"), "neighbours stay in their language")
        expect(try require(pages["zh-Hans/01-a.html"]).contains("20 分钟"))
    }

    @Test func theLandingPageListsChaptersInReadingOrderInBothLanguages() throws {
        let landing = try require(try introducedPages()["index.html"])
        expect(!landing.contains("steps passed"), "progress is for the dashboard")
        expect(landing.contains("<a href=\"progress.html\">Progress dashboard (for authors)</a>"))
        expect(landing.contains("href=\"en/01-a.html\" lang=\"en\">Start reading: Swipe ›</a>"))
        let order = ["en/01-a.html", "zh-Hans/01-a.html", "en/02-b.html", "zh-Hans/02-b.html"].map { landing.range(of: "href=\"\($0)\"")?.lowerBound }
        expect(order.allSatisfy { $0 != nil })
        expectEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "a chapter and its translation side by side, in book order")
        expect(landing.contains("<ul class=\"objectives\"><li>Open a row</li></ul>"))
        expect(landing.contains("<div class=\"summary\"><p>Lift a row and carry it.</p>"), "without objectives, the first paragraph")
        expect(landing.contains("<div class=\"version\" lang=\"zh-Hans\">"))
        expect(landing.contains("20 分钟 · iOS 17 · 1 个步骤"))
    }

    @Test func readingStartsAfterTheReferenceChapter() throws {
        let (_, result) = try Fixtures.verifiedBook([
            "en/00-reference.md": "# Reference\n\n## S\n\n```spec\ntable 3 rows\n```\n",
            "en/01-first.md": "# First\n\n## S\n\n```spec\ntable 3 rows\n```\n",
        ])
        let landing = try require(StudyGuide(result: result).pages().first { $0.path == StudyGuide.indexPath }?.html)
        expect(landing.contains("href=\"en/01-first.html\" lang=\"en\">Start reading: First ›</a>"))
        expect(landing.contains("<span class=\"number\" aria-hidden=\"true\">00</span>"), "the reference is still listed")
    }
}

@Suite("book pages and listing checks")
struct BookPageAndListingMarkupTests {
    @Test func aPageIsLinkedApartFromTheChapterTable() throws {
        var book = StudyGuidePageTests.book
        book["en/credits.md"] = "# Sources and credits\n\nThanks to everyone & all.\n"
        let (_, result) = try Fixtures.verifiedBook(book)
        let pages = Dictionary(uniqueKeysWithValues: StudyGuide(result: result).pages().map { ($0.path.description, $0.html) })
        let landing = try require(pages["index.html"])
        expect(landing.contains("<p class=\"book-pages\"><a href=\"en/credits.html\" lang=\"en\">Sources and credits</a></p>"))
        expect(!landing.contains("<li class=\"book-chapter\"><div class=\"versions\"><div class=\"version\" lang=\"en\"><a class=\"title\" href=\"en/credits.html\""),
                "a page is not listed as a chapter")
        let progress = try require(pages["progress.html"])
        expect(progress.contains("<a href=\"en/credits.html\" lang=\"en\">Sources and credits</a>"))
        let table = try require(progress.range(of: "<table class=\"chapters\">")).lowerBound
        let tableEnd = try require(progress.range(of: "</table>")).upperBound
        expect(!progress[table..<tableEnd].contains("credits.html"), "a page is not a row of the chapter table")
        expectEqual(pages["en/credits.html"]?.contains("Thanks to everyone &amp; all."), true)
    }

    @Test func aListingSaysWhichCheckItGotAndWhereItFailed() {
        let listing = CodeListing(kind: .engine, location: SourceLocation(file: "a.md", line: 5, column: 1), lines: [
            SpecLine(text: "let x = y", location: SourceLocation(file: "a.md", line: 6, column: 1)),
        ])
        let failed = ListingCheckMarkup(
            result: ListingResult(listing: listing, check: .compiledAndRun, failures: [ListingFailure(at: listing.lines[0].location.advanced(by: 8), "cannot find 'y' in scope")]),
            language: .english
        ).html().description
        expect(failed.contains("Swift listing · compiled and run"))
        expect(failed.contains("<code>a.md:6:9</code> cannot find &#39;y&#39; in scope") || failed.contains("<code>a.md:6:9</code> cannot find 'y' in scope"))
        let chinese = ListingCheckMarkup(result: ListingResult(listing: listing, check: .typeChecked(against: .sdk(version: "17.5"))), language: .chinese).html().description
        expect(chinese.contains("已对照 iOS SDK 17.5 做类型检查"))
        let syntax = ListingCheckMarkup(result: ListingResult(listing: listing, check: .syntaxOnly), language: .english).html().description
        expect(syntax.contains("passed") && syntax.contains("syntax only"))
    }
}

/// A listing that is a version of a file of the reader's app, shown whole with its changed lines marked.
@Suite struct FileVersionMarkupTests {
    @Test func aNewVersionMarksItsChangedLinesAndEscapesTheCode() {
        let version = FileVersion(name: "Cell.swift", lines: ["let a = 1", "if a < 2 && b > 1 { }", "let c = 3"], changed: [1], isFirst: false)
        let html = FileVersionMarkup(version: version, language: .english).html().description
        expect(html.contains("<code>Cell.swift</code> · new version, the 1 changed line marked"))
        expect(html.contains("let a = 1\n<mark class=\"changed-line\">if a &lt; 2 &amp;&amp; b &gt; 1 { }</mark>\nlet c = 3\n"))
        let chinese = FileVersionMarkup(version: FileVersion(name: "Cell.swift", lines: ["x"], changed: [0], isFirst: true), language: .chinese).html().description
        expect(chinese.contains("新文件"))
        expect(!chinese.contains("<mark"), "a first version marks nothing: every line is new")
    }
}
