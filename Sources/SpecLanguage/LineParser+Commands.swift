import Messages

extension LineParser {
    /// One whole command.
    mutating func command() throws(LineFailure) -> CommandKind {
        guard let first = current else { throw fail(ParserMessages.expectedACommand) }
        guard case .word(let word) = first.kind else {
            guard case .unknown = first.kind else {
                throw fail(ParserMessages.commandStartsWithAKeyword([keyword("table"), keyword("pan"), keyword("expect")], found: found))
            }
            // Chinese has no spaces between words: a misspelt `右侧按纽` is read as `右侧` and `按纽`, so the near miss is
            // looked for with all that was written up to the first space.
            let written = String(line.dropFirst(first.offset).prefix { !$0.isWhitespace })
            throw fail(ParserMessages.unknownCommand(written), suggestion: Suggestions.closest(to: written, among: Suggestions.commandStarts))
        }
        let kind: CommandKind
        if word == "expect" {
            index += 1
            kind = .expect(try expectation())
        } else {
            // The description whose key matches the most words (SpecVocabulary).
            guard let entry = SpecVocabulary.commandEntries[word]?.first(where: { matches($0.key) }),
                  case .command(let parse) = entry.parse else {
                throw fail(ParserMessages.unknownCommand(first.text), suggestion: suggestion(forUnknownCommand: first, word: word))
            }
            kind = try parse(&self)
        }
        try end()
        return kind
    }

    /// Whether the words from the next token on are `key` (its first word is the next token's, as dispatch found it).
    func matches(_ key: [String]) -> Bool {
        for k in key.indices.dropFirst() where !peek(word: key[k], at: k) { return false }
        return true
    }

