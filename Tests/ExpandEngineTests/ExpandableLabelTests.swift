import Foundation
import Testing
import TestSupport
import TableModel
@testable import ExpandEngine

@Suite("Expandable label")
struct ExpandableLabelTests {
    private let hundredHan = String(repeating: "中", count: 100)

    @Test func linesAreOneAndAQuarterFontSizesTall() {
        expectEqual(ExpandableLabel(text: "a", width: 200, fontSize: 16, maxHeight: 80).lineHeight, 20)
        expectEqual(ExpandableLabel(text: "a", width: 200, fontSize: 12, maxHeight: 80).lineHeight, 15)
    }

    @Test func wrappingIsGreedyPerCharacterAndALineMayFillTheWidthExactly() {
        let wrapper = LineWrapper(width: 200, fontSize: 16)
        expectEqual(wrapper.lines(of: String(repeating: "中", count: 13)), [String(repeating: "中", count: 12), "中"])
        expectEqual(wrapper.lines(of: String(repeating: "a", count: 25)), [String(repeating: "a", count: 25)])
        expectEqual(wrapper.lines(of: String(repeating: "a", count: 26)), [String(repeating: "a", count: 25), "a"])
        // 11 Han (176) + 3 Latin (24) = 200 fits; the next Han starts a line.
        expectEqual(wrapper.lines(of: "中中中中中中中中中中中abc中"), ["中中中中中中中中中中中abc", "中"])
        expectEqual(wrapper.lines(of: "中中中中中中中中中中中ab中"), ["中中中中中中中中中中中ab", "中"])
    }

    @Test func newlinesBreakLines() {
        let wrapper = LineWrapper(width: 200, fontSize: 16)
        expectEqual(wrapper.lines(of: "ab\ncd"), ["ab", "cd"])
        expectEqual(wrapper.lines(of: "ab\n\ncd"), ["ab", "", "cd"])
        expectEqual(wrapper.lines(of: "ab\n"), ["ab", ""])
        expectEqual(wrapper.lines(of: ""), [])
        expectEqual(wrapper.lineCount(of: "ab\n\ncd"), 3)
    }

    @Test func aCharacterWiderThanTheLabelGetsALineOfItsOwn() {
        let wrapper = LineWrapper(width: 10, fontSize: 16)
        expectEqual(wrapper.lines(of: "中a中"), ["中", "a", "中"])
    }

    @Test func collapsedShowsTheLongestPrefixThatFitsWithTheMoreSuffix() {
        let label = ExpandableLabel(text: hundredHan, width: 200, fontSize: 16, maxHeight: 80)
        expect(label.isExpandable)
        expect(!label.isExpanded)
        // 4 lines of 12; the last holds 9 Han and "...全文" (56 points): 36 + 9 = 45.
        expectEqual(label.collapsedPrefixLength, 45)
        expectEqual(label.shownText, String(repeating: "中", count: 45) + "...全文")
        expectEqual(label.lines.count, 4)
        expectEqual(label.lines.last, String(repeating: "中", count: 9) + "...全文")
        expectEqual(label.height, 80)
        expect(label.shownText.hasSuffix("...全文"))
    }

    @Test func expandedShowsTheWholeTextWithTheLessSuffix() {
        var label = ExpandableLabel(text: hundredHan, width: 200, fontSize: 16, maxHeight: 80)
        expectEqual(label.tap(), .expandedLabel)
        expect(label.isExpanded)
        expectEqual(label.shownText, hundredHan + "收起")
        // 8 lines of 12 (96) + 4 Han + 收起.
        expectEqual(label.lines.count, 9)
        expectEqual(label.height, 180)
        expectEqual(label.tap(), .collapsedLabel)
        expectEqual(label.height, 80)
    }

    @Test func aTextThatFitsShowsWholeWithoutSuffixAndTapsDoNothing() {
        var label = ExpandableLabel(text: String(repeating: "中", count: 48), width: 200, fontSize: 16, maxHeight: 80)
        expect(!label.isExpandable)
        expectEqual(label.shownText, String(repeating: "中", count: 48))
        expectEqual(label.height, 80)
        expectEqual(label.tap(), nil)
        expect(!label.isExpanded)
        expectEqual(label.shownText, String(repeating: "中", count: 48))

        let short = ExpandableLabel(text: "短文本", width: 200, fontSize: 16, maxHeight: 80)
        expectEqual(short.lines, ["短文本"])
        expectEqual(short.height, 20)
    }

