import Messages

/// The spec language as data: one ``FormSyntax`` for each command form, which both reads lines (English keywords and
/// their Chinese aliases alike) and writes commands back, in canonical English or in Chinese.
///
/// Everything else about the language derives from it: the parser's dispatch and the keywords its messages list
/// ("expected `open`, `closed`, … after the row"), the phrases "did you mean" offers, the canonical form that translation
/// sync compares, the Chinese a command prints as, the examples the tests hold the tool to, the cheat sheet's lines, and
/// the list of forms chapter 00 must show.
///
/// ## Adding a command
///
/// Every place a new form touches, and which of them the tests check, is listed in the product manual's article
/// "Adding a spec form" (`Sources/TableChapters/Documentation.docc/AddingASpecForm.md`).
public enum SpecGrammar {
    /// Every command form, in the order of the reference chapter.
    public static var forms: [FormSyntax] { GrammarTables.current.forms }

    // MARK: Chinese

    /// The word-for-word Chinese of every keyword phrase (`visible actions` is `可见按钮`); the lexer reads each alias
    /// as its English words.
    public static var words: [(english: String, chinese: String)] { AliasTables.current.words }

    /// Chinese phrases that read more naturally than the word-for-word aliases and mean the same (`行数` for `行 数量`);
    /// the Chinese printed form uses them. `的` is a Chinese word of its own, for the word order `点击 行 3 的 "删除"`.
    public static let naturalPhrases: [(english: String, chinese: String)] = [
        ("single open", "只开一行"), ("row count", "行数"), ("nothing lifted", "没有抬起的行"), ("的", "的"),
    ]

    /// Words written in another form than the keyword whose alias they share: plurals, events in the past tense, and
    /// the short words messages name (`lines` after `label`, `actions` for `trailing actions`). The one such table.
    public static let baseWords: [String: String] = [
        "rows": "row", "sections": "section", "opened": "open", "tapped": "tap", "moved": "move", "dropped": "drop",
        "deleted": "delete", "lines": "label lines", "actions": "trailing actions",
    ]

    /// The Chinese of a keyword phrase as a command prints it: its natural phrase, else its alias, else the aliases
    /// of its longest parts (`头部视图 传递触摸`); a word without an alias (`x`, `y`) stays as it is.
    static func chinese(_ keyword: Keyword) -> String {
        if let chinese = keyword.chinese { return chinese }
        let all = keyword.allWords
        var result: [String] = []
        var start = 0
        while start < all.count {
            let end = (start + 1...all.count).reversed().first { alias(all[start..<$0].joined(separator: " ")) != nil }
            if let end {
                result.append(alias(all[start..<end].joined(separator: " "))!)
                start = end
            } else {
                result.append(all[start])
                start += 1
            }
        }
        return result.joined(separator: " ")
    }

    private static func alias(_ phrase: String) -> String? {
        printedAliases[phrase] ?? baseWords[phrase].flatMap(alias)
    }

    private static var printedAliases: [String: String] { GrammarTables.current.printedAliases }

    // MARK: Printing

    /// The form a command is of.
    static func syntax(of kind: CommandKind) -> FormSyntax {
        guard let syntax = forms.first(where: { $0.matches(kind) }) else { preconditionFailure("no grammar for \(kind)") }
        return syntax
    }

    /// A command as a line: in canonical English (two lines mean the same exactly when these are equal) or in Chinese.
    public static func print(_ kind: CommandKind, _ wording: SpecPrinter.Wording = .english, maskingStrings: Bool = false) -> String {
        print(kind, wording, maskingStrings: maskingStrings, form: nil)
    }

    /// A command as a line, `form` being the index in ``forms`` of the form the parser read it as (``Command/form``),
    /// if known: then the other forms are not asked whether the command is theirs.
    static func print(_ kind: CommandKind, _ wording: SpecPrinter.Wording, maskingStrings: Bool, form: Int?) -> String {
        var printer = SpecPrinter(wording, maskingStrings: maskingStrings)
        // The first spelling that writes the command in this wording, else the first that writes it at all.
        func writing(_ spellings: [Spelling]) -> (Spelling, [any Sendable])? {
            var fallback: (Spelling, [any Sendable])?
            for spelling in spellings {
                guard let values = spelling.match(kind) else { continue }
                if spelling.prints(in: wording) { return (spelling, values) }
                if fallback == nil { fallback = (spelling, values) }
            }
            return fallback
        }
        if let (spelling, values) = form.flatMap({ writing(forms[$0].spellings) }) ?? writing(syntax(of: kind).spellings) {
            printer.write(spelling, values)
        }
        return printer.text
    }

