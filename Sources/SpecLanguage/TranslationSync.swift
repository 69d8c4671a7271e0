import ChapterModel
import Foundation
import Messages

/// One place where a translation stops saying what its original says, with the lines of both files.
public struct TranslationDrift: Equatable, Sendable, CustomStringConvertible {
    /// What kind of difference this is.
    public enum Kind: String, Equatable, Sendable {
        /// A line of both that differs in a number, index or keyword.
        case changedLine = "changed line"
        /// A line of the original with no counterpart in the translation's block (and the other way round).
        case missingLine = "missing line"
        case extraLine = "extra line"
        /// A spec block of the original with no counterpart in the translation's step (and the other way round).
        case missingBlock = "missing block"
        case extraBlock = "extra block"
        /// A `##` heading of the original with no counterpart in the translation (and the other way round).
        case missingHeading = "missing heading"
        case extraHeading = "extra heading"
        /// A Swift listing of both whose kind or `file=` differs (` ```swift ios file=A.swift ` against ` ```swift ios `).
        case changedListing = "changed listing"
        /// A Swift listing of the original with no counterpart in the translation's step (and the other way round).
        case missingListing = "missing listing"
        case extraListing = "extra listing"
        /// A line of code of both listings that differs once comments and the text inside strings are set aside.
        case changedCode = "changed code line"
        /// A line of code of the original's listing with no counterpart in the translation's (and the other way round).
        case missingCode = "missing code line"
        case extraCode = "extra code line"
        /// Stands for the drifts after the listed ones (``count`` of them).
        case more
    }

    public var kind: Kind
    public var original: SourceLocation
    public var originalLine: String
    public var translation: SourceLocation
    public var translationLine: String
    /// What differs, in both languages.
    public var text: LocalizedText
    /// What to do about this difference, in both languages.
    public var hintText: LocalizedText
    /// How many drifts this entry stands for: 1, or for ``Kind/more`` those not listed.
    public var count: Int = 1

    /// What differs, e.g. "the translation has no spec block for en/03-x.md:42:1".
    public var message: String { text.english }
    /// What to do about this difference, e.g. "translate the block and put it at this place …".
    public var hint: String { hintText.english }

    public var description: String {
        "translation drift: \(message)\n  \(original): \(originalLine)\n  \(translation): \(translationLine)\n  \(hint)"
    }
}

/// Checks that a translated chapter says exactly what its original says (the Translating article in the TableChapters catalog).
///
/// Both must have the same `##` headings (prose-only sections too), the same spec blocks per step, and lines that
/// parse to the same commands; string literals may differ (titles get translated), numbers, indices and keywords
/// may not. Both must have the same Swift listings per step, of the same kind and `file=`, with the same code once
/// comments and the text inside string literals are set aside (``ListingCode``). Every difference is reported: sections, blocks and lines are aligned so that one dropped on either
/// side is reported as missing there, and those after it are still compared with their real counterparts.
public enum TranslationSync {
    /// Drifts listed per chapter pair; the next entry says how many more there are (like lines that do not parse).
    public static let limit = 50

    /// The first drift of ``drifts(original:translation:)``, if any.
    public static func drift(original: Chapter, translation: Chapter) -> TranslationDrift? {
        drifts(original: original, translation: translation).first
    }

    /// Every difference between a chapter and its translation, both parsed now (see
    /// the parsed chapters' drifts).
    public static func drifts(original: Chapter, translation: Chapter) -> [TranslationDrift] {
        drifts(original: ParsedChapter(original), translation: ParsedChapter(translation))
    }

    /// Every difference between a chapter and its translation, in the original's order: the first ``limit``, then
    /// one entry of kind ``TranslationDrift/Kind/more`` that stands for the rest.
    /// A runner that parsed the book already passes its parsed chapters in (parsing the book a second time was a
    /// quarter of `verify`, chapters-bench).
    public static func drifts(original: ParsedChapter, translation: ParsedChapter) -> [TranslationDrift] {
        let sides = (original: Side(original), translation: Side(translation))
        // A translation in sync (nearly always) has the same blocks with the same lines, section by section: then
        // there is nothing to align (the keys of whole sections and blocks are not even joined).
        if sides.original.saysTheSame(as: sides.translation) { return [] }
        var comparison = Comparison(original: sides.original.keyed(), translation: sides.translation.keyed())
        comparison.compareSections()
        let found = comparison.drifts
        guard found.count > limit else { return found }
        var listed = Array(found.prefix(limit))
        let next = found[limit]
        listed.append(TranslationDrift(
            kind: .more, original: next.original, originalLine: next.originalLine,
            translation: next.translation, translationLine: next.translationLine,
            text: DriftMessages.moreDrifts(found.count - limit, limit: limit), hintText: DriftMessages.moreDriftsHint,
            count: found.count - limit
        ))
        return listed
    }

