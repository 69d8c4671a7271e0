import ChapterModel

/// Rewrites spec blocks with the Chinese aliases of their keywords (what `chapters translate` puts in a skeleton).
///
/// This keeps the author's own spelling of each line (`expect updates deleted [0, 3]`, `long press row [0, 1]`), which
/// ``SpecGrammar/print(_:_:maskingStrings:)`` does not: the printer writes a command from its meaning, in one
/// canonical spelling (`期望 更新 删除 [0, 3] 插入 无`, `长按 行 1`). Printing the book's English blocks that way
/// differed from the translators' lines in 35 of 877 lines, so the skeleton is rewritten, not printed.
///
/// Every English keyword phrase that has an alias (``ChineseAliases/alias(of:)``) is replaced by it, longest phrase
/// first; numbers, quoted strings, comments and words without an alias stay as written, `,` and `:` become `，` and
/// `：`, and a duration's `s` becomes `秒`. A rewritten line is kept only when it parses to exactly the command the original line does (strings
/// included), so a skeleton always says what its original says; a line that would not is left in English, which
/// the parser reads in any chapter.
public enum ChineseKeywords {
    /// English phrases with an alias, by their first word, longest first.
    private static var phrases: [String: [(words: [String], alias: String)]] { AliasTables.current.keywordPhrases }

    /// A spec block's lines with Chinese keywords, each one only where it parses to the same command as before.
    public static func translate(_ parsed: ParsedChapter.Block) -> [String] {
        let block = parsed.block
        let form = CanonicalForm()
        let original = canonical(parsed.lines, form)
        var accepted = block.lines.map(\.text)
        func parsesLikeTheOriginal(_ texts: [String]) -> Bool {
            var candidate = block
            for index in candidate.lines.indices { candidate.lines[index].text = texts[index] }
            // The rewritten lines are new text, not the chapter's: parsed here to see they say the same.
            return canonical(SpecParser.parse(candidate, suggesting: false), form) == original
        }
        for variant in [true, false] {
            let whole = zip(accepted, block.lines).map { current, line in
                current == line.text ? translate(line: line.text, inflections: variant) : current
            }
            if parsesLikeTheOriginal(whole) { return whole }
        }
        // Line by line: a line whose rewrite changes what the block says (a tree row named like a keyword) stays.
        for index in accepted.indices {
            for variant in [true, false] {
                var texts = accepted
                texts[index] = translate(line: block.lines[index].text, inflections: variant)
                if texts[index] != accepted[index], parsesLikeTheOriginal(texts) {
                    accepted = texts
                    break
                }
            }
        }
        return accepted
    }

    private static func canonical(_ lines: [ParsedLine], _ form: CanonicalForm) -> [String] {
        lines.map { line in
            switch line {
            case .command(let command): form.text(of: command.kind)
            case .invalid(let diagnostic): "\u{0}invalid \(diagnostic.line)"
            }
        }
    }

    /// A piece of a line: an English word that may be a keyword, or text that stays as it is (a string, a number,
    /// punctuation, spaces).
    private enum Piece {
        case word(String), text(String)
    }

    /// One line with Chinese keywords, unchecked.
    static func translate(line: String, inflections useInflections: Bool = true) -> String {
        if line.drop(while: \.isWhitespace).first == "#" { return line }
        return rewrite(pieces(of: Array(line)), inflections: useInflections)
    }

    /// The line cut into words and the text between them; `,` and `:` become `，` and `：` with no space after them,
    /// except inside an index path (`[1, 0]`, which the Chinese chapters write as the English ones do).
    private static func pieces(of characters: [Character]) -> [Piece] {
        var pieces: [Piece] = []
        var i = 0, brackets = 0
        func isDigit(_ index: Int) -> Bool { index < characters.count && characters[index].isASCII && characters[index].isNumber }
        while i < characters.count {
            let c = characters[i]
            var j = i + 1
            if let close: Character = [Character("\""): "\"", "“": "”", "「": "」"][c] {
                while j < characters.count, characters[j] != close { j += characters[j] == "\\" ? 2 : 1 }
                j = min(j + 1, characters.count)
                pieces.append(.text(String(characters[i..<j])))
            } else if c.isASCII, c.isNumber || ((c == "-" || c == "+" || c == ".") && isDigit(i + 1)) {
                while isDigit(j) || (j < characters.count && characters[j] == ".") { j += 1 }
                // A duration's `s` is written `秒`, as the Chinese chapters and the Chinese printer write it.
                if j < characters.count, characters[j] == "s", !(j + 1 < characters.count && characters[j + 1].isASCII && characters[j + 1].isLetter) {
                    pieces.append(.text(String(characters[i..<j]) + "秒"))
                    i = j + 1
                    continue
                }
                pieces.append(.text(String(characters[i..<j])))
            } else if c.isASCII, c.isLetter {
                while j < characters.count, characters[j].isASCII, characters[j].isLetter || characters[j].isNumber || characters[j] == "-" || characters[j] == "_" { j += 1 }
                pieces.append(.word(String(characters[i..<j])))
            } else if (c == "," || c == ":") && brackets == 0 {
                pieces.append(.text(c == "," ? "，" : "："))
                while j < characters.count, characters[j] == " " { j += 1 }
            } else {
                if c == "[" { brackets += 1 } else if c == "]" { brackets = max(0, brackets - 1) }
                pieces.append(.text(String(c)))
            }
            i = j
        }
        return pieces
    }

    /// The pieces with every keyword phrase (words separated by spaces only) replaced by its alias, longest first;
    /// with `inflections`, a word written in another form (`opened`) also matches its base word's phrases
    /// (``SpecGrammar/baseWords``).
    private static func rewrite(_ pieces: [Piece], inflections useInflections: Bool) -> String {
        func word(at index: Int, inflected: Bool) -> String? {
            guard index < pieces.count, case .word(let text) = pieces[index] else { return nil }
            let lowered = text.lowercased()
            return inflected ? (SpecGrammar.baseWords[lowered] ?? lowered) : lowered
        }
        func isSpace(at index: Int) -> Bool {
            guard index < pieces.count, case .text(let text) = pieces[index] else { return false }
            return !text.isEmpty && text.allSatisfy { $0 == " " }
        }
        /// The end of `phrase` when it starts at `start`, its words as written or inflected.
        func end(of phrase: [String], at start: Int, inflected: Bool) -> Int? {
            var index = start
            for (n, expected) in phrase.enumerated() {
                if n > 0 {
                    guard isSpace(at: index) else { return nil }
                    index += 1
                }
                guard word(at: index, inflected: inflected) == expected else { return nil }
                index += 1
            }
            return index
        }
        var result = ""
        var k = 0
        while k < pieces.count {
            let match = (useInflections ? [false, true] : [false]).lazy.compactMap { inflected -> (alias: String, end: Int)? in
                guard let first = word(at: k, inflected: inflected) else { return nil }
                return phrases[first]?.lazy.compactMap { phrase in end(of: phrase.words, at: k, inflected: inflected).map { (phrase.alias, $0) } }.first
            }.first
            if let match {
                result += match.alias
                k = match.end
            } else {
                switch pieces[k] {
                case .word(let text), .text(let text): result += text
                }
                k += 1
            }
        }
        return result
    }
}
