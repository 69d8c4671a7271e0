@testable import Reports
@testable import StudyGuides
import SpecInterpreter
import Foundation
import Testing
import TestSupport

/// A chapter written to attack its own study guide: scripts, `javascript:` links, event handlers and
/// quotes in the title, step names, prose, spec lines, row titles and failure messages.
@Suite("study guides hold no active content")
struct StudyGuideEscapingTests {
    static let hostile = """
        # Evil "quoted" 'title' <script>alert('title')</script>

        Prose with <script>alert('prose')</script> raw HTML, a [link](javascript:alert('link')),
        an <img src=x onerror=alert('img')> and <a href="javascript:alert(1)">a raw anchor</a>.

        ## Step <img src=x onerror=alert('step')> "q" & 'a'

        ```spec
        table 3 rows titled "<script>alert('row')</script> #{n}"
        expect row 0 is "<b onmouseover=alert(1)>bold</b>"
        ```

        ## Unknown <script>alert('heading')</script>

        ```spec
        table 2 rows
        <script>alert('line')</script>
        ```

        ## Blocked "step"

        ```spec
        expect row count 2
        ```
        """

    static let allowedTags: Set<String> = [
        "details", "summary", // a spec block's Swift, collapsed (no script); a prediction's hidden answer
        "mark", "small", // a prediction's answer in the teacher's copy; "show answer"
        "html", "head", "meta", "title", "style", "body", "a", "div", "main", "article", "header", "nav", "footer",
        "section", "h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "span", "code", "pre", "strong", "em",
        "dl", "dt", "dd", "figure", "figcaption", "svg", "rect", "line", "text", "tspan", "polygon", "circle", "g",
        "path", "input", "label", "table", "caption", "thead", "tbody", "tr", "th", "td", "blockquote", "br", "hr",
    ]

    func pages() throws -> [(path: ReportPath, html: String)] {
        let (_, result) = try Fixtures.verifiedBook(["en/01-evil.md": Self.hostile])
        expectEqual(result.chapters.count, 1)
        return StudyGuide(result: result).pages()
    }

    @Test func everyTagIsHarmlessAndNoAttributeRunsCode() throws {
        for page in try pages() {
            let tags = TagScanner.startTags(in: page.html)
            expect(!tags.isEmpty)
            for tag in tags {
                expect(Self.allowedTags.contains(tag.name), "\(page.path): <\(tag.name)>")
                for attribute in tag.attributes {
                    expect(!attribute.name.hasPrefix("on"), "\(page.path): <\(tag.name) \(attribute.name)=…>")
                    let value = attribute.value.trimmingCharacters(in: .whitespaces).lowercased()
                    expect(!value.hasPrefix("javascript:"), "\(page.path): <\(tag.name) \(attribute.name)=\"\(attribute.value)\">")
                }
            }
            expectEqual(tags.count { $0.name == "style" }, 1, "only the page's own stylesheet")
            expect(!page.html.lowercased().contains("<script"), "\(page.path)")
        }
    }

    @Test func chapterTextShowsAsText() throws {
        let pages = try pages()
        let guide = try require(pages.first { $0.path.description == "en/01-evil.html" }).html
        // The title, in <title>, <h1> and the index link.
        expect(guide.contains("<title>Evil &quot;quoted&quot; &#39;title&#39; &lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;</title>"))
        // A step name, a spec line and a row title in a figure.
        expect(guide.contains("Step &lt;img src=x onerror=alert(&#39;step&#39;)&gt; &quot;q&quot; &amp; &#39;a&#39;"))
        expect(guide.contains("<code>&lt;script&gt;alert(&#39;line&#39;)&lt;/script&gt;</code>"))
        expect(guide.contains("&lt;script&gt;alert(&#39;row&#39;)&lt;/script&gt; #1"))
        // A failure's expected and actual values.
        expect(guide.contains("&lt;b onmouseover=alert(1)&gt;bold&lt;/b&gt;"))
        // cmark's safe mode left out the raw HTML and the javascript: link's target.
        expect(guide.contains("<!-- raw HTML omitted -->"))
        expect(guide.contains("<!-- raw HTML omitted -->alert('prose')<!-- raw HTML omitted -->"))
        expect(guide.contains("<a href=\"\">link</a>"), "the javascript: target is dropped")
        let index = try require(pages.first { $0.path.description == "index.html" }).html
        expect(index.contains("Evil &quot;quoted&quot; &#39;title&#39; &lt;script&gt;"))
    }

    @Test func everyPageForbidsScriptsAndOutsideResources() throws {
        for page in try pages() {
            expect(page.html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"))
            expect(!page.html.contains("http://") || page.html.contains("http://www.w3.org/2000/svg"))
        }
    }
}
