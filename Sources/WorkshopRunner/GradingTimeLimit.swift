import Foundation
import LearnerResults
import Messages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which exercise the grader is running now, told by ``ExerciseGrader`` and read by the time limit's watchdog thread.
final class GradingProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var running: KitManifest.Entry?

    /// The exercise whose chapter runs now (`nil` between exercises, or while blanks are graded with the book's code).
    var current: KitManifest.Entry? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return running
        }
        set {
            lock.lock()
            running = newValue
            lock.unlock()
        }
    }
}

/// The time limit of a graded run (`workshop verify`): the learner's code may loop without end, and the run must
/// still end with a message that says so and names the function they wrote.
///
/// The limit is on processor time (``processorSeconds``, 10 s by default): grading the ten exercises takes well under
/// a second of it, and processor time does not grow when other work slows the machine, so a busy machine never stops an
/// honest run. A run that waits rather than computes is stopped by the clock (``clockSeconds``). A watchdog thread
/// checks both every 100 ms; when one runs out it prints the message and ends the process with ``exitStatus``.
struct GradingTimeLimit: Sendable {
    /// The default limit on processor time, in seconds.
    static let defaultProcessorSeconds = 10
    /// `workshop verify`'s exit status when a limit stopped it.
    static let exitStatus: Int32 = 3

    /// Seconds of processor time the run may use.
    var processorSeconds: Int
    /// Seconds on the clock the run may take: six times the processor limit, and at least 60.
    var clockSeconds: Int { max(60, 6 * processorSeconds) }

    /// Starts the watchdog; `cancel()` it when the run ends (a test process goes on after a run).
    func arm(progress: GradingProgress, root: String, language: ReaderLanguage) -> Watchdog {
        let watchdog = Watchdog()
        let limit = self
        let started = Date()
        let startedOnProcessor = Self.processorTime()
        let thread = Thread {
            while !watchdog.isCancelled {
                usleep(100_000)
                let used = Self.processorTime() - startedOnProcessor
                let elapsed = Date().timeIntervalSince(started)
                guard used >= Double(limit.processorSeconds) || elapsed >= Double(limit.clockSeconds) else { continue }
                guard !watchdog.isCancelled else { return }
                let onProcessor = used >= Double(limit.processorSeconds)
                let text = Self.message(
                    entry: progress.current, root: root, language: language,
                    seconds: onProcessor ? limit.processorSeconds : limit.clockSeconds, processorTime: onProcessor
                )
                FileHandle.standardError.write(Data((text + "\n").utf8))
                // Not `exit`: the main thread is still running the learner's loop, and must not run exit handlers too.
                _exit(Self.exitStatus)
            }
        }
        thread.start()
        return watchdog
    }

    /// A started watchdog.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false

        var isCancelled: Bool {
            lock.lock()
            defer { lock.unlock() }
            return cancelled
        }

        /// Stops it: the run ended in time.
        func cancel() {
            lock.lock()
            cancelled = true
            lock.unlock()
        }
    }

    /// This process's processor time so far, in seconds (every thread's).
    static func processorTime() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// What the learner reads: the function they wrote in the exercise that was running (its declaration's place and
    /// line), or, when none was, that the checks did not finish.
    static func message(entry: KitManifest.Entry?, root: String, language: ReaderLanguage, seconds: Int, processorTime: Bool) -> String {
        guard let entry else { return WorkshopMessages.timedOutSomewhere(seconds: seconds, processorTime: processorTime).text(in: language) }
        let path = root == "." ? entry.file : (root as NSString).appendingPathComponent(entry.file)
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        guard let function = LearnerFunction.first(in: source) else {
            return WorkshopMessages.timedOutSomewhere(seconds: seconds, processorTime: processorTime).text(in: language)
        }
        let title = ExerciseCatalogue.exercise(id: entry.id)?.title(language: language) ?? entry.id
        let place = "\(entry.file):\(function.line):\(function.column)"
        return WorkshopMessages.timedOut(seconds: seconds, processorTime: processorTime, at: place, function: function.name, exercise: title)
            .text(in: language) + "\n    " + function.declaration
    }
}

/// The function a learner wrote in an exercise file: the first `func` in it, named with the type around it and its
/// argument labels, as Swift names it (`PanClamp.offset(start:translation:leadingWidth:trailingWidth:)`).
struct LearnerFunction: Equatable {
    var name: String
    /// 1-based line and column of `func`.
    var line: Int
    var column: Int
    /// The declaration's line, trimmed.
    var declaration: String

    /// The first function declared in `source` outside comments, or `nil`.
    static func first(in source: String) -> LearnerFunction? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var type: String?
        for (index, line) in lines.enumerated() {
            let code = line.components(separatedBy: "//")[0]
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{" || $0 == "<" }).map(String.init)
            if let at = words.firstIndex(where: { ["struct", "class", "enum", "extension", "actor"].contains($0) }), at + 1 < words.count {
                type = words[at + 1]
            }
            guard let keyword = code.range(of: "func ") else { continue }
            let afterKeyword = ([String(code[keyword.upperBound...])] + lines[(index + 1)...]).joined(separator: "\n")[...]
            guard let open = afterKeyword.firstIndex(of: "(") else { continue }
            let base = afterKeyword[..<open].trimmingCharacters(in: .whitespaces)
            let labels = Self.labels(afterOpening: afterKeyword[afterKeyword.index(after: open)...])
            let name = (type.map { $0 + "." } ?? "") + base + "(" + labels.map { $0 + ":" }.joined() + ")"
            let column = code.distance(from: code.startIndex, to: keyword.lowerBound) + 1
            return LearnerFunction(name: name, line: index + 1, column: column, declaration: line.trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The argument labels of a parameter list, read up to its closing parenthesis.
    private static func labels(afterOpening text: Substring) -> [String] {
        var depth = 0
        var parameters: [String] = [""]
        for character in text {
            if character == ")" && depth == 0 { break }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if character == "," && depth == 0 {
                parameters.append("")
            } else {
                parameters[parameters.count - 1].append(character)
            }
        }
        return parameters.compactMap { parameter in
            let head = parameter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            return head.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }
}
