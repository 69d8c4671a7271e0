import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Clocks, memory and child processes for the benchmark.
enum Measure {
    /// Monotonic nanoseconds.
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Seconds taken by `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start) / 1e9
    }

    /// The best (shortest) of `runs` timings of `body`, in seconds.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) { best = min(best, try seconds(body)) }
        return best
    }

    /// CPU seconds (user + system) this process has used so far, on all its threads.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }

    /// A field of /proc/self/status in bytes (`VmHWM`, `VmRSS`), or `nil` where there is no /proc.
    static func statusBytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// The total size of the regular files under `folder`, in bytes.
    static func folderBytes(_ folder: String) -> Int {
        guard let files = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var total = 0
        for case let file as String in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + file)
            if attributes?[.type] as? FileAttributeType == .typeRegular { total += (attributes?[.size] as? Int) ?? 0 }
        }
        return total
    }

    /// Resets the process's peak resident set (VmHWM) to the current one (Linux ≥ 4.0); false if it cannot.
    static func resetPeakResidentSet() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    /// The first executable named `name` on PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// What a finished child process took.
    struct ChildRun {
        var status: Int32
        var seconds: Double
        /// CPU seconds (user + system) of the child.
        var cpuSeconds: Double
        /// Peak resident set of the child (its VmHWM, from `wait4`'s `ru_maxrss`), in bytes.
        var peakBytes: Int
    }

    /// Runs `executable` with `arguments`, standard output and error to `outputPath` (or /dev/null), and waits.
    static func run(_ executable: String, _ arguments: [String], outputPath: String = "/dev/null") -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }

        let start = now()
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let elapsed = Double(now() - start) / 1e9
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        return ChildRun(status: exitStatus, seconds: elapsed, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: peak)
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
