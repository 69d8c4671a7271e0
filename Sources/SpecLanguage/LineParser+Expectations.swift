import Messages

extension LineParser {
    /// `updates [deleted [0, 0], …] [inserted [1, 0], …]`; a clause left out is empty.
    mutating func updates() throws(ParseFailure) -> Updates {
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
                paths = try commaList({ (p: inout LineParser) throws(ParseFailure) -> IndexPathLiteral in try p.indexPathLiteral() },
                                      while: { $0.current?.kind == .openBracket })
            }
            if isDelete { deleted += paths } else { inserted += paths }
        }
        if !seen { return Updates(deleted: [], inserted: []) }
        return Updates(deleted: deleted.sortedPaths(), inserted: inserted.sortedPaths())
    }

    /// `events: opened row 3, tapped "More" in row 3` or `events: none` (or nothing).
    mutating func events() throws(ParseFailure) -> [EventPattern] {
        _ = acceptPunctuation(.colon)
        if atEnd || accept("none") { return [] }
        return try commaList({ (p: inout LineParser) throws(ParseFailure) -> EventPattern in try p.event() }, while: { _ in false })
    }

    private mutating func event() throws(ParseFailure) -> EventPattern {
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
