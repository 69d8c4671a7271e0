import Foundation

/// An open chapter as the editor has it: its lines, version and line endings.
///
/// The text is kept as its lines (the line index), so that an incremental change replaces the lines it touches and
/// splices UTF-16 ranges in them alone: an edit costs what it touches, not the size of the chapter.
public struct Document: Sendable {
    /// The document's URI, as the editor names it.
    public var uri: String
    /// The editor's version of the text.
    public var version: Int
    /// The lines of ``text`` without their line endings.
    public private(set) var lines: [String]
    /// Whether each line but the last ends with `\r\n` (else `\n`); the last has no ending.
    private var endsWithCR: [Bool]

    /// A document with its text as the editor sent it.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        (lines, endsWithCR) = Document.split(text)
    }

    /// The whole text, joined from its lines.
    public var text: String {
        var result = ""
        result.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 2 })
        for (index, line) in lines.enumerated() {
            result += line
            if index < lines.count - 1 { result += endsWithCR[index] ? "\r\n" : "\n" }
        }
        return result
    }

    /// The file path of a `file://` URI (percent-decoded), or the URI itself for any other scheme.
    public var path: String { Document.path(ofURI: uri) }

    /// The file path of a `file:` URI (percent-decoded, whatever case its escapes have; `file:///p`, `file:/p` and
    /// `file://localhost/p` alike), or the URI itself for any other scheme.
    public static func path(ofURI uri: String) -> String {
        guard uri.prefix(5).lowercased() == "file:" else { return uri }
        var rest = uri.dropFirst(5)
        if rest.hasPrefix("//") {
            // An authority (empty, or a host such as `localhost`) up to the path's `/`.
            rest = rest.dropFirst(2)
            rest = rest[(rest.firstIndex(of: "/") ?? rest.endIndex)...]
        }
        guard rest.hasPrefix("/") else { return uri }
        return rest.removingPercentEncoding ?? String(rest)
    }

    /// The `file://` URI of a path.
    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The key under which a document is known, whatever way a client spells its URI: for a `file:` URI its
    /// percent-decoded path, which starts with `/` (`%2B` and `+`, `%3A` and `:`, `%2b` and `%2B`, `file:///` and
    /// `file:/` name the same file), for any other URI the URI itself, which starts with its scheme.
    public static func key(ofURI uri: String) -> String {
        path(ofURI: uri)
    }

    /// A change whose range does not lie in the text: a line past the end, a negative place, or an end before
    /// its start.
    public struct EditOutOfRange: Error, Equatable, Sendable {
        /// The place that is out of the text.
        public var position: Position
        /// How many lines the text has.
        public var lineCount: Int
    }

    /// Replaces `range` (the whole text when `nil`) with `newText`, as `textDocument/didChange` says. A character
    /// past a line's end stands at the line's end (the protocol's rule); a line one past the last stands at the end
    /// of the text. Anything else out of the text is refused, and the text left as it was.
    public mutating func apply(_ newText: String, in range: TextRange?) throws(EditOutOfRange) {
        guard let range else {
            (lines, endsWithCR) = Document.split(newText)
            return
        }
        let start = try place(range.start), end = try place(range.end)
        guard (start.line, start.column) <= (end.line, end.column) else { throw EditOutOfRange(position: range.end, lineCount: lines.count) }
        let first = lines[start.line].utf16, last = lines[end.line].utf16
        let prefix = String(decoding: first[..<first.index(first.startIndex, offsetBy: start.column)], as: UTF16.self)
        let suffix = String(decoding: last[last.index(last.startIndex, offsetBy: end.column)...], as: UTF16.self)
        var (newLines, newEndings) = Document.split(prefix + newText + suffix)
        // The last new line ends as the last replaced line did.
        newEndings[newEndings.count - 1] = endsWithCR[end.line]
        lines.replaceSubrange(start.line...end.line, with: newLines)
        endsWithCR.replaceSubrange(start.line...end.line, with: newEndings)
        newLines.removeAll()
    }

    /// A position as a line and a UTF-16 column in ``lines``, clamped as ``apply(_:in:)`` says; thrown when out.
    private func place(_ position: Position) throws(EditOutOfRange) -> (line: Int, column: Int) {
        guard position.line >= 0, position.character >= 0, position.line <= lines.count else {
            throw EditOutOfRange(position: position, lineCount: lines.count)
        }
        if position.line == lines.count { return (lines.count - 1, lines[lines.count - 1].utf16.count) }
        return (position.line, min(position.character, lines[position.line].utf16.count))
    }

    /// The UTF-16 column of a 1-based character column (``SourceLocation``'s) on a 0-based line.
    public func utf16Column(line: Int, characterColumn: Int) -> Int {
        guard lines.indices.contains(line) else { return max(0, characterColumn - 1) }
        return lines[line].prefix(max(0, characterColumn - 1)).utf16.count
    }

    /// The character offset (0-based) in a line of a UTF-16 column.
    public func characterOffset(line: Int, utf16Column: Int) -> Int {
        guard lines.indices.contains(line) else { return utf16Column }
        var units = 0
        var characters = 0
        for character in lines[line] {
            let width = character.utf16.count
            if units + width > utf16Column { break }
            units += width
            characters += 1
        }
        return characters
    }

    /// The UTF-16 length of a line.
    public func lineLength(_ line: Int) -> Int {
        lines.indices.contains(line) ? lines[line].utf16.count : 0
    }

    /// The lines of a text and whether each ends with `\r\n`; at least one line, the last one's flag `false`.
    private static func split(_ text: String) -> ([String], [Bool]) {
        // On scalars: "\r\n" is one `Character`, which a split on "\n" would not cut.
        let pieces = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = [], endings: [Bool] = []
        lines.reserveCapacity(pieces.count)
        endings.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            let hasCR = !isLast && piece.last == "\r"
            lines.append(String(Substring(hasCR ? piece.dropLast() : piece)))
            endings.append(hasCR)
        }
        return (lines, endings)
    }
}
