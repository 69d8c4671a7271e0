import Foundation
import Testing
import TestSupport

/// Choosing what `verify` runs, and the reports it writes for CI, run as a user would.
@Suite("chapters verify: selecting steps and CI reports", .serialized)
struct SelectingAndFormatsTests {
    let support = ChaptersCommandTests()

    /// The fixture book with a second chapter, so that selecting has something to leave out.
    func bookWithTwoChapters() throws -> URL {
        let book = try support.copyOfBook()
        try """
            # Move a row

            Lifting a row.

            ## Lift it

            ```spec
            table 5 rows
            long-press row 2
            expect lifted row 2
            ```

            ## Why it matters

            Prose only.
            """.write(to: book.appendingPathComponent("en/02-move.md"), atomically: true, encoding: .utf8)
        try """
            # 移动一行

            长按一行。

            ## 抬起它

            ```spec
            表格 5 行
            长按 行 2
            期望 抬起 行 2
            ```

            ## 为什么

            只有文字。
            """.write(to: book.appendingPathComponent("zh-Hans/02-move.md"), atomically: true, encoding: .utf8)
        return book
    }

    @Test func fileColonLineRunsTheStepHoldingThatLineOnly() throws {
        let book = try support.copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        // Line 19 is in "Delete it", which depends on the world of "Swipe it open".
        let run = try support.chapters(["verify", english.path + ":19"])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        expect(run.output.contains("1/1 steps passed"), "\(run.output)")
        expect(run.output.hasSuffix("1 passed, 0 failed\n"), "\(run.output)")
        // A place as the tool prints it, with its column, names the same step.
        let placed = try support.chapters(["verify", english.path + ":19:5"])
        expectEqual(placed.output, run.output)
        // What follows the file is no line: said so, not that the file is missing.
        for bad in [":0", ":abc", ":19:x"] {
            let wrong = try support.chapters(["verify", english.path + bad])
            expectEqual(wrong.status, 2)
            expect(wrong.error.contains("\(english.path) exists, but what follows it is not a line number"), "\(wrong.error)")
        }

        // A refused command stops its block and blocks the steps that continue its world (a failed expect would not).
        try support.edit(english, replacing: "pan row 3 by -60", with: "pan row 40 by -60")
        let blocked = try support.chapters(["verify", english.path + ":19"])
        expectEqual(blocked.status, 1)
        expect(blocked.output.contains("blocked by the failure at \(english.path):10:1"), "the step's dependency ran: \(blocked.output)")
        expect(blocked.output.hasSuffix("0 passed, 0 failed, 1 blocked\n"), "\(blocked.output)")

        let prose = try support.chapters(["verify", english.path + ":3"])
        expectEqual(prose.status, 2)
        expect(prose.error.contains("\(english.path):3 is before the chapter's first step"), "\(prose.error)")

        // A line past the end names the file's length instead of running its last step.
        let past = try support.chapters(["verify", english.path + ":9999"])
        expectEqual(past.status, 2)
        expect(past.error.contains("\(english.path):9999 is past the end of the file ("), "\(past.error)")
        // In the terminal's language.
        let chinese = try support.chapters(["verify", english.path + ":9999"], environment: ["LANG": "zh_CN.UTF-8"])
        expectEqual(chinese.status, 2)
        expect(chinese.error.hasPrefix("错误：\(english.path):9999 超出了文件末尾"), "\(chinese.error)")
    }

    @Test func filterKeepsMatchingChaptersAndStepsInBothLanguagesWithTheirDrift() throws {
        let book = try bookWithTwoChapters()
        let byName = try support.chapters(["verify", "--filter", "02-move", book.path])
        expectEqual(byName.status, 0, "\(byName.output)\(byName.error)")
        expect(byName.output.contains("en/02-move.md") && byName.output.contains("zh-Hans/02-move.md"))
        expect(!byName.output.contains("01-delete.md"))
        expect(byName.output.hasSuffix("2 passed, 0 failed\n"), "\(byName.output)")

        // An English heading selects the step in the Chinese chapter too; the pair's drift is checked.
        try support.edit(book.appendingPathComponent("zh-Hans/01-delete.md"), replacing: "期望 行 数量 29", with: "期望 行 数量 28")
        let byHeading = try support.chapters(["verify", "--filter", "delete it", book.path])
        expectEqual(byHeading.status, 1)
        expect(byHeading.output.contains("en/01-delete.md — Delete a row: 1/1 steps passed"), "\(byHeading.output)")
        expect(byHeading.output.contains("zh-Hans/01-delete.md — 删除一行: 0/1 个步骤通过"), "\(byHeading.output)")
        expect(byHeading.output.contains("translation drift"))
        expect(!byHeading.output.contains("02-move"))

        let nothing = try support.chapters(["verify", "--filter", "no such heading", book.path])
        expectEqual(nothing.status, 2)
        expect(nothing.error.contains("no chapter or step matches --filter no such heading"))
    }

