import Foundation
import LearnerResults
import Messages
import Testing
import TestSupport
@testable import WorkshopRunner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watch loop's pieces that can go wrong without a compiler: a crash read from a backtrace, a stale result never
/// shown, compile errors once with their lines, the prebuilt modules judged missing.
@Suite struct WatchLoopTests {
    /// A kit folder with `Sources/workshop/02-PanClamp.swift` and `.workshop/`.
    private func kit() throws -> String {
        let root = NSTemporaryDirectory() + "watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Sources/workshop", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.workshop", withIntermediateDirectories: true)
        let source = """
            import SwipeEngine

            struct PanClamp: PanClampDecision {
                func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double {
                    let widths = [leadingWidth, trailingWidth]
                    return widths[Int(start) + 5]
                }
            }

            """
        try Data(source.utf8).write(to: URL(fileURLWithPath: root + "/Sources/workshop/02-PanClamp.swift"))
        return root
    }

    /// An executable shell script in `root` with `body`.
    /// A stand-in for the kit's program: the watcher runs `/bin/sh verify --format json --output …`, and `verify`, in
    /// the kit's folder, is `body`. The shell reads the file and never executes it: a script written here and executed
    /// at once failed about one run in a hundred with "Text file busy", when a process another test was starting at
    /// that moment still held the file open for writing.
    private func script(_ body: String, in root: String) throws -> String {
        try Data("\(body)\n".utf8).write(to: URL(fileURLWithPath: root + "/verify"))
        return "/bin/sh"
    }

    private func grader(_ root: String, language: String = "en") -> ExerciseGrader {
        ExerciseGrader(root: root, manifest: KitManifest(language: language == "zh-Hans" ? .chinese : .english, exercises: []))
    }

