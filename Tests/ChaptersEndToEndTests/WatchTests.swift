import Foundation
import Testing
import TestSupport

/// `chapters watch` as an author runs it beside their editor: a report at the start, another after each save.
@Suite("chapters watch", .serialized)
struct WatchTests {
    let tool = ChaptersCommandTests()

    /// What a running process has written so far.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    /// Waits up to `seconds` for `output` to hold `text`.
    func wait(for text: String, in output: Output, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.text.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func filterShowsTheSelectedChapterAndSaysWhenASaveIsLeftOut() throws {
        let book = try tool.copyOfBook()
        let other = book.appendingPathComponent("en/02-count.md")
        try "# Count rows\n\n## Three rows\n\n```spec\ntable 3 rows\nexpect row count 3\n```\n".write(to: other, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = ChaptersCommandTests.productsFolder.appendingPathComponent("chapters")
        process.arguments = ["watch", book.path, "--filter", "delete", "--skip-app", "--interval", "20", "--color", "never"]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        defer {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
        }
        expect(wait(for: "Ctrl-C stops", in: output), "no first report: \(output.text)")
        expect(output.text.contains("01-delete.md") && !output.text.contains("02-count.md"), "\(output.text)")

        // A save of the chapter the filter leaves out is one line; a save of the selected one is its report.
        usleep(1_100_000) // a new modification time, on file systems that keep whole seconds
        try "# Count rows\n\n## Three rows\n\n```spec\ntable 3 rows\nexpect row count 4\n```\n".write(to: other, atomically: true, encoding: .utf8)
        expect(wait(for: "changed: en/02-count.md, which --filter delete leaves out; still watching", in: output), "\(output.text)")
        try tool.edit(book.appendingPathComponent("en/01-delete.md"), replacing: "expect row count 29", with: "expect row count 28")
        expect(wait(for: "changed: en/01-delete.md", in: output), "\(output.text)")
        expect(output.text.contains("expect row count 28"), "the failure is shown: \(output.text)")
        process.interrupt()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0, "Ctrl-C ends the watch")
    }

    @Test func aFilterThatMatchesNothingIsAUsageError() throws {
        let book = try tool.copyOfBook()
        let run = try tool.chapters(["watch", book.path, "--filter", "no-such-step", "--skip-app"])
        expectEqual(run.status, 2)
        expect(run.error.contains("no chapter or step matches --filter no-such-step"), "\(run.error)")
    }
}
