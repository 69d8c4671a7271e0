import AppScreen
import Foundation
import ListingChecker

/// A trap of the reader's app, read from what the process wrote to standard error before it ended: the runtime's
/// message (`Fatal error: Index out of range`) and the reader's line.
///
/// The place is the first frame of Swift's backtrace (`SWIFT_BACKTRACE=enable=yes`, the app built with `-g`) that is
/// in one of the reader's files (`… at /…/InboxViewController.swift:23:17`), else the file and line the message
/// itself names when that is the reader's (`App/InboxViewController.swift:23: Fatal error: …`, as `fatalError`
/// and `precondition` write it), mapped to the chapter by the app's files.
///
/// Documentation: https://github.com/swiftlang/swift/blob/main/docs/Backtracing.rst
enum AppTrap {
    static func crash(in report: String, app: AppExecutable) -> AppCrash? {
        let lines = report.split(separator: "\n").map(String.init)
        guard let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("Crash:") || $0.contains("*** Program crashed") }) else {
            return nil
        }
        var crash = AppCrash(message: message(from: fatal))
        let names = Set(app.files.map(\.name))
        let places = lines.compactMap { framePlace($0, names: names) } + [messagePlace(fatal, names: names)].compactMap { $0 }
        if let place = places.first, let chapter = app.chapterPlace(file: place.file, line: place.line, column: place.column) {
            crash.file = chapter.file
            crash.line = chapter.line
            crash.column = chapter.column
        }
        return crash
    }

    /// `Fatal error: Index out of range` from `Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range`.
    static func message(from line: String) -> String {
        guard let range = line.range(of: "Fatal error") else { return line.trimmingCharacters(in: .whitespaces) }
        return String(line[range.lowerBound...])
    }

    /// The reader's file, line and column in a backtrace frame (`… at /path/File.swift:12:5`).
    static func framePlace(_ line: String, names: Set<String>) -> (file: String, line: Int, column: Int)? {
        guard let at = line.range(of: " at ", options: .backwards) else { return nil }
        let parts = line[at.upperBound...].trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        let name = URL(fileURLWithPath: parts.dropLast(2).joined(separator: ":")).lastPathComponent
        return names.contains(name) ? (name, row, column) : nil
    }

    /// The reader's file and line a trap message names (`App/File.swift:12: Fatal error: …`).
    static func messagePlace(_ line: String, names: Set<String>) -> (file: String, line: Int, column: Int)? {
        guard let range = line.range(of: ": Fatal error") else { return nil }
        let parts = line[..<range.lowerBound].split(separator: ":")
        guard parts.count >= 2, let row = Int(parts[parts.count - 1]) else { return nil }
        let name = URL(fileURLWithPath: parts.dropLast().joined(separator: ":")).lastPathComponent
        return names.contains(name) ? (name, row, 1) : nil
    }
}

/// The reader's line of a modelled UIKit exception: the call stack the runtime recorded at the raise
/// (`/path/app(+0x347e6) [0x…]`, offsets in the executable), each return address less one (the call, not what
/// follows it) put at its file, line and column by the toolchain's `llvm-symbolizer` (the app is built with `-g`),
/// and the first of the reader's files found, innermost first.
///
/// Documentation: https://llvm.org/docs/CommandGuide/llvm-symbolizer.html
enum AppExceptionPlace {
    static func locate(_ stack: [String], app: AppExecutable) -> (file: String, line: Int, column: Int)? {
        guard let symbolizer = app.symbolizer else { return nil }
        let image = URL(fileURLWithPath: app.path).lastPathComponent
        let addresses: [String] = stack.compactMap { frame in
            guard let open = frame.range(of: "(+0x"), frame[..<open.lowerBound].hasSuffix(image),
                  let close = frame[open.upperBound...].firstIndex(of: ")"),
                  let offset = UInt64(frame[open.upperBound..<close], radix: 16), offset > 0 else { return nil }
            return "0x" + String(offset - 1, radix: 16)
        }
        guard !addresses.isEmpty else { return nil }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-symbolize-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard let run = try? ProcessRunner.run(symbolizer, ["--obj=\(app.path)"] + addresses, in: scratch, timeout: 30), run.status == 0 else {
            return nil
        }
        let names = Set(app.files.map(\.name))
        for line in run.standardOutput.split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            let name = URL(fileURLWithPath: parts.dropLast(2).joined(separator: ":")).lastPathComponent
            if names.contains(name) { return (name, row, column) }
        }
        return nil
    }
}
