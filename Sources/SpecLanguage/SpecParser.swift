import ChapterModel
import Messages

/// A spec line after parsing: a command, or what was wrong with it.
public enum ParsedLine: Equatable, Sendable {
    case command(Command)
    case invalid(SpecDiagnostic)

    /// The predictions the line marks (only a command that parsed has any).
    public var predictions: [Prediction] {
        if case .command(let command) = self { command.predictions } else { [] }
    }

    /// Where the line starts.
    public var location: SourceLocation {
        switch self {
        case .command(let command): command.location
        case .invalid(let diagnostic): diagnostic.location
        }
    }

    /// How many source lines the line spans: a command's ``Command/lineCount`` (a `tree` spans its rows), else 1.
    public var lineCount: Int {
        switch self {
        case .command(let command): command.lineCount
        case .invalid: 1
        }
    }
}

/// Parses spec blocks into typed commands (chapter 00, Chapters/en/00-spec-language.md), English keywords and Chinese aliases alike.
public enum SpecParser {
    /// Parses every line of a block. Blank lines and comments are skipped; a `tree` takes the
    /// lines indented deeper than itself. Nothing here throws: a bad line becomes `.invalid`.
    /// - Parameter suggesting: work out the message and "did you mean …?" of lines that do not parse. Without it a bad
    ///   line costs no more than a good one, and its diagnostic says only where the line does not parse:
    ///   ``withSuggestion(_:)`` adds the message and the suggestion later to a diagnostic that is shown.
    public static func parse(_ block: SpecBlock, suggesting: Bool = true) -> [ParsedLine] {
        var result: [ParsedLine] = []
        var index = 0
        let lines = block.lines
        // Lines right after a `tree` without rows that do not parse are most likely its rows, written unindented.
        var afterRowlessTree = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let indent = indentation(of: line.text) else { continue }
            var parsed = parse(line: line.text, at: line.location, suggesting: suggesting)
            if case .command(var command) = parsed, case .tree = command.kind {
                // The rows of the tree: the following lines indented deeper than `tree`.
                var rows: [SpecLine] = []
                while index < lines.count {
                    let next = lines[index]
                    guard let nextIndent = indentation(of: next.text) else { index += 1; continue }
                    if nextIndent <= indent { break }
                    rows.append(next)
                    index += 1
                }
                do {
                    command.kind = .tree(try TreeLines.parse(rows, treeIndent: indent))
                    command.lineCount = 1 + rows.count
                    parsed = .command(command)
                } catch {
                    parsed = .invalid(error)
                }
                result.append(parsed)
                afterRowlessTree = rows.isEmpty
                continue
            }
            if afterRowlessTree, case .invalid(var diagnostic) = parsed {
                diagnostic.text = diagnostic.text + ParserMessages.treeRowsUnindented
                parsed = .invalid(diagnostic)
            } else {
                afterRowlessTree = false
            }
            result.append(parsed)
        }
        return result
    }

    /// How many whitespace characters start `text`; `nil` for a blank line or a comment (`#` after the indentation).
    static func indentation(of text: String) -> Int? {
        // Spaces and tabs counted on the bytes while what follows them is plain ASCII (a mark after a space would join
        // it into one character); otherwise by characters, which also knows the ideographic space (U+3000).
        var spaces = 0
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 { spaces += 1; continue }
            if byte < 0x80, !(0x0A...0x0D).contains(byte) { return byte == 0x23 ? nil : spaces }
            break
        }
        // A line that starts with a character alone that is no space (a Chinese keyword) is not indented.
        if spaces == 0, let first = text.unicodeScalars.first, SpecLexer.isCharacterAlone(first), !first.properties.isWhitespace { return 0 }
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        return text.count - trimmed.count
    }

    /// Parses one line (a `tree` here has no rows; ``parse(_:)`` gives it the lines below it).
    public static func parse(line: String, at location: SourceLocation, suggesting: Bool = true) -> ParsedLine {
        let tokens: [Token]
        do {
            tokens = try SpecLexer.tokens(in: line)
        } catch {
            return .invalid(SpecDiagnostic(location: location.advanced(by: error.offset), line: line, text: error.message))
        }
        var parser = LineParser(tokens: tokens, line: line, suggesting: suggesting)
        do {
            let kind = try parser.command()
            var command = Command(kind, location: location, text: line)
            command.form = parser.form
            command.warnings = parser.warnings.map {
                SpecWarning(location: location.advanced(by: $0.offset), length: $0.length, replacement: $0.replacement,
                            message: $0.message, hint: $0.hint)
            }
            // Most lines mark no prediction: the command is handed back as it is, not copied on the way.
            guard tokens.contains(where: { $0.prediction != nil }) else { return .command(command) }
            return attachingPredictions(.command(command), tokens: tokens, line: line, at: location)
        } catch {
            var diagnostic = SpecDiagnostic(
                location: location.advanced(by: error.offset), line: line,
                text: error.message, suggestion: error.suggestion
            )
            diagnostic.isSuggestionWithheld = !suggesting
            // Some failures carry their message anyway (a size limit); withheld, every message is worked out later.
            if !suggesting { diagnostic.text = LineParser.withheld }
            return .invalid(diagnostic)
        }
    }

    /// The diagnostic with the message and suggestion that parsing without suggestions left out (the same as parsing
    /// its line with them); any other diagnostic as it is.
    public static func withSuggestion(_ diagnostic: SpecDiagnostic) -> SpecDiagnostic {
        guard diagnostic.isSuggestionWithheld else { return diagnostic }
        var result = diagnostic
        result.isSuggestionWithheld = false
        if case .invalid(let full) = parse(line: diagnostic.line, at: diagnostic.location, suggesting: true) {
            result.suggestion = full.suggestion
            // The withheld message is empty; what was added to it (a tree's hint) follows the message worked out now.
            result.text = full.text + diagnostic.text
        }
        return result
    }
}