    @Test func aCrashIsReadFromTheBacktraceWithTheLearnersLine() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = """
            Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range

            💣 Program crashed: System trap at 0x00007f0c3e6b1f2e

            Thread 0 "workshop" crashed:

            0      0x00007f0c3e6b1f2e _assertionFailure(_:_:file:line:flags:) + 254 in libswiftCore.so
            1 [ra] 0x000055d0c1a0b2c4 PanClamp.offset(start:translation:leadingWidth:trailingWidth:) + 196 in workshop at \(root)/Sources/workshop/02-PanClamp.swift:6:22
            2 [ra] 0x000055d0c1a0b3c4 SwipeableCells.pan(to:) + 96 in libworkshopdeps.so at /book/Sources/SwipeEngine/SwipeableCells+Pan.swift:40:9
            """
        let crash = CrashReport(output: output, signal: 4, root: root, language: .english)
        expect(crash.place?.file == "Sources/workshop/02-PanClamp.swift" && crash.place?.line == 6 && crash.place?.column == 22)
        expectEqual(crash.runtimeMessage, "Fatal error: Index out of range")
        let text = crash.text(language: .english)
        expect(text.hasPrefix("Sources/workshop/02-PanClamp.swift:6:22: your code crashed here (Fatal error: Index out of range)"))
        expect(text.hasSuffix("\n    return widths[Int(start) + 5]"))
        expect(crash.text(language: .chinese).contains("你的代码在这里崩溃了"))
        // No frame of the kit's: said so, and what to do, without a made-up place.
        let elsewhere = CrashReport(output: "Segmentation fault", signal: 11, root: root, language: .english)
        expect(elsewhere.place == nil && elsewhere.runtimeMessage == "stopped by signal 11")
        expectEqual(elsewhere.text(language: .english).contains("look at the exercise you changed last"), false)
        expect(elsewhere.text(language: .english).contains("Look at the exercise you changed last"))
    }

    @Test func aRunThatCrashesIsNeverShownWithThePreviousResult() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let stale = LearnerResult(learner: "Ada", language: "en", createdAt: Date(), exercises: [])
        try stale.encoded().write(to: URL(fileURLWithPath: root + "/" + WorkshopWatcher.resultPath))
        // Ends as a trapped program does seen through a shell (status 128 + SIGILL); a real signal cannot be relied on
        // here, since the test runner may block the ones a script would send itself.
        let crashing = try script("echo 'Fatal error: Index out of range' >&2\nexit 132", in: root)
        let outcome = try WorkshopWatcher(grader: grader(root), learner: "Ada").verify(with: crashing)
        guard case .failure(let problem) = outcome else {
            Issue.record("a crashed run was read as a result")
            return
        }
        expect(problem.description.contains("your code crashed while the chapters ran (Fatal error: Index out of range)"))
        expect(!FileManager.default.fileExists(atPath: root + "/" + WorkshopWatcher.resultPath))
        // A run that exits without writing (status 1, no file) is not a result either.
        try stale.encoded().write(to: URL(fileURLWithPath: root + "/" + WorkshopWatcher.resultPath))
        guard case .failure = try WorkshopWatcher(grader: grader(root), learner: "Ada").verify(with: try script("exit 1", in: root)) else {
            Issue.record("the previous run's result was shown for a run that wrote none")
            return
        }
    }

    @Test func aRunThatWritesItsResultIsShown() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fresh = LearnerResult(learner: "Ada", language: "en", createdAt: Date(), exercises: [
            ExerciseResult(id: "pan-clamp", chapter: "02-under-the-content.md", title: "The pan clamp", status: .passed, stepsPassed: 8, stepsTotal: 8),
        ])
        try fresh.encoded().write(to: URL(fileURLWithPath: root + "/fresh.json"))
        // The script writes the result where `--output` says ($4, after the script's own name `verify`), as `workshop
        // verify` does, and exits 0; the time limit is passed on (`--time-limit 10`, $7 and $8).
        let writing = try script("test \"$7\" = --time-limit && test \"$8\" = 10 && cp fresh.json \"$4\"", in: root)
        let outcome = try WorkshopWatcher(grader: grader(root), learner: "Ada").verify(with: writing)
        guard case .success(let result) = outcome else {
            Issue.record("a written result was not read: \(outcome)")
            return
        }
        expectEqual(result.exercises.first?.status, .passed)
    }

    @Test func aRunStoppedByItsTimeLimitShowsWhatItSaidNotACrash() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // As `workshop verify` ends when its watchdog stops the learner's loop: the message, then exit status 3.
        let said = "Sources/workshop/02-PanClamp.swift:4:5: stopped after 10 s of processor time: does it loop without end?"
        let stopped = try script("echo '\(said)' >&2\nexit 3", in: root)
        guard case .failure(let problem) = try WorkshopWatcher(grader: grader(root), learner: "Ada").verify(with: stopped) else {
            Issue.record("a run stopped by its time limit was read as a result")
            return
        }
        expectEqual(problem.description, said)
        expect(!problem.description.contains("crashed"))
    }

    @Test func aSaveDuringACheckEndsItAtOnce() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = WorkshopWatcher(grader: grader(root), learner: "Ada")
        // A check that never ends (its pid kept, to see it gone), and a save a moment after it starts.
        let looping = try script("echo $$ > looping.pid\nwhile :; do :; done", in: root)
        let before = watcher.watchedStamps()
        let file = root + "/Sources/workshop/02-PanClamp.swift"
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            try? FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file)
        }
        let started = Date()
        do {
            _ = try watcher.verify(with: looping) { watcher.watchedStamps() != before ? .saved : nil }
            Issue.record("the check went on after a save")
        } catch {
            expectEqual(error, .saved)
        }
        expect(Date().timeIntervalSince(started) < 10)
        let pid = try require(Int32((try? String(contentsOfFile: root + "/looping.pid", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        expect(kill(pid, 0) != 0 || (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.contains(") Z") == true)
    }

    @Test func compileErrorsAreShownOnceWithTheirSourceLines() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/Sources/workshop/02-PanClamp.swift"
        let output = """
            \(file):6:16: error: cannot find 'widthz' in scope
            [3/5] Compiling workshop 02-PanClamp.swift
            \(file):6:16: error: cannot find 'widthz' in scope
            error: fatalError
            """
        let shown = BuildErrors.parse(output, root: root)
        let expected = "Sources/workshop/02-PanClamp.swift:6:16: error: cannot find 'widthz' in scope\n"
            + "            return widths[Int(start) + 5]\n"
            + String(repeating: " ", count: 4 + 15) + "^"
        expectEqual(shown, expected)
    }

    @Test func thePrebuiltModulesAreNotUsedBeforeTheKitIsBuilt() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(".package(path: \"/book/TableChapters\"),\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let quick = QuickBuild(root: root, environment: ["PATH": "/usr/bin"])
        expect(!quick.isReady)
        expectEqual(quick.staleness, "the kit has not been built yet")
        expectEqual(QuickBuild.dependencyRoot(root: root), "/book/TableChapters")
    }

    /// A save that lands during a build can leave the driver's record saying a file is up to date when the old content
    /// was compiled (`.ci/workshop-loop-check` saw the learner's looping code checked as the fixed code, 4 runs in 6):
    /// a file that differs from what the last good build began with loses its object and record, and only that one.
    @Test func aFileChangedSinceTheLastGoodBuildIsCompiledAgainWhateverTheDriverRecorded() throws {
        let root = try kit()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let objects = root + "/.workshop/quick/objects"
        try FileManager.default.createDirectory(atPath: objects, withIntermediateDirectories: true)
        let changed = root + "/Sources/workshop/02-PanClamp.swift", same = root + "/Sources/workshop/03-Bounce.swift"
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: changed))
        try Data("let b = 2\n".utf8).write(to: URL(fileURLWithPath: same))
        try QuickBuild.remember(QuickBuild.forgettingChanged([changed, same], objects: objects), objects: objects)
        for name in ["02-PanClamp", "03-Bounce"] {
            for ending in [".o", ".swiftdeps"] { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(objects)/\(name)\(ending)")) }
        }
        try Data("let a = 2\n".utf8).write(to: URL(fileURLWithPath: changed))
        let read = QuickBuild.forgettingChanged([changed, same], objects: objects)
        expect(!FileManager.default.fileExists(atPath: objects + "/02-PanClamp.o"))
        expect(!FileManager.default.fileExists(atPath: objects + "/02-PanClamp.swiftdeps"))
        expect(FileManager.default.fileExists(atPath: objects + "/03-Bounce.o"))
        expect(FileManager.default.fileExists(atPath: objects + "/03-Bounce.swiftdeps"))
        expectEqual(read[changed], Data("let a = 2\n".utf8))
    }
}
