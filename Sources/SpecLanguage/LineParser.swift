/// Recursive descent over the tokens of one line.
struct LineParser {
    let tokens: [Token]
    let line: String
    var index = 0
    /// Whether failures carry a near-miss suggestion. Suggestions cost an edit distance against many keywords, so a
    /// runner that lists only some failures parses without them and asks again for the lines it shows.
    let suggesting: Bool
    /// What parsed but should be written differently now (``SpecWarning``).
    var warnings: [LineWarning] = []

    init(tokens: [Token], line: String, suggesting: Bool = true) {
        self.tokens = tokens
        self.line = line
        self.suggesting = suggesting
    }

    // MARK: - Reading tokens

    var current: Token? { index < tokens.count ? tokens[index] : nil }
    var atEnd: Bool { index >= tokens.count }

    /// Where the next token starts, or the end of the line.
    var offset: Int { current?.offset ?? line.count }

    /// A failure at the next token; the suggestion is worked out only when the parser is ``suggesting``.
    func fail(_ message: String, suggestion: @autoclosure () -> String? = nil) -> LineFailure {
        LineFailure(offset: offset, message: message, suggestion: suggesting ? suggestion() : nil)
    }

    /// What the next token is, for "found …" in messages.
    var found: String { current.map { "found \($0.quoted)" } ?? "the line ends there" }

    /// Whether the next token is one of these words.
    func peek(_ words: String...) -> Bool { peek(words) }
    func peek(_ words: [String]) -> Bool {
        if case .word(let word)? = current?.kind { return words.contains(word) }
        return false
    }

    func peek(word words: String..., at lookahead: Int) -> Bool {
        guard index + lookahead < tokens.count, case .word(let word) = tokens[index + lookahead].kind else { return false }
        return words.contains(word)
    }

    /// Consumes the next token if it is one of these words.
    mutating func accept(_ words: String...) -> Bool {
        guard peek(words) else { return false }
        index += 1
        return true
    }

    /// Consumes one of these words or fails, naming what was expected and suggesting a near miss.
    mutating func expect(_ words: String..., context: String) throws(LineFailure) {
        if peek(words) { index += 1; return }
        var suggestion: String? {
            if case .word(let word)? = current?.kind { return Suggestions.closest(to: word, among: words) }
            if case .unknown(let text)? = current?.kind {
                return Suggestions.closest(to: text, among: words.compactMap { ChineseAliases.alias(of: $0) })
            }
            return nil
        }
        throw fail("expected `\(words[0])` \(context), \(found)", suggestion: suggestion)
    }

    mutating func acceptPunctuation(_ kind: Token.Kind) -> Bool {
        guard current?.kind == kind else { return false }
        index += 1
        return true
    }

    /// A number whose size is at most `limit` (by default ``SpecLimits/coordinate``).
    mutating func number(_ what: String, atMost limit: Double = SpecLimits.coordinate) throws(LineFailure) -> Double {
        guard case .number(let value, let isDuration)? = current?.kind else {
            throw fail("expected \(what) (a number such as 80 or -12.5), \(found)")
        }
        if isDuration { throw fail("expected \(what) in points, not a duration; drop the `s`") }
        guard value.isFinite, abs(value) <= limit else {
            throw fail("expected \(what) to be at most \(SpecNumber.format(limit)), found \(current?.text ?? "")")
        }
        index += 1
        return value
    }

    /// A length in points, from `minimum` up to `maximum`.
    mutating func length(_ what: String, minimum: Double, maximum: Double = SpecLimits.length) throws(LineFailure) -> Double {
        let start = offset
        let written = current?.text ?? ""
        let value = try number(what, atMost: .infinity)
        guard value >= minimum, value <= maximum else {
            throw LineFailure(offset: start, message: "expected \(what) between \(SpecNumber.format(minimum)) and "
                              + "\(SpecNumber.format(maximum)) points, found \(written)")
        }
        return value
    }

    mutating func integer(_ what: String, atMost limit: Int) throws(LineFailure) -> Int {
        let start = offset
        let written = current?.text ?? ""
        let value = try number(what, atMost: Double(limit))
        guard value == value.rounded() else {
            throw LineFailure(offset: start, message: "expected \(what) to be a whole number, found \(written)")
        }
        return Int(value)
    }

    /// A whole number from 0 to `limit`.
    mutating func count(_ what: String, atMost limit: Int = 1_000_000_000) throws(LineFailure) -> Int {
        let start = offset
        let value = try integer(what, atMost: limit)
        guard value >= 0 else { throw LineFailure(offset: start, message: "expected \(what) to be 0 or more, found \(value)") }
        return value
    }

    mutating func duration(_ what: String) throws(LineFailure) -> Double {
        guard case .number(let value, let isDuration)? = current?.kind else {
            throw fail("expected \(what) (a duration such as 0.5s), \(found)")
        }
        guard isDuration else { throw durationWithoutSeconds(what) }
        guard value.isFinite, value >= 0, value <= SpecLimits.seconds else {
            throw fail("expected \(what) between 0s and \(SpecNumber.format(SpecLimits.seconds))s, found \(current?.text ?? "")")
        }
        index += 1
        return value
    }

