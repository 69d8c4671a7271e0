import Messages

/// Recursive descent over the tokens of one line.
struct LineParser {
    let tokens: [Token]
    let line: String
    var index = 0
    /// Whether failures carry their message (in two languages) and a near-miss suggestion. Suggestions cost an edit
    /// distance against many keywords and messages their formatting, so a runner that lists only some failures parses
    /// without them and asks again for the lines it shows.
    let suggesting: Bool
    /// What parsed but should be written differently now (``SpecWarning``).
    var warnings: [LineWarning] = []
    /// The index in ``SpecGrammar/forms`` of the form the line was read as, once it is.
    var form: Int?

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

    /// A failure at the next token; its message and suggestion are worked out only when the parser is ``suggesting``
    /// (else the message is ``withheld``, and ``SpecParser/withSuggestion(_:)`` works both out for a line that is shown).
    func fail(_ message: @autoclosure () -> LocalizedText, suggestion: @autoclosure () -> String? = nil) -> ParseFailure {
        guard suggesting else { return ParseFailure(offset: offset, message: Self.withheld, suggestion: nil) }
        return ParseFailure(offset: offset, message: message(), suggestion: suggestion())
    }

    /// The message of a failure parsed without ``suggesting``: empty, so that what is added to it (a tree's hint)
    /// can be added again to the message worked out later.
    static let withheld = LocalizedText(verbatim: "")

    /// What the next token is, for "found …" in messages.
    var found: LocalizedText { ParserMessages.found(current?.text) }

    /// A keyword as messages name it: `` `trailing actions` `` in English, its alias `` `右侧按钮` `` in Chinese (each
    /// word's alias for a phrase that has none as a whole; the English where a word has none).
    func keyword(_ english: String) -> LocalizedText {
        LineParser.keyword(english)
    }

    static func keyword(_ english: String) -> LocalizedText {
        if let whole = keywordAlias(english) { return LocalizedText("`\(english)`", zh: "`\(whole)`") }
        let words = english.split(separator: " ").map { keywordAlias(String($0)) }
        guard words.count > 1, words.allSatisfy({ $0 != nil }) else { return LocalizedText(verbatim: "`\(english)`") }
        return LocalizedText("`\(english)`", zh: "`" + words.map { $0! }.joined(separator: " ") + "`")
    }

    /// The Chinese alias of a keyword as the parser expects it (`deleted` is `删除`, like `delete`).
    static func keywordAlias(_ english: String) -> String? {
        ChineseAliases.alias(of: english) ?? SpecGrammar.baseWords[english].flatMap(ChineseAliases.alias(of:))
    }

    /// `after `swipe``, in each language.
    func after(_ english: String) -> LocalizedText { ParserMessages.after(keyword(english)) }

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
    mutating func expect(_ words: String..., context: LocalizedText) throws(ParseFailure) {
        if peek(words) { index += 1; return }
        throw expected([words[0]], candidates: words, context: context)
    }

    /// Consumes one of these words and returns it, or fails naming them all (in the context of what came before).
    mutating func oneOf(_ words: [String]) throws(ParseFailure) -> String {
        guard case .word(let word)? = current?.kind, words.contains(word) else { throw expected(words, candidates: words) }
        index += 1
        return word
    }

    /// A failure at the next token that expected one of these keyword phrases: its message and suggestion are worked
    /// out by ``resolved(_:)`` once the grammar has merged what every spelling expected there.
    func expected(_ phrases: [String], candidates: [String], context: LocalizedText? = nil) -> ParseFailure {
        var failure = ParseFailure(offset: offset, message: Self.withheld, suggestion: nil)
        failure.expected = phrases
        failure.candidates = candidates
        failure.context = context
        failure.tokenIndex = index
        return failure
    }

    /// The failure with its message and suggestion, when it is one that only said which keywords it expected.
    func resolved(_ failure: ParseFailure) -> ParseFailure {
        guard !failure.expected.isEmpty else { return failure }
        var parser = self
        parser.index = failure.tokenIndex
        var result = parser.fail(ParserMessages.expectedOneOf(failure.expected.map(keyword), failure.context, found: parser.found),
                                 suggestion: parser.suggestion(among: failure.candidates))
        result.offset = failure.offset
        return result
    }

