import Foundation
import Testing
import TestSupport
import TableModel
@testable import ExpandEngine

@Suite("Expandable label")
struct ExpandableLabelTests {
    private let hundredHan = String(repeating: "中", count: 100)

    @Test func linesAreOneAndAQuarterFontSizesTall() {
        #expect(ExpandableLabel(text: "a", width: 200, fontSize: 16, maxHeight: 80).lineHeight == 20)
        #expect(ExpandableLabel(text: "a", width: 200, fontSize: 12, maxHeight: 80).lineHeight == 15)
    }

    @Test func wrappingIsGreedyPerCharacterAndALineMayFillTheWidthExactly() {
        let wrapper = LineWrapper(width: 200, fontSize: 16)
        #expect(wrapper.lines(of: String(repeating: "中", count: 13)) == [String(repeating: "中", count: 12), "中"])
        #expect(wrapper.lines(of: String(repeating: "a", count: 25)) == [String(repeating: "a", count: 25)])
        #expect(wrapper.lines(of: String(repeating: "a", count: 26)) == [String(repeating: "a", count: 25), "a"])
        // 11 Han (176) + 3 Latin (24) = 200 fits; the next Han starts a line.
        #expect(wrapper.lines(of: "中中中中中中中中中中中abc中") == ["中中中中中中中中中中中abc", "中"])
        #expect(wrapper.lines(of: "中中中中中中中中中中中ab中") == ["中中中中中中中中中中中ab", "中"])
    }

    @Test func newlinesBreakLines() {
        let wrapper = LineWrapper(width: 200, fontSize: 16)
        #expect(wrapper.lines(of: "ab\ncd") == ["ab", "cd"])
        #expect(wrapper.lines(of: "ab\n\ncd") == ["ab", "", "cd"])
        #expect(wrapper.lines(of: "ab\n") == ["ab", ""])
        #expect(wrapper.lines(of: "") == [])
        #expect(wrapper.lineCount(of: "ab\n\ncd") == 3)
    }

    @Test func aCharacterWiderThanTheLabelGetsALineOfItsOwn() {
        let wrapper = LineWrapper(width: 10, fontSize: 16)
        #expect(wrapper.lines(of: "中a中") == ["中", "a", "中"])
    }

    @Test func collapsedShowsTheLongestPrefixThatFitsWithTheMoreSuffix() {
        let label = ExpandableLabel(text: hundredHan, width: 200, fontSize: 16, maxHeight: 80)
        #expect(label.isExpandable)
        #expect(!label.isExpanded)
        // 4 lines of 12; the last holds 9 Han and "...全文" (56 points): 36 + 9 = 45.
        #expect(label.collapsedPrefixLength == 45)
        #expect(label.shownText == String(repeating: "中", count: 45) + "...全文")
        #expect(label.lines.count == 4)
        #expect(label.lines.last == String(repeating: "中", count: 9) + "...全文")
        #expect(label.height == 80)
        #expect(label.shownText.hasSuffix("...全文"))
    }

    @Test func expandedShowsTheWholeTextWithTheLessSuffix() {
        var label = ExpandableLabel(text: hundredHan, width: 200, fontSize: 16, maxHeight: 80)
        #expect(label.tap() == .expandedLabel)
        #expect(label.isExpanded)
        #expect(label.shownText == hundredHan + "收起")
        // 8 lines of 12 (96) + 4 Han + 收起.
        #expect(label.lines.count == 9)
        #expect(label.height == 180)
        #expect(label.tap() == .collapsedLabel)
        #expect(label.height == 80)
    }

    @Test func aTextThatFitsShowsWholeWithoutSuffixAndTapsDoNothing() {
        var label = ExpandableLabel(text: String(repeating: "中", count: 48), width: 200, fontSize: 16, maxHeight: 80)
        #expect(!label.isExpandable)
        #expect(label.shownText == String(repeating: "中", count: 48))
        #expect(label.height == 80)
        #expect(label.tap() == nil)
        #expect(!label.isExpanded)
        #expect(label.shownText == String(repeating: "中", count: 48))

        let short = ExpandableLabel(text: "短文本", width: 200, fontSize: 16, maxHeight: 80)
        #expect(short.lines == ["短文本"])
        #expect(short.height == 20)
    }

