import Foundation
import Testing
import TestSupport

/// The declarations a comparison with Apple's own declarations does not cover, each named with its reason in a
/// remainder file (`Documented/headers-remainder.txt`, `Documented/overlays-remainder.txt`): one line
/// `key | reason`, `#` for comments. None is skipped silently.
enum NamedRemainder {
    /// The remainder file's entries, in order.
    static func read(_ path: String) throws -> [(key: String, reason: String)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let bar = line.range(of: " | ") else { return nil }
            let key = line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces)
            let reason = line[bar.upperBound...].trimmingCharacters(in: .whitespaces)
            return key.isEmpty || reason.isEmpty ? nil : (key: key, reason: reason)
        }
    }

    /// Checks that every declaration of `ours` is either compared (a key of `recorded`) or named in `remainder`, and
    /// not both; that the remainder names each key once, and only declarations the surface has. Returns how many
    /// are named for each reason.
    /// - Parameter what: the declarations, as the messages name them (`declarations`, `overlay declarations`).
    @discardableResult
    static func account(
        ours: Set<String>, recorded: Set<String>, remainder: [(key: String, reason: String)], what: String, recordsFile: String, remainderFile: String
    ) -> [String: Int] {
        let named = Set(remainder.map(\.key))
        expectEqual(named.count, remainder.count, "a key is named twice in \(remainderFile)")
        let unnamed = ours.subtracting(recorded).subtracting(named).sorted()
        expect(unnamed.isEmpty, "\(unnamed.count) \(what) are neither compared in \(recordsFile) nor named in \(remainderFile): \(unnamed.prefix(40))")
        let settled = named.intersection(recorded).sorted()
        expect(settled.isEmpty, "compared now, so remove them from \(remainderFile): \(settled.prefix(40))")
        let gone = named.subtracting(ours).sorted()
        expect(gone.isEmpty, "named in \(remainderFile) but not \(what) of the surface: \(gone.prefix(40))")
        return Dictionary(grouping: remainder, by: \.reason).mapValues(\.count)
    }
}