    mutating func acceptPunctuation(_ kind: Token.Kind) -> Bool {
        guard current?.kind == kind else { return false }
        index += 1
        return true
    }

    /// A number whose size is at most `limit` (by default ``SpecLimits/coordinate``).
    mutating func number(_ what: String, atMost limit: Double = SpecLimits.coordinate) throws(ParseFailure) -> Double {
        try number(ParserMessages.noun(what), atMost: limit)
    }

    mutating func number(_ what: LocalizedText, atMost limit: Double = SpecLimits.coordinate) throws(ParseFailure) -> Double {
        guard case .number(let value, let isDuration)? = current?.kind else {
            throw fail(ParserMessages.expectedNumber(what, found: found))
        }
        if isDuration { throw fail(ParserMessages.pointsNotADuration(what)) }
        guard value.isFinite, abs(value) <= limit else {
            throw fail(ParserMessages.atMost(what, SpecNumber.format(limit), found: current?.text ?? ""))
        }
        index += 1
        return value
    }

    /// A length in points, from `minimum` up to `maximum`.
    mutating func length(_ what: String, minimum: Double, maximum: Double = SpecLimits.length) throws(ParseFailure) -> Double {
        try length(ParserMessages.noun(what), minimum: minimum, maximum: maximum)
    }

    mutating func length(_ what: LocalizedText, minimum: Double, maximum: Double = SpecLimits.length) throws(ParseFailure) -> Double {
        let start = offset
        let written = current?.text ?? ""
        let value = try number(what, atMost: .infinity)
        guard value >= minimum, value <= maximum else {
            throw ParseFailure(offset: start, message: ParserMessages.lengthBetween(
                what, SpecNumber.format(minimum), SpecNumber.format(maximum), found: written))
        }
        return value
    }

    mutating func integer(_ what: LocalizedText, atMost limit: Int) throws(ParseFailure) -> Int {
        let start = offset
        let written = current?.text ?? ""
        let value = try number(what, atMost: Double(limit))
        guard value == value.rounded() else {
            throw ParseFailure(offset: start, message: ParserMessages.wholeNumber(what, found: written))
        }
        return Int(value)
    }

    /// A whole number from 0 to `limit`.
    mutating func count(_ what: String, atMost limit: Int = 1_000_000_000) throws(ParseFailure) -> Int {
        try count(ParserMessages.noun(what), atMost: limit)
    }

    mutating func count(_ what: LocalizedText, atMost limit: Int = 1_000_000_000) throws(ParseFailure) -> Int {
        let start = offset
        let value = try integer(what, atMost: limit)
        guard value >= 0 else { throw ParseFailure(offset: start, message: ParserMessages.notNegative(what, found: value)) }
        return value
    }

    mutating func duration(_ english: String) throws(ParseFailure) -> Double {
        let what = ParserMessages.noun(english)
        guard case .number(let value, let isDuration)? = current?.kind else {
            throw fail(ParserMessages.expectedDuration(what, found: found))
        }
        guard isDuration else { throw durationWithoutSeconds(what) }
        guard value.isFinite, value >= 0, value <= SpecLimits.seconds else {
            throw fail(ParserMessages.durationBetween(what, maximum: SpecNumber.format(SpecLimits.seconds), found: current?.text ?? ""))
        }
        index += 1
        return value
    }

