import Testing
@testable import ChapterModel
import TestSupport

/// Prose as the study guides show it: Chinese line breaks joined, control characters made visible.
@Suite("prose rendering")
struct ProseRenderingTests {
    func prose(_ markdown: String) -> String {
        ChapterReader.parse(markdown: markdown, path: "zh-Hans/a.md", language: .chinese).content.compactMap { item in
            if case .prose(let prose) = item { prose.html() } else { nil }
        }.joined()
    }

    @Test func aSoftBreakBetweenTwoChineseCharactersIsNotASpace() {
        let html = prose("# 标题\n\n第一行的文字，\n接着第二行。\n英文 word\n接着；中文\nEnglish\n")
        expect(html.contains("第一行的文字，接着第二行。"), "\(html)")
        expect(html.contains("英文 word\n接着"), "a break next to a Latin letter stays: \(html)")
        expect(html.contains("中文\nEnglish"), "\(html)")
    }

    @Test func aBreakAfterEmphasisIsJoinedAndCodeBlocksKeepTheirLines() {
        let html = prose("# 标题\n\n```\n第一\n第二\n```\n\n加粗**文字**\n接着[链接](https://example.com)\n`代码`\n")
        expect(html.contains("第一\n第二"), "code keeps its lines: \(html)")
        expect(html.contains("</strong>接着"), "\(html)")
        expect(html.contains("</a><code>代码</code>"), "\(html)")
    }

    @Test func controlCharactersNeverReachTheHTML() {
        let html = prose("# T\n\nA stray \u{1} byte, a bell \u{7} and \u{9B}31m.\n\n```text\nx\u{1B}[2J\n```\n")
        expect(!html.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, "\(html)")
        expect(html.contains("A stray \u{FFFD} byte, a bell \u{FFFD} and \u{FFFD}31m."))
        expect(html.contains("x\u{FFFD}[2J"))
    }

    @Test func theChapterKeepsWhatTheReaderWroteAndRendersItWhenAsked() {
        let chapter = ChapterReader.parse(markdown: "# T\n\nA *word*\nwrapped.\n\n- one\n- two\n\n```python\nprint(1)\n```\n", path: "a.md")
        let blocks = chapter.content.compactMap { item -> ProseBlock? in if case .prose(let prose) = item { prose } else { nil } }
        expectEqual(blocks.map(\.kind), [.paragraph, .list, .code])
        expectEqual(blocks.map(\.markdown), ["A *word*\nwrapped.", "- one\n- two", "```python\nprint(1)\n```"])
        expectEqual(blocks.map { $0.html() }, [
            "<p>A <em>word</em>\nwrapped.</p>\n", "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n", "<pre><code class=\"language-python\">print(1)\n</code></pre>\n",
        ])
    }
}
