/// Greedy per-character line wrapping, the way the text label lays out its text.
///
/// Characters go on the current line while its width stays ≤ the label's width; the first character that
/// would make it wider starts a new line. A newline character ends the line (and is not shown). A character
/// wider than the label on its own still gets a line of its own, so wrapping always ends.
struct LineWrapper: Sendable, Equatable {
    /// The label's width in points.
    var width: Double
    /// The font size in points.
    var fontSize: Double

    /// Whether a line `halfUnits` half font sizes wide fits in the label.
    private func fits(halfUnits: Int) -> Bool {
        Double(halfUnits) * fontSize / 2 <= width
    }

    /// The lines `characters` wrap into. Empty text has no lines; a trailing newline ends with an empty line.
    func lines(of characters: some Sequence<Character>) -> [String] {
        var lines: [String] = []
        var current = ""
        var units = 0
        var sawAny = false
        for character in characters {
            sawAny = true
            if character.isNewline {
                lines.append(current)
                current = ""
                units = 0
                continue
            }
            let advance = CharacterWidth(character).halfUnits
            if !current.isEmpty && !fits(halfUnits: units + advance) {
                lines.append(current)
                current = ""
                units = 0
            }
            current.append(character)
            units += advance
        }
        if sawAny { lines.append(current) }
        return lines
    }

    /// The number of lines `characters` wrap into; the same as `lines(of:).count` without building strings.
    func lineCount(of characters: some Sequence<Character>) -> Int {
        lineCount(ofMeasured: characters.lazy.map(Measured.init))
    }

    /// What wrapping needs to know of a character, found once for a text that is wrapped many times.
    struct Measured: Sendable {
        var isNewline: Bool
        var halfUnits: Int

        init(_ character: Character) {
            isNewline = character.isNewline
            halfUnits = CharacterWidth(character).halfUnits
        }
    }

    /// ``lineCount(of:)`` for characters measured beforehand.
    func lineCount(ofMeasured characters: some Sequence<Measured>) -> Int {
        var count = 0
        var units = 0
        var lineHasCharacters = false
        var sawAny = false
        for character in characters {
            sawAny = true
            if character.isNewline {
                count += 1
                units = 0
                lineHasCharacters = false
                continue
            }
            let advance = character.halfUnits
            if lineHasCharacters && !fits(halfUnits: units + advance) {
                count += 1
                units = 0
            }
            lineHasCharacters = true
            units += advance
        }
        return sawAny ? count + 1 : 0
    }
}
