import Messages

extension LineParser {
    /// Everything after `expect`: the expectation whose key is the next word (SpecVocabulary).
    mutating func expectation() throws(LineFailure) -> Expectation {
        if case .word(let word)? = current?.kind, let entry = SpecVocabulary.expectationEntries[word]?.first(where: { matches($0.key) }),
           case .expectation(let parse) = entry.parse {
            return try parse(&self)
        }
        let words = SpecVocabulary.expectationStarts
        var suggestion: String? {
            if case .word(let word)? = current?.kind { return Suggestions.closest(to: word, among: words) }
            if case .unknown(let text)? = current?.kind { return Suggestions.closest(to: text, among: ChineseAliases.table.map(\.alias)) }
            return nil
        }
        throw fail(ParserMessages.expectedWhatToCheck(after: keyword("expect"), words.map(keyword), found: found), suggestion: suggestion)
    }

    /// `row count N`, `rows "A", "B"`, `row R …` (see ``rowExpectation()``).
    mutating func rowExpectations() throws(LineFailure) -> Expectation {
        if peek(word: "count", at: 1) {
            index += 2
            return .rowCount(section: nil, try count("the row count"))
        }
        if peek("row"), let titles = titleListAfterRow() { return .rowTitles(section: nil, titles: titles) }
        if peek("row") { return try rowExpectation() }
        index += 1
        return .rowTitles(section: nil, titles: try titles())
    }

    /// `section S expanded | collapsed | rows "A", … | row count N`.
    mutating func sectionExpectation() throws(LineFailure) -> Expectation {
        let section = try sectionReference()
        if accept("expanded") { return .sectionExpanded(section, true) }
        if accept("collapsed") { return .sectionExpanded(section, false) }
        if peek("row", "rows"), peek(word: "count", at: 1) {
            index += 2
            return .rowCount(section: section, try count("the row count"))
        }
        if accept("rows", "row") { return .rowTitles(section: section, titles: try titles()) }
        throw fail(ParserMessages.expectedOneOf([keyword("expanded"), keyword("collapsed"), keyword("rows"), keyword("row count")], ParserMessages.afterTheSection, found: found),
                   suggestion: suggestion(among: ["expanded", "collapsed", "rows"]))
    }

    /// `row "A", "B"` as a list of titles: Chinese has one word (`行`) for `row` and `rows`, so
    /// `期望 行 "A", "B"` means `expect rows "A", "B"`; a single title followed by nothing is a list too.
    private mutating func titleListAfterRow() -> [String]? {
        let start = index
        index += 1
        guard peekString, let list = try? titles(), atEnd else {
            index = start
            return nil
        }
        return list
    }

    private mutating func titles() throws(LineFailure) -> [String] {
        try commaList({ (p: inout LineParser) throws(LineFailure) -> String in try p.string("a row title") }, while: { $0.peekString })
    }

    /// `row R open | closed | offset N | keyframes N, … | visible actions … | is "T" | level N | y N | height N`.
    private mutating func rowExpectation() throws(LineFailure) -> Expectation {
        let row = try rowReference()
        if accept("open", "opened") { return .rowOpen(row) }
        if accept("closed", "close") { return .rowClosed(row) }
        if accept("offset") { return .rowOffset(row, try number("the offset")) }
        if accept("keyframes", "keyframe") {
            if accept("none") { return .rowKeyframes(row, []) }
            return .rowKeyframes(row, try commaList({ (p: inout LineParser) throws(LineFailure) -> Double in try p.number("a keyframe value") },
                                                    while: { $0.peekNumber }))
        }
        if accept("visible") {
            try expect("actions", "action", context: after("visible"))
            if accept("none") { return .visibleActions(row, []) }
            return .visibleActions(row, try commaList({ (p: inout LineParser) throws(LineFailure) -> String in try p.string("an action's title") },
                                                      while: { $0.peekString }))
        }
        if accept("is") { return .rowIs(row, title: try string("the row's title")) }
        if accept("level") { return .rowLevel(row, try count("the level")) }
        if accept("y") { return .rowY(row, try number("the row's top in the viewport")) }
        if accept("height") { return .rowHeight(row, try number("the row's height")) }
        let words = ["open", "closed", "offset", "keyframes", "visible", "is", "level", "y", "height"]
        throw fail(ParserMessages.expectedOneOf([keyword("open"), keyword("closed"), keyword("offset"), keyword("keyframes"), keyword("visible actions"), keyword("is"), keyword("level"), keyword("y"), keyword("height")], ParserMessages.afterTheRow, found: found),
                   suggestion: suggestion(among: words))
    }

    /// `updates [deleted [0, 0], …] [inserted [1, 0], …]`; a clause left out is empty.
    mutating func updates() throws(LineFailure) -> Expectation {
        var deleted: [IndexPathLiteral] = [], inserted: [IndexPathLiteral] = []
        var seen = false
        while !atEnd {
            let isDelete: Bool
            if accept("deleted", "delete") { isDelete = true } else if accept("inserted", "insert") { isDelete = false } else {
                throw fail(ParserMessages.expectedOneOf([keyword("deleted"), keyword("inserted")], ParserMessages.inside(keyword("expect updates")), found: found), suggestion: suggestion(among: ["deleted", "inserted"]))
            }
            seen = true
            var paths: [IndexPathLiteral] = []
            if !accept("none") {
                paths = try commaList({ (p: inout LineParser) throws(LineFailure) -> IndexPathLiteral in try p.indexPathLiteral() },
                                      while: { $0.current?.kind == .openBracket })
            }
            if isDelete { deleted += paths } else { inserted += paths }
        }
        if !seen { return .updates(deleted: [], inserted: []) }
        return .updates(deleted: deleted.sortedPaths(), inserted: inserted.sortedPaths())
    }

