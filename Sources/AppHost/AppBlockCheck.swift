import AppScreen
import ChapterModel
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage
import TableModel

/// The app backend: a chapter's spec blocks run, whole, against the reader's app.
///
/// The blocks run in order on one app session, as state carries over between blocks; a fixture starts the app
/// afresh (a new ``AppSession``: a new process, about as fast as remaking the window and far simpler to trust). Each
/// line does what its definition's app half says (``CommandKind/app``): a setup line is a check of the app's start
/// where its screen can show it, a gesture becomes touches on the app's views (then the app settles, as the
/// engines do between two commands), an expectation reads the screen through its form. A line the app cannot
/// answer is engine only with its reason, and a command the backend cannot perform makes the rest of its world
/// engine only, with the reason; nothing passes silently. A failing line ends its world against the app (the lines
/// after it, up to the next fixture, are engine only, naming it), as a failing line blocks the engines' world.
///
/// A crash of the app (UIKit's modelled exception, a trap, a hang stopped by the limits) is one failing line at the
/// reader's line in the chapter when the crash names one, else at the spec line that ran.
public enum AppBlockCheck {
    /// A line checked against the app, left to the engines with the reason, or failed: the runner's ``AppLine``,
    /// which `chapters verify` reports.
    public typealias Line = AppLine

    /// Runs every spec block of `chapter` against `app`, in a window `width` × `height` unless a block says otherwise.
    /// - Returns: each line of the chapter's blocks that parsed, once, in order (a crash in place of the line that
    ///   ran into it).
    /// - Parameter stepApps: the app of each step that has a `so-far` block, by step index (the app as the chapter has
    ///   written it by the end of that step), or why there is none; a `so-far` block of a step missing here runs
    ///   against `app`.
    public static func check(_ chapter: ParsedChapter, app: AppExecutable, stepApps: [Int: BlockApp] = [:],
                             width: Double = 320, height: Double = 568) -> [Line] {
        let run = AppBlockRun(app: app, width: width, height: height)
        for (index, step) in chapter.steps.enumerated() {
            for block in step {
                let blockApp = block.block.isSoFar ? stepApps[index] ?? .app(app) : .app(app)
                run.run(block.lines, whatIf: block.block.isWhatIf, on: blockApp)
            }
        }
        run.end()
        return run.lines
    }

    /// The app a block runs against: built, or why there is none (its lines are then the engines' alone).
    public enum BlockApp: Sendable {
        case app(AppExecutable)
        case none(LocalizedText)
    }
}

/// The one world a chapter's blocks build against the app.
///
/// A world runs on one app at a time: the chapter's, or a step's for a `so-far` block. When a block asks for another
/// app than the one its world is on, the world's earlier lines run again on that app first (their results are not
/// reported twice; a crash among them fails at the reader's line, a refused touch makes the block's lines the engines' alone, saying so).
final class AppBlockRun {
    /// The app this world runs on; `nil` when its block has none (``AppBlockCheck/BlockApp/none(_:)``).
    private var app: AppExecutable?
    let size: (width: Double, height: Double)
    /// The world's commands so far that ran on the app side (every line but a what-if block's), to run again on
    /// another app.
    private var history: [Command] = []
    /// Whether the world's earlier lines are running again on a new app: their answers are not kept.
    private var replaying = false
    /// The crash that stopped the world's lines running again, if one did: what it said, the reader's line, the spec line.
    private var replayCrash: (message: LocalizedText, place: SourceLocation?, line: Int)?
    private(set) var lines: [AppBlockCheck.Line] = []
    private var session: AppSession?
    private var window: (width: Double, height: Double)
    private var driving = AppDriving()
    /// Why the rest of this world is engine only, once it is.
    private var stopped: LocalizedText?
    /// Whether a touch reached this world's app (a window size can then no longer change).
    private var touched = false
    /// Whether the last command (`wait`, `hold`) left things moving.
    private var unsettled = false

    /// The chapter's app, which a block runs on unless it says otherwise.
    private let chapterApp: AppExecutable

    init(app: AppExecutable, width: Double, height: Double) {
        self.app = app
        chapterApp = app
        size = (width, height)
        window = size
    }

    func end() {
        session?.close()
        session = nil
    }

