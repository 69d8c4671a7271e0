import Foundation
import Testing
import TestSupport
@testable import WorkshopRunner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watcher's child processes never outlive what started them: a time limit, a key or a save ends the child's
/// whole process group, and what a child leaves behind when it exits is ended too. Each test is bounded: a limit of a
/// second or an interruption after a fraction of one.
@Suite struct ChildProcessTests {
    /// A folder for a test's files.
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "child-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Whether process `pid` still runs (a zombie waiting for its reaper does not).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
        #else
        return true
        #endif
    }

    /// Whether process `pid` is gone within two seconds (a signal is delivered a moment after it is sent).
    private func ends(_ pid: pid_t) -> Bool {
        for _ in 0..<40 {
            if !isRunning(pid) { return true }
            usleep(50_000)
        }
        return false
    }

    /// The process id a script wrote to `file`, once it is there.
    private func pid(in file: String) -> pid_t? {
        (try? String(contentsOfFile: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    @Test func aLoopIsStoppedAtItsTimeLimitWithEverythingItStarted() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let started = Date()
        let run = ChildProcess.run("/bin/sh", ["-c", "sleep 300 & echo $! > grandchild; echo looping; while :; do :; done"],
                                   in: root, timeLimit: 1)
        expectEqual(run.stop, .timeLimit(1))
        expect(Date().timeIntervalSince(started) < 10)
        expect(run.output.contains("looping"))
        let grandchild = try require(pid(in: root + "/grandchild"))
        expect(ends(grandchild))
    }

    @Test func anInterruptionEndsTheRunAtOnceAndSaysWhy() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let started = Date()
        var asked = 0
        let run = ChildProcess.run("/bin/sh", ["-c", "echo $$ > child; while :; do :; done"], in: root, timeLimit: 60) {
            asked += 1
            return Date().timeIntervalSince(started) > 0.3 ? .saved : nil
        }
        expectEqual(run.stop, .interrupted(.saved))
        expect(asked > 1)
        expect(Date().timeIntervalSince(started) < 5)
        let child = try require(pid(in: root + "/child"))
        expect(ends(child))
    }

    @Test func whatAChildLeavesBehindWhenItExitsIsEnded() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let started = Date()
        // The grandchild holds the output pipe open: the run must not wait for it.
        let run = ChildProcess.run("/bin/sh", ["-c", "sleep 300 & echo $! > grandchild; echo done; exit 4"], in: root, timeLimit: 60)
        expect(run.stop == nil && run.status == 4 && run.signal == nil)
        expectEqual(run.output, "done\n")
        expect(Date().timeIntervalSince(started) < 10)
        let grandchild = try require(pid(in: root + "/grandchild"))
        expect(ends(grandchild))
    }

    @Test func aChildRunsInItsFolderAndItsOutputIsBounded() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let here = ChildProcess.run("pwd", [], in: root)
        expectEqual(URL(fileURLWithPath: here.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path, URL(fileURLWithPath: root).resolvingSymlinksInPath().path)
        let flood = ChildProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero | tr '\\0' x; echo; echo last"], in: root, timeLimit: 60)
        expectEqual(flood.status, 0)
        expect(flood.output.utf8.count <= ChildProcess.outputKept)
        expect(flood.output.hasSuffix("\nlast\n"))
        let missing = ChildProcess.run("/no/such/program", [], in: root)
        expectEqual(missing.status, 127)
        // A signal that ends the child is told as such.
        let killed = ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"], in: root, timeLimit: 60)
        expectEqual(killed.signal, SIGTERM)
    }

    @Test func quitHintAndOtherKeys() {
        expectEqual(WatchKey("q"), .quit)
        expectEqual(WatchKey("\u{03}"), .quit)
        expectEqual(WatchKey("\u{04}"), .quit)
        expectEqual(WatchKey("h"), .hint)
        expectEqual(WatchKey("x"), .other)
        expectEqual(WatchKey("\n"), .other)
    }
}
