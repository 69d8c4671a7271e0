import ChapterRunner
import Foundation
import LearnerResults
import Messages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run workshop`: shows the learner's progress, then watches the kit's Swift files and chapters; on every
/// save it runs `workshop verify` in a child process (so a crash in the learner's code is shown, never the watcher's
/// end), after recompiling the learner's files when they changed (``QuickBuild``, or a whole `swift build` when the
/// prebuilt modules are missing or stale). `h` shows the next exercise's hint (help in a "predict the number" kit),
/// `q` (or Ctrl-C) quits.
struct WorkshopWatcher {
    var grader: ExerciseGrader
    var learner: String

    /// Where the child `workshop verify` writes the result the watcher shows. Removed before every run, so a run that
    /// writes nothing (a crash) is never shown with the previous run's result.
    static let resultPath = ".workshop/watch-result.json"

    /// The executable built from the kit's Swift files as they are now, and their stamps when it was built.
    private struct Built {
        var executable: String
        var swiftStamps: [String: Date]
    }

    func run(_ decisions: Decisions) -> Int32 {
        let language = grader.manifest.language
        let text = WorkshopText(language: language)
        let predictionsOnly = grader.manifest.exercises.isEmpty
        let terminal = KeyboardMode()
        defer { terminal.restore() }
        // This very executable was built from the Swift files as they are (`swift run` built it just now).
        var built = Built(executable: Self.runningExecutable(), swiftStamps: watchedStamps(extensions: [".swift"]))
        var screen = WorkshopScreen(result: LearnerResult(learner: learner, language: grader.manifest.language.tag, createdAt: Date(), exercises: []),
                                    manifest: grader.manifest)
        var message = ""
        // After a run that gave no result (a crash), the last result is of other code: only the crash is shown.
        var resultShown = false
        var showingHelp = false
        func draw() {
            let clear = terminal.isInteractive ? "\u{1B}[2J\u{1B}[H" : "\n"
            var page = clear + (resultShown ? screen.render() + "\n\n" : "")
            if predictionsOnly && showingHelp { page += WorkshopMessages.predictionHelp.text(in: language) + "\n\n" }
            if !message.isEmpty { page += message + "\n\n" }
            page += (predictionsOnly ? WorkshopMessages.predictionKeys.text(in: language) : text.keys) + "\n"
            FileHandle.standardOutput.write(Data(page.utf8))
        }
        func check() {
            switch verify(with: built.executable) {
            case .success(let result):
                screen.result = result
                resultShown = true
                message = ""
            case .failure(let problem):
                resultShown = false
                message = problem.description
            }
        }
        check()
        draw()
        // Taken before the warm-up below, so a save during it is seen.
        var stamps = watchedStamps()
        // While the learner reads: link the prebuilt modules into one library and compile the kit's files once, so the
        // first save recompiles one file only.
        let warm = QuickBuild(root: grader.root)
        if warm.isReady, case .success(let executable) = warm.build() {
            built = Built(executable: executable, swiftStamps: built.swiftStamps)
        }
        while true {
            switch terminal.readKey(waitingMilliseconds: 100) {
            case "q", "\u{03}", "\u{04}":
                return 0
            case "h":
                screen.showingHint.toggle()
                showingHelp.toggle()
                draw()
            default:
                break
            }
            let now = watchedStamps()
            guard now != stamps else { continue }
            stamps = now
            let swiftNow = now.filter { $0.key.hasSuffix(".swift") }
            if swiftNow != built.swiftStamps {
                let quick = QuickBuild(root: grader.root)
                message = quick.isReady ? text.building : WorkshopMessages.fullBuild.text(in: language)
                draw()
                switch quick.isReady ? quick.build() : quick.fullBuild() {
                case .success(let executable):
                    built = Built(executable: executable, swiftStamps: swiftNow)
                    check()
                case .failure(let problem):
                    message = text.buildFailed + "\n" + problem.description
                }
            } else {
                // Only chapters changed: the executable already holds the learner's code as it is.
                check()
            }
            draw()
            stamps = watchedStamps()
        }
    }

    /// This process's executable.
    static func runningExecutable() -> String {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().path
    }

    /// Modification dates of the kit's Swift sources and chapters (or of the files ending in `extensions`), by path.
    private func watchedStamps(extensions: [String] = [".swift", ".md"]) -> [String: Date] {
        var stamps: [String: Date] = [:]
        let manager = FileManager.default
        for folder in ["Sources", "Chapters"] {
            let base = (grader.root as NSString).appendingPathComponent(folder)
            guard let walker = manager.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                guard extensions.contains(where: relative.hasSuffix) else { continue }
                let path = (base as NSString).appendingPathComponent(relative)
                stamps[path] = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            }
        }
        return stamps
    }

    /// Runs `executable verify --format json` into ``resultPath`` and reads the result it wrote. The file is removed
    /// first: a run that crashes, or writes nothing, is reported as such and never shown with an older result.
    func verify(with executable: String) -> Result<LearnerResult, WorkshopError> {
        let resultFile = (grader.root as NSString).appendingPathComponent(Self.resultPath)
        let manager = FileManager.default
        try? manager.createDirectory(atPath: (resultFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if manager.fileExists(atPath: resultFile) {
            do {
                try manager.removeItem(atPath: resultFile)
            } catch {
                return .failure(WorkshopError("\(resultFile):1:1: cannot remove the previous result (\(error.localizedDescription)); "
                    + "delete the file and save again"))
            }
        }
        // The Swift runtime prints a backtrace with file:line on a crash; no interaction, no colour.
        let run = ChildProcess.run(
            executable, ["verify", "--format", "json", "--output", Self.resultPath, "--name", learner], in: grader.root,
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,timeout=0s"]
        )
        let language = grader.manifest.language
        if run.signal != nil || ![0, 1, 2].contains(run.status) {
            return .failure(WorkshopError(CrashReport(output: run.output, signal: run.signal, root: grader.root, language: language).text(language: language)))
        }
        guard run.status != 2, let data = manager.contents(atPath: resultFile), let result = try? LearnerResult.decoded(from: data) else {
            return .failure(WorkshopError(run.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(result)
    }
}

/// A child process run to its end, its standard output and error together.
enum ChildProcess {
    /// `signal` is the signal that ended it, `nil` when it exited (with `status`).
    static func run(
        _ executable: String, _ arguments: [String], in folder: String, environment: [String: String] = [:]
    ) -> (status: Int32, signal: Int32?, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.contains("/") ? executable : "/usr/bin/env")
        process.arguments = executable.contains("/") ? arguments : [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, nil, "cannot run \(executable): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return (process.terminationStatus, signal, String(decoding: data, as: UTF8.self))
    }
}
