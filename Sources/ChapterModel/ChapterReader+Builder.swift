import Messages

extension ChapterReader {
    /// A chapter being read: cmark's top-level blocks are added in the file's order, then ``chapter(language:)``
    /// makes the chapter (the blocks before the first `##` form a step named after it).
    struct Builder {
        let path: String
        let sourceLines: SourceLines
        private var title: String?
        private var titleLocation: SourceLocation
        private var steps: [Step] = []
        /// Spec blocks, listings and misspelt fences before the first step.
        private var preamble: [SpecBlock] = []
        private var preambleListings: [CodeListing] = []
        private var preambleMisspelt: [SourceLocation] = []
        /// Indices into ``content`` of the spec blocks before the first step.
        private var preambleContent: [Int] = []
        private var diagnostics: [ChapterDiagnostic] = []
        private var content: [ChapterContent] = []
        private var introduction: ChapterIntroduction?
        private var prose: [ProseParagraph] = []
        private var markers: [SourceLocation] = []
        private var earlierTranslations: [SourceLocation] = []

        init(path: String, sourceLines: SourceLines) {
            self.path = path
            self.sourceLines = sourceLines
            titleLocation = SourceLocation(file: path, line: 1, column: 1)
        }

        /// Takes the next top-level block (or a code block nested in the one before).
        mutating func add(_ block: CommonMarkConverter.Block) {
            switch block {
            case .heading(let level, let text, let line, let column):
                heading(level: level, text: text, at: SourceLocation(file: path, line: line, column: column))
            case .codeBlock(let info, let literal, let line, let column, let endLine, let isNested):
                codeBlock(info: info, literal: literal, at: SourceLocation(file: path, line: line, column: column), endLine: endLine, isNested: isNested)
            case .prose(let kind, let words, let line, let column, let endLine):
                content.append(.prose(proseBlock(kind, line, through: endLine)))
                if !words.isEmpty { prose.append(ProseParagraph(words: words, location: SourceLocation(file: path, line: line, column: column))) }
            case .untranslatedMarker(let line, let column):
                // Not content: it renders to nothing, and the title's introduction may stand right after it.
                markers.append(SourceLocation(file: path, line: line, column: column))
            case .earlierTranslation(let line, let column):
                earlierTranslations.append(SourceLocation(file: path, line: line, column: column))
            case .titleQuote(let parts, let line, let column, let endLine):
                // Only the quote right after the chapter's own title, before anything else, can introduce it.
                if title != nil, content.count == 1, introduction == nil {
                    switch IntroductionParser.parse(parts, at: SourceLocation(file: path, line: line, column: column)) {
                    case .introduction(let parsed)?: introduction = parsed
                    case .problem(let problem)?: diagnostics.append(problem)
                    case nil: break
                    }
                }
                content.append(.prose(proseBlock(.blockQuote, line, through: endLine)))
            }
        }

        /// The block from line `first` through line `last` (1-based, as cmark counts), as the reader wrote it. cmark
        /// ends a list at the blank line after it, which is left out (a code block's blank lines are its own).
        private func proseBlock(_ kind: ProseBlock.Kind, _ first: Int, through last: Int) -> ProseBlock {
            var last = last
            while kind != .code, last > first, sourceLines.isBlank(last - 1) { last -= 1 }
            return ProseBlock(kind, markdown: sourceLines.text(from: first - 1, through: last - 1))
        }

        private mutating func heading(level: Int, text: String, at location: SourceLocation) {
            if level == 1, title == nil {
                title = text
                titleLocation = location
            } else if level == 2 {
                steps.append(Step(title: text, location: location))
            }
            content.append(.heading(level: level, text: text, location: location))
        }

