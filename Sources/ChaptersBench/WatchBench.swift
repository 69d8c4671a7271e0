import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `chapters watch` on a copy of the real book: the time from saving a chapter to the result on the screen, as the
/// tool reports it (from the file's modification time to the report printed) and as seen from outside (from the
/// write to the report appearing in the tool's output), and whether Ctrl-C ends it with status 0.
enum WatchBench {
    struct Figures {
        /// Milliseconds, one per save, as the tool printed them.
        var reported: [Int]
        /// Milliseconds, one per save, from just before the write to the line appearing in the output file.
        var observed: [Double]
        var interruptStatus: Int32?
    }

    static func run(tool: String, book: String, saves: Int = 5) -> Figures? {
        let copy = FileManager.default.temporaryDirectory.path + "/chapters-bench-watch-\(getpid())"
        let outputPath = copy + ".out"
        try? FileManager.default.removeItem(atPath: copy)
        defer {
            try? FileManager.default.removeItem(atPath: copy)
            try? FileManager.default.removeItem(atPath: outputPath)
        }
        guard (try? FileManager.default.copyItem(atPath: book, toPath: copy)) != nil,
              let chapter = (try? FileManager.default.contentsOfDirectory(atPath: copy + "/en"))?.sorted().dropFirst().first(where: { $0.hasSuffix(".md") })
        else { return nil }
        let file = copy + "/en/" + chapter

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let arguments: [String] = [tool, "watch", copy, "--color", "never"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return nil }

        func output() -> String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
        /// Waits (polling every millisecond, at most 10 s) until the output holds `count` lines containing `marker`.
        func waitFor(_ marker: String, count: Int) -> Bool {
            let deadline = Measure.now() + 10_000_000_000
            while Measure.now() < deadline {
                if output().components(separatedBy: marker).count - 1 >= count { return true }
                usleep(1_000)
            }
            return false
        }

        var figures = Figures(reported: [], observed: [])
        if waitFor("Ctrl-C stops", count: 1) {
            for save in 1...saves {
                usleep(200_000) // a pause between saves, as an author makes
                let start = Measure.now()
                guard let handle = FileHandle(forWritingAtPath: file) else { break }
                handle.seekToEndOfFile()
                handle.write(Data("\n".utf8))
                handle.closeFile()
                guard waitFor("ms after the save", count: save) else { break }
                figures.observed.append(Double(Measure.now() - start) / 1e6)
                let lines = output().components(separatedBy: "\n").filter { $0.contains("ms after the save") }
                if let last = lines.last, let open = last.range(of: "("),
                   let value = Int(last[open.upperBound...].prefix { $0.isNumber }) {
                    figures.reported.append(value)
                }
            }
        }
        kill(pid, SIGINT)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        figures.interruptStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return figures
    }
}
