/// Splits one spec line into tokens. English keywords are case-insensitive; Chinese aliases become
/// the English words they stand for; full-width punctuation (`，` `：` `“”` `「」`) is accepted.
struct SpecLexer {
    /// A string that never closed, or another mistake the lexer can place exactly.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    static func tokens(in line: String) throws(Failure) -> [Token] {
        let characters = Array(line)
        var tokens: [Token] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c.isWhitespace { i += 1; continue }
            let start = i
            switch c {
            case ",", "，", "、":
                tokens.append(Token(kind: .comma, offset: i, text: String(c))); i += 1
            case ":", "：":
                tokens.append(Token(kind: .colon, offset: i, text: String(c))); i += 1
            case "[", "［":
                tokens.append(Token(kind: .openBracket, offset: i, text: String(c))); i += 1
            case "]", "］":
                tokens.append(Token(kind: .closeBracket, offset: i, text: String(c))); i += 1
            case "\"", "“", "「", "”":
                let close: Character = c == "「" ? "」" : (c == "\"" ? "\"" : "”")
                var value = ""
                i += 1
                var closed = false
                while i < characters.count {
                    let d = characters[i]
                    if d == "\\", i + 1 < characters.count {
                        let next = characters[i + 1]
                        switch next {
                        case "n": value.append("\n")
                        case "\"", "\\", "”", "」": value.append(next)
                        default: value.append("\\"); value.append(next)
                        }
                        i += 2
                        continue
                    }
                    if d == close || (close == "”" && d == "\"") || (close == "\"" && d == "”") {
                        closed = true
                        i += 1
                        break
                    }
                    value.append(d)
                    i += 1
                }
                guard closed else {
                    throw Failure(offset: start, message: "this string has no closing quote `\(close)`")
                }
                tokens.append(Token(kind: .string(value), offset: start, text: String(characters[start..<i])))
            default:
                if let number = numberToken(characters, at: &i) {
                    tokens.append(number)
                } else if c.isASCII, c.isLetter {
                    while i < characters.count, characters[i].isASCII,
                          characters[i].isLetter || characters[i].isNumber || characters[i] == "-" || characters[i] == "_" {
                        i += 1
                    }
                    let text = String(characters[start..<i])
                    tokens.append(Token(kind: .word(text.lowercased()), offset: start, text: text))
                } else if let (alias, words) = ChineseAliases.byFirstCharacter[c]?.first(where: { matches($0.alias, characters, at: i) }) {
                    i += alias.count
                    let text = String(alias)
                    tokens.append(contentsOf: words.map { Token(kind: .word($0), offset: start, text: text) })
                } else {
                    // Unknown text: up to the next space, punctuation, digit, ASCII letter or known alias.
                    i += 1
                    while i < characters.count {
                        let d = characters[i]
                        if d.isWhitespace || ",，、:：[]［］\"“”「".contains(d) || d.isASCII || ChineseAliases.byFirstCharacter[d] != nil { break }
                        i += 1
                    }
                    let text = String(characters[start..<i])
                    tokens.append(Token(kind: .unknown(text), offset: start, text: text))
                }
            }
        }
        return tokens
    }

    private static func matches(_ alias: [Character], _ characters: [Character], at index: Int) -> Bool {
        guard index + alias.count <= characters.count else { return false }
        for (k, a) in alias.enumerated() where characters[index + k] != a { return false }
        return true
    }

    /// `-12`, `0.5`, `80`, `.5`, `0.5s`, `1秒`.
    private static func numberToken(_ characters: [Character], at i: inout Int) -> Token? {
        let start = i
        var j = i
        if j < characters.count, characters[j] == "-" || characters[j] == "+" || characters[j] == "−" { j += 1 }
        let digitsStart = j
        while j < characters.count, characters[j].isASCII, characters[j].isNumber { j += 1 }
        if j < characters.count, characters[j] == ".", j + 1 < characters.count, characters[j + 1].isASCII, characters[j + 1].isNumber {
            j += 1
            while j < characters.count, characters[j].isASCII, characters[j].isNumber { j += 1 }
        }
        let body = String(characters[digitsStart..<j])
        guard !body.isEmpty, body != ".", let magnitude = Double(body.hasPrefix(".") ? "0" + body : body) else { return nil }
        let value = characters[start] == "-" || characters[start] == "−" ? -magnitude : magnitude
        var isDuration = false
        if j < characters.count, characters[j] == "s" || characters[j] == "秒" {
            let after = j + 1
            if characters[j] == "秒" || after >= characters.count || !(characters[after].isASCII && characters[after].isLetter) {
                isDuration = true
                j += 1
            }
        }
        i = j
        return Token(kind: .number(value, isDuration: isDuration), offset: start, text: String(characters[start..<j]))
    }
}