    /// Runs one block's lines on `blockApp`; a what-if block's are the engines' alone (a fixture in it still ends the
    /// app's world).
    func run(_ parsed: [ParsedLine], whatIf: Bool = false, on blockApp: AppBlockCheck.BlockApp? = nil) {
        let commands = parsed.compactMap { line -> Command? in if case .command(let command) = line { command } else { nil } }
        if whatIf {
            if commands.contains(where: \.kind.isFixture) {
                startWorld()
                stopped = AppBlockMessages.whatIf
            }
            for command in commands { add(command, engineOnly: AppBlockMessages.whatIf) }
            return
        }
        let wanted: AppExecutable?
        switch blockApp {
        case .app(let executable)?: wanted = executable
        case .none(let why)?:
            if commands.first?.kind.isFixture == true { startWorld() }
            history += commands
            app = nil
            for command in commands { add(command, engineOnly: why) }
            return
        case nil: wanted = app
        }
        if let wanted, wanted.path != app?.path {
            if commands.first?.kind.isFixture == true {
                app = wanted
            } else {
                move(to: wanted, before: commands.first)
            }
        }
        perform(commands)
    }

    /// Moves the world to `other`: a fresh session on it, then the world's earlier lines again.
    private func move(to other: AppExecutable, before first: Command?) {
        let earlier = history
        let wasStopped = stopped
        let soFar = other.path != chapterApp.path
        startWorld()
        app = other
        replayCrash = nil
        // A what-if world stays the engines' on any app.
        if let wasStopped, wasStopped == AppBlockMessages.whatIf {
            stopped = wasStopped
            return
        }
        guard !earlier.isEmpty else { return }
        let reported = lines.count
        replaying = true
        perform(earlier)
        replaying = false
        let rerun = lines[reported...]
        lines.removeSubrange(reported...)
        if let crash = replayCrash, let first {
            // A crash is the reader's app stopping, whichever lines led to it: it fails, at the reader's line when the
            // crash names one, else at the block's first line (the earlier lines passed on the app they ran on).
            lines.append(AppBlockCheck.Line(location: crash.place ?? first.start,
                                            failure: AppBlockMessages.crashedRunningAgain(crash.message, line: crash.line, soFar: soFar)))
            stopped = AppBlockMessages.crashedBefore(first)
        } else if let why = stopped {
            // Name the earlier line that stopped the world on this app, with what it said (a failure that only read the
            // screen does not stop a world run again, so the stopping one is the last).
            let failed = rerun.last { $0.failure != nil }
            stopped = AppBlockMessages.replayStopped(failed?.failure ?? why, at: failed?.location.line, soFar: soFar)
        }
    }

    /// Performs `commands` on the app, in order (an `expect error` with the gesture it refuses), and keeps them in the
    /// world's history.
    private func perform(_ commands: [Command]) {
        var index = 0
        while index < commands.count {
            let command = commands[index]
            let next = index + 1 < commands.count ? commands[index + 1] : nil
            let refusal: Command? = if case .expect(.error)? = next?.kind { next } else { nil }
            if command.kind.isFixture { startWorld() }
            if !replaying { history += [command] + (refusal.map { [$0] } ?? []) }
            if let stopped {
                add(command, engineOnly: stopped)
                if let refusal { add(refusal, engineOnly: stopped) }
            } else {
                perform(command, refusal: refusal)
            }
            index += refusal == nil ? 1 : 2
        }
    }

    private func startWorld() {
        end()
        history = []
        window = size
        driving = AppDriving()
        stopped = nil
        touched = false
        unsettled = false
    }

    private func perform(_ command: Command, refusal: Command?) {
        let step = command.kind.app
        if let refusal, !isTouches(step) {
            add(command, step)
            add(refusal, engineOnly: AppBlockMessages.errorAfterNoTouch)
            return
        }
        add(command, step, refusal: refusal)
    }

    private func isTouches(_ step: AppCommand) -> Bool {
        if case .touches = step { true } else { false }
    }

