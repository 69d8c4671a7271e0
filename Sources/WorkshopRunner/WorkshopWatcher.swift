import Foundation
import LearnerResults
import Messages
import SpecInterpreter

/// `swift run workshop`: shows the learner's progress, then watches the kit's Swift files and chapters; on every
/// save it runs `workshop verify` in a child process (so a crash in the learner's code is shown, never the watcher's
/// end), after recompiling the learner's files when they changed (``QuickBuild``, or a whole `swift build` when the
/// prebuilt modules are missing or stale). `h` shows the next exercise's hint (help in a "predict the number" kit),
/// `q` (or Ctrl-C) quits.
///
/// The loop never freezes: every build and check runs in a process group of its own (``ChildProcess``) while the
/// watcher keeps reading keys and the files' dates. `q`, Ctrl-C or a SIGINT/SIGTERM/SIGHUP end the group and the
/// watcher at any moment; a save during a build or a check ends it and starts again on the new files; and a check
/// has a time limit (``GradingTimeLimit``): a learner's endless loop is stopped and named.
struct WorkshopWatcher {
    var grader: ExerciseGrader
    var learner: String
    /// The processor seconds a check may use (`workshop verify --time-limit`).
    var timeLimit = GradingTimeLimit.defaultProcessorSeconds

    /// Where the child `workshop verify` writes the result the watcher shows. Removed before every run, so a run that
    /// writes nothing (a crash) is never shown with the previous run's result.
    static let resultPath = ".workshop/watch-result.json"

    /// How long the watcher lets a check run on the clock before it ends the check itself: the child's own clock limit
    /// and a few seconds for it to say so.
    var clockLimit: Int { GradingTimeLimit(processorSeconds: timeLimit).clockSeconds + 5 }

    func run(_ decisions: Decisions) -> Int32 {
        let session = WatchSession(watcher: self)
        defer { session.close() }
        return session.run()
    }

    /// This process's executable.
    static func runningExecutable() -> String {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().path
    }

    /// Modification dates of the kit's Swift sources and chapters (or of the files ending in `extensions`), by path.
    func watchedStamps(extensions: [String] = [".swift", ".md"]) -> [String: Date] {
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
    /// first: a run that crashes, or writes nothing, is reported as such and never shown with an older result. A run
    /// past the time limit is reported with what it printed (the function that was running), or, when the watcher had
    /// to end it, as a run that did not finish.
    /// - Throws: what `interrupt` answered, after the run was ended.
    func verify(with executable: String, interrupt: () -> Interruption? = { nil }) throws(Interruption) -> Result<LearnerResult, WorkshopError> {
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
        let arguments = ["verify", "--format", "json", "--output", Self.resultPath, "--name", learner, "--time-limit", "\(timeLimit)"]
        let run = ChildProcess.run(
            executable, arguments, in: grader.root,
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,timeout=0s"],
            timeLimit: TimeInterval(clockLimit), interrupt: interrupt
        )
        let language = grader.manifest.language
        switch run.stop {
        case .interrupted(let reason): throw reason
        case .timeLimit(let seconds):
            return .failure(WorkshopError(WorkshopMessages.timedOutSomewhere(seconds: seconds, processorTime: false).text(in: language)))
        case nil: break
        }
        if run.signal != nil || ![0, 1, 2, GradingTimeLimit.exitStatus].contains(run.status) {
            return .failure(WorkshopError(CrashReport(output: run.output, signal: run.signal, root: grader.root, language: language).text(language: language)))
        }
        guard run.status != 2, run.status != GradingTimeLimit.exitStatus,
              let data = manager.contents(atPath: resultFile), let result = try? LearnerResult.decoded(from: data) else {
            return .failure(WorkshopError(run.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(result)
    }
}