    /// The failure for a number where a duration in seconds belongs. A number followed by a unit of its own
    /// (`500ms`, `500 毫秒`, `2 seconds`) is suggested in seconds at the same magnitude (`0.5s`, `2s`); a bare
    /// number is suggested with `s` as written; another unit gets no suggestion, since a guess could be off by
    /// a factor.
    private func durationWithoutSeconds(_ what: LocalizedText) -> ParseFailure {
        guard let number = current else { return fail(ParserMessages.expectedDuration(what, found: found)) }
        guard index + 1 < tokens.count else {
            return fail(ParserMessages.durationWithItsUnit(what, number.text), suggestion: "\(number.text)s")
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
                return fail(ParserMessages.durationInSeconds(what, written: number.text + unit.text, seconds: seconds),
                            suggestion: "\(seconds)s")
            }
        case "s", "sec", "secs", "second", "seconds":
            return fail(ParserMessages.secondsRightAfterTheNumber(what, number.text), suggestion: "\(number.text)s")
        default:
            break
        }
        return fail(ParserMessages.durationInAnotherUnit(what, number: number.text, unit: unit.text))
    }

    /// A quoted string of at most `limit` characters (by default ``SpecLimits/stringCharacters``).
    mutating func string(_ english: String, atMost limit: Int = SpecLimits.stringCharacters) throws(ParseFailure) -> String {
        try string(ParserMessages.noun(english), atMost: limit)
    }

    mutating func string(_ what: LocalizedText, atMost limit: Int = SpecLimits.stringCharacters) throws(ParseFailure) -> String {
        guard case .string(let value)? = current?.kind else {
            throw fail(ParserMessages.expectedString(what, found: found))
        }
        guard value.count <= limit else {
            throw fail(ParserMessages.stringTooLong(what, limit: limit, found: value.count))
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

    /// The near miss among `words` of the next token: an English word, or the alias of one for Chinese (`打卡` → `打开`).
    func suggestion(among words: [String]) -> String? {
        if case .word(let word)? = current?.kind { return Suggestions.closest(to: word, among: words) }
        if case .unknown(let text)? = current?.kind {
            return Suggestions.closest(to: text, among: words.compactMap { LineParser.keywordAlias($0) })
        }
        return nil
    }

    mutating func end() throws(ParseFailure) {
        guard let token = current else { return }
        var failure = fail(ParserMessages.unexpectedAtTheEnd(token.text))
        failure.isEnd = true
        throw failure
    }

    /// Items separated by commas (an optional comma before each further item).
    mutating func commaList<T>(_ item: (inout LineParser) throws(ParseFailure) -> T, while more: (LineParser) -> Bool) throws(ParseFailure) -> [T] {
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
    mutating func rowReference() throws(ParseFailure) -> RowReference {
        try expect("row", "rows", context: ParserMessages.toNameARow)
        return try rowTarget()
    }

    /// What follows `row`: `3`, `[1, 2]` or `"Title"`.
    mutating func rowTarget() throws(ParseFailure) -> RowReference {
        if peekString { return .title(try string("the row's title")) }
        if acceptPunctuation(.openBracket) {
            let section = try count("the section")
            guard acceptPunctuation(.comma) else {
                throw fail(ParserMessages.expectedPunctuation(",", ParserMessages.betweenSectionAndRow, example: "[1, 2]", found: found))
            }
            let row = try count("the row")
            guard acceptPunctuation(.closeBracket) else {
                throw fail(ParserMessages.expectedPunctuation("]", ParserMessages.afterTheRow, example: "[1, 2]", found: found))
            }
            return .index(section: section, row: row)
        }
        if peekNumber { return .index(section: 0, row: try count("the row number")) }
        throw fail(ParserMessages.expectedARow(found: found))
    }

    /// `section 1` or `section "Family"`; the word `section` is required.
    mutating func sectionReference() throws(ParseFailure) -> SectionReference {
        try expect("section", "sections", context: ParserMessages.toNameASection)
        return try sectionTarget()
    }

    mutating func sectionTarget() throws(ParseFailure) -> SectionReference {
        if peekString { return .title(try string("the section's title")) }
        if peekNumber { return .index(try count("the section number")) }
        throw fail(ParserMessages.expectedASection(found: found))
    }

    /// A row in a list (`open rows 0, 3`): a number, `[s, r]`, a title, or `row …`.
    mutating func listedRow() throws(ParseFailure) -> RowReference {
        if peek("row", "rows") { return try rowReference() }
        return try rowTarget()
    }

    /// `[0, 1]`.
    mutating func indexPathLiteral() throws(ParseFailure) -> IndexPathLiteral {
        guard acceptPunctuation(.openBracket) else { throw fail(ParserMessages.expectedAnIndexPath(found: found)) }
        let section = try count("the section")
        guard acceptPunctuation(.comma) else {
            throw fail(ParserMessages.expectedPunctuation(",", ParserMessages.betweenSectionAndRow, example: "[0, 1]", found: found))
        }
        let row = try count("the row")
        guard acceptPunctuation(.closeBracket) else {
            throw fail(ParserMessages.expectedPunctuation("]", ParserMessages.afterTheRow, example: "[0, 1]", found: found))
        }
        return IndexPathLiteral(section: section, row: row)
    }
}

extension Token {
    /// The token as a message shows it: `` `text` ``.
    var quoted: String { "`\(text)`" }
}
