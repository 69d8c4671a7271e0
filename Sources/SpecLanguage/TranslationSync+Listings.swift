import Foundation
import ChapterModel
import Messages

/// A Swift listing of a step, with its code as a translation must keep it.
struct SyncedListing {
    var listing: CodeListing
    var code: ListingCode
    /// The opening fence as it reads: ` ```swift `, ` ```swift ios ` or ` ```swift ios file=NAME `.
    var fence: String
    /// What must be equal in a translation: the kind, the file and the code.
    var key: String
    var words: [String] { code.lines.flatMap { $0.text.split(separator: " ").map(String.init) } }

    init(_ listing: CodeListing) {
        self.listing = listing
        code = ListingCode(listing)
        var fence = listing.kind == .engine ? "```swift" : "```swift ios"
        if let file = listing.fileName { fence += " file=\(file)" }
        self.fence = fence
        key = ([fence] + code.lines.map(\.text)).joined(separator: "\n")
    }

    /// Where a line of code begins in the Markdown file, and the line as written.
    func place(of line: ListingCode.Line) -> (SourceLocation, String) {
        let written = listing.lines.indices.contains(line.index) ? listing.lines[line.index] : nil
        return (written?.location ?? listing.location, written.map { $0.text.trimmingCharacters(in: .whitespaces) } ?? fence)
    }

    /// The listing's last line (for something that belongs after it).
    var last: (SourceLocation, String) {
        guard let line = listing.lines.last else { return (listing.location, fence) }
        return (line.location, line.text.trimmingCharacters(in: .whitespaces))
    }
}

extension TranslationSync.Comparison {
    /// The Swift listings of two paired sections: the same listings in the same order, each of the same kind and
    /// file, with the same code.
    mutating func compareListings(_ a: TranslationSync.Side.Section, _ b: TranslationSync.Side.Section) {
        let pairs = TranslationAlignment.align(a.listings.map(\.key), b.listings.map(\.key)) { i, j in
            TranslationAlignment.overlap(a.listings[i].words, b.listings[j].words)
        }
        for (index, pair) in pairs.enumerated() {
            switch (pair.original, pair.translation) {
            case (let i?, let j?):
                if a.listings[i].key != b.listings[j].key { compareListing(a.listings[i], b.listings[j]) }
            case (let i?, nil):
                let listing = a.listings[i]
                var (there, line) = (b.step.location, b.heading)
                var hint = DriftMessages.listingMissingHint
                if let next = pairs[(index + 1)...].lazy.compactMap(\.translation).first {
                    (there, line) = (b.listings[next].listing.location, b.listings[next].fence)
                } else if let previous = pairs[..<index].reversed().lazy.compactMap(\.translation).first {
                    (there, line) = b.listings[previous].last
                    hint = DriftMessages.listingMissingHintAfter
                }
                drifts.append(TranslationDrift(
                    kind: .missingListing, original: listing.listing.location, originalLine: listing.fence,
                    translation: there, translationLine: line,
                    text: DriftMessages.listingMissing(place: listing.listing.location.description, fence: listing.fence),
                    hintText: hint
                ))
            case (nil, let j?):
                let (there, line) = Self.place(at: index, in: pairs, side: \.original,
                                               location: { (a.listings[$0].listing.location, a.listings[$0].fence) },
                                               fallback: (a.step.location, a.heading))
                drifts.append(TranslationDrift(
                    kind: .extraListing, original: there, originalLine: line,
                    translation: b.listings[j].listing.location, translationLine: b.listings[j].fence,
                    text: DriftMessages.listingExtra, hintText: DriftMessages.listingExtraHint
                ))
            case (nil, nil):
                break
            }
        }
    }

    /// Two paired listings that differ: in their fence (kind or file), in their code, or both.
    private mutating func compareListing(_ a: SyncedListing, _ b: SyncedListing) {
        if a.fence != b.fence {
            drifts.append(TranslationDrift(
                kind: .changedListing, original: a.listing.location, originalLine: a.fence,
                translation: b.listing.location, translationLine: b.fence,
                text: DriftMessages.listingFenceDiffers(original: a.fence, translation: b.fence),
                hintText: DriftMessages.listingFenceDiffersHint
            ))
        }
        let x = a.code.lines, y = b.code.lines
        let pairs = TranslationAlignment.align(x.map(\.text), y.map(\.text)) { i, j in
            TranslationAlignment.overlap(Self.tokens(x[i].text), Self.tokens(y[j].text))
        }
        for (index, pair) in pairs.enumerated() {
            switch (pair.original, pair.translation) {
            case (let i?, let j?):
                guard x[i].text != y[j].text else { continue }
                let (here, written) = a.place(of: x[i]), (there, translated) = b.place(of: y[j])
                drifts.append(TranslationDrift(
                    kind: .changedCode, original: here, originalLine: written, translation: there, translationLine: translated,
                    text: DriftMessages.codeDiffers(original: x[i].text, translation: y[j].text),
                    hintText: DriftMessages.codeDiffersHint
                ))
            case (let i?, nil):
                let (here, written) = a.place(of: x[i])
                let (there, line) = Self.place(at: index, in: pairs, side: \.translation,
                                               location: { b.place(of: y[$0]) }, fallback: (b.listing.location, b.fence))
                drifts.append(TranslationDrift(
                    kind: .missingCode, original: here, originalLine: written, translation: there, translationLine: line,
                    text: DriftMessages.codeMissing(place: here.description), hintText: DriftMessages.codeMissingHint
                ))
            case (nil, let j?):
                let (there, line) = Self.place(at: index, in: pairs, side: \.original,
                                               location: { a.place(of: x[$0]) }, fallback: (a.listing.location, a.fence))
                let (here, translated) = b.place(of: y[j])
                drifts.append(TranslationDrift(
                    kind: .extraCode, original: there, originalLine: line, translation: here, translationLine: translated,
                    text: DriftMessages.codeExtra, hintText: DriftMessages.codeExtraHint
                ))
            case (nil, nil):
                break
            }
        }
    }

    /// A line of code's words and symbols, for how alike two lines are (`rowHeight = 44` and `rowHeight = 60` share two of three).
    private static func tokens(_ line: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in line {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word); word = "" }
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}
