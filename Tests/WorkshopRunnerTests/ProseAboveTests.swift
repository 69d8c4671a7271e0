import Testing
@testable import WorkshopRunner
import TestSupport

@Suite struct ProseAboveTests {
    @Test func takesTheLastSentenceOfTheParagraphAboveTheFence() {
        let source = "# Title\n\nFirst sentence. Pull row 3 exactly 40 points\nand let go.\n\n```spec\nexpect row 3 open\n```\n"
        expectEqual(ProseAbove.sentence(in: source, aboveLine: 6), "Pull row 3 exactly 40 points and let go.")
    }

    @Test func stopsAtAHeadingAndReadsChineseSentences() {
        expectEqual(ProseAbove.sentence(in: "## Step\n```spec\n```\n", aboveLine: 2), "")
        expectEqual(ProseAbove.sentence(in: "先拉开。再松手。\n\n```spec\n", aboveLine: 3), "再松手。")
    }
}