    /// One of a setting's values (`reveal` or `mail` after `swipe style`), or a failure that names them all.
    mutating func choice<T>(after setting: String, _ options: [(String, T)]) throws(LineFailure) -> T {
        if let match = options.first(where: { peek($0.0) }) {
            index += 1
            return match.1
        }
        throw fail(ParserMessages.expectedOneOf(options.map { keyword($0.0) }, after(setting), found: found), suggestion: suggestion(among: options.map(\.0)))
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

    /// `table 30 rows [titled "…"]` or `table sections "A" 3 [collapsed], …`.
    mutating func table() throws(LineFailure) -> CommandKind {
        index += 1
        if accept("sections", "section") {
            let listStart = offset
            let sections = try commaList({ (p: inout LineParser) throws(LineFailure) -> SectionDeclaration in
                let title = try p.string("the section's title")
                let count = try p.count(ParserMessages.rowsIn(SpecString.quoted(title)), atMost: SpecLimits.rows)
                return SectionDeclaration(title: title, rowCount: count, isCollapsed: p.accept("collapsed"))
            }, while: { $0.peekString })
            guard sections.count <= SpecLimits.sections else {
                throw LineFailure(offset: listStart, message: ParserMessages.tooManySections(limit: SpecLimits.sections, found: sections.count))
            }
            let total = sections.reduce(0) { $0 + $1.rowCount }
            guard total <= SpecLimits.rows else {
                throw LineFailure(offset: listStart, message: ParserMessages.tooManyRows(limit: SpecLimits.rows, found: total))
            }
            return .tableSections(sections)
        }
        guard peekNumber else {
            throw fail(ParserMessages.expectedRowsOrSections(after: keyword("table"), sections: keyword("sections"), found: found), suggestion: suggestion(among: ["sections"]))
        }
        let rows = try count("the number of rows", atMost: SpecLimits.rows)
        try expect("rows", "row", context: ParserMessages.afterTheRowCount)
        var pattern: String?
        if accept("titled") { pattern = try string("the title pattern, such as \"Item #{n}\"") }
        return .table(rows: rows, titlePattern: pattern)
    }

    /// `label "TEXT" [width 200] [font 16] [max height 80]`, in any order.
    mutating func labelFixture() throws(LineFailure) -> CommandKind {
        index += 1
        let text = try string("the label's text", atMost: SpecLimits.labelCharacters)
        var width: Double?, font: Double?, maxHeight: Double?
        while !atEnd {
            if accept("width") { width = try length("the label's width", minimum: 1) } else if accept("font") {
                font = try length("the font size", minimum: 1)
            } else if accept("max") {
                try expect("height", context: after("max"))
                maxHeight = try length("the maximum height", minimum: 1)
            } else {
                throw fail(ParserMessages.expectedOneOf([keyword("width"), keyword("font"), keyword("max height")], ParserMessages.inALabel, found: found), suggestion: suggestion(among: ["width", "font", "max"]))
            }
        }
        return .label(text: text, width: width, fontSize: font, maxHeight: maxHeight)
    }

    /// `"More" 80, "Delete" 80 destructive`.
    mutating func actions() throws(LineFailure) -> [ActionDeclaration] {
        try commaList({ (p: inout LineParser) throws(LineFailure) -> ActionDeclaration in
            let title = try p.string("the action's title")
            let width = try p.length(ParserMessages.widthOf(SpecString.quoted(title)), minimum: 1)
            return ActionDeclaration(title: title, width: width, isDestructive: p.accept("destructive"))
        }, while: { $0.peekString })
    }

    /// `more "...全文" less "收起"` (either may be alone).
    mutating func suffixes() throws(LineFailure) -> CommandKind {
        var more: String?, less: String?
        while !atEnd {
            if accept("more") { more = try string("the collapsed suffix") } else if accept("less") {
                less = try string("the expanded suffix")
            } else {
                throw fail(ParserMessages.expectedOneOf([keyword("more"), keyword("less")], nil, found: found), suggestion: suggestion(among: ["more", "less"]))
            }
        }
        return .suffixes(more: more, less: less)
    }

    /// `header view 180 [min 60]`, `header buttons "Back" 44, …`, `header passes touches on|off`; `view` may follow
    /// `header` in the last two (the Chinese `头部视图` is `header view`).
    mutating func floatingHeaderSetting() throws(LineFailure) -> CommandKind {
        index += 1
        let saidView = accept("view")
        if accept("buttons", "button") {
            return .headerButtons(try commaList({ (p: inout LineParser) throws(LineFailure) -> HeaderButtonDeclaration in
                let title = try p.string("the button's title")
                return HeaderButtonDeclaration(title: title, width: try p.length(ParserMessages.widthOf(SpecString.quoted(title)), minimum: 1))
            }, while: { $0.peekString }))
        }
        if accept("passes", "pass") {
            try expect("touches", "touch", context: after("header passes"))
            return .headerPassesTouches(try onOff("header passes touches"))
        }
        guard saidView else {
            throw fail(ParserMessages.expectedOneOf([keyword("view"), keyword("buttons"), keyword("passes touches"), keyword("height")], after("header"), found: found),
                       suggestion: suggestion(among: ["view", "buttons", "passes", "height"]))
        }
        let height = try length("the header's full height", minimum: 0)
        var pinned: Double?
        if accept("min", "minimum") { pinned = try length("the header's pinned height", minimum: 0) }
        return .headerView(height: height, min: pinned)
    }

    /// `pan row 3 [from x 300] by -30, -90`, or `pan header by -100`.
    mutating func pan() throws(LineFailure) -> CommandKind {
        if accept("header") {
            _ = accept("view")
            try expect("by", context: after("pan header"))
            return .panHeader(by: try number("the drag's translation"))
        }
        let row = try rowReference()
        var fromX: Double?
        if accept("from") {
            try expect("x", context: after("from"))
            fromX = try number("the x where the finger goes down")
        }
        try expect("by", context: ParserMessages.beforeThePanTranslations)
        let translations = try commaList({ (p: inout LineParser) throws(LineFailure) -> Double in
            try p.number("a translation")
        }, while: { $0.peekNumber })
        return .pan(row: row, fromX: fromX, translations: translations)
    }

    /// `tap "Delete" in row 3`, `tap row 3`, `tap header 1`, `tap label`; in Chinese also `点击 行 3 的 "删除"` and
    /// `点击 头部视图 的 "返回"`.
    mutating func tap() throws(LineFailure) -> CommandKind {
        if peekString {
            let title = try string("the action's title")
            try expect("in", context: ParserMessages.afterTheActionTitle)
            if accept("header") {
                _ = accept("view")
                return .tapHeaderButton(title)
            }
            return .tapAction(title: title, row: try rowReference())
        }
        if accept("header") {
            // `点击 头部视图 的 "返回"`: the Chinese word order of `tap "Back" in header`.
            if peek("view"), peek(word: "的", at: 1) {
                index += 2
                return .tapHeaderButton(try string("the button's title"))
            }
            return .tapHeader(try sectionTarget())
        }
        if accept("label") { return .tapLabel }
        if peek("section") { return .tapHeader(try sectionReference()) }
        if peek("row", "rows") {
            let row = try rowReference()
            // `点击 行 3 的 "删除"`: the Chinese word order of `tap "删除" in row 3`.
            if accept("的") { return .tapAction(title: try string("the action's title"), row: row) }
            return .tapRow(row)
        }
        throw fail(ParserMessages.expectedTapTarget([keyword("row"), keyword("header"), keyword("label")], after: keyword("tap"), found: found), suggestion: suggestion(among: ["row", "header", "label"]))
    }

    /// `long-press row 2 [for 0.5s]` or `long-press at y 300 [for 0.5s]`.
    mutating func longPress() throws(LineFailure) -> CommandKind {
        let target: FingerTarget
        if accept("at") {
            try expect("y", context: after("at"))
            target = .viewportY(try number("the finger's y"))
        } else {
            target = .row(try rowReference())
        }
        var seconds: Double?
        if accept("for") { seconds = try duration("how long to press") }
        return .longPress(target, seconds: seconds)
    }
}
