import Messages

/// Where in two paired spec lines a changed number stands, so that a drift points at it (as a compiler points at
/// the token it reports) instead of at the lines' starts.
enum DriftColumns {
    /// The places of the first number that differs between two lines whose canonical keys differ, or `nil` when
    /// their numbers agree (a keyword differs) or a number cannot be found in a line as written.
    ///
    /// The keys are the lines' canonical English forms (strings masked), so their numbers are in the same order in
    /// both languages; the k-th number of a key is found in its line as written as the same value, counting equal
    /// values before it, outside quoted strings.
    static func firstDifferingNumber(
        _ original: ParsedLine, _ originalKey: String, _ translation: ParsedLine, _ translationKey: String
    ) -> (SourceLocation, SourceLocation)? {
        guard case .command(let a) = original, case .command(let b) = translation else { return nil }
        let x = numbers(in: originalKey).map(\.value), y = numbers(in: translationKey).map(\.value)
        guard let k = (0..<max(x.count, y.count)).first(where: { $0 >= x.count || $0 >= y.count || x[$0] != y[$0] }) else {
            return nil
        }
        func place(_ values: [Double], in command: Command) -> SourceLocation? {
            // A number one side lacks: the other side's line start.
            guard k < values.count else { return command.start }
            let value = values[k]
            let rank = values[..<k].count { $0 == value }
            let written = numbers(in: command.text).filter { $0.value == value }
            guard written.indices.contains(rank) else { return nil }
            return command.location.advanced(by: written[rank].offset)
        }
        guard let here = place(x, in: a), let there = place(y, in: b) else { return nil }
        return (here, there)
    }

    /// The numbers of a line outside quoted strings, with their character offsets: an optional minus, digits, and a
    /// fraction, not glued to a letter or digit before them.
    static func numbers(in text: String) -> [(value: Double, offset: Int)] {
        let characters = Array(text)
        var found: [(value: Double, offset: Int)] = []
        var index = 0, closing: Character?
        while index < characters.count {
            let character = characters[index]
            if let quote = closing {
                if character == quote { closing = nil }
                index += 1
                continue
            }
            if character == "\"" { closing = "\""; index += 1; continue }
            if character == "“" { closing = "”"; index += 1; continue }
            let startsNumber = character.isASCII && character.isNumber
                || (character == "-" && index + 1 < characters.count && characters[index + 1].isASCII && characters[index + 1].isNumber)
            let glued = index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == ".")
            guard startsNumber, !glued else { index += 1; continue }
            var end = index + 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isASCII, characters[end + 1].isNumber {
                end += 1
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            }
            if let value = Double(String(characters[index..<end])) { found.append((value, index)) }
            index = end
        }
        return found
    }
}
