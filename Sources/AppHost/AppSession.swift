import AppScreen
import EngineMessages
import Foundation
import Messages

/// One running reader's app: the built executable (``AppExecutable``) hosted by the driver in its own process,
/// driven with ``AppInput`` values and read back as a ``Screen``.
///
/// The process runs under the listing checker's limits for programs it runs: 1 GiB of address space and 30 s of CPU
/// time for the whole process (`ulimit -v`, `ulimit -t`), and each request waits at most ``timeLimit`` seconds of
/// wall-clock time for its reply. An app that
/// loops, allocates without end or traps never hangs the tool: the process is stopped and the request throws
/// ``Stopped`` (a hang, a runaway allocation) or ``AppCrash`` (a trap, at the reader's chapter line when the trap's
/// backtrace names one). A modelled UIKit exception does not end the process: it is in ``Screen/crash``.
public final class AppSession: @unchecked Sendable {
    /// Why a session stopped.
    public enum Stop: Sendable, Equatable {
        case time, memory, exited
    }

    /// The app was stopped by a limit, or ended without a crash report.
    public struct Stopped: Error, Sendable {
        public var stop: Stop
        public var message: LocalizedText
    }

    /// The driver did not understand a request (the app is left as it was).
    public struct Rejected: Error, Sendable, Equatable {
        public var message: String
    }

    /// The wall-clock seconds each request may take.
    public let timeLimit: Double
    private let app: AppExecutable
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorPath: String
    private var errorHandle: FileHandle?
    private let replies = NSCondition()
    private var buffer = Data()
    private var ended = false
    private var stopped: Error?
    /// The chapter place of the app's modelled exception, found once.
    private var exceptionPlace: SourceLocation?

    /// The address space the app may use, in KiB (1 GiB, as a listing program).
    static let memoryLimitKiB = 1 << 20

    /// Starts `app` in a window `width` × `height` points; throws when the process cannot be started.
    ///
    /// - Parameter timeLimit: the wall-clock seconds each request may take.
    /// - Parameter cpuSeconds: the CPU time the whole process may use (the listing limit, 30 s).
    public init(_ app: AppExecutable, width: Double = 320, height: Double = 568, timeLimit: Double = 30, cpuSeconds: Int = 30) throws {
        self.app = app
        self.timeLimit = timeLimit
        signal(SIGPIPE, SIG_IGN)
        errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-app-\(UUID().uuidString).txt").path
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let cpu = max(1, cpuSeconds)
        process.arguments = ["-c", "ulimit -v \(Self.memoryLimitKiB) && ulimit -t \(cpu) && exec \"$0\" \"$@\"", app.path,
                             "--width", "\(width)", "--height", "\(height)"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no"]) { _, new in new }
        process.standardInput = input
        process.standardOutput = output
        errorHandle = FileHandle(forWritingAtPath: errorPath)
        process.standardError = errorHandle ?? FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [weak self] in
            while true {
                let chunk = handle.availableData
                guard let self else { return }
                self.replies.lock()
                if chunk.isEmpty { self.ended = true } else { self.buffer.append(chunk) }
                self.replies.broadcast()
                self.replies.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    deinit {
        close()
        try? FileManager.default.removeItem(atPath: errorPath)
    }

    /// Applies the inputs in order, then reads the screen.
    public func perform(_ inputs: [AppInput]) throws -> Screen {
        let encoder = JSONEncoder()
        for each in inputs {
            let reply = try send(line: String(decoding: try encoder.encode(each), as: UTF8.self))
            if let error = reply.error { throw Rejected(message: error) }
        }
        return try screen()
    }

    /// The screen now.
    public func screen() throws -> Screen {
        let reply = try send(line: "\"screen\"")
        guard var screen = reply.screen else { throw Rejected(message: reply.error ?? "the app sent no screen") }
        if var crash = screen.crash, crash.line == nil {
            if exceptionPlace == nil, let stack = reply.crashStack {
                exceptionPlace = AppExceptionPlace.locate(stack, app: app).flatMap { app.chapterPlace(file: $0.file, line: $0.line, column: $0.column) }
            }
            if let place = exceptionPlace {
                (crash.file, crash.line, crash.column) = (place.file, place.line, place.column)
                screen.crash = crash
            }
        }
        return screen
    }

    /// Sends one request line (an input as JSON, or `"screen"`) and returns the driver's reply.
    public func send(line: String) throws -> AppReply {
        if let stopped { throw stopped }
        let text = line.replacingOccurrences(of: "\n", with: " ") + "\n"
        do {
            try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        } catch {
            throw fail(ended: true)
        }
        let (next, ended) = nextLine()
        guard let reply = next else { throw fail(ended: ended) }
        do {
            return try JSONDecoder().decode(AppReply.self, from: reply)
        } catch {
            throw Rejected(message: "the app's reply is not one: \(String(decoding: reply.prefix(200), as: UTF8.self))")
        }
    }

    /// Ends the app (closing its input ends the driver's loop; a process that does not end is killed).
    public func close() {
        try? input.fileHandleForWriting.close()
        defer {
            try? errorHandle?.close()
            errorHandle = nil
        }
        guard process.isRunning else { return }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The next reply line, or `nil` when the app ended or the time limit passed first (and whether it ended).
    private func nextLine() -> (Data?, ended: Bool) {
        let deadline = Date().addingTimeInterval(timeLimit)
        replies.lock()
        defer { replies.unlock() }
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return (Data(line), false)
            }
            if ended { return (nil, true) }
            if !replies.wait(until: deadline) { return (nil, ended) }
        }
    }

    /// The error for an app that stopped answering: killed at the time limit, or ended (a trap, the memory limit).
    private func fail(ended: Bool) -> Error {
        var ended = ended
        if !ended, process.isRunning, let report = FileManager.default.contents(atPath: errorPath),
           String(decoding: report, as: UTF8.self).contains("Fatal error") || String(decoding: report, as: UTF8.self).contains("*** Signal") {
            // A trap whose backtrace is still being written: it ends on its own.
            let deadline = Date().addingTimeInterval(15)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            ended = !process.isRunning
        }
        if !ended, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let report = FileManager.default.contents(atPath: errorPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let error: Error
        if !ended || process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGXCPU {
            error = Stopped(stop: .time, message: AppMessages.stopped(limit: .time, seconds: timeLimit))
        } else if report.contains("failed to allocate") || report.contains("Cannot allocate") {
            error = Stopped(stop: .memory, message: AppMessages.stopped(limit: .memory, seconds: timeLimit))
        } else if let crash = AppTrap.crash(in: report, app: app) {
            error = crash
        } else {
            error = Stopped(stop: .exited, message: AppMessages.stopped(limit: .exited, seconds: timeLimit))
        }
        stopped = error
        return error
    }
}

extension AppSession {
    /// Runs the app's clock until nothing moves on its own (at most `maxSeconds`), and returns what the visible
    /// cells' offsets went through, frame by frame.
    public func settle(maxSeconds: Double = 5) throws -> [ScreenMotionFrame] {
        let request = String(decoding: try JSONEncoder().encode(AppInput.settle(maxSeconds: maxSeconds)), as: UTF8.self)
        let reply = try send(line: request)
        if let error = reply.error { throw Rejected(message: error) }
        return reply.motion ?? []
    }
}