    @Test func oneCharacterTooManyMakesItExpandable() {
        let label = ExpandableLabel(text: String(repeating: "中", count: 49), width: 200, fontSize: 16, maxHeight: 80)
        expect(label.isExpandable)
        expectEqual(label.shownText, String(repeating: "中", count: 45) + "...全文")
    }

    @Test func aPrefixMayEndAtANewline() {
        let label = ExpandableLabel(text: "a\nb\nc\nd\ne", width: 200, fontSize: 16, maxHeight: 80)
        expect(label.isExpandable)
        expectEqual(label.shownText, "a\nb\nc\nd...全文")
        expectEqual(label.lines, ["a", "b", "c", "d...全文"])
    }

    @Test func customSuffixes() {
        var label = ExpandableLabel(
            text: String(repeating: "word ", count: 40), width: 200, fontSize: 16, maxHeight: 40,
            moreSuffix: "… more", lessSuffix: " less"
        )
        // 2 lines of 25 narrow characters; "… more" is 6 narrow: 25 + 19.
        expectEqual(label.shownText, String(String(repeating: "word ", count: 40).prefix(44)) + "… more")
        expectEqual(label.height, 40)
        _ = label.tap()
        expect(label.shownText.hasSuffix("word  less"))
        expectEqual(label.lines.count, 9)  // 205 characters
        label.lessSuffix = "收起"
        expect(label.shownText.hasSuffix("word 收起"))
        label.moreSuffix = "...全文"
        _ = label.tap()
        expect(label.shownText.hasSuffix("...全文"))
        expectEqual(label.lines.last?.hasSuffix("...全文"), true)
    }

    @Test func aSuffixThatDoesNotFitShowsAlone() {
        let label = ExpandableLabel(text: "abcdef", width: 200, fontSize: 16, maxHeight: 10)
        expectEqual(label.collapsedPrefixLength, 0)
        expectEqual(label.shownText, "...全文")
    }

    @Test func theBinarySearchAgreesWithALinearScan() {
        var random = SplitMix64(seed: 7)
        let alphabet: [Character] = ["中", "a", " ", "。", "…", "\n", "W", "한"]
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let label = ExpandableLabel(
                text: text, width: Double(Int.random(in: 40...200, using: &random)), fontSize: 16,
                maxHeight: Double(Int.random(in: 20...100, using: &random))
            )
            guard label.isExpandable else {
                expectEqual(label.shownText, text)
                continue
            }
            let wrapper = LineWrapper(width: label.width, fontSize: label.fontSize)
            let characters = Array(text)
            let fits = (0..<characters.count).filter {
                Double(wrapper.lineCount(of: characters[..<$0] + Array(label.moreSuffix))) * label.lineHeight <= label.maxHeight
            }
            expectEqual(label.collapsedPrefixLength, (fits.last ?? 0), "\(text.debugDescription)")
            expectEqual(wrapper.lineCount(of: label.shownText), label.lines.count)
        }
    }

    /// A truncation decision that counts how often the label asks it, and answers as the book does.
    private final class CountingTruncation: LabelTruncationDecision, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var calls: Int { lock.withLock { count } }

        func prefixLength(_ measure: TruncationMeasure) -> Int {
            lock.withLock { count += 1 }
            return BookLabelTruncation().prefixLength(measure)
        }
    }

    @Test func theLabelLaysOutOnceNotOnEveryRead() {
        let counting = CountingTruncation()
        var label = ExpandableLabel(text: hundredHan, width: 200, fontSize: 16, maxHeight: 80)
        label.truncation = .init(counting)
        expectEqual(counting.calls, 1, "plugging a decision in lays the label out with it")
        let collapsed = (label.shownText, label.lines, label.height, label.collapsedPrefixLength, label.isExpandable)
        for _ in 0..<100 {
            expectEqual(label.shownText, collapsed.0)
            expectEqual(label.lines, collapsed.1)
            expectEqual(label.height, collapsed.2)
            expectEqual(label.collapsedPrefixLength, collapsed.3)
            expectEqual(label.isExpandable, collapsed.4)
        }
        expectEqual(counting.calls, 1, "reading what shows must not lay the text out again")
        _ = label.tap()
        expectEqual(label.shownText, hundredHan + "收起")
        expectEqual(label.height, 9 * 20)
        _ = label.tap()
        expectEqual(label.shownText, collapsed.0)
        expectEqual(counting.calls, 1, "tapping shows the other layout; it does not make a new one")
        label.moreSuffix = "…"
        expectEqual(counting.calls, 2, "a new suffix lays the label out again")
        expect(label.shownText.hasSuffix("…") && label.lines.count == 4)
        label.lessSuffix = "less"
        _ = label.tap()
        expectEqual(label.shownText, hundredHan + "less")
    }
}
