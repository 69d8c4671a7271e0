/// A path inside a report folder whose every part is made only of `A–Z a–z 0–9 . _ -` and letters and digits
/// beyond ASCII (so `zh-Hans/03-滑动.html` keeps its Chinese), is not `.` or `..` and does not start with a dot,
/// so no chapter id or title can name a file elsewhere.
public struct ReportPath: Hashable, Sendable, CustomStringConvertible {
    /// The folders, then the file name.
    public let parts: [String]

    /// Checks a relative path such as `zh-Hans/01-swipe.html`; `nil` if any part is unsafe.
    public init?(_ relative: String) {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy(ReportPath.isSafe) else { return nil }
        self.parts = parts
    }

    public var folders: ArraySlice<String> { parts.dropLast() }
    public var fileName: String { parts[parts.count - 1] }
    public var description: String { parts.joined(separator: "/") }

    /// How to reach this path from a page at `other` (for links between pages).
    public func relative(from other: ReportPath) -> String {
        String(repeating: "../", count: other.folders.count) + description
    }

    /// Whether one part of a path is safe.
    static func isSafe(_ part: String) -> Bool {
        !part.isEmpty && part.utf8.count <= 200 && !part.hasPrefix(".")
            && part.unicodeScalars.allSatisfy(isAllowed)
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": true
        // Letters and digits of other scripts; no punctuation, space, mark or format character (no bidi control).
        case _ where scalar.value >= 0x80: scalar.properties.isAlphabetic && !scalar.properties.isDiacritic
            && scalar.properties.generalCategory != .nonspacingMark && scalar.properties.generalCategory != .spacingMark
            || scalar.properties.generalCategory == .decimalNumber
        default: false
        }
    }

    /// The page name for a chapter slug: disallowed characters become `-`, runs of dots one dot,
    /// leading dots and dashes go, and an empty result becomes `chapter`.
    public static func sanitizedSlug(_ slug: String) -> String {
        var result = ""
        for scalar in slug.unicodeScalars {
            let character: Character = isAllowed(scalar) ? Character(scalar) : "-"
            if character == ".", result.last == "." { continue }
            if character == "-", result.last == "-" { continue }
            result.append(character)
        }
        while let first = result.first, first == "." || first == "-" { result.removeFirst() }
        while let last = result.last, last == "." { result.removeLast() }
        // At most 120 bytes (a file name may have 255), cut between characters.
        while result.utf8.count > 120 { result.removeLast() }
        return result.isEmpty ? "chapter" : result
    }

    /// The language folder: `en` or `zh-Hans`; anything else is treated as `en`.
    public static func languageFolder(_ language: String) -> String {
        language == "zh-Hans" ? "zh-Hans" : "en"
    }
}
