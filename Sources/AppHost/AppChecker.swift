import AppScreen
import BookVerification
import ChapterModel
import Foundation
import ListingChecker
import Messages
import SpecInterpreter
import SpecLanguage

/// The app backend of `chapters verify`: builds each chapter's app against the UIKit runtime (cached by content, like
/// listings), hosts it in a window the size of the engines' world, and checks the chapter's spec blocks against it
/// (``AppBlockCheck``), side by side with the engines.
///
/// Whatever the app does, the result names a line: a crash at the reader's line, a build error at its listing line,
/// a runtime that lacks an API as every expectation line left to the engines with that reason.
public struct AppChecker: AppChecking {
    /// How apps are built (the listing checker's compiler and cache, the runtime's modules).
    public var build: AppBuild
    /// The window every app is shown in, in points (the engines' world: 320 × 568).
    public var width: Double
    public var height: Double

    /// A checker building with `build`, showing apps in a `width` × `height` window.
    public init(build: AppBuild, width: Double = 320, height: Double = 568) {
        self.build = build
        self.width = width
        self.height = height
    }

    /// The app backend for the running `chapters` executable: `checker` (the one that checks the listings, so the
    /// surface is prepared once) and the runtime built beside the executable.
    public static func forRunningExecutable(checker: ListingChecker) -> AppChecker {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return AppChecker(build: AppBuild(checker: checker, buildFolder: executable.deletingLastPathComponent().path))
    }

    public func check(_ chapter: ParsedChapter) -> AppCheck? {
        // A chapter that writes no file of the app (the reference, a page) has no app of its own.
        guard chapter.chapter.listings.contains(where: { $0.kind == .ios && $0.fileName != nil }),
              let package = build.checker.readerApp(for: chapter.chapter) else { return nil }
        guard build.checker.startsWithoutApp(chapter.chapter) else { return check(chapter, package) }
        // A chapter that starts without an app has none in the steps before its first file of the app: their blocks
        // are the engines' alone, and are not run against the app.
        let steps = chapter.chapter.steps
        guard let first = steps.firstIndex(where: { $0.listings.contains { $0.kind == .ios && $0.fileName != nil } }), first > 0 else {
            return check(chapter, package)
        }
        var withApp = chapter.chapter
        for index in 0..<first { withApp.steps[index].blocks = [] }
        return check(ParsedChapter(withApp, suggesting: false), package)
    }

    /// The chapter's check against the app `package`.
    private func check(_ chapter: ParsedChapter, _ package: AppPackage) -> AppCheck? {
        switch build.build(package) {
        case .built(let executable):
            let stepApps = stepApps(of: chapter)
            let key = AppCheckCache.key(executable: executable, stepApps: stepApps, chapter: chapter, width: width, height: height)
            if let kept = AppCheckCache.read(key, in: build.appsFolder) { return kept }
            let result = run(executable, stepApps: stepApps, chapter)
            AppCheckCache.keep(result, key, in: build.appsFolder)
            return result
        case .runtimeLacks(let gap):
            return AppCheck(screen: nil, lines: Self.expectationLines(of: chapter).map { AppLine(location: $0, engineOnly: gap.message) })
        case .notBuilt(let reason):
            return AppCheck(screen: nil, lines: Self.expectationLines(of: chapter).map {
                AppLine(location: $0, engineOnly: AppCheckerMessages.notBuilt(reason))
            })
        case .failed(let errors):
            // The errors in this chapter's code fail at their lines (an error in a file an earlier chapter wrote is that
            // chapter's to report); every expectation is then the engines' alone, saying why.
            let failing = errors.filter { $0.place.file == chapter.chapter.path }.map {
                AppLine(location: $0.place, failure: AppCheckerMessages.doesNotBuild($0.message))
            }
            let first = errors.first.map { "\($0.place)" } ?? chapter.chapter.path
            return AppCheck(screen: nil, lines: failing + Self.expectationLines(of: chapter).map {
                AppLine(location: $0, engineOnly: AppCheckerMessages.notBuiltBecause(first))
            })
        }
    }

