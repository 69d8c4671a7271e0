import Testing
@testable import ChapterModel
import TestSupport

@Suite("Chapter introduction")
struct ChapterIntroductionTests {
    @Test func englishIntroductionAfterTheTitle() throws {
        let chapter = ChapterReader.parse(markdown: """
        # Snap and bounce

        > **Objectives**
        > - Decide, at release, whether a row snaps *open* or closed
        > - Read the bounce as `keyframes`
        >
        > **Time:** 25 min · **iOS:** 17

        Prose.
        """, path: "Chapters/en/03-x.md")
        let introduction = try require(chapter.introduction)
        expectEqual(introduction.objectives, ["Decide, at release, whether a row snaps open or closed", "Read the bounce as keyframes"])
        expectEqual(introduction.minutes, 25)
        expectEqual(introduction.iOSVersion, "17")
        expectEqual(introduction.location, SourceLocation(file: "Chapters/en/03-x.md", line: 3, column: 1))
        expect(chapter.diagnostics.allSatisfy { !$0.message.contains("introduction") })
    }

    @Test func chineseIntroductionWithFullWidthColonsAndNoIOS() throws {
        let chapter = ChapterReader.parse(markdown: """
        # 松手之后：吸附与回弹

        > **学习目标**
        > - 判断松手时该展开还是收回
        >
        > **用时：** 25 分钟
        """, path: "Chapters/zh-Hans/03-x.md", language: .chinese)
        let introduction = try require(chapter.introduction)
        expectEqual(introduction.objectives, ["判断松手时该展开还是收回"])
        expectEqual(introduction.minutes, 25)
        expectEqual(introduction.iOSVersion, nil)
    }

    @Test func mixedColonsAreAccepted() {
        expect(IntroductionParser.parseTiming("Time： 10 min · iOS: 16.4")! == (10, "16.4"))
        expect(IntroductionParser.parseTiming("用时:5分钟 · iOS：17")! == (5, "17"))
        expect(IntroductionParser.parseTiming("Time: ten min") == nil)
        expect(IntroductionParser.parseTiming("Time: 10 min · Xcode: 16") == nil)
    }

    @Test func aQuoteThatIsNotAnIntroductionIsOnlyProse() {
        let later = ChapterReader.parse(markdown: "# T\n\nFirst.\n\n> **Objectives**\n> - a\n", path: "a.md")
        expectEqual(later.introduction, nil)
        let other = ChapterReader.parse(markdown: "# T\n\n> A quotation.\n", path: "a.md")
        expectEqual(other.introduction, nil)
        expect(other.content.contains(.prose(ProseBlock(.blockQuote, markdown: "> A quotation."))))
        expect(other.content.contains { if case .prose(let prose) = $0 { prose.html() == "<blockquote>\n<p>A quotation.</p>\n</blockquote>\n" } else { false } })
    }

    @Test func aMalformedIntroductionIsAWarningWithItsLine() throws {
        let chapter = ChapterReader.parse(markdown: """
        # T

        > **Objectives**
        > - a
        >
        > **Time:** soon
        """, path: "a.md")
        expectEqual(chapter.introduction, nil)
        let warning = try require(chapter.diagnostics.first { $0.message.contains("introduction") })
        expectEqual(warning.location, SourceLocation(file: "a.md", line: 6, column: 1))
        expect(warning.message.contains("soon"))
        expect(warning.hint != nil)
    }

    @Test func objectivesWithoutAListAreAWarning() {
        let chapter = ChapterReader.parse(markdown: "# T\n\n> **Objectives**\n>\n> **Time:** 5 min\n", path: "a.md")
        expectEqual(chapter.introduction, nil)
        expect(chapter.diagnostics.contains { $0.message.contains("no bullet list") && $0.location.line == 3 })
    }
}
