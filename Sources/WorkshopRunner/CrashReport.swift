import Foundation
import Messages

/// A crash of the rebuilt `workshop verify` (the learner's code trapped: an index out of range, a force-unwrapped
/// `nil`, a failed `precondition`), read from what the process printed: the runtime's message and, from the Swift
/// runtime's backtrace, the first frame in one of the kit's own Swift files, shown with its source line.
struct CrashReport: Equatable {
    /// `Sources/workshop/02-PanClamp.swift` (relative to the kit), line and column; `nil` when no frame is the kit's.
    var place: (file: String, line: Int, column: Int)?
    /// `Fatal error: Index out of range`, or the signal that stopped it.
    var runtimeMessage: String
    /// The learner's line, trimmed (empty without a place or when the file cannot be read).
    var sourceLine: String

    static func == (lhs: CrashReport, rhs: CrashReport) -> Bool {
        lhs.place?.file == rhs.place?.file && lhs.place?.line == rhs.place?.line && lhs.place?.column == rhs.place?.column
            && lhs.runtimeMessage == rhs.runtimeMessage && lhs.sourceLine == rhs.sourceLine
    }

    /// Reads a crash from `output` (standard output and error together) of a process run in the kit at `root` that
    /// ended by `signal` (or exited with a status other than 0, 1 and 2: `signal` is then `nil`).
    init(output: String, signal: Int32?, root: String, language: ReaderLanguage) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // `Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range` → `Fatal error: Index out of range`.
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
            let start = markers.compactMap { fatal.range(of: $0)?.lowerBound }.min() ?? fatal.startIndex
            runtimeMessage = String(fatal[start...]).trimmingCharacters(in: .whitespaces)
        } else if let crashed = lines.first(where: { $0.hasPrefix("*** ") && $0.contains("crashed") }) {
            runtimeMessage = crashed.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
        } else {
            runtimeMessage = WorkshopMessages.signal(signal ?? 0).text(in: language)
        }
        place = Self.firstKitFrame(in: lines)
        if let place {
            let path = (root as NSString).appendingPathComponent(place.file)
            let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
            sourceLine = place.line >= 1 && place.line <= sourceLines.count
                ? sourceLines[place.line - 1].trimmingCharacters(in: .whitespaces) : ""
        } else {
            sourceLine = ""
        }
    }

    /// The first backtrace frame `… at /kit/Sources/workshop/02-PanClamp.swift:12:9` in the kit's own sources.
    /// Only the kit's executable target lives in `Sources/workshop/`, so any such path is the learner's.
    static func firstKitFrame(in lines: [String]) -> (file: String, line: Int, column: Int)? {
        for line in lines {
            guard let at = line.range(of: " at /", options: .backwards) else { continue }
            let location = line[line.index(before: at.upperBound)...].trimmingCharacters(in: .whitespaces)
            // `/kit/Sources/workshop/02-PanClamp.swift:12:9`: the path, then line and column.
            let parts = location.split(separator: ":")
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            guard path.hasSuffix(".swift"), let range = path.range(of: "/Sources/workshop/") else { continue }
            return ("Sources/workshop/" + path[range.upperBound...], number, column)
        }
        return nil
    }

    /// What the watcher shows: the place, what happened and what to do, then the learner's line.
    func text(language: ReaderLanguage) -> String {
        guard let place else { return WorkshopMessages.crashedSomewhere(runtimeMessage).text(in: language) }
        var text = WorkshopMessages.crashed(at: "\(place.file):\(place.line):\(place.column)", runtimeMessage).text(in: language)
        if !sourceLine.isEmpty { text += "\n    \(sourceLine)" }
        return text
    }
}
