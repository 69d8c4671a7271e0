import ChapterModel
import SpecLanguage

/// Going from a line of a chapter to the line at the same place in its translation: the same `##` section, the
/// same spec block and line (aligned as translation sync aligns them), or the same distance below the heading in
/// prose.
enum TwinNavigation {
    /// The 1-based line of `twin` at the place of `line` in `chapter`.
    static func line(_ line: Int, of chapter: ParsedChapter, in twin: ParsedChapter, twinLineCount: Int) -> Int {
        let sections = Section.all(of: chapter), twinSections = Section.all(of: twin)
        let pairs = TranslationAlignment.align(sections.map(\.key), twinSections.map(\.key)) { a, b in
            TranslationAlignment.overlap(sections[a].words, twinSections[b].words)
        }
        guard let index = sections.lastIndex(where: { $0.start <= line }) else { return min(line, max(1, twinLineCount)) }
        let section = sections[index]
        guard let twinIndex = pairs.first(where: { $0.original == index })?.translation ?? nearest(index, pairs) else { return line }
        let twinSection = twinSections[twinIndex]
        if let block = section.blocks.firstIndex(where: { $0.contains(line) }) {
            let blockPairs = TranslationAlignment.align(section.blocks.map(\.key), twinSection.blocks.map(\.key)) { a, b in
                TranslationAlignment.overlap(section.blocks[a].lineKeys, twinSection.blocks[b].lineKeys)
            }
            if let twinBlock = blockPairs.first(where: { $0.original == block })?.translation {
                return section.blocks[block].line(line, in: twinSection.blocks[twinBlock])
            }
        }
        let end = twinIndex + 1 < twinSections.count ? twinSections[twinIndex + 1].start - 1 : twinLineCount
        return max(twinSection.start, min(twinSection.start + (line - section.start), max(twinSection.start, end)))
    }

    /// The twin section paired with the closest section before `index` that has one.
    private static func nearest(_ index: Int, _ pairs: [TranslationAlignment.Pair]) -> Int? {
        pairs.filter { ($0.original ?? Int.max) <= index }.compactMap(\.translation).last
    }

    /// A `##` section (or the part before the first one): where it starts and its spec blocks.
    struct Section {
        var start: Int
        var blocks: [Block]
        var key: String { blocks.map(\.key).joined(separator: "\n") }
        var words: [String] { blocks.flatMap(\.lineKeys) }

        static func all(of chapter: ParsedChapter) -> [Section] {
            var sections = [Section(start: 1, blocks: [])]
            for (step, parsed) in zip(chapter.chapter.steps, chapter.steps) {
                let blocks = parsed.map(Block.init)
                if let last = sections.last, last.start >= step.location.line {
                    sections[sections.count - 1].blocks += blocks
                } else {
                    sections.append(Section(start: step.location.line, blocks: blocks))
                }
            }
            return sections
        }
    }

    /// A spec block's lines with their canonical keys (strings masked, as translation sync compares them).
    struct Block {
        var block: SpecBlock
        var lines: [(line: Int, key: String)]
        var key: String { lineKeys.joined(separator: "\n") }
        var lineKeys: [String] { lines.map(\.key) }

        init(_ parsed: ParsedChapter.Block) {
            block = parsed.block
            let form = CanonicalForm(maskingStrings: true)
            lines = parsed.lines.map { parsed in
                switch parsed {
                case .command(let command): (command.location.line, form.text(of: command.kind))
                case .invalid(let diagnostic): (diagnostic.location.line, "\u{0}" + diagnostic.line)
                }
            }
        }

        func contains(_ line: Int) -> Bool {
            line >= block.location.line && line <= (block.lines.last?.location.line ?? block.location.line) + 1
        }

        /// The twin block's line paired with `line`; the fence for the fence and lines that parse to nothing.
        func line(_ line: Int, in twin: Block) -> Int {
            guard let index = lines.lastIndex(where: { $0.line <= line }), lines[index].line == line else {
                return twin.block.location.line + (line - block.location.line)
            }
            let pairs = TranslationAlignment.align(lineKeys, twin.lineKeys) { a, b in
                TranslationAlignment.overlap(lineKeys[a].split(separator: " ").map(String.init), twin.lineKeys[b].split(separator: " ").map(String.init))
            }
            guard let twinIndex = pairs.first(where: { $0.original == index })?.translation else { return twin.block.location.line }
            return twin.lines[twinIndex].line
        }
    }
}
