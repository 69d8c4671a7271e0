import ChapterRunner
import Foundation
import LearnerResults
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run workshop`: shows the learner's progress, then watches the kit's Swift files and chapters; on every
/// save it rebuilds the kit and runs `workshop verify` with the new code, and shows the result. `h` shows the next
/// exercise's hint, `q` (or Ctrl-C) quits.
struct WorkshopWatcher {
    var grader: ExerciseGrader
    var learner: String

    /// Where the rebuilt `workshop verify` writes the result the watcher shows.
    static let resultPath = ".workshop/watch-result.json"

    func run(_ decisions: Decisions) -> Int32 {
        let text = WorkshopText(language: grader.manifest.language)
        var screen = WorkshopScreen(result: grader.grade(decisions, learner: learner), manifest: grader.manifest)
        let terminal = KeyboardMode()
        defer { terminal.restore() }
        var message = ""
        func draw() {
            let clear = terminal.isInteractive ? "\u{1B}[2J\u{1B}[H" : "\n"
            let page = clear + screen.render() + "\n\n" + (message.isEmpty ? "" : message + "\n\n") + text.keys + "\n"
            FileHandle.standardOutput.write(Data(page.utf8))
        }
        draw()
        var stamps = watchedStamps()
        while true {
            switch terminal.readKey(waitingMilliseconds: 500) {
            case "q", "\u{03}", "\u{04}":
                return 0
            case "h":
                screen.showingHint.toggle()
                draw()
            default:
                break
            }
            let now = watchedStamps()
            guard now != stamps else { continue }
            stamps = now
            message = text.building
            draw()
            switch rebuildAndVerify() {
            case .success(let result):
                screen.result = result
                message = ""
            case .failure(let error):
                message = text.buildFailed + "\n" + error.description
            }
            draw()
            stamps = watchedStamps()
        }
    }

    /// Modification dates of the kit's Swift sources and chapters, by path.
    private func watchedStamps() -> [String: Date] {
        var stamps: [String: Date] = [:]
        let manager = FileManager.default
        for folder in ["Sources", "Chapters"] {
            let base = (grader.root as NSString).appendingPathComponent(folder)
            guard let walker = manager.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift") || relative.hasSuffix(".md") else { continue }
                let path = (base as NSString).appendingPathComponent(relative)
                stamps[path] = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            }
        }
        return stamps
    }

    /// `swift build --product workshop`, then the new binary's `verify --format json`.
    private func rebuildAndVerify() -> Result<LearnerResult, WorkshopError> {
        let build = ChildProcess.run("swift", ["build", "--product", "workshop"], in: grader.root)
        guard build.status == 0 else {
            let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
            let shown = errors.isEmpty ? build.output.split(separator: "\n").suffix(10) : errors.prefix(10)
            return .failure(WorkshopError(shown.joined(separator: "\n")))
        }
        let binPath = ChildProcess.run("swift", ["build", "--show-bin-path"], in: grader.root).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let verify = ChildProcess.run(
            (binPath as NSString).appendingPathComponent("workshop"),
            ["verify", "--format", "json", "--output", Self.resultPath, "--name", learner],
            in: grader.root
        )
        let resultFile = (grader.root as NSString).appendingPathComponent(Self.resultPath)
        guard verify.status != 2, let data = FileManager.default.contents(atPath: resultFile),
              let result = try? LearnerResult.decoded(from: data) else {
            return .failure(WorkshopError(verify.output))
        }
        return .success(result)
    }
}

/// A child process run to its end, its standard output and error together.
enum ChildProcess {
    static func run(_ executable: String, _ arguments: [String], in folder: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.contains("/") ? executable : "/usr/bin/env")
        process.arguments = executable.contains("/") ? arguments : [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "cannot run \(executable): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
