@testable import StudyGuides
import Testing
import TestSupport

@Suite("A block's Swift on the page")
struct SwiftListingMarkupTests {
    @Test func theSwiftIsEscapedOnceAndItsCommentsAreLeftOut() {
        let swift = """
        /// The spec block at Chapters/en/01.md:7.
        static func block7() throws -> TableScene {
            // expect row 4 is "Item #5"
            #expect(title == "Item #5" && 1 < 2)
        }
        """
        let html = SwiftListingMarkup(swift: swift, language: .english).html.description
        expect(html.contains("throws -&gt; TableScene"))
        expect(html.contains("&quot;Item #5&quot; &amp;&amp; 1 &lt; 2"))
        expect(!html.contains("&amp;gt;"), "escaped once, not twice")
        expect(!html.contains("The spec block at"))
        expect(!html.contains("// expect row 4"))
    }

    @Test func theExportNoteEscapesThePathInBothLanguages() {
        let english = SwiftListingMarkup.exportNote(path: "Chapters/en/<b>.md", bytes: 51_000, language: .english).description
        expect(english.contains("Chapters/en/&lt;b&gt;.md"))
        expect(english.contains("(50 KB)"))
        let chinese = SwiftListingMarkup.exportNote(path: "Chapters/zh-Hans/00.md", bytes: 1, language: .chinese).description
        expect(chinese.contains("本章的规格块很多"))
    }
}
