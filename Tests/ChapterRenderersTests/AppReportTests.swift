import BookVerification
import ChapterModel
import Figures
import Foundation
import Messages
import Reports
import SpecInterpreter
import SpecLanguage
import Testing
@testable import StudyGuides
import TestSupport

/// How every report tells the lines checked against the reader's app, the lines left to the engines (with their
/// reasons) and the failures "against your app", from an app checker handed to the run.
@Suite("Reports of the reader's app")
struct AppReportTests {
    /// Answers every `expect row count` line against a pretend app with 9 rows, and leaves every other expectation to
    /// the engines with one reason.
    struct NineRowApp: AppChecking {
        func check(_ chapter: ParsedChapter) -> AppCheck? {
            guard chapter.chapter.title != "No app" else { return nil }
            var lines: [AppLine] = []
            for line in chapter.steps.joined().flatMap(\.lines) {
                guard case .command(let command) = line, case .expect = command.kind else { continue }
                if command.text.contains("row count") {
                    let says = command.text.split(separator: " ").last.map(String.init) ?? ""
                    lines.append(AppLine(location: command.location, failure: says == "9" ? nil : LocalizedText(
                        "against your app: your app shows 9 rows; the spec block says \(says)", zh: "对照你的应用：你的应用显示 9 行；规格块写的是 \(says)")))
                } else {
                    lines.append(AppLine(location: command.location, engineOnly: LocalizedText("the screen cannot show it", zh: "屏幕无法显示这一点")))
                }
            }
            return AppCheck(screen: "NineRowsViewController", lines: lines)
        }
    }

    static let book = [
        "en/01-rows.md": """
            # Rows

            ## Nine agree

            ```spec
            table 9 rows
            expect row count 9
            expect row 0 offset 0
            ```

            ## Ten do not

            ```spec
            table 10 rows
            expect row count 10
            ```
            """,
        "en/02-none.md": "# No app\n\n## One\n\n```spec\ntable 3 rows\nexpect row count 3\n```\n",
    ]

    /// A line of Swift whose listing check failed is reported once, by the listing: the app's build error at the same
    /// line is left out, and the lines the app could not run keep their reason.
    @Test func aBuildErrorTheListingAlreadyReportsIsNotRepeated() throws {
        let markdown = "# Width\n\n## Step\n\n```swift ios file=WidthViewController.swift\nimport UIKit\nlet width = tableView.rowHeigth\n```\n\n```spec\ntable 3 rows\nexpect row count 3\n```\n"
        let (_, result) = try Fixtures.verifiedBook(["en/01-width.md": markdown])
        var chapter = try require(result.chapters.first)
        let listing = try require(chapter.chapter.listings.first)
        let place = listing.lines[1].location.advanced(by: 12)
        chapter.steps[0].listings = [ListingResult(listing: listing, check: .typeChecked(against: .surface),
                                                   failures: [ListingFailure(at: place, "value of type 'UITableView' has no member 'rowHeigth'")])]
        let expectation = SourceLocation(file: chapter.chapter.path, line: 12, column: 1)
        chapter.attach(AppCheck(screen: nil, lines: [
            AppLine(location: place, failure: LocalizedText("against your app: it does not build", zh: "对照你的应用：它无法构建")),
            AppLine(location: expectation, engineOnly: LocalizedText("not run against your app", zh: "没有对照你的应用运行")),
        ]))
        expectEqual(chapter.appCounts?.failed, 0)
        expectEqual(chapter.appCounts?.engineOnly, 1)
        // Without the listing's failure, the app's build error is the step's to report.
        var unchecked = try require(result.chapters.first)
        unchecked.attach(AppCheck(screen: nil, lines: [AppLine(location: place, failure: LocalizedText("against your app: it does not build", zh: "对照你的应用：它无法构建"))]))
        expectEqual(unchecked.appCounts?.failed, 1)
    }

    /// An app that disagrees with every command line.
    struct DisagreeingApp: AppChecking {
        func check(_ chapter: ParsedChapter) -> AppCheck? {
            AppCheck(screen: "ScreenViewController", lines: chapter.steps.joined().flatMap(\.lines).compactMap { line in
                guard case .command(let command) = line else { return nil }
                return AppLine(location: command.location, failure: LocalizedText("against your app: no", zh: "对照你的应用：不对"))
            })
        }
    }

    /// Lines the engines did not run (after a line that does not parse) are not reported against the app: the first
    /// red line is the one to fix.
    @Test func linesTheEnginesDidNotRunAreNotHeldAgainstTheApp() throws {
        let markdown = "# Swipe\n\n## Step\n\n```spec\ntable 5 rows\nswipe row 2 by -60\nrelease\nexpect row 2 closed\n```\n"
        let (_, result) = try Fixtures.verifiedBook(["en/01-swipe.md": markdown], apps: DisagreeingApp())
        let chapter = try require(result.chapters.first)
        let failing = chapter.steps.compactMap(\.app).flatMap(\.failures).map(\.location.line)
        expectEqual(failing, [6], "only `table 5 rows`, which the engines ran, is held against the app")
    }

