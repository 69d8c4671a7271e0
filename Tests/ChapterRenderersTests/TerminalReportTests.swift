import ChapterModel
@testable import Reports
import Foundation
import Testing
import TestSupport

@Suite("terminal report")
struct TerminalReportTests {
    @Test func controlCharactersFromAChapterNeverReachTheTerminal() throws {
        let markdown = "# Evil \u{1B}[31mRED \u{07}bell \u{9B}2J\n\n## Step\n\n```spec\ntable 3 rows\nexpect row 0 is \"\u{1B}[2Jx\"\n```\n"
        let (_, result) = try Fixtures.verifiedBook(["en/evil.md": markdown])
        for useColor in [false, true] {
            let text = TerminalReport(useColor: useColor).render(result)
            let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            // With colour, only the report's own colour codes remain: ESC followed by [, digits and m.
            let own = useColor ? text.components(separatedBy: "\u{1B}[").count - 1 : 0
            expectEqual(controls.count, own, "\(text.debugDescription)")
            expect(text.contains("Evil \u{FFFD}[31mRED \u{FFFD}bell \u{FFFD}2J"))
            expect(text.contains("expect row 0 is \"\u{FFFD}[2Jx\""))
        }
    }

    /// A listing that type-checks with a warning Xcode shows (a deprecated API) is counted in the summary's warnings
    /// and shown at its line, in English and in Chinese.
    @Test func aListingsWarningIsShownAtItsLine() throws {
        let english = "# Width\n\n## Step\n\n```swift ios file=WidthCell.swift\nimport UIKit\nlet width = fabs(CGFloat(-1))\n```\n\n```spec\ntable 3 rows\n```\n"
        for (path, expected) in [("en/01-width.md", "    warning: "), ("zh-Hans/01-width.md", "    警告：")] {
            var (_, result) = try Fixtures.verifiedBook([path: english])
            let listing = try require(result.chapters.first?.chapter.listings.first)
            var checked = ListingResult(listing: listing, check: .typeChecked(against: .sdk(version: "17.5")))
            let place = listing.lines[1].location.advanced(by: 12)
            checked.warnings = [ListingFailure(at: place, "'fabs' is deprecated: renamed to 'abs'")]
            result.chapters[0].steps[0].listings = [checked]
            let text = TerminalReport(useColor: false, strict: true).render(result)
            expect(text.contains(expected + "\(place): 'fabs' is deprecated: renamed to 'abs'\n"), "\(text)")
            // The other warning is the chapter's missing twin.
            expect(text.contains("2 warnings (failures under --strict)"), "\(text)")
            // JUnit's warnings suite holds it too, failed under --strict.
            let junit = JUnitReport(strict: true).render(result)
            let suite = try require(junit.range(of: "<testsuite name=\"warnings\"").map { junit[$0.lowerBound...] })
            expect(suite.contains("is deprecated: renamed to") && suite.contains("<failure"), "\(junit)")
        }
    }

    @Test func tabsAndOrdinaryTextAreKept() {
        expectEqual(TerminalReport.safe("a\tb — 中文 ✓"), "a\tb — 中文 ✓")
        expectEqual(TerminalReport.safe("a\nb\rc\u{7F}"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    }
}
