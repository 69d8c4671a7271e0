import ChapterModel

/// A Swift listing's code as a translation must keep it: comments and the text inside string literals set aside
/// (people's words may be translated; code may not), interpolated expressions kept, each run of blanks read as one
/// space, and lines left blank dropped.
///
/// `let title = "Delete" // the action` and `let title = "删除" // 操作` have the same code: `let title = ""`.
public struct ListingCode: Equatable, Sendable {
    /// One line of code that is left once comments and strings are set aside.
    public struct Line: Equatable, Sendable {
        /// The index, in the listing's ``CodeListing/lines``, of the line where this code begins.
        public var index: Int
        /// The code, comments left out and string literals reduced to their interpolations (`"\(count)"`).
        public var text: String
    }

    /// The listing's lines of code, in order.
    public var lines: [Line]

    /// The code of a listing.
    public init(_ listing: CodeListing) {
        self.init(code: listing.code)
    }

    /// The code of Swift source text whose lines are separated by line feeds.
    public init(code: String) {
        var scanner = CodeScanner(Array(code))
        scanner.run()
        lines = scanner.lines
    }
}

/// Reads Swift source character by character, keeping what is code (see ``ListingCode``).
///
/// Never fails: an unterminated comment or string just ends with the text.
private struct CodeScanner {
    enum Mode {
        /// Code; `depth` counts open parentheses inside an interpolation (`nil` outside one).
        case code(depth: Int?)
        case lineComment
        case blockComment(depth: Int)
        /// A string literal with `hashes` `#` around it (a raw string), over several lines when `multiline`.
        case string(hashes: Int, multiline: Bool)
    }

    let characters: [Character]
    var position = 0
    var line = 0
    var modes: [Mode] = [.code(depth: nil)]
    var buffer = ""
    var bufferLine = 0
    var lines: [ListingCode.Line] = []

    init(_ characters: [Character]) {
        self.characters = characters
    }

    mutating func run() {
        while position < characters.count {
            switch modes[modes.count - 1] {
            case .code(let depth): code(depth: depth)
            case .lineComment: lineComment()
            case .blockComment(let depth): blockComment(depth: depth)
            case .string(let hashes, let multiline): string(hashes: hashes, multiline: multiline)
            }
        }
        flush()
    }

    private func starts(with text: String, at index: Int? = nil) -> Bool {
        var at = index ?? position
        for character in text {
            guard at < characters.count, characters[at] == character else { return false }
            at += 1
        }
        return true
    }

    private mutating func emit(_ text: String) {
        if buffer.isEmpty {
            guard text.contains(where: { !$0.isWhitespace }) else { return }
            bufferLine = line
        }
        buffer += text
    }

    private mutating func flush() {
        let text = buffer.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !text.isEmpty { lines.append(ListingCode.Line(index: bufferLine, text: text)) }
        buffer = ""
    }

    private mutating func newLine() {
        flush()
        line += 1
        position += 1
    }

    private mutating func code(depth: Int?) {
        let character = characters[position]
        if character == "\n" { return newLine() }
        if starts(with: "//") { modes.append(.lineComment); position += 2; return }
        if starts(with: "/*") { modes.append(.blockComment(depth: 1)); position += 2; return }
        if character == "#" || character == "\"" {
            var hashes = 0
            while starts(with: "#", at: position + hashes) { hashes += 1 }
            if starts(with: "\"", at: position + hashes) {
                let multiline = starts(with: "\"\"\"", at: position + hashes)
                modes.append(.string(hashes: hashes, multiline: multiline))
                position += hashes + (multiline ? 3 : 1)
                emit("\"")
                return
            }
        }
        if let depth {
            if character == "(" { modes[modes.count - 1] = .code(depth: depth + 1) }
            if character == ")" {
                if depth == 0 { modes.removeLast() } else { modes[modes.count - 1] = .code(depth: depth - 1) }
            }
        }
        emit(String(character))
        position += 1
    }

    private mutating func lineComment() {
        // The line feed ends the comment and is the code's.
        if characters[position] == "\n" { modes.removeLast() } else { position += 1 }
    }

    private mutating func blockComment(depth: Int) {
        if starts(with: "/*") {
            modes[modes.count - 1] = .blockComment(depth: depth + 1)
            position += 2
        } else if starts(with: "*/") {
            if depth == 1 { modes.removeLast() } else { modes[modes.count - 1] = .blockComment(depth: depth - 1) }
            position += 2
        } else if characters[position] == "\n" {
            newLine()
        } else {
            position += 1
        }
    }

    private mutating func string(hashes: Int, multiline: Bool) {
        let marks = String(repeating: "#", count: hashes)
        if starts(with: "\\" + marks) {
            position += 1 + hashes
            if starts(with: "(") {
                emit("\\(")
                modes.append(.code(depth: 0))
            }
            // An escaped character is text, set aside with the rest (a line feed escaped in a multiline string too).
            if position < characters.count, characters[position] == "\n" { line += 1 }
            position += 1
        } else if starts(with: (multiline ? "\"\"\"" : "\"") + marks) {
            modes.removeLast()
            position += (multiline ? 3 : 1) + hashes
            emit("\"")
        } else if characters[position] == "\n" {
            // A line feed in a string that cannot hold one ends it (the compiler reports it).
            if multiline { line += 1; position += 1 } else { modes.removeLast() }
        } else {
            position += 1
        }
    }
}
