import Testing
@testable import ChapterModel
import TestSupport

@Suite("Chapter reader")
struct ChapterReaderTests {
    let markdown = """
    # Swipe to delete

    Intro prose.

    ```spec
    table 3 rows
    ```

    ## Open a row

    Some words.

    ```spec
    pan row 0 by -60
    release
    ```

    ## Prose only

    Nothing to prove.

    - a list item

      ```spec
      expect row 0 open
      ```

    ```spce
    typo
    ```
    """

    @Test func titleStepsAndBlocks() {
        let chapter = ChapterReader.parse(markdown: markdown, path: "Chapters/en/01-x.md")
        expectEqual(chapter.title, "Swipe to delete")
        expectEqual(chapter.steps.map(\.title), ["Swipe to delete", "Open a row", "Prose only"])
        expectEqual(chapter.steps.map(\.blocks.count), [1, 1, 1])
        expectEqual(chapter.slug, "01-x")
    }

    @Test func specLinesCarryFileLineAndColumn() {
        let chapter = ChapterReader.parse(markdown: markdown, path: "a.md")
        let lines = chapter.steps[1].blocks[0].lines
        expectEqual(lines.map(\.text), ["pan row 0 by -60", "release"])
        expectEqual(lines[0].location, SourceLocation(file: "a.md", line: 14, column: 1))
        expectEqual(lines[1].location.line, 15)
        let nested = chapter.steps[2].blocks[0].lines[0]
        expectEqual(nested.text, "expect row 0 open")
        expectEqual(nested.location.line, 25)
        expectEqual(nested.location.column, 3)
    }

    @Test func misspeltSpecFencesAreWarnedAbout() {
        let chapter = ChapterReader.parse(markdown: markdown, path: "a.md")
        expectEqual(chapter.diagnostics.count, 1)
        expectEqual(chapter.diagnostics[0].severity, .warning)
        expectEqual(chapter.diagnostics[0].location.line, 28)
        expect(ChapterReader.looksLikeMisspeltSpec("Spec"))
        expect(ChapterReader.looksLikeMisspeltSpec("specs"))
        expect(ChapterReader.looksLikeMisspeltSpec("spce"))
        expect(!ChapterReader.looksLikeMisspeltSpec("swift"))
        expect(!ChapterReader.looksLikeMisspeltSpec("sh"))
        expect(!ChapterReader.looksLikeMisspeltSpec("spec"))
    }

    @Test func aSpecBlockLeftOpenIsWarnedAboutAtItsFence() {
        let open = ChapterReader.parse(markdown: "# T\n\n## S\n\n```spec\ntable 3 rows\n\nMore prose.\n", path: "a.md")
        expectEqual(open.diagnostics.map(\.location.line), [5])
        expectEqual(open.diagnostics.first?.message.contains("never closed"), true)
        let closedLonger = ChapterReader.parse(markdown: "# T\n\n## S\n\n````spec\ntable 3 rows\n```\n````  \n", path: "a.md")
        expect(closedLonger.diagnostics.isEmpty, "a longer fence closed by an equal one is closed")
        let closedTilde = ChapterReader.parse(markdown: "# T\n\n## S\n\n~~~spec\ntable 3 rows\n~~~\n", path: "a.md")
        expect(closedTilde.diagnostics.isEmpty)
    }

    @Test func aChapterWithNothingToCheckIsWarnedAbout() {
        let empty = ChapterReader.parse(markdown: "", path: "a.md")
        expect(empty.diagnostics.contains { $0.message == "the chapter has no spec blocks, so nothing in it is checked" })
        let proseOnly = ChapterReader.parse(markdown: "# T\n\n## S\n\nJust prose.\n", path: "a.md")
        expectEqual(proseOnly.diagnostics.map(\.message), ["the chapter has no spec blocks, so nothing in it is checked"])
    }

    @Test func languageComesFromTheParentFolder() {
        expectEqual(ChapterReader.language(ofPath: "Chapters/zh-Hans/01-a.md"), .chinese)
        expectEqual(ChapterReader.language(ofPath: "Chapters/en/01-a.md"), .english)
        expectEqual(ChapterReader.language(ofPath: "notes/01-a.md"), .english)
    }

    @Test func proseIsRenderedSafely() {
        let chapter = ChapterReader.parse(
            markdown: "# T\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n",
            path: "a.md"
        )
        let html = chapter.content.compactMap { item -> String? in
            if case .prose(let prose) = item { return prose.html() } else { return nil }
        }.joined()
        expect(!html.contains("<script>"))
        expect(!html.contains("javascript:"))
    }