    /// A chapter's sections, blocks and lines, with their canonical keys once ``keyed()``.
    struct Side {
        struct Block {
            var block: SpecBlock
            var lines: [ParsedLine]
            /// Each line's canonical form (empty until ``Side/keyed()``).
            var keys: [String] = []
            var key: String { keys.joined(separator: "\n") }
            /// The words of every line's canonical form: how alike two blocks are (only asked of blocks that differ).
            var words: [String] { keys.flatMap { $0.split(separator: " ").map(String.init) } }
        }
        struct Section {
            var step: Step
            var blocks: [Block]
            /// The step's Swift listings, their code read (``ListingCode``).
            var listings: [SyncedListing]
            var key: String {
                (blocks.map(\.key) + listings.map(\.key)).joined(separator: "\n\u{1}\n")
            }
            var words: [String] { blocks.flatMap(\.words) + listings.flatMap(\.words) }
            /// Whether the section is prose only (no spec block and no listing).
            var isProse: Bool { blocks.isEmpty && listings.isEmpty }
            /// `## Title`, or `# Title` for the blocks before the first `##`.
            var heading: String
        }

        var chapter: Chapter
        var sections: [Section]

        /// Whether both sides have as many sections, each with as many blocks, each with as many lines that say the
        /// same (``TranslationSync/sameLine(_:_:)``).
        func saysTheSame(as other: Side) -> Bool {
            sections.count == other.sections.count && zip(sections, other.sections).allSatisfy { a, b in
                a.listings.map(\.key) == b.listings.map(\.key) && a.blocks.count == b.blocks.count && a.blocks.indices.allSatisfy { k in
                    // By index: zipping the lines copied each of them.
                    let x = a.blocks[k].lines, y = b.blocks[k].lines
                    return x.count == y.count && x.indices.allSatisfy { TranslationSync.sameLine(x[$0], y[$0]) }
                }
            }
        }

        /// The side with every line's canonical key, for aligning.
        func keyed() -> Side {
            var result = self
            let form = CanonicalForm(maskingStrings: true)
            for s in result.sections.indices {
                for b in result.sections[s].blocks.indices {
                    result.sections[s].blocks[b].keys = result.sections[s].blocks[b].lines.map { TranslationSync.canonical($0, form) }
                }
            }
            return result
        }

        init(_ parsed: ParsedChapter) {
            let chapter = parsed.chapter
            self.chapter = chapter
            var subheadings: Set<Int> = []
            for case .heading(let level, _, let location) in chapter.content where level == 2 { subheadings.insert(location.line) }
            sections = zip(chapter.steps, parsed.steps).map { step, parsedBlocks in
                let blocks = parsedBlocks.map { Block(block: $0.block, lines: $0.lines) }
                let prefix = subheadings.contains(step.location.line) || chapter.content.isEmpty ? "##" : "#"
                return Section(step: step, blocks: blocks, listings: step.listings.map(SyncedListing.init), heading: "\(prefix) \(step.title)")
            }
        }
    }

    struct Comparison {
        var original: Side
        var translation: Side
        var drifts: [TranslationDrift] = []

        /// Where an element missing on one side belongs on it: the next element that side has, else the one before,
        /// else `fallback`.
        static func place(
            at index: Int, in pairs: [TranslationAlignment.Pair], side: KeyPath<TranslationAlignment.Pair, Int?>,
            location: (Int) -> (SourceLocation, String), fallback: (SourceLocation, String)
        ) -> (SourceLocation, String) {
            if let next = pairs[(index + 1)...].lazy.compactMap({ $0[keyPath: side] }).first { return location(next) }
            if let previous = pairs[..<index].reversed().lazy.compactMap({ $0[keyPath: side] }).first { return location(previous) }
            return fallback
        }