    /// The chapter's lines against the running app; a crash or a stopped app fails at the reader's line when known,
    /// else at the chapter's first listing of the app.
    private func run(_ executable: AppExecutable, stepApps: [Int: AppBlockCheck.BlockApp], _ chapter: ParsedChapter) -> AppCheck {
        let fallback = chapter.chapter.listings.first { $0.kind == .ios && $0.fileName != nil }?.location
            ?? SourceLocation(file: chapter.chapter.path, line: 1, column: 1)
        do {
            let session = try AppSession(executable, width: width, height: height)
            defer { session.close() }
            let screen = try session.screen()
            if let crash = screen.crash { return AppCheck(screen: screen.controller, lines: [Self.line(crash, fallback: fallback)]) }
            session.close()
            let lines = AppBlockCheck.check(chapter, app: executable, stepApps: stepApps, width: width, height: height)
            return AppCheck(screen: screen.controller, lines: Self.accountingForEvery(lines, of: chapter))
        } catch let crash as AppCrash {
            return AppCheck(screen: nil, lines: [Self.line(crash, fallback: fallback)])
        } catch let stopped as AppSession.Stopped {
            return AppCheck(screen: nil, lines: [AppLine(location: fallback, failure: AppCheckerMessages.stopped(stopped.message))])
        } catch {
            return AppCheck(screen: nil, lines: [AppLine(location: fallback, failure: AppCheckerMessages.stopped(LocalizedText("\(error)", zh: "\(error)")))])
        }
    }

    /// The app of each step with a `so-far` block: the app as the chapter has written it by the end of that step (the
    /// previous chapter's app with this chapter's files up to there), built like the chapter's, or why there is none.
    func stepApps(of chapter: ParsedChapter) -> [Int: AppBlockCheck.BlockApp] {
        var apps: [Int: AppBlockCheck.BlockApp] = [:]
        for (index, step) in chapter.steps.enumerated() where step.contains(where: \.block.isSoFar) {
            var soFar = chapter.chapter
            soFar.steps = Array(soFar.steps.prefix(index + 1))
            guard let package = build.checker.readerApp(for: soFar) else {
                apps[index] = .none(AppCheckerMessages.noAppSoFar)
                continue
            }
            switch build.build(package) {
            case .built(let executable): apps[index] = .app(executable)
            case .runtimeLacks(let gap): apps[index] = .none(gap.message)
            case .notBuilt(let reason): apps[index] = .none(AppCheckerMessages.notBuilt(reason))
            case .failed(let errors):
                apps[index] = .none(AppCheckerMessages.notBuiltBecause(errors.first.map { "\($0.place)" } ?? chapter.chapter.path))
            }
        }
        return apps
    }

    /// A crash as a failing line, at the reader's line when the crash names one.
    static func line(_ crash: AppCrash, fallback: SourceLocation) -> AppLine {
        let place = crash.file.map { SourceLocation(file: $0, line: crash.line ?? 1, column: crash.column ?? 1) } ?? fallback
        return AppLine(location: place, failure: AppCheckerMessages.crashed(crash.message))
    }

    /// `lines`, with every expectation line they do not mention added as engine only: a line the app backend did
    /// not reach (after a command it cannot perform, or after a failure) is said, never passed in silence.
    static func accountingForEvery(_ lines: [AppLine], of chapter: ParsedChapter) -> [AppLine] {
        let mentioned = Set(lines.map(\.location))
        let missing = expectationLines(of: chapter).filter { !mentioned.contains($0) }.map { AppLine(location: $0, engineOnly: AppCheckerMessages.notReached) }
        return (lines + missing).sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Every expectation line of the chapter's spec blocks: what a run of the app would have checked.
    static func expectationLines(of chapter: ParsedChapter) -> [SourceLocation] {
        chapter.steps.joined().flatMap(\.lines).compactMap { line in
            guard case .command(let command) = line, case .expect = command.kind else { return nil }
            return command.location
        }
    }
}

/// What the app backend says of an app as a whole, in both languages.
enum AppCheckerMessages {
    static func crashed(_ message: String) -> LocalizedText {
        LocalizedText("against your app: it crashed here: \(message)", zh: "对照你的应用：它在这里崩溃了：\(message)")
    }

    static func stopped(_ why: LocalizedText) -> LocalizedText {
        LocalizedText("against your app: \(why.english)", zh: "对照你的应用：\(why.chinese)")
    }

    static func doesNotBuild(_ message: String) -> LocalizedText {
        LocalizedText("against your app: it does not build against the UIKit runtime: \(message)",
                      zh: "对照你的应用：它无法针对 UIKit 运行时构建：\(message)")
    }

