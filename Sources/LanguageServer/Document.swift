import Foundation

/// An open chapter as the editor has it: its text, version and where each line starts.
public struct Document: Sendable {
    /// The document's URI, as the editor names it.
    public var uri: String
    /// The editor's version of the text.
    public var version: Int
    /// The whole text.
    public private(set) var text: String
    /// The lines of ``text`` without their line endings.
    public private(set) var lines: [String]

    /// A document with its text as the editor sent it.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        self.lines = Document.split(text)
    }

    /// The file path of a `file://` URI (percent-decoded), or the URI itself for any other scheme.
    public var path: String { Document.path(ofURI: uri) }

    /// The file path of a `file://` URI (percent-decoded), or the URI itself for any other scheme.
    public static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://"), let url = URL(string: uri) else { return uri }
        return url.path
    }

    /// The `file://` URI of a path.
    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// Replaces `range` (the whole text when `nil`) with `newText`, as `textDocument/didChange` says.
    public mutating func apply(_ newText: String, in range: TextRange?) {
        guard let range else {
            text = newText
            lines = Document.split(newText)
            return
        }
        let utf16 = Array(text.utf16)
        let start = min(offset(of: range.start), utf16.count)
        let end = max(start, min(offset(of: range.end), utf16.count))
        var result = utf16[..<start]
        result.append(contentsOf: newText.utf16)
        result.append(contentsOf: utf16[end...])
        text = String(decoding: Array(result), as: UTF16.self)
        lines = Document.split(text)
    }

    /// The UTF-16 offset in ``text`` of a position; a position past a line's end stands at the end of the line, one
    /// past the last line at the end of the text.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        var offset = 0
        var line = 0
        var units = text.utf16.makeIterator()
        while line < position.line {
            guard let unit = units.next() else { return offset }
            offset += 1
            if unit == 0x0A { line += 1 }
        }
        var column = 0
        while column < max(0, position.character), let unit = units.next(), unit != 0x0A, unit != 0x0D {
            offset += 1
            column += 1
        }
        return offset
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

    private static func split(_ text: String) -> [String] {
        // On scalars: "\r\n" is one `Character`, which a split on "\n" would not cut.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(Substring(line.last == "\r" ? line.dropLast() : line))
        }
    }
}
