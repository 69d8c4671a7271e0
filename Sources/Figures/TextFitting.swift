import ExpandEngine

/// Shortens text to a width with an ellipsis, measuring the way the label engine does (wide characters
/// one font size, others half of one, a little more for proportional Latin letters).
enum TextFitting {
    static func fit(_ text: String, width: Double, fontSize: Double) -> String {
        guard width > 0 else { return "" }
        // Text of ASCII without line breaks (a row's title, mostly) is one narrow character a byte: when it fits, as
        // the same additions as below tell, it is returned as it is without walking its characters.
        if text.utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) }) {
            let advance = ExpandableLabel.advance(of: "a", fontSize: fontSize) * 1.15
            var used = 0.0, fits = true
            for _ in 0..<text.utf8.count {
                if used + advance > width { fits = false; break }
                used += advance
            }
            if fits { return text }
        }
        let ellipsis = fontSize * 0.6
        var used = 0.0
        var result = ""
        for character in text {
            if character.isNewline { break }
            let advance = ExpandableLabel.advance(of: character, fontSize: fontSize) * (character.isASCII ? 1.15 : 1)
            if used + advance > width {
                while used + ellipsis > width, let last = result.popLast() {
                    used -= ExpandableLabel.advance(of: last, fontSize: fontSize) * (last.isASCII ? 1.15 : 1)
                }
                return result + "…"
            }
            used += advance
            result.append(character)
        }
        return result
    }

    /// The width `text` takes at `fontSize`, measured as ``fit(_:width:fontSize:)`` measures.
    static func width(of text: String, fontSize: Double) -> Double {
        text.reduce(0) { $0 + ExpandableLabel.advance(of: $1, fontSize: fontSize) * ($1.isASCII ? 1.15 : 1) }
    }
}
