import ChapterModel
import Messages
import SpecLanguage

/// Completion inside ```` ```spec ```` blocks: what may follow the words typed, in the chapter's language.
struct SpecCompletion {
    var grammar: any SpecGrammarSource = GrammarCompletionSource()
    /// The example lines offered at a line's start: none of them a prediction's answer.
    var examples = CompletionExamples(reference: nil)

    /// The proposals at a 0-based line and character (not UTF-16) offset of a chapter; empty outside spec blocks.
    func items(in document: Document, line: Int, character: Int) -> [CompletionItem] {
        guard document.lines.indices.contains(line) else { return [] }
        let path = document.path
        let language = ChapterReader.language(ofPath: path)
        let chapter = ChapterReader.parse(markdown: document.text, path: path, language: language)
        guard SpecBlocks.block(containingLine: line + 1, in: chapter, lines: document.lines) != nil else { return [] }
        let typed = String(document.lines[line].prefix(character))
        let partial = String(typed.reversed().prefix { !$0.isWhitespace }.reversed())
        let base = String(typed.dropLast(partial.count))
        var items: [CompletionItem] = []
        var seen: Set<String> = []
        func add(_ item: CompletionItem) {
            guard seen.insert(item.label).inserted else { return }
            guard partial.isEmpty || item.label.lowercased().hasPrefix(partial.lowercased()) || item.insertText?.lowercased().hasPrefix(partial.lowercased()) == true
            else { return }
            items.append(item)
        }
        let accepted = grammar.keywords(in: language).filter { grammar.reads(base + $0.phrase, through: base.count + $0.phrase.count) }
        for (phrase, english) in accepted where !accepted.contains(where: { $0.phrase.hasPrefix(phrase + " ") }) {
            // `visible` is left out when `visible actions` may follow: the phrase says what the word alone cannot.
            add(CompletionItem(label: phrase, kind: 14, detail: language == .chinese ? english : nil, sortText: "1" + phrase))
        }
        if grammar.reads(base + "\"x\"", through: base.count + 3) {
            for title in Self.titles(in: chapter) {
                let quoted = SpecString.quoted(title)
                add(CompletionItem(label: quoted, kind: 12, sortText: "0" + title))
            }
        }
        if base.allSatisfy(\.isWhitespace) {
            for (line, example) in examples.lines(in: language) {
                add(CompletionItem(label: line, kind: 15, detail: language == .chinese ? example : nil,
                                   insertText: Self.snippet(line), snippet: true, sortText: "2" + line))
            }
        }
        return items
    }

    /// An example line as a snippet: each number and quoted string a placeholder holding it.
    static func snippet(_ line: String) -> String {
        var result = ""
        var index = 0
        var placeholder = 0
        let characters = Array(line)
        while index < characters.count {
            let character = characters[index]
            let startsNumber = character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
            let atWordStart = index == 0 || characters[index - 1] == " "
            if let close: Character = ["\"": "\"", "“": "”", "「": "」"][character] {
                var end = index + 1
                while end < characters.count, characters[end] != close { end += 1 }
                placeholder += 1
                result += "${\(placeholder):\(escaped(String(characters[index...min(end, characters.count - 1)])))}"
                index = end + 1
            } else if startsNumber, atWordStart {
                var end = index + 1
                while end < characters.count, characters[end] != " ", characters[end] != ",", characters[end] != "，" { end += 1 }
                placeholder += 1
                result += "${\(placeholder):\(escaped(String(characters[index..<end])))}"
                index = end
            } else {
                result += escaped(String(character))
                index += 1
            }
        }
        return result
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "}", with: "\\}")
    }

    /// Action titles and row titles the chapter's spec blocks define, in order.
    static func titles(in chapter: Chapter) -> [String] {
        var titles: [String] = []
        for block in ParsedChapter(chapter, suggesting: false).steps.joined() {
            for case .command(let command) in block.lines {
                titles += Self.titles(of: command.kind)
            }
        }
        var seen: Set<String> = []
        return titles.filter { seen.insert($0).inserted }
    }

    private static func titles(of kind: CommandKind) -> [String] {
        switch kind {
        case .trailingActions(let actions), .leadingActions(let actions): return actions.map(\.title)
        case .headerButtons(let buttons): return buttons.map(\.title)
        case .tree(let rows): return flatten(rows)
        case .tableSections(let sections):
            return sections.flatMap { section in [section.title] + (0..<min(section.rowCount, 50)).map { "\(section.title) #\($0 + 1)" } }
        case .table(let rows, let pattern):
            return (0..<min(rows, 50)).map { (pattern ?? "Item #{n}").replacingOccurrences(of: "{n}", with: "\($0 + 1)") }
        default: return []
        }
    }

    private static func flatten(_ rows: [TreeDeclaration]) -> [String] {
        rows.flatMap { [$0.title] + flatten($0.children) }
    }
}

/// Finding the spec block a line of a chapter stands in.
enum SpecBlocks {
    /// The spec block holding a 1-based line: one of its lines, or a line between its fences (a new, empty line).
    static func block(containingLine line: Int, in chapter: Chapter, lines: [String]) -> SpecBlock? {
        for step in chapter.steps {
            for block in step.blocks {
                let opening = block.location.line
                var closing = block.lines.last.map { $0.location.line + 1 } ?? opening + 1
                // An unclosed fence runs to the end of the file.
                if lines.indices.contains(closing - 1), !isFence(lines[closing - 1]) { closing = lines.count + 1 }
                if line > opening, line < closing { return block }
            }
        }
        return nil
    }

    static func isFence(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }
}