    @Test func aLineTheAppContradictsFailsItsStepWhileTheEnginesPassIt() throws {
        let (_, result) = try Fixtures.verifiedBook(Self.book, apps: NineRowApp())
        let rows = try require(result.chapters.first { $0.chapter.title == "Rows" })
        expectEqual(rows.steps.map(\.status), [.passed, .failed])
        expect(rows.steps.allSatisfy { $0.blocks.allSatisfy { $0.status == .passed } }, "the engines pass every block")
        expectEqual(rows.appCounts?.checked, 2)
        expectEqual(rows.appCounts?.engineOnly, 1)
        expectEqual(rows.appCounts?.failed, 1)
        let none = try require(result.chapters.first { $0.chapter.title == "No app" })
        expect(none.appCounts == nil, "a chapter without an app is checked against the engines alone")
        expect(none.steps.allSatisfy { $0.app == nil })
    }

    @Test func theJSONReportGivesEachStepItsAppAndEachFailureItsSide() throws {
        let (_, result) = try Fixtures.verifiedBook(Self.book, apps: NineRowApp())
        let text = JSONReport().render(result)
        let document = try require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let schema = try require(try JSONSerialization.jsonObject(with: Data(contentsOf: CIReportTests.schemaURL)) as? [String: Any])
        let problems = SchemaCheck(root: schema).problems(in: document, against: schema, at: "$")
        expect(problems.isEmpty, "\(problems)")
        let steps = try require(document["steps"] as? [[String: Any]])
        let first = try require(steps.first?["app"] as? [String: Any])
        expectEqual(first["screen"] as? String, "NineRowsViewController")
        expectEqual(first["checked"] as? Int, 1)
        expectEqual(first["engineOnly"] as? Int, 1)
        let engineOnly = try require(first["engineOnlyLines"] as? [[String: Any]])
        expectEqual(engineOnly.first?["line"] as? Int, 8)
        expectEqual(engineOnly.first?["reason"] as? String, "the screen cannot show it")
        let failure = try require((steps[1]["failures"] as? [[String: Any]])?.first)
        expectEqual(failure["against"] as? String, "app")
        expectEqual(failure["text"] as? String, "expect row count 10")
        expectEqual(failure["line"] as? Int, 15)
        expectEqual((failure["message"] as? String)?.hasPrefix("against your app: your app shows 9 rows"), true)
        expect(steps.last?["app"] is NSNull, "the chapter without an app")
    }

    @Test func theTerminalSaysHowManyLinesWereCheckedAgainstTheAppAndWhy() throws {
        let (_, result) = try Fixtures.verifiedBook(Self.book, apps: NineRowApp())
        let text = TerminalReport(useColor: false).render(result)
        expect(text.contains("2 lines checked against your app (NineRowsViewController), 1 engine only"), "\(text)")
        expect(text.contains("01-rows.md:8:1: engine only (1 line): the screen cannot show it"), "\(text)")
        expect(text.contains("01-rows.md:15:1: expect row count 10\n      against your app: your app shows 9 rows; the spec block says 10"), "\(text)")
        expect(text.hasSuffix("1 passed, 1 failed\n") || text.contains("2 passed, 1 failed"), "\(text)")
        let annotations = GitHubAnnotations().render(result)
        expect(annotations.contains("line=15"), "\(annotations)")
        expect(annotations.contains("failed against your app"), "\(annotations)")
    }

    @Test func theStudyGuideMarksEachLineCheckedAgainstTheApp() throws {
        let (_, result) = try Fixtures.verifiedBook(Self.book, apps: NineRowApp())
        let rows = try require(result.chapters.first { $0.chapter.title == "Rows" })
        let block = rows.steps[0].blocks[0]
        var markup = SpecBlockMarkup(block: block, words: .english)
        markup.app = Dictionary(uniqueKeysWithValues: (rows.steps[0].app?.lines ?? []).map { ($0.location.line, $0) })
        let html = markup.html().html
        expectEqual(html.components(separatedBy: "class=\"app\"").count, 2, "one line checked against the app: \(html)")
        expect(html.contains("class=\"app engine-only\" title=\"the screen cannot show it\""), "\(html)")
        var failing = SpecBlockMarkup(block: rows.steps[1].blocks[0], words: .english)
        failing.app = Dictionary(uniqueKeysWithValues: (rows.steps[1].app?.lines ?? []).map { ($0.location.line, $0) })
        let failed = failing.html().html
        expect(failed.contains("class=\"failed\""), "a line the engines pass but the app does not is shown failing")
        expect(failed.contains("against your app: your app shows 9 rows"), "\(failed)")
    }
}