    /// Does one line against the app and notes how it went.
    private func add(_ command: Command, _ step: AppCommand, refusal: Command? = nil) {
        do {
            switch step {
            case .engineOnly(let reason): add(command, engineOnly: reason)
            case .setting(let reason, let change):
                change(&driving)
                add(command, engineOnly: reason)
            case .stops(let reason):
                add(command, engineOnly: reason)
                stopped = reason
            case .window(let width, let height): try resize(command, width: width, height: height)
            case .reads(let read):
                if unsettled, !isExpectation(command) { try settle(before: try screen()) }
                let screen = try screen()
                if try crashed(screen, at: command) { return }
                answer(read(screen, driving), for: command)
            case .notes(let stopsWhenUnknown, let read):
                if unsettled, !isExpectation(command) { try settle(before: try screen()) }
                let screen = try screen()
                if try crashed(screen, at: command) { return }
                let answer = read(screen, &driving)
                if stopsWhenUnknown, case .unknown(let why) = answer { stopped = why }
                self.answer(answer, for: command)
            case .touches(let settles, let touches): try touch(command, settles: settles, touches, refusal: refusal)
            }
        } catch let crash as AppCrash {
            fail(crash, at: command)
        } catch let stop as AppSession.Stopped {
            fail(stop.message, place: nil, at: command)
        } catch {
            fail(LocalizedText("\(error)", zh: "\(error)"), place: nil, at: command)
        }
    }

    private func isExpectation(_ command: Command) -> Bool {
        if case .expect = command.kind { true } else { false }
    }

    private func touch(_ command: Command, settles: Bool, _ touches: @Sendable (Screen, inout AppDriving) -> AppTouches, refusal: Command?) throws {
        let before = try screen()
        if try crashed(before, at: command) { return }
        switch touches(before, &driving) {
        case .refused(let why):
            if let refusal {
                add(command)
                add(refusal)
            } else {
                add(command, failure: AppBlockMessages.refused(why))
                stopped = AppBlockMessages.after(command)
            }
            return
        case .inputs(let inputs):
            let session = try self.session ?? start()
            _ = try session.perform(inputs)
            touched = touched || !inputs.isEmpty
            if settles { try settle(before: before) }
            unsettled = !settles
        }
        let after = try screen()
        if let crash = after.crash, let refusal, case .expect(.error(let text)) = refusal.kind, crash.message.contains(text) {
            // UIKit's exception is the app's refusal: the engines refuse the same update with the same words.
            add(command)
            add(refusal)
            stopped = AppBlockMessages.crashedBefore(command)
            end()
            return
        }
        if try crashed(after, at: command) { return }
        AppEvents.record(command.kind, before: before, after: after, into: &driving)
        add(command)
        if let refusal {
            add(refusal, failure: AppBlockMessages.notRefused(command))
            stopped = AppBlockMessages.after(refusal)
        }
    }

    private func settle(before: Screen) throws {
        guard let session else { return }
        driving.note(try session.settle(), before: before)
        unsettled = false
    }

    private func resize(_ command: Command, width: Double?, height: Double?) throws {
        guard !touched else {
            let reason = AppBlockMessages.resizeAfterTouch
            add(command, engineOnly: reason)
            stopped = reason
            return
        }
        window = (width ?? window.width, height ?? window.height)
        end()
        let screen = try screen()
        if try crashed(screen, at: command) { return }
        add(command)
    }

    private func start() throws -> AppSession {
        let session = try AppSession(app ?? chapterApp, width: window.width, height: window.height)
        self.session = session
        return session
    }

    private func screen() throws -> Screen {
        try (session ?? start()).screen()
    }

    private func answer(_ answer: AppAnswer, for command: Command) {
        switch answer {
        case .agrees: add(command)
        case .unknown(let why): add(command, engineOnly: why)
        case .differs(let what, let shown, let spec):
            add(command, failure: AppBlockMessages.differs(what, app: shown, spec: spec))
            // Running the world's lines again on another app reads its screen only to keep the events in step.
            if !replaying { stopped = AppBlockMessages.after(command) }
        case .differsSaying(let failure):
            add(command, failure: failure)
            if !replaying { stopped = AppBlockMessages.after(command) }
        }
    }

    /// Whether the screen shows a crash; if so it is the line's failure, and the world ends against the app.
    private func crashed(_ screen: Screen, at command: Command) throws -> Bool {
        guard let crash = screen.crash else { return false }
        fail(crash, at: command)
        return true
    }

    private func fail(_ crash: AppCrash, at command: Command) {
        let place = crash.file.flatMap { file in crash.line.map { SourceLocation(file: file, line: $0, column: crash.column ?? 1) } }
        fail(LocalizedText(crash.message, zh: crash.message), place: place, at: command)
    }

