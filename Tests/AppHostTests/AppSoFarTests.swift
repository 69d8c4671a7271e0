import AppHost
import BookVerification
import ChapterModel
import Foundation
import SpecInterpreter
import SpecLanguage
import Testing
import TestSupport

/// A block fenced ```` ```spec so-far ```` runs against the app as the chapter has written it by the end of its step,
/// not the chapter's finished app; a world it continues from another app runs its earlier lines again on its app
/// first (chapter 00, "Your app, checked"; Writing a chapter). The chapter below writes one view controller whose
/// rows cannot be swiped in its first step and can in its second (a trailing Delete action), as chapter 00 does:
/// two app builds, shared by the suite.
@Suite(.serialized) struct AppSoFarTests {
    static let cache = TestFolders.fresh("cache-appsofar").path

    static func listing(swipes: Bool, forgettingTheModel: Bool = false) -> String {
        """
        ```swift ios file=SwipeViewController.swift
        import UIKit

        final class SwipeViewController: UITableViewController {
            var count = 30

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
                tableView.rowHeight = 44
            }
        \(swipes ? (forgettingTheModel ? swipeActions.replacingOccurrences(of: "self?.count -= 1", with: "_ = self // the model is left as it was") : swipeActions) : "")

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \\(indexPath.row + 1)"
                cell.contentConfiguration = content
                return cell
            }
        }
        ```
        """
    }

    /// UIKit's own swipe: one destructive Delete action (82 points wide in the runtime, as `editing delete`).
    static let swipeActions = """

            override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                    self?.count -= 1
                    tableView.deleteRows(at: [indexPath], with: .automatic)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
        """

    /// A plain block that deletes row 1 on the chapter's app, and a so-far block continuing its world.
    static let deleteThenSoFar = """
        ```spec
        table 30 rows titled "Row {n}"
        editing delete
        pan row 1 by -60
        release
        tap "Delete" in row 1
        expect row count 29
        ```

        ```spec so-far
        expect row count 29
        ```
        """

    /// The chapter: step 1 writes rows that cannot be swiped and proves it in a so-far block, then twice begins a
    /// world on the chapter's app (a plain block) that a so-far block continues, the second time with a tap on a
    /// Delete button step 1's app does not have; step 2 lets a row be swiped, and a plain block proves that. `firstFence` is the fence of step 1's first block.
    static func chapter(firstFence: String = "```spec so-far") -> String {
        """
        # So far

        ## No swipe

        \(listing(swipes: false))

        \(firstFence)
        table 30 rows titled "Row {n}"
        pan row 1 by -60
        expect row 1 offset 0
        ```

        ```spec
        table 30 rows titled "Row {n}"
        scroll to 100
        ```

        ```spec so-far
        expect content offset 100
        pan row 5 by -60
        expect row 5 offset 0
        ```

        \(Self.deleteThenSoFar)

        ## Swipe

        \(listing(swipes: true))

        ```spec
        table 30 rows titled "Row {n}"
        editing delete
        pan row 1 by -60
        expect row 1 offset 60
        ```

        """
    }

