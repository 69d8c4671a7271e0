extension SpecLexer {
    /// One line as the lexer reads it: a code for each character (offsets count characters), and where each
    /// character starts in the UTF-8, so that token texts are slices of the bytes.
    ///
    /// A character's code is its scalar's value when it is one scalar (every character of a book, nearly), else
    /// ``several``. Comparing codes is comparing characters for the characters the lexer looks for (ASCII, the wide
    /// marks, `−`, `秒`): none of them has a canonical decomposition or is the target of one, so a character equal to
    /// one of them is that one scalar. Only the aliases and whitespace need more on the rare lines of characters that
    /// are not alone (see ``characters``).
    struct Line {
        /// The line's UTF-8.
        let bytes: [UInt8]
        /// Each character's code: its scalar's value, or ``several``.
        let codes: [UInt32]
        /// Where each character starts in ``bytes``, and the end; empty for a line of ASCII, whose characters are bytes.
        let starts: [Int]
        /// The characters, kept only when the line has characters that are not alone (``SpecLexer/isCharacterAlone(_:)``):
        /// there `==` on characters is canonical equivalence (U+FA08 is `行`), which codes do not see.
        let characters: [Character]?

        /// The code of a character of several scalars: no scalar's value.
        static let several: UInt32 = .max

        var count: Int { codes.count }

        init(_ line: String) {
            let bytes = Array(line.utf8)
            self.bytes = bytes
            // A line of ASCII without a carriage return (the one ASCII pair that is a single `Character`, `\r\n`) is
            // one character a byte; a line of such ASCII and the CJK a Chinese chapter writes, one character a scalar.
            // Neither needs grapheme breaking or `Character`s (every line of a book, nearly).
            if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
                codes = bytes.map(UInt32.init)
                starts = []
                characters = nil
            } else if let (codes, starts) = Self.scalarsAlone(bytes) {
                self.codes = codes
                self.starts = starts
                characters = nil
            } else {
                let characters = Array(line)
                var codes: [UInt32] = []
                var starts: [Int] = []
                codes.reserveCapacity(characters.count)
                starts.reserveCapacity(characters.count + 1)
                var offset = 0
                for c in characters {
                    let scalars = c.unicodeScalars
                    let alone = scalars.index(after: scalars.startIndex) == scalars.endIndex
                    codes.append(alone ? scalars.first!.value : Self.several)
                    starts.append(offset)
                    offset += c.utf8.count
                }
                starts.append(offset)
                self.codes = codes
                self.starts = starts
                self.characters = characters
            }
        }

        /// The scalars of `bytes` (valid UTF-8) and where each starts, when every one is a character alone; else `nil`.
        private static func scalarsAlone(_ bytes: [UInt8]) -> (codes: [UInt32], starts: [Int])? {
            var codes: [UInt32] = []
            var starts: [Int] = []
            codes.reserveCapacity(bytes.count)
            starts.reserveCapacity(bytes.count + 1)
            var k = 0
            while k < bytes.count {
                let lead = UInt32(bytes[k])
                let scalar: UInt32
                let width: Int
                switch lead {
                case ..<0x80: scalar = lead; width = 1
                case ..<0xE0: scalar = (lead & 0x1F) << 6 | UInt32(bytes[k + 1] & 0x3F); width = 2
                case ..<0xF0:
                    scalar = (lead & 0x0F) << 12 | UInt32(bytes[k + 1] & 0x3F) << 6 | UInt32(bytes[k + 2] & 0x3F); width = 3
                default: return nil // beyond the BMP: nothing there is a character alone
                }
                guard isCharacterAlone(value: scalar) else { return nil }
                codes.append(scalar)
                starts.append(k)
                k += width
            }
            starts.append(bytes.count)
            return (codes, starts)
        }

        /// Where character `i` starts in ``bytes`` (`i` may be ``count``).
        func start(_ i: Int) -> Int { starts.isEmpty ? i : starts[i] }

        /// The bytes of characters `a..<b`.
        func bytes(_ a: Int, _ b: Int) -> ArraySlice<UInt8> { bytes[start(a)..<start(b)] }

        /// The text of characters `a..<b`.
        func text(_ a: Int, _ b: Int) -> String { String(decoding: bytes(a, b), as: UTF8.self) }

        /// Whether character `i` is whitespace (`Character.isWhitespace`). Of the characters alone, only the
        /// ideographic space U+3000 is whitespace beyond ASCII (LexerIdentityTests checks).
        func isWhitespace(_ i: Int) -> Bool {
            let code = codes[i]
            if code < 0x80 { return code == 0x20 || (0x09...0x0D).contains(code) }
            if let characters { return characters[i].isWhitespace }
            return code == 0x3000
        }

        /// Whether the Chinese alias `alias` is written at character `i`.
        func matches(_ alias: [UInt32], at i: Int) -> Bool {
            guard i + alias.count <= codes.count else { return false }
            for (k, a) in alias.enumerated() where codes[i + k] != a { return false }
            return true
        }
    }

    /// The Chinese aliases by their first character's scalar (``ChineseAliases/byFirstCharacter`` in the same order,
    /// longest first): what the lexer looks up on lines of characters alone, by number instead of by hashing a
    /// `Character` (which normalizes it).
    ///
    /// An alias's characters are CJK ideographs of one scalar each (LexerIdentityTests checks), none of which is
    /// canonically equivalent to another scalar a line of characters alone holds, so comparing scalars is comparing
    /// characters there.
    struct AliasTable: Sendable {
        /// One alias: its scalars, the English words it stands for, and its text.
        struct Alias: Sendable {
            var codes: [UInt32]
            var words: [String]
            var text: String
        }

        /// The scalars the dense index covers: the CJK ideographs (extension A and the unified block).
        static let indexed: ClosedRange<UInt32> = 0x3400...0x9FFF
        /// For each scalar of ``indexed``, 1 + its group in ``groups``, or 0 when no alias starts with it.
        private var index: [UInt16]
        /// For the first scalars outside ``indexed`` (none today), their group.
        private var others: [UInt32: Int]
        /// The aliases of one first scalar, longest first.
        private(set) var groups: [[Alias]]

        static var shared: AliasTable { AliasTables.current.lexerAliases }

        init(_ byFirstCharacter: [Character: [(alias: [Character], words: [String])]]) {
            index = Array(repeating: 0, count: Self.indexed.count)
            others = [:]
            groups = []
            for (first, aliases) in byFirstCharacter {
                let group = aliases.compactMap { alias -> Alias? in
                    let scalars = alias.alias.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first!.value : nil }
                    // An alias with a character of several scalars cannot be written on a line of characters alone.
                    guard scalars.count == alias.alias.count else { return nil }
                    return Alias(codes: scalars, words: alias.words, text: String(alias.alias))
                }
                guard let key = group.first?.codes.first, first.unicodeScalars.count == 1 else { continue }
                groups.append(group)
                if Self.indexed.contains(key) { index[Int(key - Self.indexed.lowerBound)] = UInt16(groups.count) } else { others[key] = groups.count - 1 }
            }
        }

        /// The aliases that start with the character of code `code`, longest first; `nil` when none does.
        func group(_ code: UInt32) -> Int? {
            if Self.indexed.contains(code) {
                let entry = index[Int(code - Self.indexed.lowerBound)]
                return entry == 0 ? nil : Int(entry) - 1
            }
            return code < 0x80 || others.isEmpty ? nil : others[code]
        }
    }
}