    @Test func malformedInputNeverCrashes() {
        let inputs = ["", "```spec", "# \u{0}\n```spec\n\u{0}", String(repeating: "> ", count: 500) + "```spec\nx", "##\n```spec\n```"]
        for input in inputs {
            _ = ChapterReader.parse(markdown: input, path: "a.md")
        }
    }
}

@Test func deeplyNestedHeadingsDoNotExhaustTheStack() {
    let heading = "## " + String(repeating: "*a ", count: 50_000) + String(repeating: "*", count: 50_000)
    let chapter = ChapterReader.parse(markdown: "# T\n\n" + heading + "\n\n```spec\ntable 1 rows\n```\n", path: "a.md")
    expectEqual(chapter.steps.count, 1)
    expect(chapter.steps[0].title.hasPrefix("*a") || chapter.steps[0].title.hasPrefix("a"))
}

@Test(arguments: ["\r\n", "\r", "\n"])
func everyLineEndingCmarkKnowsIsALineEnding(_ ending: String) {
    let markdown = ["# T", "", "## Step", "", "```spec", "table 3 rows", "expect row count 3", "```", ""].joined(separator: ending)
    let chapter = ChapterReader.parse(markdown: markdown, path: "a.md")
    expectEqual(chapter.steps.count, 1)
    let lines = chapter.steps.first?.blocks.first?.lines ?? []
    expectEqual(lines.map(\.text), ["table 3 rows", "expect row count 3"])
    expectEqual(lines.map(\.location.line), [6, 7])
    expectEqual(lines.map(\.location.column), [1, 1])
}

struct CodeListingReaderTests {
    @Test func swiftFencesAreListingsOfTheirStepWithLocatedLines() {
        let chapter = ChapterReader.parse(markdown: """
        # T

        ## Step

        ```swift
        let a = 1
        ```

        ```swift ios
        import UIKit
        ```

        ```swift other
        not a listing
        ```
        """, path: "a.md")
        expectEqual(chapter.steps.count, 1)
        expect(chapter.steps[0].isCounted, "a step with a listing counts")
        expectEqual(chapter.listings.map(\.kind), [.engine, .ios])
        expectEqual(chapter.listings.map(\.location.line), [5, 9])
        expectEqual(chapter.listings[0].lines.map(\.location.line), [6])
        expectEqual(chapter.listings[1].code, "import UIKit")
        expectEqual(chapter.listings[0].contentIndex.map { chapter.content.indices.contains($0) }, true)
    }
}

struct BookPageTests {
    @Test func aFileWithoutANumberInALanguageFolderIsAPageAndNeedsNoSpecBlocks() {
        let credits = ChapterReader.parse(markdown: "# Sources and credits\n\nThanks.\n", path: "Chapters/en/credits.md")
        expect(credits.isPage)
        expect(credits.diagnostics.isEmpty, "a page is not warned about having nothing to check")
        let chapter = ChapterReader.parse(markdown: "# T\n\nProse.\n", path: "Chapters/en/01-t.md")
        expect(!chapter.isPage)
        expect(!chapter.diagnostics.isEmpty, "a chapter with nothing to check still is")
        expect(!ChapterReader.parse(markdown: "# T\n", path: "a.md").isPage, "a file outside a book is a chapter")
    }
}

/// The fence words after `spec` that say which app a block runs against (`SpecBlock.soFarWords`,
/// `SpecBlock.whatIfWords`; chapter 00, "Your app, checked").
struct SoFarFenceTests {
    @Test func soFarAndItsChineseWordMarkABlockSoFarAndNotWhatIf() {
        let chapter = ChapterReader.parse(markdown: """
        # T

        ## S

        ```spec
        table 3 rows
        ```

        ```spec so-far
        table 3 rows
        ```

        ```spec 至此
        表格 3 行
        ```

        ```spec what-if
        table 3 rows
        ```
        """, path: "a.md")
        let blocks = chapter.steps.flatMap(\.blocks)
        expectEqual(blocks.count, 4, "a so-far fence opens a spec block, not prose")
        expectEqual(blocks.map(\.isSoFar), [false, true, true, false])
        expectEqual(blocks.map(\.isWhatIf), [false, false, false, true])
        expectEqual(blocks.map(\.lines.count), [1, 1, 1, 1])
        expect(chapter.diagnostics.isEmpty, "a so-far fence is not a misspelt one: \(chapter.diagnostics.map(\.message))")
    }
}
