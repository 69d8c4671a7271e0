import Testing
@testable import ExpandEngine
import TestSupport

@Suite("Character width")
struct CharacterWidthTests {
    @Test(arguments: [
        "中", "文", "。", "，", "、", "「", "」", "あ", "ア", "한", "Ａ", "！", "\u{3000}", "𠀀", "😀", "㐀",
    ] as [Character])
    func wideCharactersAdvanceOneFontSize(_ character: Character) {
        expectEqual(CharacterWidth(character), .wide)
        expectEqual(ExpandableLabel.advance(of: character, fontSize: 16), 16)
    }

    @Test(arguments: ["a", "W", " ", ".", "1", "é", "e\u{301}", "·", "…", "α", "Я", "ｱ", "\t"] as [Character])
    func everythingElseAdvancesHalfAFontSize(_ character: Character) {
        expectEqual(CharacterWidth(character), .narrow)
        expectEqual(ExpandableLabel.advance(of: character, fontSize: 16), 8)
    }

    @Test func advancesScaleWithTheFontSize() {
        expectEqual(ExpandableLabel.advance(of: "中", fontSize: 15), 15)
        expectEqual(ExpandableLabel.advance(of: "a", fontSize: 15), 7.5)
        expectEqual(ExpandableLabel.width(of: "...全文", fontSize: 16), 56)
    }

    @Test func theRangeTableIsSortedAndDisjoint() {
        let ranges = CharacterWidth.wideRanges
        for (lower, upper) in zip(ranges, ranges.dropFirst()) {
            expect(lower.upperBound + 1 < upper.lowerBound)
        }
        expect(CharacterWidth.isWide(0x4E00) && CharacterWidth.isWide(0x9FFF) && CharacterWidth.isWide(0x3FFFD))
        expect(!CharacterWidth.isWide(0x10FF) && !CharacterWidth.isWide(0x1160) && !CharacterWidth.isWide(0x303F))
    }
}
