/// One `file:line:column: error: message` line of the compiler's output (`-diagnostic-style llvm`).
struct CompilerDiagnostic: Equatable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String

    /// The errors in the compiler's output, in order (warnings and notes are left out: a listing fails on errors).
    static func errors(in output: String) -> [CompilerDiagnostic] {
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
            return CompilerDiagnostic(file: file, line: row, column: column, severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