    /// The failure for a number where a duration in seconds belongs. A number followed by a unit of its own
    /// (`500ms`, `500 毫秒`, `2 seconds`) is suggested in seconds at the same magnitude (`0.5s`, `2s`); a bare
    /// number is suggested with `s` as written; another unit gets no suggestion, since a guess could be off by
    /// a factor.
    private func durationWithoutSeconds(_ what: String) -> LineFailure {
        guard let number = current else { return fail("expected \(what) (a duration such as 0.5s), \(found)") }
        guard index + 1 < tokens.count else {
            return fail("expected \(what) with its unit, such as \(number.text)s", suggestion: "\(number.text)s")
        }
        let unit = tokens[index + 1]
        let word: String? = switch unit.kind {
        case .word(let word): word
        case .unknown(let text): text
        default: nil
        }
        switch word {
        case "ms", "msec", "msecs", "millisecond", "milliseconds", "毫秒":
            if let seconds = SpecNumber.thousandth(of: number.text) {
                return fail("expected \(what) in seconds, written with `s`: \(number.text)\(unit.text) is \(seconds)s",
                            suggestion: "\(seconds)s")
            }
        case "s", "sec", "secs", "second", "seconds":
            return fail("expected \(what) with `s` right after the number, such as \(number.text)s", suggestion: "\(number.text)s")
        default:
            break
        }
        return fail("expected \(what) in seconds, written with `s` as in 0.5s, found \(number.quoted) \(unit.quoted)")
    }

    /// A quoted string of at most `limit` characters (by default ``SpecLimits/stringCharacters``).
    mutating func string(_ what: String, atMost limit: Int = SpecLimits.stringCharacters) throws(LineFailure) -> String {
        guard case .string(let value)? = current?.kind else {
            throw fail("expected \(what) in quotes, \(found)")
        }
        guard value.count <= limit else {
            throw fail("expected \(what) of at most \(limit) characters, found \(value.count)")
        }
        index += 1
        return value
    }

    var peekString: Bool {
        if case .string? = current?.kind { return true }
        return false
    }

    var peekNumber: Bool {
        if case .number? = current?.kind { return true }
        return false
    }

    mutating func onOff(_ setting: String) throws(LineFailure) -> Bool {
        if accept("on") { return true }
        if accept("off") { return false }
        throw fail("expected `on` or `off` after `\(setting)`, \(found)", suggestion: suggestion(among: ["on", "off"]))
    }

    func suggestion(among words: [String]) -> String? {
        if case .word(let word)? = current?.kind { return Suggestions.closest(to: word, among: words) }
        return nil
    }

    mutating func end() throws(LineFailure) {
        guard let token = current else { return }
        throw fail("unexpected \(token.quoted) at the end of the command; remove it or start a new line")
    }

    /// Items separated by commas (an optional comma before each further item).
    mutating func commaList<T>(_ item: (inout LineParser) throws(LineFailure) -> T, while more: (LineParser) -> Bool) throws(LineFailure) -> [T] {
        var items = [try item(&self)]
        while true {
            let save = index
            if acceptPunctuation(.comma) {
                items.append(try item(&self))
            } else if !atEnd, more(self) {
                items.append(try item(&self))
            } else {
                index = save
                return items
            }
        }
    }

    // MARK: - Rows and sections

    /// `row 3`, `row [1, 2]`, `row "Title"`; the word `row` is required.
    mutating func rowReference() throws(LineFailure) -> RowReference {
        try expect("row", "rows", context: "to name a row")
        return try rowTarget()
    }

    /// What follows `row`: `3`, `[1, 2]` or `"Title"`.
    mutating func rowTarget() throws(LineFailure) -> RowReference {
        if peekString { return .title(try string("the row's title")) }
        if acceptPunctuation(.openBracket) {
            let section = try count("the section")
            guard acceptPunctuation(.comma) else { throw fail("expected `,` between section and row, as in [1, 2], \(found)") }
            let row = try count("the row")
            guard acceptPunctuation(.closeBracket) else { throw fail("expected `]` after the row, as in [1, 2], \(found)") }
            return .index(section: section, row: row)
        }
        if peekNumber { return .index(section: 0, row: try count("the row number")) }
        throw fail("expected a row number, `[section, row]` or a quoted title, \(found)")
    }

    /// `section 1` or `section "Family"`; the word `section` is required.
    mutating func sectionReference() throws(LineFailure) -> SectionReference {
        try expect("section", "sections", context: "to name a section")
        return try sectionTarget()
    }

    mutating func sectionTarget() throws(LineFailure) -> SectionReference {
        if peekString { return .title(try string("the section's title")) }
        if peekNumber { return .index(try count("the section number")) }
        throw fail("expected a section number or a quoted section title, \(found)")
    }

    /// A row in a list (`open rows 0, 3`): a number, `[s, r]`, a title, or `row …`.
    mutating func listedRow() throws(LineFailure) -> RowReference {
        if peek("row", "rows") { return try rowReference() }
        return try rowTarget()
    }

    /// `[0, 1]`.
    mutating func indexPathLiteral() throws(LineFailure) -> IndexPathLiteral {
        guard acceptPunctuation(.openBracket) else { throw fail("expected an index path such as [0, 1], \(found)") }
        let section = try count("the section")
        guard acceptPunctuation(.comma) else { throw fail("expected `,` between section and row, as in [0, 1], \(found)") }
        let row = try count("the row")
        guard acceptPunctuation(.closeBracket) else { throw fail("expected `]` after the row, as in [0, 1], \(found)") }
        return IndexPathLiteral(section: section, row: row)
    }
}

extension Token {
    /// The token as a message shows it: `` `text` ``.
    var quoted: String { "`\(text)`" }
}
