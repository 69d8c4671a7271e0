@testable import ChapterRenderers
import Testing

@Suite("escaping")
struct HTMLEscapingTests {
    @Test func markupCharactersAndQuotesBecomeReferences() {
        #expect(HTMLEscaping.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLEscaping.escape("plain 中文 text") == "plain 中文 text")
    }

    @Test func controlCharactersThatXMLForbidsAreReplaced() {
        #expect(HTMLEscaping.escape("a\u{0}b\u{1B}c\td\ne") == "a\u{FFFD}b\u{FFFD}c\td\ne")
    }

    @Test func interpolatedTextIsEscapedAndMarkupIsNot() {
        let title = "<script>alert(\"x\")</script>"
        let inner: Markup = "<em>\(title)</em>"
        let outer: Markup = "<p title=\"\(title)\">\(inner)</p>"
        #expect(outer.html == "<p title=\"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\"><em>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</em></p>")
    }

    @Test func numbersAreShortAndNeverExponents() {
        #expect(SVGNumber.format(44) == "44")
        #expect(SVGNumber.format(-0.5) == "-0.5")
        #expect(SVGNumber.format(1.005) == "1.01" || SVGNumber.format(1.005) == "1")
        #expect(SVGNumber.format(0.07) == "0.07")
        #expect(SVGNumber.format(44_000_000) == "44000000")
        #expect(SVGNumber.format(-0.001) == "0")
        #expect(SVGNumber.format(.nan) == "0")
    }
}
