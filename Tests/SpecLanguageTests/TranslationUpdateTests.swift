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

    @Test func aChangedBlockIsMergedLineByLineAndUnmarkedWithNothingToTranslate() {
        let update = updated(before.replacingOccurrences(of: "pan row 3 by -60", with: "pan row 3 by -90"))
        let text = update.markdown
        expect(text.contains("```spec\n表格 30 行\n滑动 行 3 位移 -90\n松开"), "\(text)")
        expect(!text.contains("位移 -60") && !text.contains("<!-- untranslated -->"), "\(text)")
        expect(text.contains("拖动这一行。"))
        expect(update.revised == 0 && update.kept > 0)
    }

    // MARK: Through the earlier original

    /// A chapter with titled rows, its translation, and the original's later versions.
    let titled = """
    # Rows

    Rows have titles.

    ## Titles

    Each row says its number.

    The last one too.

    ```spec
    table 30 rows titled "Item #{n}"
    expect row 0 is "Item #1"
    expect row 29 is "Item #30"
    ```
    """

    let titledTranslation = """
    # 行

    每一行都有标题。

    ## 标题

    每一行写着自己的序号。

    最后一行也一样。

    ```spec
    表格 30 行 标题 "第{n}项"
    期望 行 0 是 "第1项"
    期望 行 29 是 "第30项"
    ```

    译者注：这里的序号从 1 开始。
    """

    func refreshed(_ original: String, previous: String?) -> TranslationUpdate {
        TranslationUpdate(original: original, originalPath: "en/02.md", translation: titledTranslation,
                          translationPath: "zh-Hans/02.md", previous: previous)
    }

    @Test func aParagraphInsertedBeforeTranslatedOnesIsTheNewOneWithTheEarlierOriginal() {
        let after = titled.replacingOccurrences(of: "Each row says its number.", with: "Rows are counted from one.\n\nEach row says its number.")
        let update = refreshed(after, previous: titled)
        let text = update.markdown
        expect(text.contains("<!-- untranslated -->\nRows are counted from one.\n\n每一行写着自己的序号。\n\n最后一行也一样。"), "\(text)")
        expect(!text.contains("Each row says its number.") && !text.contains(TranslationUpdate.earlierTranslationNote), "\(text)")
        expectEqual(update.added, 1)
        expectEqual(update.revised, 0)
        expect(text.contains("译者注：这里的序号从 1 开始。"), "the translator's own note is kept: \(text)")
    }

    @Test func withoutTheEarlierOriginalASectionWhoseParagraphsCannotBePairedIsMarkedWhole() {
        let after = titled.replacingOccurrences(of: "Each row says its number.", with: "Rows are counted from one.\n\nEach row says its number.")
        let update = refreshed(after, previous: nil)
        let text = update.markdown
        // Nothing says which paragraph is new: each is the original's under a marker, every translation kept beside.
        for english in ["Rows are counted from one.", "Each row says its number.", "The last one too."] {
            expect(text.contains("<!-- untranslated -->\n\(english)"), "\(english): \(text)")
        }
        for chinese in ["每一行写着自己的序号。", "最后一行也一样。"] {
            expect(text.contains(chinese), "\(chinese) was lost: \(text)")
        }
        expectEqual(update.unpairedSections, 1)
        // The introduction's section kept its translation as it was.
        expect(text.contains("# 行\n\n每一行都有标题。"), "\(text)")
    }

    @Test func aRewordedParagraphIsTheNewTextWithItsEarlierTranslationBelow() {
        let after = titled.replacingOccurrences(of: "The last one too.", with: "The last one says 30.")
        let update = refreshed(after, previous: titled)
        let text = update.markdown
        let expected = "<!-- untranslated -->\nThe last one says 30.\n\n\(TranslationUpdate.earlierTranslationNote)\n最后一行也一样。\n-->"
        expect(text.contains(expected), "\(text)")
        expect(text.contains("每一行写着自己的序号。\n\n<!-- untranslated -->\nThe last one says 30."), "\(text)")
        expectEqual(update.revised, 1)
        expectEqual(update.added, 0)
    }

    @Test func aChangedSpecLineKeepsTheOtherLinesTranslatedStrings() {
        // The number changed: the meaning differs, so the block is merged line by line, with or without the earlier original.
        let after = titled.replacingOccurrences(of: "expect row 29 is \"Item #30\"", with: "expect row 28 is \"Item #29\"")
        for previous in [titled, nil] {
            let update = refreshed(after, previous: previous)
            let text = update.markdown
            expect(text.contains("表格 30 行 标题 \"第{n}项\"\n期望 行 0 是 \"第1项\"\n期望 行 28 是 \"Item #29\"\n```"), "\(text)")
            expect(text.contains("<!-- untranslated -->\n```spec"), "the new string is to translate: \(text)")
            expect(text.contains("\(TranslationUpdate.earlierTranslationNote)\n期望 行 29 是 \"第30项\"\n-->"), "\(text)")
            // By place, the translator's own note after the block may translate a paragraph the original lost: it is
            // kept in a comment too. Through the earlier original it is known to be the translator's, and kept as it is.
            expectEqual(update.revised, previous == nil ? 2 : 1)
            expect(text.contains(previous == nil ? "\(TranslationUpdate.earlierTranslationNote)\n译者注" : "期望 行 29 是 \"第30项\"\n-->\n\n译者注"), "\(text)")
        }
    }

    @Test func aChangedLineWithoutWordsToTranslateLeavesTheBlockUnmarked() {
        let after = titled.replacingOccurrences(of: "table 30 rows titled", with: "table 40 rows titled")
        let text = refreshed(after, previous: titled).markdown
        // The table line has a string, so it is to translate; the expectations keep theirs.
        expect(text.contains("表格 40 行 标题 \"Item #{n}\"\n期望 行 0 是 \"第1项\""), "\(text)")
        let added = titled.replacingOccurrences(of: "expect row 0 is \"Item #1\"", with: "expect row 0 is \"Item #1\"\nexpect row count 30")
        let plain = refreshed(added, previous: titled)
        expect(plain.markdown.contains("期望 行 0 是 \"第1项\"\n期望 行数 30\n期望 行 29 是 \"第30项\""), "\(plain.markdown)")
        expect(!plain.markdown.contains("<!-- untranslated -->"), "nothing is left to translate: \(plain.markdown)")
    }

    @Test func aTranslatedFenceIsKeptWhenItsBlockChanges() {
        let original = titled.replacingOccurrences(of: "```spec", with: "```spec so-far")
        let translation = titledTranslation.replacingOccurrences(of: "```spec", with: "```spec 至此")
        let after = original.replacingOccurrences(of: "Item #30", with: "Item 30")
        let text = TranslationUpdate(original: after, originalPath: "en/02.md", translation: translation,
                                     translationPath: "zh-Hans/02.md", previous: original).markdown
        expect(text.contains("<!-- untranslated -->\n```spec 至此\n表格 30 行"), "\(text)")
    }

    @Test func anEnglishStringChangeIsSeenOnlyThroughTheEarlierOriginal() {
        // The same meaning with strings masked: by place it cannot be told from the translated block.
        let after = titled.replacingOccurrences(of: "expect row 0 is \"Item #1\"", with: "expect row 0 is \"Item #01\"")
        expect(!refreshed(after, previous: nil).markdown.contains("Item #01"))
        let text = refreshed(after, previous: titled).markdown
        expect(text.contains("<!-- untranslated -->\n```spec\n表格 30 行 标题 \"第{n}项\"\n期望 行 0 是 \"Item #01\""), "\(text)")
    }

    @Test func whatTheOriginalLostIsRemovedAndTheTranslatorsNoteStays() {
        let after = titled.replacingOccurrences(of: "\nThe last one too.\n", with: "")
        let update = refreshed(after, previous: titled)
        expect(!update.markdown.contains("最后一行也一样。"), "\(update.markdown)")
        expectEqual(update.removed, 1)
        expect(update.markdown.hasSuffix("译者注：这里的序号从 1 开始。"), "\(update.markdown)")
        // The result says what its original says: no drift.
        let en = ChapterReader.parse(markdown: after, path: "en/02.md")
        let zh = ChapterReader.parse(markdown: update.markdown, path: "zh-Hans/02.md", language: .chinese)
        expect(TranslationSync.drifts(original: en, translation: zh).isEmpty, "\(TranslationSync.drifts(original: en, translation: zh))")
    }

    @Test func anUnchangedOriginalWithItsEarlierSelfLeavesTheTranslationAsItIs() {
        let update = refreshed(titled, previous: titled)
        expectEqual(update.markdown, titledTranslation)
        expect(update.added == 0 && update.removed == 0 && update.revised == 0)
    }
}