/// A parse failure inside one line: the character offset, what was wrong, and a suggestion.
struct ParseFailure: Error {
    var offset: Int
    var message: LocalizedText
    var suggestion: String?
    /// The keyword phrases expected here, when that is all the failure says (``LineParser/resolved(_:)`` words it).
    var expected: [String] = []
    /// The words a near miss is looked for among.
    var candidates: [String] = []
    /// Where the keywords were expected ("after the row"); `nil` until the grammar knows what came before.
    var context: LocalizedText?
    /// The token the failure stands at.
    var tokenIndex = 0
    /// Whether the failure is words left over at the end of a command that parsed.
    var isEnd = false

    init(offset: Int, message: LocalizedText, suggestion: String? = nil) {
        self.offset = offset
        self.message = message
        self.suggestion = suggestion
    }
}


/// A chapter with its spec blocks parsed: the one place where a chapter's blocks are parsed (``SpecParser``), and what
/// the interpreter, the exporter (``ScenarioPlan``), translation sync and the reports read them from, so that no
/// block is parsed twice and no table of parsed blocks travels beside a chapter.
public struct ParsedChapter: Sendable {
    /// A spec block with what the parser made of its lines.
    public struct Block: Sendable {
        /// The block as the chapter holds it.
        public var block: SpecBlock
        /// What the parser made of its lines.
        public var lines: [ParsedLine]
    }

    /// The chapter as read.
    public let chapter: Chapter
    /// Each step's blocks with their lines, step by step and block by block as ``chapter`` holds them.
    public let steps: [[Block]]
    /// Whether lines that do not parse carry their message and "did you mean …?"; without, only their place
    /// (``SpecParser/withSuggestion(_:)`` words one that is shown, as ``ScenarioPlan`` and a run's listing do).
    public let isSuggesting: Bool

    /// Parses every spec block of `chapter`.
    /// - Parameter suggesting: work out the message and suggestion of each line that does not parse now (a run leaves
    ///   that to its listing of parse errors, which words only the first ones).
    public init(_ chapter: Chapter, suggesting: Bool = true) {
        self.chapter = chapter
        self.isSuggesting = suggesting
        steps = chapter.steps.map { step in
            step.blocks.map { Block(block: $0, lines: SpecParser.parse($0, suggesting: suggesting)) }
        }
    }
}
