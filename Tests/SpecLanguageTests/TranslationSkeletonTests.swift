import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

@Suite("Translation skeleton")
struct TranslationSkeletonTests {
    let english = """
    # Swipe

    > **Objectives**
    > - Open a row
    >
    > **Time:** 5 min · **iOS:** 17

    Drag a row to the left and let go: it snaps open, and the controller hears about it.

    ## Open a row

    ```spec
    table 30 rows titled "Item {n}"
    trailing actions "More" 80, "Delete" 80 destructive
    pan row 3 by -60
    release with velocity -300
    expect row 3 open
    expect open rows 3
    expect events: opened row 3
    ```

    ## A tree

    - Lists stay lists:

      ```spec
      tree
        "Delete"
          "row"
      expect row 0 is "Delete"
      ```

    ## Prose only

    Nothing to prove here, only words to translate into Chinese.
    """

    @Test func keywordsBecomeTheirAliasesAndStringsNumbersAndCommentsStay() {
        expectEqual(ChineseKeywords.translate(line: "table 30 rows titled \"Item {n}\""), "表格 30 行 标题 \"Item {n}\"")
        expectEqual(ChineseKeywords.translate(line: "trailing actions \"More\" 80, \"Delete\" 80 destructive"), "右侧按钮 \"More\" 80，\"Delete\" 80 破坏性")
        expectEqual(ChineseKeywords.translate(line: "expect events: opened row 3"), "期望 事件：打开 行 3")
        // An index path keeps its comma as the Chinese chapters write it; a list of them is parted by `，`.
        expectEqual(ChineseKeywords.translate(line: "expect row [1, 0] is \"B #1\""), "期望 行 [1, 0] 是 \"B #1\"")
        expectEqual(ChineseKeywords.translate(line: "expect updates deleted [0, 0], [0, 1]"), "期望 更新 删除 [0, 0]，[0, 1]")
        expectEqual(ChineseKeywords.translate(line: "expect open rows 3"), "期望 打开的行 3")
        expectEqual(ChineseKeywords.translate(line: "release with velocity -300"), "松开 速度 -300")
        expectEqual(ChineseKeywords.translate(line: "hold 0.5s"), "停留 0.5秒")
        // Prediction marks stay on their numbers, and a blank stays a blank.
        expectEqual(ChineseKeywords.translate(line: "expect row 1 offset -60?"), "期望 行 1 偏移 -60?")
        expectEqual(ChineseKeywords.translate(line: "expect content offset ?"), "期望 内容偏移 ?")
        expectEqual(ChineseKeywords.translate(line: "# a comment about rows"), "# a comment about rows")
    }

    @Test func aRewriteThatWouldChangeTheCommandIsLeftInEnglish() throws {
        // The tree's rows are titles: `"row"` is quoted and stays, and a bare row named like a keyword would too.
        let markdown = "# A\n\n## B\n\n```spec\ntree\n  Delete\nexpect row 0 is \"Delete\"\n```\n"
        let parsed = try require(ParsedChapter(ChapterReader.parse(markdown: markdown, path: "en/01.md")).steps.joined().first)
        let block = parsed.block
        let lines = ChineseKeywords.translate(parsed)
        expectEqual(lines[1], "  Delete", "a bare tree row named like a keyword stays as written")
        expectEqual(lines[2], "期望 行 0 是 \"Delete\"")
        let form = CanonicalForm()
        var translated = block
        for index in translated.lines.indices { translated.lines[index].text = lines[index] }
        expectEqual(SpecParser.parse(translated).map(\.location), SpecParser.parse(block).map(\.location))
        expect(zip(SpecParser.parse(translated), SpecParser.parse(block)).allSatisfy { pair in
            if case .command(let a) = pair.0, case .command(let b) = pair.1 { return form.text(of: a.kind) == form.text(of: b.kind) }
            return false
        })
    }

    @Test func theSkeletonHasNoDriftAndMarksEveryHeadingAndParagraph() throws {
        let skeleton = TranslationSkeleton(original: english, path: "en/01-swipe.md")
        let original = ChapterReader.parse(markdown: english, path: "en/01-swipe.md")
        let translation = ChapterReader.parse(markdown: skeleton.markdown, path: "zh-Hans/01-swipe.md", language: .chinese)
        expect(TranslationSync.drifts(original: original, translation: translation).isEmpty)
        // The title, the opening paragraph, three `##` headings, the list and the last paragraph.
        expectEqual(skeleton.markers, 7)
        expectEqual(translation.untranslatedMarkers.count, 7)
        expectEqual(translation.untranslatedMarkers.first?.line, 1)
        expect(translation.introduction != nil, "the title's introduction still follows the title")
        expectEqual(translation.title, "Swipe")
        expect(skeleton.markdown.contains("滑动 行 3 位移 -60\n"))
        expect(skeleton.markdown.contains("  期望 行 0 是 \"Delete\"\n"), "a block in a list keeps its indentation")
        expect(!skeleton.markdown.contains("pan row"))
        expect(skeleton.markdown.hasSuffix("<!-- untranslated -->\nNothing to prove here, only words to translate into Chinese."))
    }

    @Test func windowsLineEndingsStayWindowsLineEndings() {
        let skeleton = TranslationSkeleton(original: english.replacingOccurrences(of: "\n", with: "\r\n"), path: "en/01-swipe.md")
        expect(!skeleton.markdown.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        expect(skeleton.markdown.contains("<!-- untranslated -->\r\n## Open a row\r\n"))
    }
}
