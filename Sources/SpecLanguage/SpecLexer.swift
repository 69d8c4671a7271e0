import Messages

/// Splits one spec line into tokens. English keywords are case-insensitive; Chinese aliases become
/// the English words they stand for; full-width punctuation (`，` `：` `“”` `「」`) is accepted.
struct SpecLexer {
    /// A string that never closed, or another mistake the lexer can place exactly.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: LocalizedText
    }

    static func tokens(in line: String) throws(Failure) -> [Token] {
        // The lexer reads one code a character (its scalar) and slices token texts from the UTF-8: comparing
        // numbers and slicing bytes cost a fraction of `Character` comparisons, hashing and `String(characters[a..<b])`
        // (callgrind: the lexer was a sixth of `verify`, some 19,000 instructions a line, with `Character`s).
        let line = Line(line)
        let aliases = AliasTable.shared
        var tokens: [Token] = []
        tokens.reserveCapacity(16) // a spec line has a few tokens: one allocation instead of growing four times
        var i = 0
        while i < line.count {
            let code = line.codes[i]
            if line.isWhitespace(i) { i += 1; continue }
            let start = i
            switch punctuation(code) {
            case 0x2C, 0xFF0C, 0x3001: // , ， 、
                tokens.append(Token(kind: .comma, offset: i, text: line.text(i, i + 1))); i += 1
            case 0x3A, 0xFF1A: // : ：
                tokens.append(Token(kind: .colon, offset: i, text: line.text(i, i + 1))); i += 1
            case 0x5B, 0xFF3B: // [ ［
                tokens.append(Token(kind: .openBracket, offset: i, text: line.text(i, i + 1))); i += 1
            case 0x5D, 0xFF3D: // ] ］
                tokens.append(Token(kind: .closeBracket, offset: i, text: line.text(i, i + 1))); i += 1
            case 0x22, 0x201C, 0x300C, 0x201D: // " “ 「 ”
                tokens.append(try stringToken(line, at: &i))
            default:
                if let blank = PredictionMark.blank(line, at: &i) {
                    tokens.append(blank)
                } else if var number = numberToken(line, at: &i) {
                    PredictionMark.markAnswer(&number, line, at: &i)
                    tokens.append(number)
                } else if isASCIILetter(code) {
                    while i < line.count, isASCIILetter(line.codes[i]) || isASCIIDigit(line.codes[i])
                            || line.codes[i] == 0x2D || line.codes[i] == 0x5F { // - _
                        i += 1
                    }
                    tokens.append(wordToken(line, start, i))
                } else if !aliasTokens(line, aliases, at: &i, into: &tokens) {
                    // Unknown text: up to the next space, punctuation, digit, ASCII letter or known alias.
                    i += 1
                    while i < line.count, line.codes[i] >= 0x80, !line.isWhitespace(i), punctuation(line.codes[i]) == 0,
                          !startsAlias(line, aliases, at: i) {
                        i += 1
                    }
                    let text = line.text(start, i)
                    tokens.append(Token(kind: .unknown(text), offset: start, text: text))
                }
            }
        }
        return tokens
    }

    /// The string that starts at `i` (`"…"`, `“…”` or `「…」`, with `\` escapes), consumed.
    private static func stringToken(_ line: Line, at i: inout Int) throws(Failure) -> Token {
        let start = i
        // The three pairs are separate: "…" closes only at a straight quote, “…” only at ”, 「…」 only at 」, so
        // `"他说“第{n}条”"` is one string.
        let close: UInt32 = switch line.codes[start] { case 0x300C: 0x300D; case 0x22: 0x22; default: 0x201D }
        // The value is a slice of the line until an escape; from the first escape on, it is built in `escaped`.
        var escaped: [UInt8]? = nil
        var run = start + 1
        i += 1
        while i < line.count {
            if line.codes[i] == 0x5C, i + 1 < line.count { // a backslash
                var value = escaped ?? []
                value += line.bytes(run, i)
                switch line.codes[i + 1] {
                case 0x6E: value.append(0x0A) // \n
                case 0x22, 0x5C, 0x201D, 0x300D: value += line.bytes(i + 1, i + 2) // " \ ” 」
                default: value.append(0x5C); value += line.bytes(i + 1, i + 2)
                }
                escaped = value
                i += 2
                run = i
                continue
            }
            if line.codes[i] == close {
                let value = escaped.map { String(decoding: $0 + line.bytes(run, i), as: UTF8.self) } ?? line.text(run, i)
                i += 1
                return Token(kind: .string(value), offset: start, text: line.text(start, i))
            }
            i += 1
        }
        throw Failure(offset: start, message: ParserMessages.noClosingQuote(close == 0x300D ? "」" : (close == 0x22 ? "\"" : "”")))
    }

    /// An English keyword written from `a` to `b` (ASCII letters, digits, `-`, `_`), lowercased.
    private static func wordToken(_ line: Line, _ a: Int, _ b: Int) -> Token {
        let text = line.text(a, b)
        let bytes = line.bytes(a, b)
        guard bytes.contains(where: { (0x41...0x5A).contains($0) }) else { return Token(kind: .word(text), offset: a, text: text) }
        let lowered = String(decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        return Token(kind: .word(lowered), offset: a, text: text)
    }

    /// The longest Chinese alias written at `i`, as the tokens of its English words (consumed); `false` when none is.
    private static func aliasTokens(_ line: Line, _ aliases: AliasTable, at i: inout Int, into tokens: inout [Token]) -> Bool {
        let start = i
        if let characters = line.characters {
            // Characters that are not alone: compare them as characters (canonical equivalence), as the aliases are.
            guard let (alias, words) = ChineseAliases.byFirstCharacter[characters[i]]?.first(where: { matches($0.alias, characters, at: i) })
            else { return false }
            i += alias.count
            let text = String(alias)
            for word in words { tokens.append(Token(kind: .word(word), offset: start, text: text)) }
            return true
        }
        guard let group = aliases.group(line.codes[i]) else { return false }
        for alias in aliases.groups[group] where line.matches(alias.codes, at: i) {
            i += alias.codes.count
            for word in alias.words { tokens.append(Token(kind: .word(word), offset: start, text: alias.text)) }
            return true
        }
        return false
    }

    /// Whether an alias starts with character `i` (its first character; the rest may differ).
    private static func startsAlias(_ line: Line, _ aliases: AliasTable, at i: Int) -> Bool {
        if let characters = line.characters { return ChineseAliases.byFirstCharacter[characters[i]] != nil }
        return aliases.group(line.codes[i]) != nil
    }

    private static func matches(_ alias: [Character], _ characters: [Character], at index: Int) -> Bool {
        guard index + alias.count <= characters.count else { return false }
        for (k, a) in alias.enumerated() where characters[index + k] != a { return false }
        return true
    }

    /// Whether `scalar` is a whole character whatever stands around it, in the ranges a spec line uses: ASCII but the
    /// carriage return, CJK ideographs, CJK punctuation (but its combining tone marks, 302A–302F), full-width forms,
    /// and the dashes, quotes and ellipsis of general punctuation. None of these extends, joins or prepends to a
    /// neighbour under the grapheme rules, so a line of them has one character per scalar.
    static func isCharacterAlone(_ scalar: Unicode.Scalar) -> Bool {
        isCharacterAlone(value: scalar.value)
    }

    /// ``isCharacterAlone(_:)`` of the scalar of value `value`.
    static func isCharacterAlone(value: UInt32) -> Bool {
        switch value {
        case 0x00...0x0C, 0x0E...0x7F: true
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: true
        case 0x3000...0x3029, 0x3030...0x303F: true
        case 0xFF01...0xFF5E: true
        case 0x2010...0x2027: true
        default: false
        }
    }

    private static func isASCIILetter(_ code: UInt32) -> Bool { (0x41...0x5A).contains(code) || (0x61...0x7A).contains(code) }
    private static func isASCIIDigit(_ code: UInt32) -> Bool { (0x30...0x39).contains(code) }

    /// What the lexer's punctuation switch looks at: an ASCII character's code, the code of a wide mark
    /// (`，、：［］“”「`), else 0. Comparing codes instead of `Character`s is exact here: a character equal to a wide
    /// mark is that one scalar, since none of them has a canonical decomposition or is one's target.
    private static func punctuation(_ code: UInt32) -> UInt32 {
        switch code {
        case ..<0x80, 0xFF0C, 0x3001, 0xFF1A, 0xFF3B, 0xFF3D, 0x201C, 0x201D, 0x300C: code
        default: 0
        }
    }

    /// `-12`, `0.5`, `80`, `.5`, `0.5s`, `1秒`.
    private static func numberToken(_ line: Line, at i: inout Int) -> Token? {
        let codes = line.codes
        let start = i
        var j = i
        if j < codes.count, codes[j] == 0x2D || codes[j] == 0x2B || codes[j] == 0x2212 { j += 1 } // - + −
        let digitsStart = j
        while j < codes.count, isASCIIDigit(codes[j]) { j += 1 }
        if j < codes.count, codes[j] == 0x2E, j + 1 < codes.count, isASCIIDigit(codes[j + 1]) { // .
            j += 1
            while j < codes.count, isASCIIDigit(codes[j]) { j += 1 }
        }
        guard j > digitsStart else { return nil }
        let magnitude: Double
        if j - digitsStart <= 15, !codes[digitsStart..<j].contains(0x2E) {
            // Digits alone, up to 15 of them: an integer a `Double` holds exactly, which is what parsing them gives.
            var integer = 0
            for k in digitsStart..<j { integer = integer * 10 + Int(codes[k] - 0x30) }
            magnitude = Double(integer)
        } else {
            let body = line.text(digitsStart, j)
            guard let parsed = Double(codes[digitsStart] == 0x2E ? "0" + body : body) else { return nil }
            magnitude = parsed
        }
        let value = codes[start] == 0x2D || codes[start] == 0x2212 ? -magnitude : magnitude
        var isDuration = false
        if j < codes.count, codes[j] == 0x73 || codes[j] == 0x79D2 { // s 秒
            let after = j + 1
            if codes[j] == 0x79D2 || after >= codes.count || !isASCIILetter(codes[after]) {
                isDuration = true
                j += 1
            }
        }
        i = j
        return Token(kind: .number(value, isDuration: isDuration), offset: start, text: line.text(start, j))
    }
}
