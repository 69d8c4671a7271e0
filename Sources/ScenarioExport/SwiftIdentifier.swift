/// Swift names made from a chapter's titles and headings, unique where they must be.
enum SwiftIdentifier {
    /// A lower camel-case name from a heading: "Snap, then bounce" → `snapThenBounce`, "松手之后" → `松手之后`.
    static func lowerCamel(_ text: String, fallback: String) -> String {
        let words = words(in: text)
        guard let first = words.first else { return fallback }
        var name = lowercasedFirst(first) + words.dropFirst().map(capitalizedFirst).joined()
        if let start = name.unicodeScalars.first, ("0"..."9").contains(start) { name = fallback + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Words a name may not be without backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self",
        "throw", "throws", "true", "try", "any", "some", "await", "async",
    ]

    /// An upper camel-case name: "03-snap-and-bounce" → `Chapter03SnapAndBounce` (with the prefix).
    static func upperCamel(_ text: String, prefix: String) -> String {
        prefix + words(in: text).map(capitalizedFirst).joined()
    }

    /// Letters and digits Swift accepts in identifiers everywhere (ASCII and CJK ideographs), split at anything else.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isIdentifierScalar(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    private static func lowercasedFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
    private static func capitalizedFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// `name`, or `name2`, `name3`, … when taken; records the result as taken.
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while taken.contains(candidate) {
            candidate = name + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
