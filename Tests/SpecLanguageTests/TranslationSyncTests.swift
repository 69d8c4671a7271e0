import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

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
        (ChapterReader.parse(markdown: english, path: "en/01.md"), ChapterReader.parse(markdown: chinese, path: "zh-Hans/01.md", language: .chinese))
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
        expectEqual(TranslationSync.drift(original: en, translation: zh), nil)
    }

    @Test func aChangedNumberIsReportedAtTheNumberOnBothSides() throws {
        // "-60" stands at column 14 of `pan row 3 by -60`, and "-50" at column 11 of `滑动 行 3 位移 -50`.
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "滑动 行 3 位移 -60", with: "滑动 行 3 位移 -50"))
        let drift = try require(TranslationSync.drifts(original: en, translation: zh).first)
        expectEqual(drift.kind, .changedLine)
        expectEqual(drift.original.description, "en/01.md:8:14")
        expectEqual(drift.translation.description, "zh-Hans/01.md:8:11")
        // Numbers in strings are people's words, and a repeated value is found by its rank: the second 80 differs.
        let (en2, zh2) = chapters(faithful.replacingOccurrences(of: "\"删除\" 80 破坏性", with: "\"删除\" 90 破坏性"))
        let second = try require(TranslationSync.drifts(original: en2, translation: zh2).first)
        expectEqual(second.original.column, 1 + "trailing actions \"More\" 80, \"Delete\" ".count)
        expectEqual(second.translation.column, 1 + "右侧按钮 \"更多\" 80，\"删除\" ".count)
        // A keyword that differs has no number to point at: the lines' starts.
        let (en3, zh3) = chapters(faithful.replacingOccurrences(of: "期望 行 3 打开", with: "期望 行 3 关闭"))
        let keyword = try require(TranslationSync.drifts(original: en3, translation: zh3).first)
        expectEqual(keyword.original.column, 1)
        expectEqual(keyword.translation.column, 1)
    }

    @Test func aLineThatDoesNotParseIsNoDriftOnEitherSide() {
        // The run reports it as a failure with its fix; drift would tell the translator to copy the typo.
        let en = ChapterReader.parse(markdown: english.replacingOccurrences(of: "release", with: "relase"), path: "en/01.md")
        let zh = ChapterReader.parse(markdown: faithful, path: "zh-Hans/01.md", language: .chinese)
        expectEqual(TranslationSync.drift(original: en, translation: zh), nil)
        let (original, broken) = chapters(faithful.replacingOccurrences(of: "松开", with: "松手"))
        expectEqual(TranslationSync.drift(original: original, translation: broken), nil)
        // A line that is missing is still drift.
        let (english, shorter) = chapters(faithful.replacingOccurrences(of: "松开\n", with: ""))
        expect(TranslationSync.drift(original: english, translation: shorter) != nil)
    }

    @Test func aChangedNumberIsDriftAtBothLines() throws {
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "位移 -60", with: "位移 -50"))
        let drift = try require(TranslationSync.drift(original: en, translation: zh))
        expectEqual(drift.original.line, 8)
        expectEqual(drift.translation.line, 8)
        expectEqual(drift.original.file, "en/01.md")
        expectEqual(drift.translation.file, "zh-Hans/01.md")
        expectEqual(drift.translationLine, "滑动 行 3 位移 -50")
    }

    @Test func aChangedKeywordIsDrift() throws {
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "期望 行 3 打开", with: "期望 行 3 关闭"))
        expectEqual(try require(TranslationSync.drift(original: en, translation: zh)).translation.line, 10)
    }

    @Test func anAddedStepIsAnExtraHeading() throws {
        let (en, zh) = chapters(faithful + "\n\n## 多余\n\n```spec\n等待 1s\n```\n")
        let drifts = TranslationSync.drifts(original: en, translation: zh)
        expectEqual(drifts.count, 1)
        let drift = try require(drifts.first)
        expectEqual(drift.kind, .extraHeading)
        expect(drift.message.contains("the translation has one more section"))
        expectEqual(drift.translationLine, "## 多余")
        expect(drift.hint.contains("remove the section"))
    }

    @Test func anExtraBlockIsReportedAsExtraWithAHintAboutBlocks() throws {
        let extraBlock = faithful.replacingOccurrences(of: "期望 行 3 打开\n```\n", with: "期望 行 3 打开\n```\n\n```spec\n等待 1s\n```\n")
        let (en, zh) = chapters(extraBlock)
        let drifts = TranslationSync.drifts(original: en, translation: zh)
        expectEqual(drifts.count, 1)
        let drift = try require(drifts.first)
        expectEqual(drift.kind, .extraBlock)
        expectEqual(drift.message, "the original has no spec block for this one of the translation")
        expectEqual(drift.translation.line, 13)
        expect(drift.hint.contains("merge it into the block it was split from"))
        expect(!drift.hint.contains("quoted strings"))
        expect(drift.description.hasSuffix(drift.hint))
    }

    @Test func eachKindOfDriftHasItsOwnHintInBothLanguages() throws {
        let (en, changed) = chapters(faithful.replacingOccurrences(of: "位移 -60", with: "位移 -50"))
        let line = try require(TranslationSync.drift(original: en, translation: changed))
        expect(line.hint.contains("only quoted strings may differ"))
        expect(line.hintText.chinese.contains("只有引号里的字符串可以不同"))
        expect(line.text.chinese.contains("`pan row 3 by -50`"))
        let (_, shorter) = chapters(faithful.replacingOccurrences(of: "期望 行 3 打开\n", with: ""))
        let missing = try require(TranslationSync.drift(original: en, translation: shorter))
        expectEqual(missing.kind, .missingLine)
        expectEqual(missing.message, "the translation's spec block has no line for en/01.md:10:1")
        expectEqual(missing.originalLine, "expect row 3 open")
        expect(missing.hint.contains("add the line"))
        let (_, longer) = chapters(faithful + "\n\n## 多余\n\n```spec\n等待 1s\n```\n")
        let steps = try require(TranslationSync.drift(original: en, translation: longer))
        expect(steps.text.chinese.contains("译文多出一节"))
        expect(steps.hintText.chinese.contains("删掉这一节"))
    }

    @Test func aMissingLineIsDriftAndTheLinesAfterItStillCompare() throws {
        // `松开` dropped and a number changed two lines further: both are reported, nothing else.
        let (en, zh) = chapters(faithful.replacingOccurrences(of: "松开\n", with: "").replacingOccurrences(of: "行 数量 29", with: "行 数量 28"))
        let drifts = TranslationSync.drifts(original: en, translation: zh)
        expectEqual(drifts.map(\.kind), [.missingLine, .changedLine])
        expectEqual(drifts[0].original.line, 9)
        expectEqual(drifts[0].originalLine, "release")
        expectEqual(drifts[0].translationLine, "期望 行 3 打开", "where the line belongs in the translation")
        expectEqual(drifts[1].original.line, 17)
        expectEqual(drifts[1].translation.line, 16)
    }

    @Test func everyDriftIsReportedNotOnlyTheFirst() {
        let zh = faithful
            .replacingOccurrences(of: "位移 -60", with: "位移 -50")
            .replacingOccurrences(of: "期望 行 3 打开", with: "期望 行 4 打开")
            .replacingOccurrences(of: "行 数量 29", with: "行 数量 28")
        let (en, translation) = chapters(zh)
        let drifts = TranslationSync.drifts(original: en, translation: translation)
        expectEqual(drifts.map(\.original.line), [8, 10, 17])
        expect(drifts.allSatisfy { $0.kind == .changedLine && $0.count == 1 })
    }

    /// Three steps of two blocks each, with a line apiece.
    let threeSteps = """
    # Three

    ## One

    ```spec
    table 30 rows
    ```

    ```spec
    pan row 1 by -60
    ```

    ## Between

    Prose only.

    ## Two

    ```spec
    release
    ```

    ```spec
    expect row 1 open
    ```

    ## Three

    ```spec
    tap row 2
    ```

    ```spec
    wait 1s
    ```
    """

    func threeStepsIn(chinese: Bool) -> String {
        guard chinese else { return threeSteps }
        return threeSteps
            .replacingOccurrences(of: "table 30 rows", with: "表格 30 行")
            .replacingOccurrences(of: "pan row 1 by -60", with: "滑动 行 1 位移 -60")
            .replacingOccurrences(of: "expect row 1 open", with: "期望 行 1 打开")
            .replacingOccurrences(of: "tap row 2", with: "点击 行 2")
            .replacingOccurrences(of: "wait 1s", with: "等待 1s")
    }

    func pair(_ translation: String) -> (Chapter, Chapter) {
        (ChapterReader.parse(markdown: threeSteps, path: "en/03-x.md"),
         ChapterReader.parse(markdown: translation, path: "zh-Hans/03-x.md", language: .chinese))
    }

    @Test func aDroppedBlockIsMissingAndLaterBlocksCompareWithTheirRealCounterparts() throws {
        // The first block of step "Two" dropped, and a number changed in the block after it.
        let zh = threeStepsIn(chinese: true)
            .replacingOccurrences(of: "```spec\nrelease\n```\n\n", with: "")
            .replacingOccurrences(of: "点击 行 2", with: "点击 行 3")
        let (en, translation) = pair(zh)
        let drifts = TranslationSync.drifts(original: en, translation: translation)
        expectEqual(drifts.map(\.kind), [.missingBlock, .changedLine])
        expectEqual(drifts[0].message, "the translation has no spec block for en/03-x.md:19:1")
        expectEqual(drifts[0].translation.line, 19, "the block that follows in the translation")
        expectEqual(drifts[1].original.line, 30)
        expectEqual(drifts[1].translation.line, 26)
    }

    @Test func aDroppedLastBlockIsPlacedAfterTheBlockItFollowsInTheOriginal() throws {
        // The second block of step "Three" dropped: it belongs after the translation's first block, not at it.
        let zh = threeStepsIn(chinese: true).replacingOccurrences(of: "\n\n```spec\n等待 1s\n```", with: "")
        let (en, translation) = pair(zh)
        let drifts = TranslationSync.drifts(original: en, translation: translation)
        expectEqual(drifts.map(\.kind), [.missingBlock])
        let drift = try require(drifts.first)
        expectEqual(drift.translation.line, 30, "the last line of the block it follows (点击 行 2)")
        expectEqual(drift.translationLine, "点击 行 2")
        expect(drift.hint.contains("after this block"))
    }

    @Test func aDroppedStepIsOneMissingHeading() throws {
        let full = threeStepsIn(chinese: true)
        let start = try require(full.range(of: "## Two"))
        let end = try require(full.range(of: "## Three"))
        var zh = full
        zh.removeSubrange(start.lowerBound..<end.lowerBound)
        let (en, translation) = pair(zh)
        let drifts = TranslationSync.drifts(original: en, translation: translation)
        expectEqual(drifts.count, 1)
        let drift = try require(drifts.first)
        expectEqual(drift.kind, .missingHeading)
        expectEqual(drift.originalLine, "## Two")
        expect(drift.message.contains("(a step with 2 spec blocks)"))
        expectEqual(drift.translationLine, "## Three")
    }

    @Test func aDroppedProseOnlySectionIsDrift() throws {
        let zh = threeStepsIn(chinese: true).replacingOccurrences(of: "## Between\n\nProse only.\n\n", with: "")
        let (en, translation) = pair(zh)
        let drifts = TranslationSync.drifts(original: en, translation: translation)
        expectEqual(drifts.count, 1)
        expectEqual(drifts.first?.kind, .missingHeading)
        expectEqual(drifts.first?.original.line, 13)
        expectEqual(drifts.first?.message.contains("spec block"), false)
    }

    @Test func theListStopsAtFiftyAndSaysHowManyMore() throws {
        let english = "# Many\n\n## Waits\n\n```spec\ntable 3 rows\n" + (1...80).map { "wait \($0)s\n" }.joined() + "```\n"
        let chinese = "# 多\n\n## 等待\n\n```spec\n表格 3 行\n" + (1...80).map { "等待 \($0).5s\n" }.joined() + "```\n"
        let en = ChapterReader.parse(markdown: english, path: "en/09.md")
        let zh = ChapterReader.parse(markdown: chinese, path: "zh-Hans/09.md", language: .chinese)
        let drifts = TranslationSync.drifts(original: en, translation: zh)
        expectEqual(drifts.count, TranslationSync.limit + 1)
        let more = try require(drifts.last)
        expectEqual(more.kind, .more)
        expectEqual(more.count, 30)
        expect(more.message.hasPrefix("and 30 more differences"))
        expectEqual(more.original.line, 57)
        expectEqual(drifts.reduce(0) { $0 + $1.count }, 80)
    }
}
