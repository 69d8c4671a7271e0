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
        2 for a usage error.
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
        let build = AppBuild.forRunningExecutable()
        var failed = 0
        var checkedInBook = 0
        for entry in book.entries {
            // A chapter that writes no file of the app (the reference, a page) has no app of its own to check.
            guard let chapter = try? ChapterReader.read(file: entry.path), chapter.listings.contains(where: { $0.kind == .ios && $0.fileName != nil }),
                  let package = build.checker.readerApp(for: chapter) else { continue }
            guard let executable = executable(of: package, build, entry) else {
                failed += 1
                continue
            }
            guard case .built(let app) = executable else { continue }
            let lines = AppBlockCheck.check(ParsedChapter(chapter, suggesting: false), app: app)
            checkedInBook += report(lines, entry)
            failed += lines.contains { $0.failure != nil } ? 1 : 0
        }
        print(AppCheckCommandMessages.total(checked: checkedInBook, failedChapters: failed).english)
        if failed > 0 { throw ExitCode(1) }
    }

    /// Prints a chapter's failures (and, with `--engine-only`, its engine-only lines) and its summary; returns how
    /// many lines were checked against the app.
    private func report(_ lines: [AppBlockCheck.Line], _ entry: Book.Entry) -> Int {
        let say = { (text: LocalizedText) in text.text(in: entry.language) }
        for line in lines {
            if let failure = line.failure { print("\(line.location): \(say(failure))") }
            if showEngineOnly, let reason = line.engineOnly { print("\(line.location): engine only: \(say(reason))") }
        }
        let problems = lines.count { $0.failure != nil }
        let engineOnly = lines.count { $0.engineOnly != nil }
        let checked = lines.count - engineOnly - problems
        print("\(problems == 0 ? "✓" : "✗") \(entry.path): \(say(AppCheckCommandMessages.summary(checked: checked, engineOnly: engineOnly, failed: problems)))")
        return checked
    }

    /// What became of building a chapter's app.
    private enum Executable {
        case built(AppExecutable)
        /// The runtime lacks API the app uses: never the author's fault, so not a failure.
        case notRun
    }

    /// The app's executable, or why there is none (said here); `nil` when the app does not build.
    private func executable(of package: AppPackage, _ build: AppBuild, _ entry: Book.Entry) -> Executable? {
        switch build.build(package) {
        case .built(let executable): return .built(executable)
        case .runtimeLacks(let gap):
            print("· \(gap.place.map { "\($0): " } ?? "\(entry.path): ")\(gap.message.text(in: entry.language))")
            return .notRun
        case .failed(let errors): errors.forEach { print("\($0.place): error: \($0.message)") }
        case .notBuilt(let reason): print("\(entry.path): \(reason.text(in: entry.language))")
        }
        return nil
    }
}

/// The command's own words.
enum AppCheckCommandMessages {
    static func summary(checked: Int, engineOnly: Int, failed: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(checked, "line")) checked against your app, \(engineOnly) engine only, \(failed) failed",
                      zh: "\(checked) 行对照你的应用检查通过，\(engineOnly) 行只由引擎检查，\(failed) 行失败")
    }

    static func total(checked: Int, failedChapters: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(checked, "line")) checked against the apps, \(Plural.english(failedChapters, "chapter")) disagree",
                      zh: "\(checked) 行对照应用检查过，\(failedChapters) 章不一致")
    }
}