        mutating func compareSections() {
            let a = original.sections, b = translation.sections
            // Words are worked out only for sections that differ, once each.
            var wordsA: [Int: [String]] = [:], wordsB: [Int: [String]] = [:]
            let pairs = TranslationAlignment.align(a.map(\.key), b.map(\.key)) { i, j in
                // A prose-only section is never like one with blocks or listings.
                guard a[i].isProse == b[j].isProse else { return 0 }
                if wordsA[i] == nil { wordsA[i] = a[i].words }
                if wordsB[j] == nil { wordsB[j] = b[j].words }
                return TranslationAlignment.overlap(wordsA[i] ?? [], wordsB[j] ?? [])
            }
            let start = { (chapter: Chapter) in (SourceLocation(file: chapter.path, line: 1, column: 1), "") }
            for (index, pair) in pairs.enumerated() {
                switch (pair.original, pair.translation) {
                case (let i?, let j?):
                    if a[i].key != b[j].key { compareSteps(a[i], b[j]) }
                case (let i?, nil):
                    let (there, line) = Self.place(at: index, in: pairs, side: \.translation,
                                                   location: { (b[$0].step.location, b[$0].heading) }, fallback: start(translation.chapter))
                    drifts.append(TranslationDrift(
                        kind: .missingHeading, original: a[i].step.location, originalLine: a[i].heading,
                        translation: there, translationLine: line,
                        text: DriftMessages.headingMissing(place: a[i].step.location.description, blocks: a[i].blocks.count),
                        hintText: DriftMessages.headingMissingHint
                    ))
                case (nil, let j?):
                    let (there, line) = Self.place(at: index, in: pairs, side: \.original,
                                                   location: { (a[$0].step.location, a[$0].heading) }, fallback: start(original.chapter))
                    drifts.append(TranslationDrift(
                        kind: .extraHeading, original: there, originalLine: line,
                        translation: b[j].step.location, translationLine: b[j].heading,
                        text: DriftMessages.headingExtra, hintText: DriftMessages.headingExtraHint
                    ))
                case (nil, nil):
                    break
                }
            }
        }

        /// The blocks and the listings of two sections paired, their drifts in the original's line order.
        private mutating func compareSteps(_ a: Side.Section, _ b: Side.Section) {
            let start = drifts.count
            compareBlocks(a, b)
            compareListings(a, b)
            let found = drifts[start...].enumerated().sorted { x, y in
                (x.element.original.line, x.offset) < (y.element.original.line, y.offset)
            }
            drifts.replaceSubrange(start..., with: found.map(\.element))
        }

        private mutating func compareBlocks(_ a: Side.Section, _ b: Side.Section) {
            var wordsA: [Int: [String]] = [:], wordsB: [Int: [String]] = [:]
            let pairs = TranslationAlignment.align(a.blocks.map(\.key), b.blocks.map(\.key)) { i, j in
                if wordsA[i] == nil { wordsA[i] = a.blocks[i].words }
                if wordsB[j] == nil { wordsB[j] = b.blocks[j].words }
                return TranslationAlignment.overlap(wordsA[i] ?? [], wordsB[j] ?? [])
            }
            let fence = "```spec"
            for (index, pair) in pairs.enumerated() {
                switch (pair.original, pair.translation) {
                case (let i?, let j?):
                    if a.blocks[i].key != b.blocks[j].key { compareLines(a.blocks[i], b.blocks[j]) }
                case (let i?, nil):
                    // The block belongs before the translation's next block; with none after it, after its last one
                    // (pointing at that block's last line, and saying "after").
                    let next = pairs[(index + 1)...].lazy.compactMap(\.translation).first
                    let previous = pairs[..<index].reversed().lazy.compactMap(\.translation).first
                    var there = b.step.location, line = b.heading
                    var hint = DriftMessages.blockMissingHint
                    if let next {
                        there = b.blocks[next].block.location
                        line = fence
                    } else if let previous {
                        let block = b.blocks[previous].block
                        there = block.lines.last?.location ?? block.location
                        line = block.lines.last?.text ?? fence
                        hint = DriftMessages.blockMissingHintAfter
                    }
                    drifts.append(TranslationDrift(
                        kind: .missingBlock, original: a.blocks[i].block.location, originalLine: fence,
                        translation: there, translationLine: line,
                        text: DriftMessages.blockMissing(place: a.blocks[i].block.location.description),
                        hintText: hint
                    ))
                case (nil, let j?):
                    let (there, line) = Self.place(at: index, in: pairs, side: \.original,
                                                   location: { (a.blocks[$0].block.location, fence) }, fallback: (a.step.location, a.heading))
                    drifts.append(TranslationDrift(
                        kind: .extraBlock, original: there, originalLine: line,
                        translation: b.blocks[j].block.location, translationLine: fence,
                        text: DriftMessages.blockExtra, hintText: DriftMessages.blockExtraHint
                    ))
                case (nil, nil):
                    break
                }
            }
        }