    /// `header [view] height N | picture offset N | picture scale N` (the floating header).
    mutating func headerExpectation() throws(LineFailure) -> Expectation {
        _ = accept("view")
        if accept("height") { return .headerHeight(try number("the header's height")) }
        if accept("picture") {
            if accept("offset") { return .headerPictureOffset(try number("the picture's offset")) }
            if accept("scale") { return .headerPictureScale(try number("the picture's scale")) }
            throw fail(ParserMessages.expectedOneOf([keyword("offset"), keyword("scale")], after("header picture"), found: found), suggestion: suggestion(among: ["offset", "scale"]))
        }
        throw fail(ParserMessages.expectedOneOf([keyword("height"), keyword("picture")], after("header"), found: found), suggestion: suggestion(among: ["height", "picture"]))
    }

    /// `label height N | text "…" | ends with "…" | lines N`.
    mutating func labelExpectation() throws(LineFailure) -> Expectation {
        if accept("height") { return .labelHeight(try number("the label's height")) }
        if accept("text") { return .labelText(try string("the label's text", atMost: SpecLimits.labelCharacters)) }
        if accept("ends") {
            try expect("with", context: after("ends"))
            return .labelEndsWith(try string("the end of the label's text", atMost: SpecLimits.labelCharacters))
        }
        if accept("lines", "line") { return .labelLines(try count("the number of lines")) }
        // `期望 文本 行数 4`: before `行数` meant the row count, it meant the label's lines. Still read that way
        // after `文本`, with a warning that says how to write it now.
        if peek("row"), peek(word: "count", at: 1), let written = current, written.text == "行数" {
            let label = tokens[index - 1]
            index += 2
            let lines = try count("the number of lines")
            warnings.append(LineWarning.oldLineCountAlias(label: label, written: written))
            return .labelLines(lines)
        }
        throw fail(ParserMessages.expectedOneOf([keyword("height"), keyword("text"), keyword("ends with"), keyword("lines")], after("label"), found: found),
                   suggestion: suggestion(among: ["height", "text", "ends", "lines"]))
    }

    /// `events: opened row 3, tapped "More" in row 3` or `events: none` (or nothing).
    mutating func events() throws(LineFailure) -> [EventPattern] {
        _ = acceptPunctuation(.colon)
        if atEnd || accept("none") { return [] }
        return try commaList({ (p: inout LineParser) throws(LineFailure) -> EventPattern in try p.event() }, while: { _ in false })
    }

    private mutating func event() throws(LineFailure) -> EventPattern {
        if accept("opened", "open") { return .opened(try rowReference()) }
        if accept("closed", "close") { return .closed(try rowReference()) }
        if accept("tapped", "tap") {
            // `点击 行 3 的 "更多"` and `点击 头部视图 的 "返回"`: the Chinese word order.
            if peek("row", "rows") {
                let row = try rowReference()
                try expect("的", context: ParserMessages.afterTheRow)
                return .tapped(try string("the action's title"), row)
            }
            if peek("header"), peek(word: "view", at: 1), peek(word: "的", at: 2) {
                index += 3
                return .tappedInHeader(try string("the button's title"))
            }
            let title = try string("the action's title")
            try expect("in", context: ParserMessages.afterTheActionTitle)
            if accept("header") {
                _ = accept("view")
                return .tappedInHeader(title)
            }
            return .tapped(title, try rowReference())
        }
        if accept("deleted", "delete") { return .deleted(try rowReference()) }
        if accept("lifted", "lift") { return .lifted(try rowReference()) }
        if accept("moved", "move") {
            let from = try rowReference()
            try expect("to", context: ParserMessages.betweenTheRowsOfMoved)
            return .moved(from, try rowReference())
        }
        if accept("dropped", "drop") { return .dropped(try rowReference()) }
        for (words, expanded) in [(["expanded", "expand"], true), (["collapsed", "collapse"], false)] where peek(words) {
            index += 1
            if accept("label") { return expanded ? .expandedLabel : .collapsedLabel }
            if peek("section", "sections") {
                let section = try sectionReference()
                return expanded ? .expandedSection(section) : .collapsedSection(section)
            }
            let row = try rowReference()
            return expanded ? .expandedRow(row) : .collapsedRow(row)
        }
        let words = ["opened", "closed", "tapped", "deleted", "lifted", "moved", "dropped", "expanded", "collapsed"]
        throw fail(ParserMessages.expectedAnEvent([keyword("opened row 3"), keyword("moved row 1 to row 2")], found: found), suggestion: suggestion(among: words))
    }
}

extension Array where Element == IndexPathLiteral {
    func sortedPaths() -> [IndexPathLiteral] { sorted { ($0.section, $0.row) < ($1.section, $1.row) } }
}