    @Test func oneCharacterTooManyMakesItExpandable() {
        let label = ExpandableLabel(text: String(repeating: "中", count: 49), width: 200, fontSize: 16, maxHeight: 80)
        #expect(label.isExpandable)
        #expect(label.shownText == String(repeating: "中", count: 45) + "...全文")
    }

    @Test func aPrefixMayEndAtANewline() {
        let label = ExpandableLabel(text: "a\nb\nc\nd\ne", width: 200, fontSize: 16, maxHeight: 80)
        #expect(label.isExpandable)
        #expect(label.shownText == "a\nb\nc\nd...全文")
        #expect(label.lines == ["a", "b", "c", "d...全文"])
    }

    @Test func customSuffixes() {
        var label = ExpandableLabel(
            text: String(repeating: "word ", count: 40), width: 200, fontSize: 16, maxHeight: 40,
            moreSuffix: "… more", lessSuffix: " less"
        )
        // 2 lines of 25 narrow characters; "… more" is 6 narrow: 25 + 19.
        #expect(label.shownText == String(String(repeating: "word ", count: 40).prefix(44)) + "… more")
        #expect(label.height == 40)
        _ = label.tap()
        #expect(label.shownText.hasSuffix("word  less"))
        #expect(label.lines.count == 9)  // 205 characters
        label.lessSuffix = "收起"
        #expect(label.shownText.hasSuffix("word 收起"))
        label.moreSuffix = "...全文"
        _ = label.tap()
        #expect(label.shownText.hasSuffix("...全文"))
        #expect(label.lines.last?.hasSuffix("...全文") == true)
    }

    @Test func aSuffixThatDoesNotFitShowsAlone() {
        let label = ExpandableLabel(text: "abcdef", width: 200, fontSize: 16, maxHeight: 10)
        #expect(label.collapsedPrefixLength == 0)
        #expect(label.shownText == "...全文")
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
                #expect(label.shownText == text)
                continue
            }
            let wrapper = LineWrapper(width: label.width, fontSize: label.fontSize)
            let characters = Array(text)
            let fits = (0..<characters.count).filter {
                Double(wrapper.lineCount(of: characters[..<$0] + Array(label.moreSuffix))) * label.lineHeight <= label.maxHeight
            }
            #expect(label.collapsedPrefixLength == (fits.last ?? 0), "\(text.debugDescription)")
            #expect(wrapper.lineCount(of: label.shownText) == label.lines.count)
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
        #expect(counting.calls == 1, "plugging a decision in lays the label out with it")
        let collapsed = (label.shownText, label.lines, label.height, label.collapsedPrefixLength, label.isExpandable)
        for _ in 0..<100 {
            #expect(label.shownText == collapsed.0)
            #expect(label.lines == collapsed.1)
            #expect(label.height == collapsed.2)
            #expect(label.collapsedPrefixLength == collapsed.3)
            #expect(label.isExpandable == collapsed.4)
        }
        #expect(counting.calls == 1, "reading what shows must not lay the text out again")
        _ = label.tap()
        #expect(label.shownText == hundredHan + "收起")
        #expect(label.height == 9 * 20)
        _ = label.tap()
        #expect(label.shownText == collapsed.0)
        #expect(counting.calls == 1, "tapping shows the other layout; it does not make a new one")
        label.moreSuffix = "…"
        #expect(counting.calls == 2, "a new suffix lays the label out again")
        #expect(label.shownText.hasSuffix("…") && label.lines.count == 4)
        label.lessSuffix = "less"
        _ = label.tap()
        #expect(label.shownText == hundredHan + "less")
    }
}