    /// A command as the lines of a spec block: its printed line, and for a `tree` its rows indented below it.
    public static func lines(of kind: CommandKind, _ wording: SpecPrinter.Wording = .english) -> [String] {
        guard case .tree(let nodes) = kind else { return [print(kind, wording)] }
        func rows(_ nodes: [TreeDeclaration], depth: Int) -> [String] {
            nodes.flatMap { [String(repeating: "  ", count: depth) + SpecString.quoted($0.title)] + rows($0.children, depth: depth + 1) }
        }
        return [print(.tree([]), wording)] + rows(nodes, depth: 1)
    }

    // MARK: Dispatch

    /// The spellings of fixtures, settings and gestures by the word a line starts with, in the grammar's order.
    static var commandSpellings: [String: [Spelling]] { GrammarTables.current.commandSpellings }
    /// The spellings of expectations by the word after `expect`, in the grammar's order.
    static var expectationSpellings: [String: [Spelling]] { GrammarTables.current.expectationSpellings }

    /// The English phrases lines start with: each fixture's, setting's and gesture's, and `expect` (for "did you mean").
    static var commandStarts: [String] { GrammarTables.current.commandStarts }

    /// What may follow `expect` (for "expected what to check" and its near misses): a phrase that starts one
    /// expectation (`open rows`), or the word that starts several (`header`).
    static var expectationStarts: [String] { GrammarTables.current.expectationStarts }

    /// Words that start a command only as the whole of its first phrase (`row height`): a line that starts with another
    /// `row` is most likely an expectation without its `expect`, and is reported as an unknown command.
    static let wholePhraseStarts: Set<String> = ["row"]

    /// How a failure right after a command's first word reads when no one spelling says it best: what may follow `tap`
    /// or `table`. Each returns `nil` when the token there is one a spelling reads (its own message is then the best).
    static let branches: [String: @Sendable (LineParser) -> ParseFailure?] = [
        "tap": { p in
            if p.peekString { return nil }
            return p.fail(ParserMessages.expectedTapTarget([p.keyword("row"), p.keyword("header"), p.keyword("label")], after: p.keyword("tap"), found: p.found),
                          suggestion: p.suggestion(among: ["row", "header", "label"]))
        },
        "table": { p in
            if p.peekNumber { return nil }
            return p.fail(ParserMessages.expectedRowsOrSections(after: p.keyword("table"), sections: p.keyword("sections"), found: p.found),
                          suggestion: p.suggestion(among: ["sections"]))
        },
    ]
}

extension FormSyntax {
    func with(_ role: Role) -> FormSyntax {
        var result = self
        result.role = role
        return result
    }

    /// The form as entry `index` of ``SpecGrammar/forms``, its spellings knowing it.
    func numbered(_ index: Int) -> FormSyntax {
        var result = self
        result.spellings = spellings.map { $0.numbered(index) }
        return result
    }
}

extension Spelling {
    /// The English phrases a line of this spelling starts with (past `expect`).
    var leadingPhrases: [String] {
        let first = pieces.first { if case .keyword(let k) = $0, k.english == ["expect"] { false } else { true } }
        switch first {
        case .keyword(let keyword)?: return [keyword.phrase]
        case .slot(let slot)?, .optional(_, let slot)?: return slot.startWords
        case nil: return []
        }
    }
}

extension SpecPrinter {
    /// A spelling's pieces with a command's values.
    mutating func write(_ spelling: Spelling, _ values: [any Sendable]) {
        var next = 0
        for piece in spelling.pieces {
            switch piece {
            case .keyword(let keyword):
                self.keyword(keyword)
            case .slot(let slot):
                slot.write(values[next], &self)
                next += 1
            case .optional(let keyword, let slot):
                if let value = (values[next] as? Maybe)?.value {
                    self.keyword(keyword)
                    slot.write(value, &self)
                }
                next += 1
            }
        }
    }
}
