import Messages
import Testing
import SpecLanguage
import TestSupport

@Suite("Drift messages")
struct DriftMessagesTests {
    static let all: [LocalizedText] = [
        DriftMessages.lineDiffers(original: "pan row 3 by -60", translation: "pan row 3 by -50"), DriftMessages.lineDiffersHint,
        DriftMessages.lineMissing(place: "en/03.md:42:1"), DriftMessages.lineMissingHint, DriftMessages.lineExtra, DriftMessages.lineExtraHint,
        DriftMessages.blockMissing(place: "en/03.md:40:1"), DriftMessages.blockMissingHint, DriftMessages.blockMissingHintAfter,
        DriftMessages.blockExtra, DriftMessages.blockExtraHint,
        DriftMessages.headingMissing(place: "en/03.md:30:1", blocks: 2), DriftMessages.headingMissingHint,
        DriftMessages.headingExtra, DriftMessages.headingExtraHint, DriftMessages.moreDrifts(7, limit: 50), DriftMessages.moreDriftsHint,
        DriftMessages.untranslatedMarkers(count: 3, marker: "`<!-- untranslated -->`"),
        DriftMessages.untranslatedMarkersHint(marker: "`<!-- untranslated -->`"),
        DriftMessages.verbatimCopy(identical: 4, total: 5, original: "en/03.md"), DriftMessages.verbatimCopyHint,
        DriftMessages.twinUnreadable("zh-Hans/03.md"), DriftMessages.oneStepNotCompared, DriftMessages.notCompared,
        DriftMessages.nearLanguageFolder("zh-CN", suggestion: "zh-Hans"),
        DriftMessages.skeletonWritten("zh-Hans/03.md", markers: 3, marker: "<!-- untranslated -->"),
        DriftMessages.translationExists("zh-Hans/03.md"), DriftMessages.notAnEnglishChapter("x.md"),
        DriftMessages.skeletonInEnglishFolder("en/03.md"), DriftMessages.outsideBook("/tmp/x.md", book: "Chapters"),
        DriftMessages.listingMissing(place: "en/03.md:50:1", fence: "```swift"), DriftMessages.listingMissingHint,
        DriftMessages.listingMissingHintAfter, DriftMessages.listingExtra, DriftMessages.listingExtraHint,
        DriftMessages.listingFenceDiffers(original: "```swift ios file=A.swift", translation: "```swift ios"),
        DriftMessages.listingFenceDiffersHint, DriftMessages.codeDiffers(original: "x = -100", translation: "x = -90"),
        DriftMessages.codeDiffersHint, DriftMessages.codeMissing(place: "en/03.md:52:5"), DriftMessages.codeMissingHint,
        DriftMessages.codeExtra, DriftMessages.codeExtraHint,
        DriftMessages.translationUpdated("zh-Hans/03.md", kept: 12, added: 2, removed: 1, marker: "<!-- untranslated -->"),
        DriftMessages.translationUpToDate("zh-Hans/03.md"), DriftMessages.nothingToUpdate("zh-Hans/03.md"), DriftMessages.forceOrUpdate,
    ]

    @Test func everyMessageHasAChineseTextThatIsNotTheEnglishOne() {
        for text in Self.all {
            expect(text.english != text.chinese, "\(text.english)")
            expect(text.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text.chinese)")
        }
    }

    @Test func placesAndNumbersStandInBothLanguages() {
        let missing = DriftMessages.blockMissing(place: "en/03.md:40:1")
        expectEqual(missing.english, "the translation has no spec block for en/03.md:40:1")
        expectEqual(missing.chinese, "译文里没有与 en/03.md:40:1 对应的 spec 代码块")
        let more = DriftMessages.moreDrifts(1, limit: 50)
        expect(more.english.hasPrefix("and 1 more difference between"))
        expect(more.chinese.contains("还有 1 处不同"))
        expect(DriftMessages.nearLanguageFolder("EN", suggestion: "en").chinese.hasSuffix("请把它改名为 en/"))
    }
}
