import Testing
@testable import ChapterModel
import TestSupport

@Suite("Prose words and untranslated markers")
struct UntranslatedProseReadingTests {
    @Test func proseBlocksKeepTheirWordsWithoutCodeAndWhereTheyStart() {
        let chapter = ChapterReader.parse(markdown: """
            # Title

            Drag `row 3` to the
            left, *then* let go.

            - one item
            - two items

            ```spec
            table 3 rows
            ```

            `only code`
            """, path: "en/01.md")
        expectEqual(chapter.prose.map(\.words), ["Drag to the left, then let go.", "one item two items"])
        expectEqual(chapter.prose.map(\.location.line), [3, 6])
    }

    @Test func wordsKeepChineseTextAndSymbolsAndCollapseTabsAndLineEnds() {
        let chapter = ChapterReader.parse(markdown: "# 标题\n\n向左\n轻扫 `第 3 行`，然后“松手”——\t行\t\t回弹 → 原位。\n\n"
            + "Two\r\nlines\r\n\r\nNo\u{2003}em space, à la carte\n", path: "zh-Hans/01.md", language: .chinese)
        expectEqual(chapter.prose.map(\.words), ["向左 轻扫 ，然后“松手”—— 行 回弹 → 原位。", "Two lines", "No\u{2003}em space, à la carte"])
    }

    @Test func aSpaceThatACombiningMarkJoinsStaysInItsWordAsACharacter() {
        // " \u{301}" is one Character, not a space: the words keep it, as splitting into Characters does.
        let chapter = ChapterReader.parse(markdown: "# T\n\nan  \u{301}accent and\tか  \u{3099}ana\n", path: "en/01.md")
        expectEqual(chapter.prose.map(\.words), ["an  \u{301}accent and か  \u{3099}ana"])
        expectEqual(chapter.prose.first?.words.split(separator: " ").count, 5, "the runs of two spaces keep their second, joined to a mark")
    }

    @Test func markersAreCountedAndLeftOutOfTheContent() {
        let chapter = ChapterReader.parse(markdown: """
            <!-- untranslated -->
            # Title

            > **Objectives**
            > - One
            >
            > **Time:** 5 min · **iOS:** 17

            <!-- untranslated -->
            A paragraph.

            <!-- another comment -->
            """, path: "zh-Hans/01.md", language: .chinese)
        expectEqual(chapter.untranslatedMarkers.map(\.line), [1, 9])
        expectEqual(chapter.title, "Title")
        expect(chapter.introduction != nil)
        expectEqual(chapter.content.count, 4, "the title, the introduction, the paragraph and the other comment")
    }
}