    static let notReached = LocalizedText(
        "not reached in your app: the app backend does not drive this block's commands (gestures, settings) yet, or an earlier line stopped it",
        zh: "没有在你的应用中走到这一行：应用后端还不能驱动这个规格块的命令（手势、设置），或者前面的某一行让它停下了")

    static func notBuiltBecause(_ place: String) -> LocalizedText {
        LocalizedText("not run against your app: it does not build (see \(place))", zh: "没有对照你的应用运行：它无法构建（见 \(place)）")
    }

    static func notBuilt(_ reason: LocalizedText) -> LocalizedText {
        LocalizedText("your app was not built: \(reason.english)", zh: "你的应用没有构建：\(reason.chinese)")
    }

    static let noAppSoFar = LocalizedText(
        "a so-far block (```spec so-far```) before the chapter has written any file of the app: there is no app yet, so the engines alone run it",
        zh: "至此块（```spec 至此```）在本章写出应用的任何文件之前：还没有应用，所以只由引擎运行")
}

/// The app checks already done, by content: an unchanged chapter with an unchanged app (and the same `chapters` tool)
/// is not run again, so verifying an unchanged book stays fast. Kept beside the built apps, written atomically.
enum AppCheckCache {
    /// The key of one check: the tool that checks, the app's executable (named by its build's digest), every spec
    /// line of the chapter with its place and whether its block is what-if, and the window.
    static func key(executable: AppExecutable, stepApps: [Int: AppBlockCheck.BlockApp] = [:], chapter: ParsedChapter,
                    width: Double, height: Double) -> String {
        var parts = ["app check 2", toolStamp, executable.path, chapter.chapter.path, "\(width)x\(height)"]
        for (step, app) in stepApps.sorted(by: { $0.key < $1.key }) {
            switch app {
            case .app(let executable): parts.append("step \(step): \(executable.path)")
            case .none(let why): parts.append("step \(step): \(why.english)")
            }
        }
        for block in chapter.chapter.steps.flatMap(\.blocks) {
            parts.append(block.isWhatIf ? "what-if block" : block.isSoFar ? "so-far block" : "block")
            parts += block.lines.map { "\($0.location.line):\($0.location.column) \($0.text)" }
        }
        parts += chapter.chapter.listings.map { "\($0.location.line) \($0.fileName ?? "")" }
        return StableHash.of(parts)
    }

    /// The running tool's size and modification time: a rebuilt tool (new forms, new readings) checks again.
    static let toolStamp: String = {
        let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return "\(path) \((attributes?[.size] as? NSNumber)?.int64Value ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)"
    }()

    struct Record: Codable {
        struct Line: Codable {
            var file: String
            var line: Int
            var column: Int
            var failure: [String]?
            var engineOnly: [String]?
        }

        var screen: String?
        var lines: [Line]
    }

    static func read(_ key: String, in folder: String) -> AppCheck? {
        guard let data = FileManager.default.contents(atPath: "\(folder)/checks/\(key).json"),
              let record = try? JSONDecoder().decode(Record.self, from: data) else { return nil }
        func text(_ pair: [String]?) -> LocalizedText? {
            guard let pair, pair.count == 2 else { return nil }
            return LocalizedText(pair[0], zh: pair[1])
        }
        return AppCheck(screen: record.screen, lines: record.lines.map {
            AppLine(location: SourceLocation(file: $0.file, line: $0.line, column: $0.column), failure: text($0.failure), engineOnly: text($0.engineOnly))
        })
    }

    /// Keeps `check` under `key`; a check that cannot be kept is simply done again next time.
    static func keep(_ check: AppCheck, _ key: String, in folder: String) {
        let record = Record(screen: check.screen, lines: check.lines.map {
            Record.Line(file: $0.location.file, line: $0.location.line, column: $0.location.column,
                        failure: $0.failure.map { [$0.english, $0.chinese] }, engineOnly: $0.engineOnly.map { [$0.english, $0.chinese] })
        })
        guard let data = try? JSONEncoder().encode(record),
              (try? FileManager.default.createDirectory(atPath: "\(folder)/checks", withIntermediateDirectories: true)) != nil else { return }
        try? ListingCache.writeAtomically(data, to: "\(folder)/checks/\(key).json")
    }
}
