import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the watcher stops a child process before it ends: the learner quit (`q`, Ctrl-C, a signal), or saved a file,
/// so the run in progress checks code that is no longer there.
enum Interruption: Error, Equatable, Sendable {
    case quit
    case saved
}

/// How a child process ended.
struct ChildRun: Equatable {
    /// Why the watcher ended it early.
    enum Stop: Equatable {
        /// It ran past its time limit (seconds, on the clock).
        case timeLimit(Int)
        /// ``ChildProcess/run(_:_:in:environment:timeLimit:interrupt:)``'s `interrupt` asked it to stop.
        case interrupted(Interruption)
    }

    /// The exit status (meaningful when `signal` is `nil`).
    var status: Int32
    /// The signal that ended it, `nil` when it exited.
    var signal: Int32?
    /// Its standard output and error together (the last ``ChildProcess/outputKept`` bytes).
    var output: String
    /// Set when the watcher ended it early; the process group was then killed.
    var stop: Stop?
}

/// A child process run in a process group of its own, its standard output and error read together, with standard
/// input from `/dev/null`. While it runs, `interrupt` is asked every 50 ms whether to stop it, and its time limit is
/// kept: either ends the whole group (SIGTERM, then SIGKILL a second later), so no grandchild (a compiler `swift build`
/// started) is left running. When the child exits, anything it left in its group is killed too.
enum ChildProcess {
    /// At most this many bytes of output are kept (the last ones: a crash's backtrace comes at the end), so a loop that
    /// prints without end cannot fill the watcher's memory.
    static let outputKept = 1 << 20

    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` in `folder`; `environment` is added to
    /// this process's.
    static func run(
        _ executable: String, _ arguments: [String], in folder: String, environment: [String: String] = [:],
        timeLimit: TimeInterval? = nil, interrupt: () -> Interruption? = { nil }
    ) -> ChildRun {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return ChildRun(status: 127, output: "cannot run \(executable): no pipe (errno \(errno))") }
        let (reading, writing) = (descriptors[0], descriptors[1])
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        let spawned = spawn(executable, arguments, in: folder, environment: environment, output: writing)
        close(writing)
        guard case .success(let pid) = spawned else {
            close(reading)
            if case .failure(let reason) = spawned { return ChildRun(status: 127, output: "cannot run \(executable): \(reason)") }
            return ChildRun(status: 127, output: "cannot run \(executable)")
        }
        defer { close(reading) }
        return follow(pid, reading: reading, timeLimit: timeLimit, interrupt: interrupt)
    }

    /// Reads the child's output until it exits, it is interrupted or its time runs out; reaps it, and kills its group.
    private static func follow(_ pid: pid_t, reading: Int32, timeLimit: TimeInterval?, interrupt: () -> Interruption?) -> ChildRun {
        var output = Data()
        var open = true
        var rawStatus: Int32?
        var exitedAt: Date?
        var stop: ChildRun.Stop?
        let started = Date()
        while true {
            open = open && drain(reading, into: &output, waitingMilliseconds: 50)
            if rawStatus == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    rawStatus = status
                    exitedAt = Date()
                }
            }
            if let exitedAt {
                // Its own output is read; what still holds the pipe open is something it left behind.
                if !open || Date().timeIntervalSince(exitedAt) > 0.5 { break }
                continue
            }
            if let reason = interrupt() {
                stop = .interrupted(reason)
            } else if let timeLimit, Date().timeIntervalSince(started) >= timeLimit {
                stop = .timeLimit(Int(timeLimit.rounded()))
            }
            if stop != nil {
                rawStatus = terminate(group: pid)
                break
            }
        }
        // The group's leader is gone: anything left in its group is killed, so nothing is orphaned.
        _ = kill(-pid, SIGKILL)
        let status = rawStatus ?? 0
        let signalled = status & 0x7F
        let signal: Int32? = signalled != 0 && signalled != 0x7F ? signalled : nil
        return ChildRun(status: signal == nil ? (status >> 8) & 0xFF : signalled, signal: signal,
                        output: String(decoding: output, as: UTF8.self), stop: stop)
    }

    /// Reads what is ready on `descriptor` (waiting up to `milliseconds` for it), keeping the last ``outputKept``
    /// bytes; `false` at its end.
    private static func drain(_ descriptor: Int32, into output: inout Data, waitingMilliseconds milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
                if output.count > outputKept { output.removeFirst(output.count - outputKept) }
                continue
            }
            if count == 0 { return false }
            return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR
        }
    }

    /// Ends the process group `group` (its leader is the child): SIGTERM, then SIGKILL after a second; returns the
    /// leader's raw wait status.
    static func terminate(group: pid_t) -> Int32 {
        _ = kill(-group, SIGTERM)
        var status: Int32 = 0
        let asked = Date()
        while Date().timeIntervalSince(asked) < 1 {
            if waitpid(group, &status, WNOHANG) == group { return status }
            usleep(10_000)
        }
        _ = kill(-group, SIGKILL)
        while waitpid(group, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    /// Starts the child in a process group of its own, with the default action for the signals the watcher catches
    /// and no signal blocked. The folder is entered by `/bin/sh`, which then becomes the program (`exec`).
    private static func spawn(
        _ executable: String, _ arguments: [String], in folder: String, environment: [String: String], output: Int32
    ) -> Result<pid_t, SpawnFailure> {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let script = "cd \"$1\" || exit 127; shift; exec \"$@\""
        let argv = ["/bin/sh", "-c", script, "workshop-child", folder, executable] + arguments
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let envp = merged.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let code = withCStrings(argv) { arguments in
            withCStrings(envp) { variables in posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, variables) }
        }
        return code == 0 ? .success(pid) : .failure(SpawnFailure(description: String(cString: strerror(code))))
    }

    private struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// `strings` as a `NULL`-terminated array of C strings, for the length of `body`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return body(copies)
    }
}

private extension ChildRun {
    init(status: Int32, output: String) {
        self.init(status: status, signal: nil, output: output, stop: nil)
    }
}
