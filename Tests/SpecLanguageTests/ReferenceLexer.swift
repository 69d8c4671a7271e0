import Messages
@testable import SpecLanguage

// A frozen copy of `SpecLexer.tokens(in:)` as it was before the lexer worked on scalars (commit 5131bbb), with the
// alias table and the prediction helpers it used, so that `LexerIdentityTests` can require the lexer to give
// exactly what it gave. Do not improve this file: it is the reference.
/// Splits one spec line into tokens. English keywords are case-insensitive; Chinese aliases become
/// the English words they stand for; full-width punctuation (`，` `：` `“”` `「」`) is accepted.
enum ReferenceLexer {
    typealias Failure = SpecLexer.Failure

    static func tokens(in line: String) throws(Failure) -> [Token] {
        // Each character's byte when it is one ASCII byte (else `notASCII`), and where it starts in the UTF-8:
        // most of a line is ASCII, and byte tests and slices of the bytes cost a fraction of `Character`
        // comparisons and `String(characters[a..<b])` (chapters-bench: the lexer was half of `verify`).
        let bytes = Array(line.utf8)
        let characters: [Character]
        var ascii: [UInt8] = []
        var starts: [Int] = []
        // A line of ASCII without a carriage return (the one ASCII pair that is a single `Character`, `\r\n`) is one
        // character a byte, and a line of such ASCII and the CJK a Chinese chapter writes one character a scalar:
        // their characters need no grapheme breaking (every line of a book, nearly).
        if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            characters = bytes.map { Character(Unicode.Scalar($0)) }
            ascii = bytes
            starts = Array(0...bytes.count)
        } else if line.unicodeScalars.allSatisfy(Self.isCharacterAlone) {
            characters = line.unicodeScalars.map(Character.init)
            ascii.reserveCapacity(characters.count)
            starts.reserveCapacity(characters.count + 1)
            var offset = 0
            for scalar in line.unicodeScalars {
                ascii.append(scalar.isASCII ? UInt8(scalar.value) : notASCII)
                starts.append(offset)
                offset += UTF8.width(scalar)
            }
            starts.append(offset)
        } else {
            characters = Array(line)
            ascii.reserveCapacity(characters.count)
            starts.reserveCapacity(characters.count + 1)
            var offset = 0
            for c in characters {
                let length = c.utf8.count
                ascii.append(length == 1 ? bytes[offset] : notASCII)
                starts.append(offset)
                offset += length
            }
            starts.append(offset)
        }
        /// The text of characters `a..<b`.
        func text(_ a: Int, _ b: Int) -> String {
            String(decoding: bytes[starts[a]..<starts[b]], as: UTF8.self)
        }

        var tokens: [Token] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let b = ascii[i]
            if b != notASCII ? isASCIIWhitespace(b) : c.isWhitespace { i += 1; continue }
            let start = i
            switch punctuation(c, b) {
            case 0x2C, 0xFF0C, 0x3001: // , ， 、
                tokens.append(Token(kind: .comma, offset: i, text: String(c))); i += 1
            case 0x3A, 0xFF1A: // : ：
                tokens.append(Token(kind: .colon, offset: i, text: String(c))); i += 1
            case 0x5B, 0xFF3B: // [ ［
                tokens.append(Token(kind: .openBracket, offset: i, text: String(c))); i += 1
            case 0x5D, 0xFF3D: // ] ］
                tokens.append(Token(kind: .closeBracket, offset: i, text: String(c))); i += 1
            case 0x22, 0x201C, 0x300C, 0x201D: // " “ 「 ”
                let close: Character = c == "「" ? "」" : (c == "\"" ? "\"" : "”")
                var value = ""
                i += 1
                var closed = false
                while i < characters.count {
                    let d = characters[i]
                    if ascii[i] == UInt8(ascii: "\\"), i + 1 < characters.count {
                        let next = characters[i + 1]
                        switch next {
                        case "n": value.append("\n")
                        case "\"", "\\", "”", "」": value.append(next)
                        default: value.append("\\"); value.append(next)
                        }
                        i += 2
                        continue
                    }
                    // The three pairs are separate: "…" closes only at a straight quote, “…” only at ”, 「…」 only
                    // at 」, so `"他说“第{n}条”"` is one string.
                    if ascii[i] != notASCII ? ascii[i] == UInt8(ascii: "\"") && close == "\"" : d == close {
                        closed = true
                        i += 1
                        break
                    }
                    value.append(d)
                    i += 1
                }
                guard closed else {
                    throw Failure(offset: start, message: ParserMessages.noClosingQuote(String(close)))
                }
                tokens.append(Token(kind: .string(value), offset: start, text: text(start, i)))
            default:
                if let blank = ReferencePrediction.blank(characters, ascii[i], at: &i) {
                    tokens.append(blank)
                } else if var number = numberToken(characters, ascii, at: &i, text: text) {
                    ReferencePrediction.markAnswer(&number, characters, ascii, at: &i)
                    tokens.append(number)
                } else if isASCIILetter(b) {
                    while i < characters.count, isASCIILetter(ascii[i]) || isASCIIDigit(ascii[i])
                            || ascii[i] == UInt8(ascii: "-") || ascii[i] == UInt8(ascii: "_") {
                        i += 1
                    }
                    let text = text(start, i)
                    tokens.append(Token(kind: .word(text.lowercased()), offset: start, text: text))
                } else if let (alias, words) = ReferencePrediction.byFirstCharacter[c]?.first(where: { matches($0.alias, characters, at: i) }) {
                    i += alias.count
                    let text = String(alias)
                    tokens.append(contentsOf: words.map { Token(kind: .word($0), offset: start, text: text) })
                } else {
                    // Unknown text: up to the next space, punctuation, digit, ASCII letter or known alias.
                    i += 1
                    while i < characters.count {
                        let d = characters[i]
                        if ascii[i] != notASCII || d.isWhitespace || punctuation(d, notASCII) != 0 || ReferencePrediction.byFirstCharacter[d] != nil { break }
                        i += 1
                    }
                    let text = text(start, i)
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

    /// Whether `scalar` is a whole character whatever stands around it, in the ranges a spec line uses: ASCII but the
    /// carriage return, CJK ideographs, CJK punctuation (but its combining tone marks, 302A–302F), full-width forms,
    /// and the dashes, quotes and ellipsis of general punctuation. None of these extends, joins or prepends to a
    /// neighbour under the grapheme rules, so a line of them has one character per scalar.
    static func isCharacterAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x0C, 0x0E...0x7F: true
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: true
        case 0x3000...0x3029, 0x3030...0x303F: true
        case 0xFF01...0xFF5E: true
        case 0x2010...0x2027: true
        default: false
        }
    }

