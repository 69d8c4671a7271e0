import Foundation

/// `chapters-class serve` in a child process on 127.0.0.1, for the benchmark (its fields are set once, in `init`, so
/// threads may share it): its port and teacher key read from
/// the lines it prints, its resident memory read from `/proc`, and a `kill -9` when the benchmark wants one.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    private(set) var port: UInt16 = 0
    private(set) var teacherKey = ""

    init(store: String, code: String, extra: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--store", store, "--code", code] + extra
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains("learners:"), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("teacher key: ") { teacherKey = String(line.dropFirst("teacher key: ".count)) }
            if line.hasPrefix("dashboard: "), let url = URLComponents(string: String(line.dropFirst("dashboard: ".count))) {
                port = UInt16(url.port ?? 0)
            }
        }
        guard port > 0 else {
            process.terminate()
            throw BenchFailure("the server did not start: \(text)")
        }
    }

    /// Resident memory in MiB (`VmRSS`), or 0 where `/proc` has none.
    var residentMiB: Double {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
    }

    func kill9() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
