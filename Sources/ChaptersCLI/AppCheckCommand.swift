import AppHost
import AppScreen
import ArgumentParser
import ChapterModel
import ChapterRunner
import Foundation
import ListingChecker
import Messages
import SpecLanguage

/// `chapters app-check`: each chapter's app, run on the UIKit runtime, against the opening lines of its spec blocks.
struct AppCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-check",
        abstract: "Check each chapter's app, run on the UIKit runtime, against its spec blocks' opening lines.",
        discussion: """
        The first part of the app backend, while `verify` runs spec blocks on the engines. For each chapter with \
        an app (as `chapters export ios` assembles it), builds the app against the UIKit runtime (cached by \
        content), runs it in a 320 × 568 window, and reads its first screen. Each spec block's fixture is a check \
        of the app's starting rows ("your app starts with 9 rows; the spec block says 12"), and the expectations \
        right after it, before any setting or gesture, are read from that screen as their forms declare; a form \
        the app cannot answer is counted engine only, with its reason.

        Exit status: 0 when every line checked agrees, 1 when a line disagrees or an app cannot be built or run, \
        2 for a usage error.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    func run() throws {
        let book: Book
        do {
            book = try Book.discover(paths: paths)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        let build = AppBuild.forRunningExecutable()
        var failed = 0
        var checkedInBook = 0
        for entry in book.entries {
            // A chapter that writes no file of the app (the reference, a page) has no app of its own to check.
            guard let chapter = try? ChapterReader.read(file: entry.path), chapter.listings.contains(where: { $0.kind == .ios && $0.fileName != nil }),
                  let package = build.checker.readerApp(for: chapter) else { continue }
            let say = { (text: LocalizedText) in text.text(in: entry.language) }
            let screen: Screen
            switch firstScreen(of: package, build, entry) {
            case .shown(let shown): screen = shown
            case .notRun: continue
            case .broken:
                failed += 1
                continue
            }
            let lines = AppStartCheck.check(ParsedChapter(chapter, suggesting: false), on: screen)
            for line in lines {
                if let failure = line.failure { print("\(line.location): \(say(failure))") }
            }
            let problems = lines.count { $0.failure != nil }
            let engineOnly = lines.count { $0.engineOnly != nil }
            let checked = lines.count - engineOnly
            checkedInBook += checked
            failed += problems == 0 ? 0 : 1
            print("\(problems == 0 ? "✓" : "✗") \(entry.path): \(say(AppCheckCommandMessages.summary(checked: checked, engineOnly: engineOnly, screen: screen.controller)))")
        }
        print(AppCheckCommandMessages.total(checked: checkedInBook, failedChapters: failed).english)
        if failed > 0 { throw ExitCode(1) }
    }

    /// What became of running a chapter's app.
    private enum FirstScreen {
        case shown(Screen)
        /// The runtime lacks API the app uses: never the author's fault, so not a failure.
        case notRun
        /// The app does not build, crashes or stops.
        case broken
    }

    /// The app's first screen, or why there is none (said here).
    private func firstScreen(of package: AppPackage, _ build: AppBuild, _ entry: Book.Entry) -> FirstScreen {
        switch build.build(package) {
        case .built(let executable):
            do {
                return .shown(try AppSession(executable, width: 320, height: 568).screen())
            } catch let crash as AppCrash {
                print("\(crash.file.map { "\($0):\(crash.line ?? 1):\(crash.column ?? 1): " } ?? "\(entry.path): ")\(crash.message)")
            } catch {
                print("\(entry.path): \(error)")
            }
        case .runtimeLacks(let gap):
            print("· \(gap.place.map { "\($0): " } ?? "\(entry.path): ")\(gap.message.text(in: entry.language))")
            return .notRun
        case .failed(let errors): errors.forEach { print("\($0.place): error: \($0.message)") }
        case .notBuilt(let reason): print("\(entry.path): \(reason.text(in: entry.language))")
        }
        return .broken
    }
}

/// The command's own words.
enum AppCheckCommandMessages {
    static func summary(checked: Int, engineOnly: Int, screen: String) -> LocalizedText {
        LocalizedText("\(Plural.english(checked, "line")) checked against your app (\(screen)), \(engineOnly) engine only",
                      zh: "\(checked) 行对照你的应用（\(screen)）检查过，\(engineOnly) 行只由引擎检查")
    }

    static func total(checked: Int, failedChapters: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(checked, "line")) checked against the apps, \(Plural.english(failedChapters, "chapter")) disagree",
                      zh: "\(checked) 行对照应用检查过，\(failedChapters) 章不一致")
    }
}