    @Test func failFastStopsAfterTheFirstFailingChapter() throws {
        let book = try bookWithTwoChapters()
        try support.edit(book.appendingPathComponent("en/01-delete.md"), replacing: "expect row count 29", with: "expect row count 28")
        let run = try support.chapters(["verify", "--fail-fast", book.path])
        expectEqual(run.status, 1)
        expect(!run.output.contains("02-move"), "\(run.output)")
        expect(run.output.contains("stopped at the first failure (--fail-fast): 2 chapter files not run"), "\(run.output)")
        let passing = try support.chapters(["verify", "--fail-fast", "--filter", "move", book.path])
        expectEqual(passing.status, 0, "\(passing.output)")
    }

    @Test func listPrintsChaptersAndStepsWithFileAndLineAndProseAsProse() throws {
        let book = try bookWithTwoChapters()
        let run = try support.chapters(["verify", "--list", book.path])
        expectEqual(run.status, 0, "\(run.error)")
        let english = book.appendingPathComponent("en/02-move.md").path
        expect(run.output.contains("\(english):1: Move a row (1 step)\n"), "\(run.output)")
        expect(run.output.contains("  \(english):5: step: Lift it\n"))
        expect(run.output.contains("  \(english):13: prose: Why it matters\n"))
        expect(run.output.contains("01-delete.md:15: step: Delete it"))
        expect(!run.output.contains("passed"), "nothing runs")
        let filtered = try support.chapters(["verify", "--list", "--filter", "lift", book.path])
        expect(filtered.output.contains("step: Lift it") && filtered.output.contains("步骤：抬起它"), "a chapter is listed in its language")
        expect(!filtered.output.contains("prose:") && !filtered.output.contains("Delete it"))
        // What shapes a run would do nothing with --list, and an empty filter would match everything: both are said.
        for option in [["--format", "junit"], ["--fail-fast"]] {
            let refused = try support.chapters(["verify", "--list"] + option + [book.path])
            expectEqual(refused.status, 2)
            expect(refused.error.contains("--list prints the chapters and steps and runs nothing, so \(option[0]) would do nothing"), "\(refused.error)")
        }
        let empty = try support.chapters(["verify", "--filter", "", book.path])
        expect(empty.error.contains("--filter is empty"), "\(empty.error)")
    }

    @Test func reportFilesStillPrintTheSummaryAndSeveralFormatsGoInOneRun() throws {
        let book = try support.copyOfBook()
        try support.edit(book.appendingPathComponent("en/01-delete.md"), replacing: "expect row count 29", with: "expect row count 28")
        let folder = book.deletingLastPathComponent()
        let json = folder.appendingPathComponent("out.json"), junit = folder.appendingPathComponent("out.xml")
        let run = try support.chapters(["verify", "--format", "json:\(json.path)", "--format", "junit:\(junit.path)", book.path])
        expectEqual(run.status, 1)
        expect(run.output.contains("expected: 28"), "the failures are on the console: \(run.output)")
        expect(run.output.hasSuffix("3 passed, 1 failed, 1 translation drift\n"), "\(run.output)")
        expect(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) is [String: Any])
        expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure"))

        let output = try support.chapters(["verify", "--format", "junit", "--output", junit.path, book.path])
        expect(output.output.contains("1 failed"), "--output keeps the console report: \(output.output)")

