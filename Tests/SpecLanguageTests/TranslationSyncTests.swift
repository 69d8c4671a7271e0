import ChapterModel
import Testing
@testable import SpecLanguage

@Suite("Translation sync")
struct TranslationSyncTests {
    let english = """
    # Swipe

    ## Open a row

    ```spec
    table 30 rows
    trailing actions "More" 80, "Delete" 80 destructive
    pan row 3 by -60
    release
    expect row 3 open
    ```

    ## Tap

    ```spec
    tap "Delete" in row 3
    expect row count 29
    ```
    """

    func chapters(_ chinese: String) -> (Chapter, Chapter) {
        (ChapterReader.parse(markdown: english, path: "en/01.md"), ChapterReader.parse(markdown: chinese, path: "zh-Hans/01.md", language: "zh-Hans"))
    }

    let faithful = """
    # 滑动

    ## 打开一行

    ```spec
    表格 30 行
    右侧按钮 "更多" 80，"删除" 80 破坏性
    滑动 行 3 位移 -60
    松开
    期望 行 3 打开
    ```

    ## 点击

    ```spec
    点击 "删除" 在 行 3
    期望 行 数量 29
    ```
    """

    @Test func aFaithfulTranslationWithTranslatedTitlesIsInSync() {
        let (en, zh) = chapters(faithful)
        #expect(TranslationSync.drift(original: en, translation: zh) == nil)
    }

    @Test func aChangedNumberIsDriftAtBothLines() throws {
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "位移 -60", with: "位移 -50"))
        let drift = try #require(TranslationSync.drift(original: en, translation: zh))
        #expect(drift.original.line == 8)
        #expect(drift.translation.line == 8)
        #expect(drift.original.file == "en/01.md")
        #expect(drift.translation.file == "zh-Hans/01.md")
        #expect(drift.translationLine == "滑动 行 3 位移 -50")
    }

    @Test func aChangedKeywordIsDrift() throws {
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "期望 行 3 打开", with: "期望 行 3 关闭"))
        #expect(try #require(TranslationSync.drift(original: en, translation: zh)).translation.line == 10)
    }

    @Test func anAddedStepIsDrift() throws {
        let (en, zh) = chapters(faithful + "\n\n## 多余\n\n```spec\n等待 1s\n```\n")
        let drift = try #require(TranslationSync.drift(original: en, translation: zh))
        #expect(drift.message.contains("steps"))
        #expect(drift.translationLine == "## 多余")
    }

    @Test func anExtraBlockIsDriftCountedInWordsWithAHintAboutBlocks() throws {
        let extraBlock = faithful.replacingOccurrences(of: "期望 行 3 打开\n```\n", with: "期望 行 3 打开\n```\n\n```spec\n等待 1s\n```\n")
        let (en, zh) = chapters(extraBlock)
        let drift = try #require(TranslationSync.drift(original: en, translation: zh))
        #expect(drift.message == "the step has 1 spec block in the original and 2 in the translation")
        #expect(drift.hint.contains("split or merge the translation's spec blocks"))
        #expect(!drift.hint.contains("quoted strings"))
        #expect(drift.description.hasSuffix(drift.hint))
    }

    @Test func eachKindOfDriftHasItsOwnHint() throws {
        let (en, changed) = chapters(faithful.replacingOccurrences(of: "位移 -60", with: "位移 -50"))
        let line = try #require(TranslationSync.drift(original: en, translation: changed))
        #expect(line.hint.contains("only quoted strings may differ"))
        let (_, shorter) = chapters(faithful.replacingOccurrences(of: "期望 行 3 打开\n", with: ""))
        let commands = try #require(TranslationSync.drift(original: en, translation: shorter))
        #expect(commands.message == "this block has 5 commands in the original and 4 in the translation")
        #expect(commands.hint.contains("one line for each command"))
        let (_, longer) = chapters(faithful + "\n\n## 多余\n\n```spec\n等待 1s\n```\n")
        let steps = try #require(TranslationSync.drift(original: en, translation: longer))
        #expect(steps.message == "the original has 2 steps with spec blocks and the translation 3")
        #expect(steps.hint.contains("`##` step"))
    }

    @Test func aMissingLineIsDrift() throws {
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "松开\n", with: ""))
        #expect(TranslationSync.drift(original: en, translation: zh) != nil)
    }
}
