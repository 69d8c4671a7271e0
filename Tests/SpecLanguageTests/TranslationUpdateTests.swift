import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

/// `chapters translate --update`: a translation refreshed after its original changed.
@Suite("Translation update")
struct TranslationUpdateTests {
    let before = """
    # Swipe

    Drag a row to the left.

    ## Open a row

    Pan the row.

    ```spec
    table 30 rows
    pan row 3 by -60
    release
    expect row 3 open
    ```

    ## Removed later

    This section goes away.

    ```swift
    let gone = 1
    ```
    """

    let translation = """
    # 滑动

    把一行往左拖。

    ## 打开一行

    拖动这一行。

    ```spec
    表格 30 行
    滑动 行 3 位移 -60
    松开
    期望 行 3 打开
    ```

    ## 后来删掉的一节

    这一节会被删掉。

    ```swift
    let gone = 1 // 会删掉
    ```
    """

    /// The original after the author's changes: a paragraph and a step added, a step removed.
    let after = """
    # Swipe

    Drag a row to the left.

    ## Open a row

    Pan the row.

    A new paragraph.

    ```spec
    table 30 rows
    pan row 3 by -60
    release
    expect row 3 open
    ```

    ## Tap

    Tap the button.

    ```spec
    table 5 rows
    expect row count 5
    ```
    """

    func updated(_ original: String) -> TranslationUpdate {
        TranslationUpdate(original: original, originalPath: "en/01.md", translation: translation, translationPath: "zh-Hans/01.md")
    }

    @Test func anUnchangedOriginalLeavesTheTranslationAsItIs() {
        let update = updated(before)
        expectEqual(update.markdown, translation)
        expect(update.added == 0 && update.removed == 0)
    }

    @Test func translatedTextIsKeptWhatTheOriginalGainedIsMarkedWhatItLostIsRemoved() {
        let update = updated(after)
        let text = update.markdown
        for kept in ["# 滑动", "把一行往左拖。", "## 打开一行", "拖动这一行。", "滑动 行 3 位移 -60"] {
            expect(text.contains(kept), "\(kept) was lost:\n\(text)")
        }
        expect(text.contains("<!-- untranslated -->\nA new paragraph."), "\(text)")
        expect(text.contains("<!-- untranslated -->\n## Tap"), "\(text)")
        expect(text.contains("表格 5 行"), "a new block has the Chinese keywords: \(text)")
        expect(!text.contains("后来删掉的一节") && !text.contains("let gone"), "\(text)")
        // The new paragraph stands after the translated one it follows in the original.
        let order = ["拖动这一行。", "A new paragraph.", "表格 30 行", "## Tap"].compactMap { text.range(of: $0)?.lowerBound }
        expect(order.count == 4 && order == order.sorted())
        // The result says what its original says: no drift.
        let en = ChapterReader.parse(markdown: after, path: "en/01.md")
        let zh = ChapterReader.parse(markdown: text, path: "zh-Hans/01.md", language: .chinese)
        expect(TranslationSync.drifts(original: en, translation: zh).isEmpty, "\(TranslationSync.drifts(original: en, translation: zh))")
    }

    @Test func aChangedBlockIsTheOriginalsUnderAMarker() {
        let text = updated(before.replacingOccurrences(of: "pan row 3 by -60", with: "pan row 3 by -90")).markdown
        expect(text.contains("<!-- untranslated -->\n```spec\n表格 30 行\n滑动 行 3 位移 -90"), "\(text)")
        expect(!text.contains("位移 -60"))
        expect(text.contains("拖动这一行。"))
    }
}
