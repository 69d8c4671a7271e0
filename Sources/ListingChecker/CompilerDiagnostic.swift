/// One `file:line:column: error: message` line of the compiler's output (`-diagnostic-style llvm`).
public struct CompilerDiagnostic: Equatable, Sendable {
    /// The file as the compiler names it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The compiler's message.
    public var message: String

    /// The errors in the compiler's output, in order (warnings and notes are left out: a listing fails on errors).
    public static func errors(in output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { parse(String($0)) }.filter { $0.severity == "error" }
    }

    /// Notes, for a missing brace's "to match this opening '{'".
    static func notes(in output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { parse(String($0)) }.filter { $0.severity == "note" }
    }

    static func parse(_ line: String) -> CompilerDiagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            return CompilerDiagnostic(file: file, line: row, column: column, severity: severity,
                                      message: withoutGroup(String(line[marker.upperBound...])))
        }
        return nil
    }

    /// The message without the diagnostic group this compiler names at its end (` [#DeprecatedDeclaration]`), which
    /// the Swift 6.0 of Xcode 16 does not print.
    static func withoutGroup(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) else { return message }
        let name = message[open.upperBound..<message.index(before: message.endIndex)]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return message }
        return String(message[..<open.lowerBound])
    }
}
