/// Character rules for prose rendered to HTML.
enum ProseText {
    /// Whether a character is written without spaces around it in Chinese and Japanese text: CJK ideographs,
    /// kana, CJK and full-width punctuation. A line break between two of them is not a space.
    static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF,   // CJK radicals, Kangxi radicals
             0x3000...0x303F,   // CJK symbols and punctuation (、。「」)
             0x3040...0x30FF,   // hiragana, katakana
             0x3100...0x312F,   // bopomofo
             0x31C0...0x31FF,   // CJK strokes, katakana extensions
             0x3400...0x4DBF,   // CJK extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xF900...0xFAFF,   // CJK compatibility ideographs
             0xFE30...0xFE4F,   // CJK compatibility forms
             0xFF00...0xFF60,   // full-width forms (，：！)
             0xFFE0...0xFFE6,
             0x20000...0x3FFFF: // CJK extensions B and later
            true
        default:
            false
        }
    }

    /// The text with C0 control characters other than tab, line feed and carriage return, DEL and the C1 controls
    /// replaced by U+FFFD (as the terminal report shows them).
    static func replacingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
    }
}
