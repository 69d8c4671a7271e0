import Testing
@testable import ChapterModel

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
        #expect(chapter.prose.map(\.words) == ["Drag to the left, then let go.", "one item two items"])
        #expect(chapter.prose.map(\.location.line) == [3, 6])
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
            """, path: "zh-Hans/01.md", language: "zh-Hans")
        #expect(chapter.untranslatedMarkers.map(\.line) == [1, 9])
        #expect(chapter.title == "Title")
        #expect(chapter.introduction != nil)
        #expect(chapter.content.count == 4, "the title, the introduction, the paragraph and the other comment")
    }
}