        let twoOnConsole = try support.chapters(["verify", "--format", "json", "--format", "junit", book.path])
        expectEqual(twoOnConsole.status, 2)
        expect(twoOnConsole.error.contains("only one of --format json and --format junit"))
    }

    @Test func githubFormatWritesErrorAnnotations() throws {
        let book = try support.copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        try support.edit(english, replacing: "expect row count 29", with: "expect row count 28")
        let run = try support.chapters(["verify", "--format", "github", english.path])
        expectEqual(run.status, 1)
        let annotation = try require(run.output.split(separator: "\n").first { $0.hasPrefix("::error ") })
        expect(annotation.hasPrefix("::error file=\(english.path),line=19,col=1,title=step “Delete it” failed::"), "\(annotation)")
        expect(annotation.contains("expect row count 28%0Athe table shows another number of rows%0Aexpected: 28%0Aactual:   29"))
        expect(run.output.contains("1 passed, 1 failed, 1 translation drift\n"), "the console report is there too (the twin on disk still says 29)")
    }

    @Test func warningsAreCountedAndStrictMakesThemFailures() throws {
        let book = try support.copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        try support.edit(english, replacing: "## Delete it\n\n```spec", with: "## Delete it\n\n```Spec")
        try support.edit(book.appendingPathComponent("zh-Hans/01-delete.md"), replacing: "## 删掉它\n\n```spec", with: "## 删掉它\n\n```Spec")
        let run = try support.chapters(["verify", book.path])
        expectEqual(run.status, 0, "\(run.output)")
        expect(run.output.contains("2/2 steps passed"), "the step with the misspelt fence stays in the total: \(run.output)")
        expect(run.output.hasSuffix("4 passed, 0 failed, 2 warnings\n"), "\(run.output)")

        let json = book.deletingLastPathComponent().appendingPathComponent("strict.json")
        let strict = try support.chapters(["verify", "--strict", "--format", "json:\(json.path)", book.path])
        expectEqual(strict.status, 1)
        expect(strict.output.contains("\(english.path):17:1: ```"), "\(strict.output)")
        expect(strict.output.hasSuffix("2 passed, 2 failed, 2 warnings (failures under --strict)\n"), "\(strict.output)")
        let document = try require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let warnings = try require(document["warnings"] as? [[String: Any]])
        expectEqual(warnings.count, 2)
        expectEqual(warnings.first?["line"] as? Int, 17)
        expectEqual((document["summary"] as? [String: Any])?["success"] as? Bool, false)
    }

    @Test func versionAndColourFollowTheFlagAndTheEnvironment() throws {
        let version = try support.chapters(["--version"])
        expectEqual(version.status, 0)
        expectEqual(version.output.split(separator: ".").count, 3, "\(version.output)")

        let book = try support.copyOfBook()
        let plain: [String: String] = ["NO_COLOR": "", "FORCE_COLOR": "", "TERM": "xterm"]
        expect(try support.chapters(["verify", "--color", "always", book.path], environment: plain).output.contains("\u{1B}[32m✓"))
        expect(!(try support.chapters(["verify", book.path], environment: plain).output.contains("\u{1B}[")), "auto: not a terminal")
        expect(try support.chapters(["verify", book.path], environment: plain.merging(["FORCE_COLOR": "1"]) { $1 }).output.contains("\u{1B}["))
        expect(!(try support.chapters(["verify", "--color", "never", book.path], environment: ["FORCE_COLOR": "1"]).output.contains("\u{1B}[")))
        let help = try support.chapters(["verify", "--help"])
        expect(help.output.contains("TERM is dumb") && help.output.contains("FORCE_COLOR"))
    }

    @Test func aReportOfOneChapterKeepsTheOtherChaptersPagesAndShowsNoAbsolutePath() throws {
        let book = try bookWithTwoChapters()
        let out = book.deletingLastPathComponent().appendingPathComponent("site")
        let whole = try support.chapters(["report", "--out", out.path, book.path])
        expectEqual(whole.status, 0, "\(whole.output)\(whole.error)")
        let one = try support.chapters(["report", "--out", out.path, book.appendingPathComponent("en/01-delete.md").path])
        expectEqual(one.status, 0, "\(one.output)\(one.error)")
        expect(one.output.contains("Pages of chapters not in this run: kept (3)"), "\(one.output)")
        let chinese = try support.chapters(["report", "--out", out.path, book.appendingPathComponent("en/01-delete.md").path],
                                           environment: ["LANG": "zh_CN.UTF-8"])
        expect(chinese.output.contains("个页面中的 0 个") && chinese.output.contains("页面保留原样（3 个）"), "\(chinese.output)")
        expect(!one.output.contains("Removed"))
        for page in ["en/01-delete.html", "zh-Hans/01-delete.html", "en/02-move.html", "zh-Hans/02-move.html"] {
            expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(page).path), "\(page) was removed")
        }
        // The index, the progress page and the page written still link the whole book.
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        expect(index.contains("en/02-move.html") && index.contains("zh-Hans/01-delete.html"))
        let progress = try String(contentsOf: out.appendingPathComponent("progress.html"), encoding: .utf8)
        expect(progress.contains("en/02-move.html") && progress.contains("not in this run: its page is kept from an earlier report"))
        let written = try String(contentsOf: out.appendingPathComponent("en/01-delete.html"), encoding: .utf8)
        expect(written.contains("rel=\"next\""), "\(written.components(separatedBy: "<nav").dropFirst().first ?? written)")
        expect(written.contains("02-move.html") && written.contains("../zh-Hans/01-delete.html"))
        // A chapter gone from the book: its pages go.
        try FileManager.default.removeItem(at: book.appendingPathComponent("en/02-move.md"))
        try FileManager.default.removeItem(at: book.appendingPathComponent("zh-Hans/02-move.md"))
        let gone = try support.chapters(["report", "--out", out.path, book.appendingPathComponent("en/01-delete.md").path])
        expect(gone.output.contains("Removed 2 pages of chapters no longer in the book: en/02-move.html, zh-Hans/02-move.html"), "\(gone.output)")

        let root = book.deletingLastPathComponent().path
        for page in try FileManager.default.subpathsOfDirectory(atPath: out.path) where page.hasSuffix(".html") {
            let html = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            expect(!html.contains(root), "\(page) shows the absolute path \(root)")
        }
        let page = try String(contentsOf: out.appendingPathComponent("en/01-delete.html"), encoding: .utf8)
        expect(page.contains("Chapters/en/01-delete.md"), "paths are relative to the folder holding the book")
    }

    @Test func pagesKeepChineseFileNames() throws {
        let book = try support.copyOfBook()
        for language in ["en", "zh-Hans"] {
            try FileManager.default.moveItem(at: book.appendingPathComponent("\(language)/01-delete.md"),
                                             to: book.appendingPathComponent("\(language)/01-删除.md"))
        }
        let out = book.deletingLastPathComponent().appendingPathComponent("site")
        let run = try support.chapters(["report", "--out", out.path, book.path])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("zh-Hans/01-删除.html").path))
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        expect(index.contains("href=\"zh-Hans/01-删除.html\""))
    }
}
