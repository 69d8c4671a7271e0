import ExpandEngine

/// Shortens text to a width with an ellipsis, measuring the way the label engine does (wide characters
/// one font size, others half of one, a little more for proportional Latin letters).
enum TextFitting {
    static func fit(_ text: String, width: Double, fontSize: Double) -> String {
        guard width > 0 else { return "" }
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
