import Messages

extension LineParser {
    /// One whole command: the spelling of ``SpecGrammar`` that reads the line, or the failure that got furthest.
    mutating func command() throws(ParseFailure) -> CommandKind {
        guard let first = current else { throw fail(ParserMessages.expectedACommand) }
        guard case .word(let word) = first.kind else {
            guard case .unknown = first.kind else {
                throw fail(ParserMessages.commandStartsWithAKeyword([keyword("table"), keyword("pan"), keyword("expect")], found: found))
            }
            // Chinese has no spaces between words: a misspelt `右侧按纽` is read as `右侧` and `按纽`, so the near miss is
            // looked for with all that was written up to the first space.
            let written = String(line.dropFirst(first.offset).prefix { !$0.isWhitespace })
            let near = Suggestions.closest(to: written, among: Suggestions.commandStarts)
            throw fail(ParserMessages.unknownCommand(written, suggested: near != nil), suggestion: near)
        }
        if word == "expect" {
            guard index + 1 < tokens.count, case .word(let next) = tokens[index + 1].kind,
                  let spellings = SpecGrammar.expectationSpellings[next] else {
                index += 1
                throw unknownExpectation()
            }
            return try read(spellings)
        }
        guard let spellings = SpecGrammar.commandSpellings[word],
              !SpecGrammar.wholePhraseStarts.contains(word) || spellings.contains(where: startsThisLine) else {
            let near = suggestion(forUnknownCommand: first, word: word)
            throw fail(ParserMessages.unknownCommand(first.text, suggested: near != nil), suggestion: near)
        }
        do {
            return try read(spellings)
        } catch {
            // `label height 80` is most likely `expect label height 80`.
            guard suggesting, error.suggestion == nil, Suggestions.expectationStarts.contains(word) else { throw error }
            var result = error
            result.suggestion = asExpectation(startingWith: first)
            throw result
        }
    }

    /// Whether the whole first phrase of `spelling` starts the line (`row height`, not just `row`).
    private func startsThisLine(_ spelling: Spelling) -> Bool {
        guard case .keyword(let keyword)? = spelling.pieces.first else { return false }
        return keyword.english.enumerated().allSatisfy { n, _ in peek(word: keyword.words[n][0], at: n) }
    }

    /// What follows `expect` is none of the grammar's expectations.
    private func unknownExpectation() -> ParseFailure {
        let words = SpecGrammar.expectationStarts
        var suggestion: String? {
            if case .word(let word)? = current?.kind { return Suggestions.closest(to: word, among: words) }
            if case .unknown(let text)? = current?.kind { return Suggestions.closest(to: text, among: ChineseAliases.table.map(\.alias)) }
            return nil
        }
        return fail(ParserMessages.expectedWhatToCheck(after: keyword("expect"), words.map(keyword), found: found), suggestion: suggestion)
    }

    /// What to suggest for a line whose first word starts no command, never the word itself: the line as an
    /// expectation (`row 3 open` → `expect row 3 open`), else a near-miss command start (`trailling actions` →
    /// `trailing actions`), else `expect` and the word when the word starts an expectation.
    private func suggestion(forUnknownCommand first: Token, word: String) -> String? {
        if let expectation = asExpectation(startingWith: first) { return expectation }
        let twoWords = tokens.count > index + 1 ? "\(first.text) \(tokens[index + 1].text)" : first.text
        if let nearMiss = Suggestions.closest(to: twoWords, among: Suggestions.commandStarts)
            ?? Suggestions.closest(to: first.text, among: Suggestions.commandStarts) {
            return nearMiss
        }
        return Suggestions.expectationStarts.contains(word) ? "\(expectWord(for: first)) \(first.text)" : nil
    }