    private func fail(_ message: LocalizedText, place: SourceLocation?, at command: Command) {
        if replaying { replayCrash = (message, place, command.location.line) }
        lines.append(AppBlockCheck.Line(location: place ?? command.start, failure: AppBlockMessages.crashed(message, running: command)))
        stopped = AppBlockMessages.crashedBefore(command)
        end()
    }

    private func add(_ command: Command, failure: LocalizedText? = nil, engineOnly: LocalizedText? = nil) {
        lines.append(AppBlockCheck.Line(location: command.location, failure: failure, engineOnly: engineOnly))
    }
}

/// What the block run says, in both languages.
enum AppBlockMessages {
    static func differs(_ what: LocalizedText, app: String, spec: String) -> LocalizedText {
        AppAnswer.differsSentence(what, app: LocalizedText(app, zh: app), spec: LocalizedText(spec, zh: spec))
    }

    static func refused(_ why: LocalizedText) -> LocalizedText {
        LocalizedText("against your app: \(why.english); the spec block does it here (is the row on screen in your app, and the button shown?)",
                      zh: "对照你的应用：\(why.chinese)；规格块在这里执行了它（这一行在你的应用中是否在屏幕上、按钮是否露出？）")
    }

    static func notRefused(_ command: Command) -> LocalizedText {
        LocalizedText("against your app: `\(command.text.trimmed)` was not refused: your app let a person do it; the spec block expects it refused",
                      zh: "对照你的应用：`\(command.text.trimmed)` 没有被拒绝：你的应用允许这样操作；规格块期望它被拒绝")
    }

    static func crashed(_ message: LocalizedText, running command: Command) -> LocalizedText {
        LocalizedText("against your app: it stopped while running `\(command.text.trimmed)` (line \(command.location.line)): \(message.english)",
                      zh: "对照你的应用：执行 `\(command.text.trimmed)`（第 \(command.location.line) 行）时停止了：\(message.chinese)")
    }

    static func after(_ command: Command) -> LocalizedText {
        LocalizedText("not run against your app: line \(command.location.line) before it failed against your app",
                      zh: "没有对照你的应用运行：它前面的第 \(command.location.line) 行对照你的应用失败了")
    }

    static func crashedBefore(_ command: Command) -> LocalizedText {
        LocalizedText("not run against your app: it crashed at line \(command.location.line)",
                      zh: "没有对照你的应用运行：应用在第 \(command.location.line) 行崩溃了")
    }

    static let whatIf = LocalizedText(
        "a what-if block (```spec what-if```): it shows a world the chapter's app does not have, so the engines alone run it",
        zh: "假如块（```spec 假如```）：它展示的是本章应用没有的世界，所以只由引擎运行")
    static func replayStopped(_ why: LocalizedText, at line: Int?, soFar: Bool) -> LocalizedText {
        let app = soFar ? LocalizedText("your app as written so far", zh: "你到此为止写出的应用")
            : LocalizedText("your finished app", zh: "你完成后的应用")
        let place = line.map { LocalizedText("line \($0)", zh: "第 \($0) 行") } ?? LocalizedText("a line", zh: "有一行")
        return LocalizedText(
            "not run against \(app.english): this block runs on it, and the world's earlier lines, run again on it first, did not go as before: \(place.english): \(why.english)",
            zh: "没有对照\(app.chinese)运行：本块在它上面运行，而这个世界中更早的各行先在它上面重新运行时，结果和之前不同：\(place.chinese)：\(why.chinese)")
    }

    static func crashedRunningAgain(_ message: LocalizedText, line: Int, soFar: Bool) -> LocalizedText {
        let app = soFar ? LocalizedText("your app as written so far", zh: "你到此为止写出的应用")
            : LocalizedText("your finished app", zh: "你完成后的应用")
        return LocalizedText(
            "against \(app.english): it stopped while the world's earlier lines ran again on it before this block (at line \(line)): \(message.english)",
            zh: "对照\(app.chinese)：在本块之前重新运行这个世界中更早的各行时（第 \(line) 行），应用停止了：\(message.chinese)")
    }

    static let errorAfterNoTouch = LocalizedText(
        "`expect error` after a line that is no gesture checks the engines' refusal only",
        zh: "跟在非手势行后面的 `期望 错误` 只检查引擎的拒绝")
    static let resizeAfterTouch = LocalizedText(
        "the window's size changes only before the first touch of a world: from here this world runs on the engines only",
        zh: "窗口大小只能在一个世界的第一次触摸之前改变：从这里起这个世界只在引擎上运行")
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
