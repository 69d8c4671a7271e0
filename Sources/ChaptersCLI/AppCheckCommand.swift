import AppHost
import ArgumentParser
import BookVerification
import ChapterModel
import Foundation
import ListingChecker
import Messages
import SpecLanguage

/// `chapters app-check`: each chapter's app, run on the UIKit runtime, against the opening lines of its spec blocks.
struct AppCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-check",
        abstract: "Run each chapter's spec blocks against its app on the UIKit runtime.",
        discussion: """
        The app backend, while `verify` runs spec blocks on the engines. For each chapter with an app (as \
        `chapters export ios` assembles it), builds the app against the UIKit runtime (cached by content) and runs \
        the chapter's blocks against it in a 320 × 568 window: setup lines check the app's start, gestures become \
        touches on its views, and expectations read its screen as their forms declare. A line the app cannot answer \
        is counted engine only, with its reason (`--engine-only` lists them); a failure says "against your app".

        Exit status: 0 when every line checked agrees, 1 when a line disagrees or an app cannot be built or run, \
        2 for a usage error or a chapter that cannot be read.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Flag(name: .customLong("engine-only"), help: "Also list each line left to the engines, with its reason.")
    var showEngineOnly = false

    func run() throws {
        let book = try BookRun.discover(paths: paths)
        // The same check `verify` makes: a `so-far` block runs on the app as the chapter has written it by then, a
        // chapter that starts without an app leaves the blocks before its first file to the engines, and an error in
        // a file an earlier chapter wrote is that chapter's to report.
        let checker = AppChecker(build: AppBuild.forRunningExecutable())
        var failed = 0, checkedInBook = 0, unreadable = 0
        for entry in book.entries {
            let chapter: Chapter
            do throws(ChapterReadError) {
                chapter = try ChapterReader.read(file: entry.path)
            } catch {
                Terminal.printError(error.line(in: Terminal.language))
                unreadable += 1
                continue
            }
            guard let check = checker.check(ParsedChapter(chapter, suggesting: false)) else { continue }
            checkedInBook += report(check.lines, entry)
            failed += check.lines.contains { $0.failure != nil } ? 1 : 0
        }
        print(AppCheckCommandMessages.total(checked: checkedInBook, failedChapters: failed).text(in: Terminal.language))
        if unreadable > 0 { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Prints a chapter's failures (and, with `--engine-only`, its engine-only lines) and its summary; returns how
    /// many lines were checked against the app.
    private func report(_ lines: [AppBlockCheck.Line], _ entry: Book.Entry) -> Int {
        let say = { (text: LocalizedText) in text.text(in: entry.language) }
        for line in lines {
            if let failure = line.failure { print("\(line.location): \(say(failure))") }
            if showEngineOnly, let reason = line.engineOnly { print("\(line.location): \(say(AppCheckCommandMessages.engineOnly))\(say(reason))") }
        }
        let problems = lines.count { $0.failure != nil }
        let engineOnly = lines.count { $0.engineOnly != nil }
        let checked = lines.count - engineOnly - problems
        print("\(problems == 0 ? "✓" : "✗") \(entry.path): \(say(AppCheckCommandMessages.summary(checked: checked, engineOnly: engineOnly, failed: problems)))")
        return checked
    }
}

/// The command's own words.
enum AppCheckCommandMessages {
    static let engineOnly = LocalizedText("engine only: ", zh: "只由引擎检查：")

    static func summary(checked: Int, engineOnly: Int, failed: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(checked, "line")) checked against your app, \(engineOnly) engine only, \(failed) failed",
                      zh: "\(checked) 行对照你的应用检查通过，\(engineOnly) 行只由引擎检查，\(failed) 行失败")
    }

    static func total(checked: Int, failedChapters: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(checked, "line")) checked against the apps, \(Plural.english(failedChapters, "chapter")) \(failedChapters == 1 ? "disagrees" : "disagree")",
                      zh: "\(checked) 行对照应用检查过，\(failedChapters) 章不一致")
    }
}
