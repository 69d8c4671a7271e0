import ClassServer
import Foundation
import Testing
import TestSupport

/// `chapters-class serve` as a teacher starts it: the join code on the first line, the dashboard on the port it
/// names, and the results still there after the process is stopped and started again on the same store.
@Suite("chapters-class serve", .serialized)
struct ServeCommandTests {
    /// The built tool, beside the test bundle.
    var tool: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chapters-class")
    }

    struct Started {
        var process: Process
        var lines: [String]
        var port: UInt16
        var teacherKey: String
    }

    /// Starts the server and reads its first lines (at most 30 s).
    /// With `fileLimit`, the server runs under `ulimit -n` of that many descriptors (a shell sets it, then execs).
    func start(store: String, extra: [String] = ["--code", "QX7K3MPA"], fileLimit: Int? = nil) throws -> Started {
        try require(FileManager.default.isExecutableFile(atPath: tool.path), "build the tool first: swift build")
        let process = Process()
        let arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--store", store] + extra
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", tool.path] + arguments
        } else {
            process.executableURL = tool
            process.arguments = arguments
        }
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
        let lines = text.split(separator: "\n").map(String.init)
        let dashboard = lines.first { $0.hasPrefix("dashboard: ") } ?? ""
        let port = UInt16(URLComponents(string: String(dashboard.dropFirst("dashboard: ".count)))?.port ?? 0)
        let key = lines.first { $0.hasPrefix("teacher key: ") }.map { String($0.dropFirst("teacher key: ".count)) } ?? ""
        return Started(process: process, lines: lines, port: port, teacherKey: key)
    }

    func stop(_ started: Started) {
        started.process.terminate()
        started.process.waitUntilExit()
    }

    @Test func printsTheJoinCodeFirstAndKeepsResultsAcrossARestart() async throws {
        let folder = TestFolders.fresh("serve")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("class.sqlite").path

        let first = try start(store: store)
        expectEqual(first.lines.first, "join code: QX7K3MPA")
        expect(first.lines.dropFirst().first == "teacher key: \(first.teacherKey)" && first.teacherKey.count >= 16, "\(first.lines)")
        expect(first.port > 0, "\(first.lines)")
        // On loopback the learners' command names the loopback address (learners on this machine).
        expect(first.lines.contains("learners: swift run workshop verify --submit http://127.0.0.1:\(first.port) --code QX7K3MPA --name YOUR-NAME"),
                "\(first.lines)")
        let sent = try await LoopbackClient.request(
            "POST", "/api/results", port: first.port, headers: ["X-Join-Code": "qx7k3mpa"], body: try SampleClass.result(learner: 11).encoded()
        )
        expectEqual(sent.status, 201, "\(sent.text)")
        stop(first)

        let second = try start(store: store)
        defer { stop(second) }
        expect(second.lines.contains("store: \(store) (1 result kept)"), "\(second.lines)")
        let page = try await LoopbackClient.request("GET", "/", port: second.port, headers: ["X-Teacher-Key": second.teacherKey])
        expect(page.text.contains("Learner 12"))
    }

    @Test func aBadCodeOptionIsAUsageError() throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["serve", "--code", "OOOO"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        expect(process.terminationStatus != 0)
        expect(message.contains("--code OOOO"))
    }
}