    /// A character that is not one ASCII byte, in the lexer's table of bytes (no UTF-8 byte is 0xFF).
    private static let notASCII: UInt8 = 0xFF

    /// Character.isWhitespace for ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isASCIIWhitespace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
    private static func isASCIILetter(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
    private static func isASCIIDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }

    /// What the lexer's punctuation switch looks at: an ASCII character's byte, the scalar of a wide mark
    /// (`，、：［］“”「`), else 0. Comparing numbers instead of `Character`s is exact here: a character equal to
    /// a wide mark is that one scalar, since none of them has a canonical decomposition or is one's target.
    private static func punctuation(_ c: Character, _ b: UInt8) -> UInt32 {
        if b != notASCII { return UInt32(b) }
        let scalars = c.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return 0 }
        switch first.value {
        case 0xFF0C, 0x3001, 0xFF1A, 0xFF3B, 0xFF3D, 0x201C, 0x201D, 0x300C: return first.value
        default: return 0
        }
    }

    /// `-12`, `0.5`, `80`, `.5`, `0.5s`, `1秒`.
    private static func numberToken(_ characters: [Character], _ ascii: [UInt8], at i: inout Int, text: (Int, Int) -> String) -> Token? {
        let start = i
        var j = i
        if j < characters.count, ascii[j] == UInt8(ascii: "-") || ascii[j] == UInt8(ascii: "+") || (ascii[j] == notASCII && characters[j] == "−") { j += 1 }
        let digitsStart = j
        while j < characters.count, isASCIIDigit(ascii[j]) { j += 1 }
        if j < characters.count, ascii[j] == UInt8(ascii: "."), j + 1 < characters.count, isASCIIDigit(ascii[j + 1]) {
            j += 1
            while j < characters.count, isASCIIDigit(ascii[j]) { j += 1 }
        }
        guard j > digitsStart else { return nil }
        let body = text(digitsStart, j)
        guard let magnitude = Double(body.hasPrefix(".") ? "0" + body : body) else { return nil }
        let value = ascii[start] == UInt8(ascii: "-") || characters[start] == "−" ? -magnitude : magnitude
        var isDuration = false
        if j < characters.count, ascii[j] == UInt8(ascii: "s") || (ascii[j] == notASCII && characters[j] == "秒") {
            let after = j + 1
            if characters[j] == "秒" || after >= characters.count || !isASCIILetter(ascii[after]) {
                isDuration = true
                j += 1
            }
        }
        i = j
        return Token(kind: .number(value, isDuration: isDuration), offset: start, text: text(start, j))
    }
}

/// The reference lexer's alias table and prediction marks, as they were.
enum ReferencePrediction {
    static let byFirstCharacter: [Character: [(alias: [Character], words: [String])]] = {
        var result: [Character: [(alias: [Character], words: [String])]] = [:]
        for (alias, english) in ChineseAliases.table {
            let characters = Array(alias)
            result[characters[0], default: []].append((characters, english.split(separator: " ").map(String.init)))
        }
        for key in result.keys {
            result[key]!.sort { $0.alias.count > $1.alias.count }
        }
        return result
    }()

    private static let question = UInt8(ascii: "?")
    private static let notASCII: UInt8 = 0xFF

    static func blank(_ characters: [Character], _ byte: UInt8, at i: inout Int) -> Token? {
        guard byte == question || (byte == notASCII && characters[i] == "？") else { return nil }
        let token = Token(kind: .number(0, isDuration: false), offset: i, text: String(characters[i]), prediction: .blank)
        i += 1
        return token
    }

    static func markAnswer(_ number: inout Token, _ characters: [Character], _ ascii: [UInt8], at i: inout Int) {
        guard i < characters.count, ascii[i] == question || (ascii[i] == notASCII && characters[i] == "？") else { return }
        number.text += String(characters[i])
        number.prediction = .answered
        i += 1
    }
}