        private mutating func codeBlock(
            info: String, literal: UnsafeBufferPointer<UInt8>, at fence: SourceLocation, endLine: Int, isNested: Bool
        ) {
            let line = fence.line
            let isFenced = sourceLines.indices.contains(line - 1) && sourceLines.hasFence(line - 1, column: fence.column)
            let word = firstWord(of: info)
            if isFenced, word == "swift", let kind = CodeListing.kind(ofInfoString: info) {
                let listing = CodeListing(
                    kind: kind, location: fence,
                    lines: specLines(literal, firstLine: line + 1, expected: endLine - line, sourceLines: sourceLines, path: path),
                    contentIndex: isNested ? nil : content.count,
                    fileName: CodeListing.fileName(ofInfoString: info)
                )
                if steps.isEmpty { preambleListings.append(listing) } else { steps[steps.count - 1].listings.append(listing) }
            }
            guard isFenced, word == specInfoString else {
                if isFenced, looksLikeMisspeltSpec(word) {
                    diagnostics.append(ChapterDiagnostic(.warning, at: fence, ChapterMessages.misspeltSpec(info), hint: ChapterMessages.misspeltSpecHint))
                    if steps.isEmpty { preambleMisspelt.append(fence) } else { steps[steps.count - 1].misspeltFences.append(fence) }
                }
                if !isNested { content.append(.prose(proseBlock(.code, line, through: endLine))) }
                return
            }
            let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().map(String.init)
            specBlock(SpecBlock(location: fence, lines: specLines(literal, firstLine: line + 1, expected: endLine - line, sourceLines: sourceLines, path: path),
                                isWhatIf: words.contains(where: SpecBlock.whatIfWords.contains),
                                isSoFar: words.contains(where: SpecBlock.soFarWords.contains)), isNested: isNested)
        }

        private mutating func specBlock(_ specBlock: SpecBlock, isNested: Bool) {
            let fence = specBlock.location
            // A fence left open runs to the end of the file (cmark's rule), so all that follows would be read as spec.
            let closingIndex = fence.line + specBlock.lines.count // 0-based: the line after the content
            if !isNested, !(sourceLines.indices.contains(closingIndex) && sourceLines.isClosingFence(closingIndex)) {
                diagnostics.append(ChapterDiagnostic(.warning, at: fence, ChapterMessages.unclosedSpec, hint: ChapterMessages.unclosedSpecHint))
            }
            if steps.isEmpty {
                preambleContent.append(content.count)
                content.append(.spec(step: 0, block: preamble.count))
                preamble.append(specBlock)
            } else {
                content.append(.spec(step: steps.count - 1, block: steps[steps.count - 1].blocks.count))
                steps[steps.count - 1].blocks.append(specBlock)
            }
        }

        /// The chapter read, with the warnings only the whole file tells (no spec blocks, no title), all of them
        /// in the chapter's language.
        func chapter(language: ReaderLanguage) -> Chapter {
            var diagnostics = diagnostics, steps = steps, content = content
            // Whether the file is a page is asked last: it splits the path, and most chapters have spec blocks.
            if steps.allSatisfy({ $0.blocks.isEmpty && $0.listings.isEmpty }), preamble.isEmpty, preambleListings.isEmpty,
               !Chapter(path: path, language: language, title: "", steps: []).isPage {
                diagnostics.append(ChapterDiagnostic(
                    .warning, at: SourceLocation(file: path, line: 1, column: 1), ChapterMessages.noSpecBlocks, hint: ChapterMessages.noSpecBlocksHint
                ))
            }
            let chapterTitle = title ?? fileStem(path)
            if title == nil {
                diagnostics.append(ChapterDiagnostic(
                    .warning, at: SourceLocation(file: path, line: 1, column: 1), ChapterMessages.noTitle, hint: ChapterMessages.noTitleHint
                ))
            }
            if !preamble.isEmpty || !preambleMisspelt.isEmpty || !preambleListings.isEmpty {
                // Blocks before the first `##` form a step named after the chapter; the others shift by one.
                steps.insert(Step(
                    title: chapterTitle, location: titleLocation, blocks: preamble, misspeltFences: preambleMisspelt, listings: preambleListings
                ), at: 0)
                content = content.enumerated().map { index, item in
                    if case .spec(let step, let block) = item, !preambleContent.contains(index) {
                        return .spec(step: step + 1, block: block)
                    }
                    return item
                }
            }
            for index in diagnostics.indices { diagnostics[index].language = language }
            var chapter = Chapter(path: path, language: language, title: chapterTitle, steps: steps, diagnostics: diagnostics, content: content)
            chapter.introduction = introduction
            chapter.prose = prose
            chapter.untranslatedMarkers = markers
            chapter.earlierTranslations = earlierTranslations
            return chapter
        }
    }
}