        private mutating func compareLines(_ a: Side.Block, _ b: Side.Block) {
            let pairs = TranslationAlignment.align(a.keys, b.keys) { i, j in
                TranslationAlignment.overlap(words(a.keys[i]), words(b.keys[j]))
            }
            let fence = "```spec"
            for (index, pair) in pairs.enumerated() {
                // A line that does not parse is that chapter's failure, reported by the run with its fix; as drift it
                // would only tell the other side to copy the mistake, or to write what cannot be read.
                if let i = pair.original, Self.doesNotParse(a.lines[i]) { continue }
                if let j = pair.translation, Self.doesNotParse(b.lines[j]) { continue }
                switch (pair.original, pair.translation) {
                case (let i?, let j?):
                    guard a.keys[i] != b.keys[j] else { continue }
                    // At the first number that differs, where one does (a keyword that differs: the lines' starts).
                    let (here, there) = DriftColumns.firstDifferingNumber(a.lines[i], a.keys[i], b.lines[j], b.keys[j])
                        ?? (a.lines[i].location, b.lines[j].location)
                    drifts.append(TranslationDrift(
                        kind: .changedLine, original: here, originalLine: TranslationSync.text(of: a.lines[i]),
                        translation: there, translationLine: TranslationSync.text(of: b.lines[j]),
                        text: DriftMessages.lineDiffers(original: a.keys[i], translation: b.keys[j]),
                        hintText: DriftMessages.lineDiffersHint
                    ))
                case (let i?, nil):
                    let (there, line) = Self.place(at: index, in: pairs, side: \.translation,
                                                   location: { (b.lines[$0].location, TranslationSync.text(of: b.lines[$0])) },
                                                   fallback: (b.block.location, fence))
                    drifts.append(TranslationDrift(
                        kind: .missingLine, original: a.lines[i].location, originalLine: TranslationSync.text(of: a.lines[i]),
                        translation: there, translationLine: line,
                        text: DriftMessages.lineMissing(place: a.lines[i].location.description), hintText: DriftMessages.lineMissingHint
                    ))
                case (nil, let j?):
                    let (there, line) = Self.place(at: index, in: pairs, side: \.original,
                                                   location: { (a.lines[$0].location, TranslationSync.text(of: a.lines[$0])) },
                                                   fallback: (a.block.location, fence))
                    drifts.append(TranslationDrift(
                        kind: .extraLine, original: there, originalLine: line,
                        translation: b.lines[j].location, translationLine: TranslationSync.text(of: b.lines[j]),
                        text: DriftMessages.lineExtra, hintText: DriftMessages.lineExtraHint
                    ))
                case (nil, nil):
                    break
                }
            }
        }

        private static func doesNotParse(_ line: ParsedLine) -> Bool {
            if case .invalid = line { true } else { false }
        }

        private func words(_ key: String) -> [String] {
            key.split(separator: " ").map(String.init)
        }
    }

    /// Whether two lines say the same: their canonical forms are equal. Two commands of the same kind without
    /// predictions are (the canonical form is the kind's; predictions are marked by where the numbers stand in each
    /// line), and need not be printed; others are printed and compared.
    static func sameLine(_ a: ParsedLine, _ b: ParsedLine) -> Bool {
        if case .command(let x) = a, case .command(let y) = b, x.predictions.isEmpty, y.predictions.isEmpty, x.kind == y.kind {
            return true
        }
        let form = CanonicalForm(maskingStrings: true)
        return canonical(a, form) == canonical(b, form)
    }

    static func canonical(_ line: ParsedLine, _ form: CanonicalForm) -> String {
        switch line {
        case .command(let command): form.text(of: command)
        case .invalid: "(a line that does not parse)"
        }
    }

    static func text(of line: ParsedLine) -> String {
        switch line {
        case .command(let command): command.text.trimmingCharacters(in: .whitespaces)
        case .invalid(let diagnostic): diagnostic.line.trimmingCharacters(in: .whitespaces)
        }
    }
}
