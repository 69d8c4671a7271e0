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
        expectEqual(update.unpairedRuns, 1)
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
        // The table line changed, and its string is one the translation has translated: it takes the translation's.
        expect(text.contains("表格 40 行 标题 \"第{n}项\"\n期望 行 0 是 \"第1项\""), "\(text)")
        expect(!text.contains("<!-- untranslated -->"), "nothing is left to translate: \(text)")
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

    // MARK: What a translator does between two updates

    @Test func aSecondUpdateBeforeTheTranslationIsCommittedChangesNothing() {
        let edits: [(String, String)] = [
            ("Each row says its number.", "Rows are counted from one.\n\nEach row says its number."), // a paragraph inserted
            ("The last one too.", "The last one says 30."), // a paragraph reworded
            ("## Titles", "## Row titles"), // a heading reworded
            ("expect row 29 is \"Item #30\"", "expect row 28 is \"Item #29\""), // a spec line changed
            ("", "\n\n## More rows\n\nForty now.\n\n```spec\ntable 40 rows\nexpect row count 40\n```\n"), // a section added
        ]
        for (before, after) in edits {
            let original = before.isEmpty ? titled + after : titled.replacingOccurrences(of: before, with: after)
            expect(original != titled)
            let first = refreshed(original, previous: titled).markdown
            let second = TranslationUpdate(original: original, originalPath: "en/02.md", translation: first,
                                           translationPath: "zh-Hans/02.md", previous: titled)
            expectEqual(second.markdown, first, "\(after)")
            // (What is still to translate is still counted: a block still marked is still to revise.)
            expect(second.added == 0 && second.removed == 0, "\(after): \(second)")
            // Without git too, for a translation without a note of its own (by place, a paragraph the original does not
            // have at that place may translate one it lost, and is kept in a comment).
            let plain = titledTranslation.replacingOccurrences(of: "\n\n译者注：这里的序号从 1 开始。", with: "")
            let once = TranslationUpdate(original: original, originalPath: "en/02.md", translation: plain, translationPath: "zh-Hans/02.md").markdown
            let twice = TranslationUpdate(original: original, originalPath: "en/02.md", translation: once, translationPath: "zh-Hans/02.md").markdown
            expectEqual(twice, once, "by place: \(after)")
        }
    }

    @Test func aTranslatorsNoteOrASplitParagraphInAnUnchangedStretchIsLeftAlone() {
        // The original changed elsewhere (its title's paragraph); the stretch with the note and the split did not.
        let translation = titledTranslation
            .replacingOccurrences(of: "每一行写着自己的序号。", with: "每一行写着自己的序号。\n\n<!-- 译注：序号从 1 开始 -->\n\n译者补充的一段。")
            .replacingOccurrences(of: "最后一行也一样。", with: "最后一行\n\n也一样。")
        let after = titled.replacingOccurrences(of: "Rows have titles.", with: "Every row has a title.")
        let update = TranslationUpdate(original: after, originalPath: "en/02.md", translation: translation,
                                       translationPath: "zh-Hans/02.md", previous: titled)
        let expected = translation.replacingOccurrences(
            of: "每一行都有标题。",
            with: "<!-- untranslated -->\nEvery row has a title.\n\n\(TranslationUpdate.earlierTranslationNote)\n每一行都有标题。\n-->")
        expectEqual(update.markdown, expected)
        expectEqual(update.revised, 1)
        expectEqual(update.added, 0)
    }

    @Test func aMovedParagraphTakesItsTranslationAlong() {
        let moved = titled
            .replacingOccurrences(of: "Rows have titles.\n\n", with: "")
            .replacingOccurrences(of: "The last one too.\n", with: "The last one too.\n\nRows have titles.\n")
        let update = refreshed(moved, previous: titled)
        expect(update.markdown.contains("最后一行也一样。\n\n每一行都有标题。\n"), "\(update.markdown)")
        expect(!update.markdown.contains("Rows have titles."), "\(update.markdown)")
        expect(update.added == 0 && update.removed == 0, "\(update)")
        // Two paragraphs swapped in one stretch.
        let swapped = titled.replacingOccurrences(of: "Each row says its number.\n\nThe last one too.", with: "The last one too.\n\nEach row says its number.")
        let text = refreshed(swapped, previous: titled).markdown
        expect(text.contains("## 标题\n\n最后一行也一样。\n\n每一行写着自己的序号。\n"), "\(text)")
    }

    @Test func aChangedLineKeepsTheTranslationOfEachStringWhoseEnglishIsUnchanged() {
        let original = titled.replacingOccurrences(of: "table 30 rows titled \"Item #{n}\"", with: "table 30 rows titled \"Item #{n}\"\ntrailing actions \"Delete\" 80 destructive, \"More\" 70")
        let translation = titledTranslation.replacingOccurrences(of: "表格 30 行 标题 \"第{n}项\"", with: "表格 30 行 标题 \"第{n}项\"\n右侧按钮 \"删除\" 80 破坏性，\"更多\" 70")
        let after = original.replacingOccurrences(of: "\"More\" 70", with: "\"More\" 72")
        let update = TranslationUpdate(original: after, originalPath: "en/02.md", translation: translation,
                                       translationPath: "zh-Hans/02.md", previous: original)
        expect(update.markdown.contains("右侧按钮 \"删除\" 80 破坏性，\"更多\" 72"), "\(update.markdown)")
        expect(!update.markdown.contains("<!-- untranslated -->"), "\(update.markdown)")
        // By place, the changed line's strings are known only where another line of the chapter says them; here none
        // does, so the line is the original's, marked, and its translation is kept below the block.
        let byPlace = TranslationUpdate(original: after, originalPath: "en/02.md", translation: translation, translationPath: "zh-Hans/02.md")
        expect(byPlace.markdown.contains("<!-- untranslated -->\n```spec"), "\(byPlace.markdown)")
        expect(byPlace.markdown.contains("\(TranslationUpdate.earlierTranslationNote)\n右侧按钮 \"删除\" 80 破坏性，\"更多\" 70"), "\(byPlace.markdown)")
    }

    @Test func aSecondUpdateAfterAStringChangedInABlockChangesNothing() {
        let after = titled.replacingOccurrences(of: "expect row 0 is \"Item #1\"", with: "expect row 0 is \"Row #1\"")
        let first = refreshed(after, previous: titled).markdown
        expect(first.contains("期望 行 0 是 \"Row #1\"") && first.contains("\(TranslationUpdate.earlierTranslationNote)\n期望 行 0 是 \"第1项\""), "\(first)")
        let second = TranslationUpdate(original: after, originalPath: "en/02.md", translation: first, translationPath: "zh-Hans/02.md", previous: titled)
        expectEqual(second.markdown, first)
        // CRLF files too: a comment holds the line without a blank line of its own.
        func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
        let crlfFirst = TranslationUpdate(original: crlf(after), originalPath: "en/02.md", translation: crlf(titledTranslation),
                                          translationPath: "zh-Hans/02.md", previous: crlf(titled)).markdown
        expectEqual(crlfFirst, crlf(first))
    }

    @Test func aParagraphMovedAndRewordedKeepsItsTranslationBesideIt() {
        let after = titled
            .replacingOccurrences(of: "Rows have titles.\n\n", with: "")
            .replacingOccurrences(of: "The last one too.\n", with: "The last one too.\n\nRows have their titles.\n")
        let text = refreshed(after, previous: titled).markdown
        expect(text.contains("<!-- untranslated -->\nRows have their titles.\n\n\(TranslationUpdate.earlierTranslationNote)\n每一行都有标题。\n-->"), "\(text)")
    }

    @Test func swappedSectionsKeepTheirHeadingsAndBlocks() {
        let chapter = """
        # Two

        ## First

        One.

        ```spec
        table 3 rows
        expect row count 3
        ```

        ## Second

        Two.

        ```spec
        table 4 rows titled "Row {n}"
        expect row 0 is "Row 1"
        ```
        """
        let translation = """
        # 二

        ## 第一节

        一。

        ```spec
        表格 3 行
        期望 行数 3
        ```

        ## 第二节

        二。

        ```spec
        表格 4 行 标题 "第{n}行"
        期望 行 0 是 "第1行"
        ```
        """
        let parts = chapter.components(separatedBy: "## ")
        let swapped = parts[0] + "## " + parts[2].trimmingCharacters(in: .newlines) + "\n\n## " + parts[1].trimmingCharacters(in: .newlines)
        let update = TranslationUpdate(original: swapped, originalPath: "en/03.md", translation: translation, translationPath: "zh-Hans/03.md",
                                       previous: chapter)
        let text = update.markdown
        expect(text.contains("## 第二节\n\n二。\n\n```spec\n表格 4 行 标题 \"第{n}行\""), "\(text)")
        expect(text.contains("## 第一节\n\n一。"), "\(text)")
        expect(!text.contains("<!-- untranslated -->"), "\(text)")
        expect(text.range(of: "第二节")!.lowerBound < text.range(of: "第一节")!.lowerBound)

        // Moved and changed at once, then updated a second time: the second run changes nothing (the translation's
        // blocks are paired with the earlier original's by what they mean, not only by their order).
        let changed = swapped.replacingOccurrences(of: "expect row count 3", with: "expect row count 3\nexpect row 2 is \"Row 1\"")
        let once = TranslationUpdate(original: changed, originalPath: "en/03.md", translation: translation, translationPath: "zh-Hans/03.md",
                                     previous: chapter).markdown
        let twice = TranslationUpdate(original: changed, originalPath: "en/03.md", translation: once, translationPath: "zh-Hans/03.md",
                                      previous: chapter).markdown
        expectEqual(twice, once)
        expect(once.contains("表格 3 行\n期望 行数 3\n期望 行 2 是 \"第1行\""), "the new line takes the translation's string: \(once)")
    }

    @Test func aNewBlockTakesTheTranslationsStringsOnlyWhenItHasThemAll() {
        let all = titled + "\n\n## Again\n\n```spec\ntable 30 rows titled \"Item #{n}\"\nexpect row 0 is \"Item #1\"\n```\n"
        let text = refreshed(all, previous: titled).markdown
        expect(text.contains("```spec\n表格 30 行 标题 \"第{n}项\"\n期望 行 0 是 \"第1项\"\n```"), "\(text)")
        let some = titled + "\n\n## Again\n\n```spec\ntable 30 rows titled \"Item #{n}\"\nexpect row 0 is \"Item 1\"\n```\n"
        let partly = refreshed(some, previous: titled).markdown
        expect(partly.contains("<!-- untranslated -->\n```spec\n表格 30 行 标题 \"Item #{n}\"\n期望 行 0 是 \"Item 1\""), "\(partly)")
    }

    @Test func aCodeChangeKeepsTheTranslatedCommentAndStringsOfItsLine() {
        let chapter = """
        # Press

        ## Hold

        Hold the row.

        ```swift
        let delay = 1.0 // the library's value
        let title = "Hold" // what the button says
        ```
        """
        let translation = """
        # 按住

        ## 按住

        按住这一行。

        ```swift
        let delay = 1.0 // 那个库的取值
        let title = "按住" // 按钮上的字
        ```
        """
        let after = chapter.replacingOccurrences(of: "1.0", with: "1.2").replacingOccurrences(of: "let title", with: "var title")
        let kept = TranslationUpdate(original: after, originalPath: "en/07.md", translation: translation, translationPath: "zh-Hans/07.md",
                                     previous: chapter).markdown
        expect(kept.contains("```swift\nlet delay = 1.2 // 那个库的取值\nvar title = \"按住\" // 按钮上的字\n```"), "\(kept)")
        expect(!kept.contains("<!-- untranslated -->") && !kept.contains("earlier translation"), "\(kept)")
        // By place, a line whose code changed cannot be known to say the same words: it is marked, its translation kept.
        let byPlace = TranslationUpdate(original: after, originalPath: "en/07.md", translation: translation, translationPath: "zh-Hans/07.md").markdown
        expect(byPlace.contains("<!-- untranslated -->") && byPlace.contains("\(TranslationUpdate.earlierTranslationNote)\nlet delay = 1.0 // 那个库的取值"), "\(byPlace)")
        // A comment whose English changed is to translate.
        let reworded = chapter.replacingOccurrences(of: "// the library's value", with: "// the library's default")
        let text = TranslationUpdate(original: reworded, originalPath: "en/07.md", translation: translation, translationPath: "zh-Hans/07.md",
                                     previous: chapter).markdown
        expect(text.contains("<!-- untranslated -->\n```swift\nlet delay = 1.0 // the library's default\n"), "\(text)")
    }
}

