import Dispatch
import Foundation

/// Runs a program to completion with a time limit, its output going to files (a pipe left unread could fill up and
/// hang both sides).
public enum ProcessRunner {
    /// How the program ended and what it wrote.
    public struct Outcome: Sendable {
        /// The exit status (or the signal's number).
        public var status: Int32
        /// What it wrote to standard output.
        public var standardOutput: String
        /// What it wrote to standard error.
        public var standardError: String
        /// Whether the program was stopped for running past its time limit.
        public var timedOut: Bool
        /// Whether it ended by a signal (a crash) rather than by exiting.
        public var crashed: Bool
    }

    /// - Parameter folder: where the output files are written (an existing folder the caller owns).
    /// - Parameter environment: variables to set on top of this process's own.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: String, timeout seconds: Double, environment: [String: String] = [:]
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The program's temporary files go to a folder of this run's, removed when it ends: `swiftc -typecheck` leaves
        // an empty `TemporaryDirectory.*` in the temporary folder every time, thousands of them after a day's verifies.
        var environment = environment
        let temporary = URL(fileURLWithPath: folder).appendingPathComponent("tmp-\(UUID().uuidString)").path
        if environment["TMPDIR"] == nil, (try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)) != nil {
            environment["TMPDIR"] = temporary
        }
        defer { if environment["TMPDIR"] == temporary { try? FileManager.default.removeItem(atPath: temporary) } }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let outPath = folder + "/stdout.txt"
        let errPath = folder + "/stderr.txt"
        guard FileManager.default.createFile(atPath: outPath, contents: nil),
              FileManager.default.createFile(atPath: errPath, contents: nil),
              let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let read = { (path: String) in
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return Outcome(
            status: process.terminationStatus, standardOutput: read(outPath), standardError: read(errPath),
            timedOut: timedOut, crashed: process.terminationReason == .uncaughtSignal
        )
    }
}
