import Foundation
import LearnerResults
import Messages

/// One run of the watcher (``WorkshopWatcher``): the screen, the keys, and the files' dates as of the build or check
/// in progress. Every wait, and every child process's run, goes through ``interruptNow()``, so the learner is answered
/// at every moment.
final class WatchSession {
    private let watcher: WorkshopWatcher
    private let terminal = KeyboardMode()
    private let signals = QuitSignals()
    private let text: WorkshopText
    private let language: ReaderLanguage
    private let predictionsOnly: Bool
    private var screen: WorkshopScreen
    private var message = ""
    /// After a run that gave no result (a crash, a loop), the last result is of other code: only the problem is shown.
    private var resultShown = false
    private var showingHelp = false
    /// The watched files' dates when the build or check in progress (or the last one) started.
    private var stamps: [String: Date] = [:]
    private var lastLook = Date.distantPast
    /// The executable built from the kit's Swift files, and their dates when it was built.
    private var executable: String
    private var builtStamps: [String: Date]

    init(watcher: WorkshopWatcher) {
        self.watcher = watcher
        language = watcher.grader.manifest.language
        text = WorkshopText(language: language)
        predictionsOnly = watcher.grader.manifest.exercises.isEmpty
        screen = WorkshopScreen(
            result: LearnerResult(learner: watcher.learner, language: language.tag, createdAt: Date(), exercises: []),
            manifest: watcher.grader.manifest
        )
        // This very executable was built from the Swift files as they are (`swift run` built it just now).
        executable = WorkshopWatcher.runningExecutable()
        stamps = watcher.watchedStamps()
        builtStamps = stamps.filter { $0.key.hasSuffix(".swift") }
    }

    /// Puts the terminal and the signals back as they were.
    func close() {
        terminal.restore()
        signals.restore()
    }

    /// Checks, shows, then answers keys and saves until the learner quits; returns the exit status.
    func run() -> Int32 {
        var next = check()
        var warmed = false
        while true {
            switch next {
            case .quit?:
                return 0
            case .saved?:
                next = rebuildAndCheck()
                continue
            case nil:
                draw()
            }
            if !warmed {
                warmed = true
                next = warmUp()
                if next != nil { continue }
            }
            next = idle()
        }
    }

    /// While the learner reads: link the prebuilt modules into one library and compile the kit's files once, so the
    /// first save recompiles one file only.
    private func warmUp() -> Interruption? {
        let warm = QuickBuild(root: watcher.grader.root)
        guard warm.isReady else { return nil }
        do {
            if case .success(let built) = try warm.build(interrupt: interruptNow) { executable = built }
        } catch {
            return error
        }
        return nil
    }

    /// Waits for a key or a save.
    private func idle() -> Interruption {
        while true {
            if let reason = waitForInterruption(milliseconds: 100) { return reason }
        }
    }

    /// After a save: rebuilds when a Swift file changed, then checks.
    private func rebuildAndCheck() -> Interruption? {
        stamps = watcher.watchedStamps()
        let swiftNow = stamps.filter { $0.key.hasSuffix(".swift") }
        // Only chapters changed: the executable already holds the learner's code as it is.
        guard swiftNow != builtStamps else { return check() }
        let quick = QuickBuild(root: watcher.grader.root)
        message = quick.isReady ? text.building : WorkshopMessages.fullBuild.text(in: language)
        draw()
        do {
            switch try (quick.isReady ? quick.build(interrupt: interruptNow) : quick.fullBuild(interrupt: interruptNow)) {
            case .success(let built):
                executable = built
                builtStamps = swiftNow
                return check()
            case .failure(let problem):
                message = text.buildFailed + "\n" + problem.description
                return nil
            }
        } catch {
            return error
        }
    }

    /// Runs the checks (a child `workshop verify`) and keeps what they found for the screen.
    private func check() -> Interruption? {
        message = WorkshopMessages.checking(seconds: watcher.timeLimit).text(in: language)
        draw()
        do {
            switch try watcher.verify(with: executable, interrupt: interruptNow) {
            case .success(let result):
                screen.result = result
                resultShown = true
                message = ""
            case .failure(let problem):
                resultShown = false
                message = problem.description
            }
        } catch {
            return error
        }
        return nil
    }

    /// Whether to stop what runs now: a quit key or signal, or a save since it started. `h` is answered on the spot.
    private func interruptNow() -> Interruption? {
        waitForInterruption(milliseconds: 0)
    }

    /// ``interruptNow()``, waiting up to `wait` milliseconds for a key.
    private func waitForInterruption(milliseconds wait: Int32) -> Interruption? {
        if signals.received { return .quit }
        var waiting = wait
        while let key = terminal.readKey(waitingMilliseconds: waiting) {
            waiting = 0
            switch WatchKey(key) {
            case .quit:
                return .quit
            case .hint:
                screen.showingHint.toggle()
                showingHelp.toggle()
                draw()
            case .other:
                break
            }
        }
        // The files' dates are read ten times a second at most.
        guard Date().timeIntervalSince(lastLook) >= 0.1 else { return nil }
        lastLook = Date()
        return watcher.watchedStamps() != stamps ? .saved : nil
    }

    private func draw() {
        let clear = terminal.isInteractive ? "\u{1B}[2J\u{1B}[H" : "\n"
        var page = clear + (resultShown ? screen.render() + "\n\n" : "")
        if predictionsOnly && showingHelp { page += WorkshopMessages.predictionHelp.text(in: language) + "\n\n" }
        if !message.isEmpty { page += message + "\n\n" }
        page += (predictionsOnly ? WorkshopMessages.predictionKeys.text(in: language) : text.keys) + "\n"
        FileHandle.standardOutput.write(Data(page.utf8))
    }
}
