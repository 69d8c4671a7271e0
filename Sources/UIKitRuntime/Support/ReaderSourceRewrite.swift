/// The changes the reader's Swift source needs to compile against this runtime on Linux, where swiftc has no
/// Objective-C interoperability: `#selector(` becomes ` Selector(`, an `@objc` attribute (with its name in
/// parentheses, if any) and `@objcMembers` become spaces, and `override init(style:` (a cell's initializer, which
/// is `required` here so the table can make registered cells from their class) becomes `required init(style:`. Every replacement has the length of what it replaces and
/// no line break is added or removed, so every line and column of the reader's code stays where it was, and the
/// compiler's messages point at the chapter's own positions. String literals and comments are left alone.
///
/// A pure function for the app backend to apply before it compiles the reader's files; see ``Selector``.
public enum ReaderSourceRewrite {
    /// `source` with `#selector` and `@objc` replaced, at the same lines and columns.
    public static func rewrite(_ source: String) -> String {
        let characters = Array(source.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < characters.count {
            if let end = skipLiteralOrComment(characters, from: index) {
                output.append(contentsOf: characters[index..<end])
                index = end
            } else if let (replacement, end) = replacement(characters, at: index) {
                output.append(contentsOf: replacement.unicodeScalars)
                index = end
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return String(output)
    }

    /// The top-level, non-private classes of `source` whose own body (or an extension's) declares
    /// `tableView(_:commit:forRowAt:)`, outside string literals and comments. UIKit shows its Delete action for a data
    /// source that responds to that method; the app's entry point names these classes to the runtime
    /// (`UITableView._registerCommitImplementer`), which cannot ask Swift whether a method is the reader's own.
    public static func commitImplementers(_ source: String) -> [String] {
        // Most files have no such method: a search for its label costs a hundredth of the scan below, which every
        // `verify` pays for every file of every app, cached or not (it was a third of an unchanged book's verify).
        guard mentions(source, "commit") else { return [] }
        let characters = Array(source.unicodeScalars)
        var index = 0, depth = 0
        var pending: String?, current: String?
        var found: [String] = []
        func word(at start: Int) -> (String, Int) {
            var end = start
            while end < characters.count, isIdentifier(characters[end]) || characters[end] == "." { end += 1 }
            return (String(String.UnicodeScalarView(characters[start..<end])), end)
        }
        func skipSpaces(_ start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == " " || characters[end] == "\t" || characters[end] == "\n" { end += 1 }
            return end
        }
        while index < characters.count {
            if let end = skipLiteralOrComment(characters, from: index) { index = end; continue }
            let character = characters[index]
            if character == "{" {
                depth += 1
                if depth == 1 { current = pending }
                pending = nil
                index += 1
                continue
            }
            if character == "}" {
                depth -= 1
                if depth == 0 { current = nil }
                index += 1
                continue
            }
            guard isIdentifier(character), index == 0 || !isIdentifier(characters[index - 1]) else { index += 1; continue }
            let (keyword, end) = word(at: index)
            if depth == 0, keyword == "class" || keyword == "extension" {
                let (name, after) = word(at: skipSpaces(end))
                // A private class cannot be named from the entry point's file; its rows keep the delegate's actions.
                var lineStart = index
                while lineStart > 0, characters[lineStart - 1] != "\n" { lineStart -= 1 }
                let before = String(String.UnicodeScalarView(characters[lineStart..<index]))
                let isPrivate = before.contains("private ")
                pending = name.isEmpty || isPrivate ? nil : name
                index = after
                continue
            }
            if depth == 1, let type = current, keyword == "func" {
                let start = skipSpaces(end)
                if matches(characters, "tableView(", at: start) {
                    var close = start + 10, level = 1
                    while close < characters.count, level > 0 {
                        if characters[close] == "(" { level += 1 } else if characters[close] == ")" { level -= 1 }
                        close += 1
                    }
                    let parameters = String(String.UnicodeScalarView(characters[(start + 10)..<max(start + 10, close - 1)]))
                    let labels = parameters.split(separator: ",").compactMap { $0.split(separator: ":").first?.split(whereSeparator: \.isWhitespace).first }
                    if labels.count == 3, labels[1] == "commit", labels[2] == "forRowAt", !found.contains(type) { found.append(type) }
                    index = close
                    continue
                }
            }
            index = end
        }
        return found
    }

    /// Whether `source` holds `word` (ASCII) anywhere: a byte search (the standard library's generic `contains`
    /// costs as much as the scan it guards in a debug build).
    private static func mentions(_ source: String, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var offset = 1
                    while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                index += 1
            }
            return false
        }
        if let found = source.utf8.withContiguousStorageIfAvailable(search) { return found }
        var copy = source
        return copy.withUTF8(search)
    }

    /// The replacement for a `#selector(` or `@objc…` starting at `index`, and where the replaced text ends.
    private static func replacement(_ characters: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        if matches(characters, "#selector(", at: index) {
            return (" Selector(", index + 10)
        }
        if matches(characters, "override init(style:", at: index) {
            return ("required init(style:", index + 20)
        }
        guard matches(characters, "@objc", at: index) else { return nil }
        var end = index + 5
        if matches(characters, "Members", at: end) {
            end += 7
        } else if end < characters.count, isIdentifier(characters[end]) {
            return nil
        } else if end < characters.count, characters[end] == "(" {
            var close = end
            while close < characters.count, characters[close] != ")", characters[close] != "\n" { close += 1 }
            if close < characters.count, characters[close] == ")" { end = close + 1 }
        }
        return (String(repeating: " ", count: end - index), end)
    }

    /// Whether `word` is at `index`; a word starting with `#` or `@` must not follow an identifier character.
    private static func matches(_ characters: [Unicode.Scalar], _ word: String, at index: Int) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard index + scalars.count <= characters.count else { return false }
        if let first = scalars.first, first == "#" || first == "@" || first == "o", index > 0, isIdentifier(characters[index - 1]) { return false }
        return Array(characters[index..<(index + scalars.count)]) == scalars
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The end of a string literal or comment starting at `index`, if one starts there.
    private static func skipLiteralOrComment(_ characters: [Unicode.Scalar], from index: Int) -> Int? {
        if matches(characters, "//", at: index) {
            var end = index
            while end < characters.count, characters[end] != "\n" { end += 1 }
            return end
        }
        if matches(characters, "/*", at: index) {
            var depth = 0
            var end = index
            while end < characters.count {
                if matches(characters, "/*", at: end) { depth += 1; end += 2; continue }
                if matches(characters, "*/", at: end) { depth -= 1; end += 2; if depth == 0 { return end }; continue }
                end += 1
            }
            return end
        }
        guard characters[index] == "\"" else { return nil }
        return stringEnd(characters, from: index)
    }

    /// The end of the string literal (single-line or `"""` multi-line) that starts at `index`.
    private static func stringEnd(_ characters: [Unicode.Scalar], from index: Int) -> Int {
        let multiline = matches(characters, "\"\"\"", at: index)
        var end = index + (multiline ? 3 : 1)
        while end < characters.count {
            if characters[end] == "\\" { end += 2; continue }
            if multiline, matches(characters, "\"\"\"", at: end) { return end + 3 }
            if !multiline, characters[end] == "\"" || characters[end] == "\n" { return end + 1 }
            end += 1
        }
        return characters.count
    }
}

