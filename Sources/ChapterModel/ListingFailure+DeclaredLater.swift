import Foundation
import Messages

extension ListingFailure {
    /// The failure with a hint when the name its compile error misses (`cannot find 'SnapDecision' in scope`, `has no
    /// member 'snap'`, `does not conform to protocol 'UIGestureRecognizerDelegate'`) is declared, or the conformance
    /// added, by a listing that comes later in the same step: "declared in the listing at line N, which comes later",
    /// in the chapter's language.
    public func hintingLaterDeclarations(in step: Step, after listing: CodeListing, language: ReaderLanguage) -> ListingFailure {
        guard let name = Self.missingName(in: message) else { return self }
        let later = step.listings.filter { $0.location.line > listing.location.line }
        guard let declaring = later.first(where: { Self.declares(name, in: $0.code) }) else { return self }
        var result = self
        let hint = ChapterMessages.declaredLater(line: declaring.location.line).text(in: language)
        result.message += language == .chinese ? "（\(hint)）" : " (\(hint))"
        return result
    }

    /// The name a compiler error says is missing: the last quoted name of the patterns Swift uses for it.
    static func missingName(in message: String) -> String? {
        let patterns = [
            #"cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope"#,
            #"has no member '([A-Za-z_][A-Za-z0-9_]*)'"#,
            #"does not conform to (?:protocol|expected type) '([A-Za-z_][A-Za-z0-9_]*)'"#,
            #"cannot (?:convert|assign) value of type .* to (?:type|specified type|expected argument type) '(?:any )?([A-Za-z_][A-Za-z0-9_]*)'"#,
        ]
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)),
                  let range = Range(match.range(at: 1), in: message) else { continue }
            return String(message[range])
        }
        return nil
    }

    /// Whether Swift code declares `name` (a type, function, property or case) or adopts it as a protocol.
    static func declares(_ name: String, in code: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let declaration = #"\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|case)\s+"# + escaped + #"\b"#
        let conformance = #"\b(?:extension|class|struct|enum|actor)\s+[A-Za-z_][A-Za-z0-9_.<>]*\s*:[^{]*\b"# + escaped + #"\b"#
        return [declaration, conformance].contains { pattern in
            (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }
    }
}
