import ChapterModel
import Messages
import SpecInterpreter
import SpecLanguage

/// Hover, formatting and quick fixes on spec lines. None of them writes a file: each answers with text or edits
/// the editor may apply.
enum SpecEditing {
    /// The hover of a 1-based line: its canonical (English) form, a blank shown as the `?` it is, and, once checked,
    /// how it came out. On a line with a prediction, nothing the engines found, so that the hover cannot give the
    /// answer away; in a predictions kit (`kit`), whether a line passed but no value.
    static func hover(line: Int, in document: Document, chapter: Chapter, analysis: ChapterAnalysis?, kit: Bool = false) -> String? {
        let language = chapter.language
        guard let block = SpecBlocks.block(containingLine: line, in: chapter, lines: document.lines),
              let specLine = block.lines.first(where: { $0.location.line == line }) else { return nil }
        let parsed = ParsedChapter(chapter, suggesting: false).steps.joined().first { $0.block.location == block.location }
        let command = parsed?.lines.lazy.compactMap { parsed -> SpecLanguage.Command? in
            if case .command(let command) = parsed, command.location.line == line { return command }
            return nil
        }.first
        guard let command else { return nil }
        let heading = (language == .chinese ? LanguageServerMessages.englishForm : LanguageServerMessages.canonicalForm).text(in: language)
        var parts = ["**\(heading)**", "```spec\n\(CanonicalForm().text(of: command))\n```"]
        if !Prediction.marks(in: specLine.text).isEmpty {
            parts.append(LanguageServerMessages.predictionHidden.text(in: language))
        } else if let outcome = analysis?.outcome(atLine: line) {
            parts += outcomeLines(outcome.outcome, language: language, hidingValues: kit)
        }
        return parts.joined(separator: "\n\n")
    }

    private static func outcomeLines(_ outcome: LineOutcome, language: ReaderLanguage, hidingValues: Bool) -> [String] {
        switch outcome {
        case .passed: return [LanguageServerMessages.linePassed.text(in: language)]
        case .failed where hidingValues:
            return [LanguageServerMessages.lineFailed.text(in: language) + "\n\n" + LanguageServerMessages.failedValuesHidden.text(in: language)]
        case .failed(let failure):
            var lines = [LanguageServerMessages.lineFailed.text(in: language), failure.messageWithSuggestion]
            if let expected = failure.expected { lines.append("`\(failure.expectedLabel)\(expected)`") }
            if let actual = failure.actual { lines.append("`\(failure.actualLabel)\(actual)`") }
            return [lines.joined(separator: "\n\n")]
        case .blocked, .notRun: return [LanguageServerMessages.lineNotRun.text(in: language)]
        case .comment, .notAnswered: return []
        }
    }

    /// Edits that bring every spec line of a chapter to canonical spacing: one space between words, none before a
    /// comma and one after it, no trailing blanks; indentation (a tree's rows) and quoted strings as written. A line
    /// is changed only when it still parses to the same command.
    static func formatting(_ document: Document, chapter: Chapter) -> [TextEdit] {
        var edits: [TextEdit] = []
        let form = CanonicalForm()
        let parsed = ParsedChapter(chapter, suggesting: false)
        for block in parsed.steps.joined() {
            let commands = Dictionary(block.lines.compactMap { line -> (Int, SpecLanguage.Command)? in
                if case .command(let command) = line { return (command.location.line, command) }
                return nil
            }, uniquingKeysWith: { first, _ in first })
            for line in block.block.lines where SpecParser.indentationOrNil(line.text) != nil {
                let spaced = canonicalSpacing(line.text)
                guard spaced != line.text, let old = commands[line.location.line] else { continue }
                // The respaced text is new text, not the chapter's: parsed here, once, to see it says the same.
                let after = SpecParser.parse(line: spaced, at: line.location, suggesting: false)
                guard case .command(let new) = after, form.text(of: old.kind) == form.text(of: new.kind),
                      old.kind == new.kind else { continue }
                let index = line.location.line - 1
                edits.append(TextEdit(range: TextRange(start: Position(line: index, character: 0),
                                                       end: Position(line: index, character: document.lineLength(index))), newText: spaced))
            }
        }
        return edits
    }

    /// A line with canonical spacing (see ``formatting(_:chapter:)``).
    static func canonicalSpacing(_ line: String) -> String {
        let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
        var result = ""
        var quote: Character?
        var pendingSpace = false
        for character in line.dropFirst(indentation.count) {
            if let close = quote {
                result.append(character)
                if character == close, result.last != "\\" { quote = nil }
                continue
            }
            if character == " " || character == "\t" { pendingSpace = true; continue }
            if character == "," || character == "，" || character == ":" || character == "：" {
                result.append(character)
                pendingSpace = character == "," || character == ":"
                continue
            }
            if pendingSpace, !result.isEmpty, result.last != "，", result.last != "：" { result.append(" ") }
            pendingSpace = false
            result.append(character)
            if let close: Character = ["\"": "\"", "“": "”", "「": "」"][character] { quote = close }
        }
        return indentation + result
    }

    /// The quick fix of a "did you mean" diagnostic: the word there replaced by the suggestion (or as many words as
    /// the suggestion has), the first way that lets the parser read past it.
    static func quickFix(for diagnostic: LSPDiagnostic, in document: Document) -> TextEdit? {
        guard let suggestion = diagnostic.data?["didYouMean"]?.stringValue,
              document.lines.indices.contains(diagnostic.range.start.line) else { return nil }
        let index = diagnostic.range.start.line
        let text = Array(document.lines[index])
        let start = document.characterOffset(line: index, utf16Column: diagnostic.range.start.character)
        let grammar = GrammarCompletionSource()
        let words = max(1, suggestion.split(separator: " ").count)
        for count in (1...words).reversed() {
            var end = start
            for word in 0..<count {
                if word > 0 { while end < text.count, text[end].isWhitespace { end += 1 } }
                while end < text.count, !text[end].isWhitespace { end += 1 }
            }
            let fixed = String(text[..<start]) + suggestion + String(text[end...])
            guard grammar.reads(fixed, through: start + suggestion.count) else { continue }
            let range = TextRange(start: Position(line: index, character: String(text[..<start]).utf16.count),
                                  end: Position(line: index, character: String(text[..<end]).utf16.count))
            return TextEdit(range: range, newText: suggestion)
        }
        return nil
    }
}

extension SpecParser {
    /// The indentation of a spec line; `nil` for a blank line or a comment (left alone by formatting).
    static func indentationOrNil(_ text: String) -> Int? {
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        return text.count - trimmed.count
    }
}
