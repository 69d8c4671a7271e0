import Foundation
import BookVerification
import Messages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal supports, and progress lines on standard error for long runs.
enum Terminal {
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The terminal's language (`LC_ALL`, `LC_MESSAGES`, `LANG`): Chinese for `zh_*`.
    static var language: ReaderLanguage { ReaderLanguage(environment: ProcessInfo.processInfo.environment) }

    /// A usage error in the terminal's language: `error: …` or `错误：…`.
    static func printError(_ text: LocalizedText) {
        printError(UsageMessages.errorPrefix.text(in: language) + text.text(in: language))
    }

    /// A progress callback that redraws one line on standard error (`running 120/2000 chapters…`), for work on
    /// many chapters on a terminal.
    static func progressReporter(label: String, total: Int, unit: String = "chapters") -> (@Sendable (Int, Int) -> Void)? {
        guard total >= 20, standardErrorIsTerminal else { return nil }
        return { done, total in
            if done == total || done % max(1, total / 100) == 0 {
                FileHandle.standardError.write(Data("\r\(label) \(done)/\(total) \(unit)…".utf8))
            }
        }
    }

    static func clearProgress(total: Int) {
        guard total >= 20, standardErrorIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