    /// The line with `expect` (or `期望`, when its first word is Chinese) in front, if that makes it an expectation
    /// that parses: the suggestion for a line that forgot its `expect`.
    func asExpectation(startingWith first: Token) -> String? {
        var written = line.drop { $0.isWhitespace }
        while written.last?.isWhitespace == true { written.removeLast() }
        let candidate = "\(expectWord(for: first)) \(written)"
        guard let tokens = try? SpecLexer.tokens(in: candidate) else { return nil }
        var parser = LineParser(tokens: tokens, line: candidate)
        guard case .expect? = try? parser.command() else { return nil }
        return candidate
    }

    /// `expect` in the language the line's first word is written in.
    private func expectWord(for first: Token) -> String {
        first.text.allSatisfy(\.isASCII) ? "expect" : ChineseAliases.alias(of: "expect") ?? "expect"
    }

    /// `"Family" 3 [collapsed], …` after `table sections`, within the limits of sections and rows.
    mutating func sectionDeclarations() throws(ParseFailure) -> [SectionDeclaration] {
        let listStart = offset
        let sections = try commaList({ (p: inout LineParser) throws(ParseFailure) -> SectionDeclaration in
            let title = try p.string("the section's title")
            let count = try p.count(ParserMessages.rowsIn(SpecString.quoted(title)), atMost: SpecLimits.rows)
            return SectionDeclaration(title: title, rowCount: count, isCollapsed: p.accept("collapsed"))
        }, while: { $0.peekString })
        guard sections.count <= SpecLimits.sections else {
            throw ParseFailure(offset: listStart, message: ParserMessages.tooManySections(limit: SpecLimits.sections, found: sections.count))
        }
        let total = sections.reduce(0) { $0 + $1.rowCount }
        guard total <= SpecLimits.rows else {
            throw ParseFailure(offset: listStart, message: ParserMessages.tooManyRows(limit: SpecLimits.rows, found: total))
        }
        return sections
    }

    /// `[width 200] [font 16] [max height 80]` after a label's text, in any order.
    mutating func labelOptions() throws(ParseFailure) -> LabelOptions {
        var options = LabelOptions()
        while !atEnd {
            if accept("width") { options.width = try length("the label's width", minimum: 1) } else if accept("font") {
                options.fontSize = try length("the font size", minimum: 1)
            } else if accept("max") {
                try expect("height", context: after("max"))
                options.maxHeight = try length("the maximum height", minimum: 1)
            } else {
                throw fail(ParserMessages.expectedOneOf([keyword("width"), keyword("font"), keyword("max height")], ParserMessages.inALabel, found: found), suggestion: suggestion(among: ["width", "font", "max"]))
            }
        }
        return options
    }

    /// `"More" 80, "Delete" 80 destructive`.
    mutating func actions() throws(ParseFailure) -> [ActionDeclaration] {
        try commaList({ (p: inout LineParser) throws(ParseFailure) -> ActionDeclaration in
            let title = try p.string("the action's title")
            let width = try p.length(ParserMessages.widthOf(SpecString.quoted(title)), minimum: 1)
            return ActionDeclaration(title: title, width: width, isDestructive: p.accept("destructive"))
        }, while: { $0.peekString })
    }

    /// `"Back" 44, "Share" 44` after `header buttons`.
    mutating func headerButtons() throws(ParseFailure) -> [HeaderButtonDeclaration] {
        try commaList({ (p: inout LineParser) throws(ParseFailure) -> HeaderButtonDeclaration in
            let title = try p.string("the button's title")
            return HeaderButtonDeclaration(title: title, width: try p.length(ParserMessages.widthOf(SpecString.quoted(title)), minimum: 1))
        }, while: { $0.peekString })
    }

    /// `more "...全文" less "收起"` (either may be alone).
    mutating func suffixes() throws(ParseFailure) -> Suffixes {
        var suffixes = Suffixes()
        while !atEnd {
            if accept("more") { suffixes.more = try string("the collapsed suffix") } else if accept("less") {
                suffixes.less = try string("the expanded suffix")
            } else {
                throw fail(ParserMessages.expectedOneOf([keyword("more"), keyword("less")], nil, found: found), suggestion: suggestion(among: ["more", "less"]))
            }
        }
        return suffixes
    }
}