    /// The chapter written as `01-so-far.md` in a book folder of its own, checked as `chapters verify` checks it.
    static func check(_ text: String) throws -> (AppCheck, lines: [String]) {
        let folder = TestFolders.fresh("app-so-far").appendingPathComponent("en")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("01-so-far.md").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let chapter = ParsedChapter(try ChapterReader.read(file: path), suggesting: false)
        let check = try require(AppChecker(build: BookApps.build(cache: cache)).check(chapter))
        return (check, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// The app check's line for the chapter line that reads `text` (the `occurrence`th such line, from 0).
    static func line(_ text: String, _ occurrence: Int = 0, in result: (AppCheck, lines: [String])) throws -> AppLine {
        let numbers = result.lines.indices.filter { result.lines[$0] == text }.map { $0 + 1 }
        let number = try require(numbers.count > occurrence ? numbers[occurrence] : nil, "no line \(text) #\(occurrence)")
        let found = result.0.lines.filter { $0.location.line == number }
        expectEqual(found.count, 1, "line \(number) (\(text)) is reported once, not \(found.count) times")
        return try require(found.first)
    }

    @Test func aSoFarBlockRunsOnTheStepsAppAndAPlainBlockOnTheFinishedOne() throws {
        let result = try Self.check(Self.chapter())
        let (check, _) = result
        expectEqual(check.screen, "SwipeViewController")
        expect(check.lines.allSatisfy { $0.failure == nil }, "\(check.lines.compactMap(\.failure?.english))")
        for text in ["pan row 1 by -60", "expect row 1 offset 0", "expect row 1 offset 60"] {
            let line = try Self.line(text, in: result)
            expect(line.isChecked, "\(text) is read from an app: \(line.engineOnly?.english ?? "")")
        }
    }

    @Test func theSameClaimAsAPlainBlockFailsAgainstTheFinishedApp() throws {
        let result = try Self.check(Self.chapter(firstFence: "```spec"))
        let offset = try Self.line("expect row 1 offset 0", in: result)
        expectEqual(offset.failure?.english.hasPrefix("against your app: "), true, "\(offset)")
        expectEqual(offset.failure?.english.hasSuffix("your app shows 60; the spec block says 0"), true, "\(offset)")
        expectEqual(try Self.line("expect row 1 offset 60", in: result).failure, nil, "the finished app is the one that swipes")
    }

    @Test func aSoFarBlockContinuingAWorldRunsItsEarlierLinesAgainOnItsApp() throws {
        let result = try Self.check(Self.chapter())
        // The plain block scrolled the finished app to 100; the so-far block's app starts at 0, so its offset is 100
        // only if the fixture and the scroll ran again on it, and a pan leaves a row shut only in step 1's app.
        let offset = try Self.line("expect content offset 100", in: result)
        expect(offset.isChecked && offset.failure == nil, "\(offset)")
        let shut = try Self.line("expect row 5 offset 0", in: result)
        expect(shut.isChecked && shut.failure == nil, "\(shut)")
        // The lines run again are not reported twice (`line` expects one report for each).
        _ = try Self.line("scroll to 100", in: result)
        _ = try Self.line("table 30 rows titled \"Row {n}\"", 1, in: result)
    }

    @Test func aTouchTheStepsAppRefusesWhileRunningTheWorldAgainLeavesTheBlockToTheEngines() throws {
        let result = try Self.check(Self.chapter())
        let (check, lines) = result
        let tap = try require(lines.firstIndex(of: "tap \"Delete\" in row 1")) + 1
        expectEqual(try Self.line("tap \"Delete\" in row 1", in: result).failure, nil, "the finished app has the button")
        // The world's lines ran again on step 1's app: its row does not slide, so the tap finds no button there.
        let count = try Self.line("expect row count 29", 1, in: result)
        expectEqual(count.failure, nil)
        expectEqual(count.engineOnly?.english.hasPrefix("not run against your app as written so far: this block runs on it, and the world's "
            + "earlier lines, run again on it first, did not go as before: line \(tap): against your app: "), true, "\(count)")
        expectEqual(count.engineOnly?.chinese.hasPrefix("没有对照你到此为止写出的应用运行："), true)
        expectEqual(check.lines.filter { $0.location.line == tap }.count, 1, "the refused tap, run again, is not reported")
    }

    /// A crash while the world's earlier lines run again is the reader's app stopping, not a world that cannot be
    /// rebuilt: step 1's Delete forgets the model, so the delete that passed on the finished app raises UIKit's
    /// inconsistency on step 1's app, and the so-far block fails at the reader's `deleteRows` line.
    @Test func aCrashWhileTheWorldRunsAgainFailsAtTheReadersLine() throws {
        let text = """
        # So far

        ## A Delete that forgets the model

        \(Self.listing(swipes: true, forgettingTheModel: true))

        \(Self.deleteThenSoFar)

        ## The fix

        \(Self.listing(swipes: true))

        """
        let result = try Self.check(text)
        let (check, lines) = result
        let deleteRows = try require(lines.firstIndex { $0.contains("tableView.deleteRows") }) + 1
        let failure = try require(check.lines.first { $0.failure != nil }, "\(check.lines)")
        expectEqual(failure.location.line, deleteRows, "at the reader's deleteRows line in step 1's listing: \(failure)")
        expectEqual(failure.failure?.english.hasPrefix("against your app as written so far: it stopped while the world's earlier lines ran again"), true,
                "\(failure)")
        expectEqual(failure.failure?.english.contains("Invalid update: invalid number of rows in section 0"), true)
        expectEqual(failure.failure?.chinese.hasPrefix("对照你到此为止写出的应用："), true)
        expectEqual(try Self.line("expect row count 29", 0, in: result).failure, nil, "the plain block passed on the finished app")
    }
}
