import Foundation

/// Reads chapter files into ``Chapter`` values: title, steps and spec blocks with source locations.
public enum ChapterReader {
    /// The info string that marks a spec block.
    public static let specInfoString = "spec"

    /// Reads a chapter file. The language is the parent folder's name when it is `en` or `zh-Hans`, else `en`.
    /// - Parameter renderingProse: also render the prose to safe HTML (for study guides; `verify` skips it).
    public static func read(file path: String, renderingProse: Bool = false) throws(ChapterReadError) -> Chapter {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ChapterReadError(at: start, "cannot read the file", hint: "check that it exists and is readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ChapterReadError(at: start, "the file is not valid UTF-8", hint: "save it as UTF-8")
        }
        return parse(markdown: text, path: path, language: language(ofPath: path), renderingProse: renderingProse)
    }

    /// The language a chapter path implies: its parent folder's name when that is a known language.
    public static func language(ofPath path: String) -> String {
        let parts = path.split(separator: "/")
        if parts.count >= 2, knownLanguages.contains(String(parts[parts.count - 2])) {
            return String(parts[parts.count - 2])
        }
        return "en"
    }

    /// The languages a book is written in.
    public static let knownLanguages = ["en", "zh-Hans"]

    /// Parses Markdown text as a chapter.
    public static func parse(markdown: String, path: String, language: String = "en", renderingProse: Bool = false) -> Chapter {
        let sourceLines = SourceLines(markdown)
        var title: String?
        var titleLocation = SourceLocation(file: path, line: 1, column: 1)
        var steps: [Step] = []
        var preamble: [SpecBlock] = []
        var preambleListings: [CodeListing] = []
        var preambleMisspelt: [SourceLocation] = []
        var diagnostics: [ChapterDiagnostic] = []
        var content: [ChapterContent] = []
        var introduction: ChapterIntroduction?
        var preambleContent: [Int] = [] // indices into content of spec blocks before the first step
        var prose: [ProseParagraph] = []
        var markers: [SourceLocation] = []

        for block in CommonMarkConverter.blocks(in: markdown, renderingProse: renderingProse) {
            switch block {
            case .heading(let level, let text, let line, let column):
                let location = SourceLocation(file: path, line: line, column: column)
                if level == 1, title == nil {
                    title = text
                    titleLocation = location
                } else if level == 2 {
                    steps.append(Step(title: text, location: location))
                }
                content.append(.heading(level: level, text: text, location: location))

            case .codeBlock(let info, let literal, let line, let column, let isNested):
                let isFenced = isFence(sourceLines.indices.contains(line - 1) ? sourceLines[line - 1] : "", column: column)
                let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
                let fence = SourceLocation(file: path, line: line, column: column)
                if isFenced, let kind = CodeListing.kind(ofInfoString: info) {
                    let listing = CodeListing(
                        kind: kind, location: fence,
                        lines: specLines(literal, firstLine: line + 1, sourceLines: sourceLines, path: path),
                        contentIndex: isNested ? nil : content.count
                    )
                    if steps.isEmpty { preambleListings.append(listing) } else { steps[steps.count - 1].listings.append(listing) }
                }
                guard isFenced, word == specInfoString else {
                    if isFenced, looksLikeMisspeltSpec(word) {
                        diagnostics.append(ChapterDiagnostic(
                            .warning, at: fence,
                            "this fenced block's info string `\(info)` looks like a misspelt `spec`, so it is not verified",
                            hint: "write ```spec to verify it, or another language name if it is not a spec"
                        ))
                        if steps.isEmpty { preambleMisspelt.append(fence) } else { steps[steps.count - 1].misspeltFences.append(fence) }
                    }
                    if !isNested {
                        content.append(.prose(html: renderingProse ? codeHTML(info: word, literal: literal) : ""))
                    }
                    continue
                }
                let specBlock = SpecBlock(location: fence, lines: specLines(literal, firstLine: line + 1, sourceLines: sourceLines, path: path))
                // A fence left open runs to the end of the file (cmark's rule), so all that follows would be read as spec.
                let closingIndex = line + specBlock.lines.count // 0-based: the line after the content
                if !isNested, !(sourceLines.indices.contains(closingIndex) && sourceLines.isClosingFence(closingIndex)) {
                    diagnostics.append(ChapterDiagnostic(
                        .warning, at: fence,
                        "this spec block is never closed, so every line after it to the end of the file is read as spec",
                        hint: "end the block with a line ```"
                    ))
                }
                if steps.isEmpty {
                    preambleContent.append(content.count)
                    content.append(.spec(step: 0, block: preamble.count))
                    preamble.append(specBlock)
                } else {
                    content.append(.spec(step: steps.count - 1, block: steps[steps.count - 1].blocks.count))
                    steps[steps.count - 1].blocks.append(specBlock)
                }

            case .prose(let html, let words, let line, let column):
                content.append(.prose(html: html ?? ""))
                if !words.isEmpty { prose.append(ProseParagraph(words: words, location: SourceLocation(file: path, line: line, column: column))) }

            case .untranslatedMarker(let line, let column):
                // Not content: it renders to nothing, and the title's introduction may stand right after it.
                markers.append(SourceLocation(file: path, line: line, column: column))

            case .titleQuote(let html, let parts, let line, let column):
                // Only the quote right after the chapter's own title, before anything else, can introduce it.
                if title != nil, content.count == 1, introduction == nil {
                    switch IntroductionParser.parse(parts, at: SourceLocation(file: path, line: line, column: column)) {
                    case .introduction(let parsed)?: introduction = parsed
                    case .problem(let problem)?: diagnostics.append(problem)
                    case nil: break
                    }
                }
                content.append(.prose(html: html ?? ""))
            }
        }

        // Whether the file is a page is asked last: it splits the path, and most chapters have spec blocks.
        if steps.allSatisfy({ $0.blocks.isEmpty && $0.listings.isEmpty }), preamble.isEmpty, preambleListings.isEmpty,
           !Chapter(path: path, language: language, title: "", steps: []).isPage {
            diagnostics.append(ChapterDiagnostic(
                .warning, at: SourceLocation(file: path, line: 1, column: 1),
                "the chapter has no spec blocks, so nothing in it is checked",
                hint: "add a step: a `## Step` heading followed by a ```spec block"
            ))
        }
        let chapterTitle = title ?? fileStem(path)
        if title == nil {
            diagnostics.append(ChapterDiagnostic(
                .warning, at: SourceLocation(file: path, line: 1, column: 1),
                "the chapter has no `#` title", hint: "start the file with a line `# Title`"
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
        var chapter = Chapter(path: path, language: language, title: chapterTitle, steps: steps, diagnostics: diagnostics, content: content)
        chapter.introduction = introduction
        chapter.prose = prose
        chapter.untranslatedMarkers = markers
        return chapter
    }

    /// Splits a spec block's text into lines located in the file. A fence inside a list or quote is
    /// indented, so each line's column is found from the source line it came from.
    private static func specLines(_ literal: String, firstLine: Int, sourceLines: SourceLines, path: String) -> [SpecLine] {
        let bytes = Array(literal.utf8)
        var lines = SourceLines.split(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        return lines.enumerated().map { index, text in
            let lineNumber = firstLine + index
            let column: Int
            if !sourceLines.indices.contains(lineNumber - 1) || sourceLines.line(lineNumber - 1, is: text) {
                column = 1 // the source line is the text itself (the usual unindented fence)
            } else {
                let source = sourceLines[lineNumber - 1]
                column = source.hasSuffix(text) ? source.count - text.count + 1 : 1
            }
            return SpecLine(text: text, location: SourceLocation(file: path, line: lineNumber, column: column))
        }
    }

    /// `spce`, `Spec`, `specs`: one edit (or a swap of neighbours) away from `spec`, or `spec` in other case.
    static func looksLikeMisspeltSpec(_ word: String) -> Bool {
        guard word != specInfoString, !word.isEmpty else { return false }
        let lower = word.lowercased()
        if lower == specInfoString { return true }
        return lower.count >= 3 && EditDistance.between(Array(lower), Array(specInfoString)) <= 1
    }

    /// Whether the source line has a code fence (``` or ~~~) at `column`; indented code blocks do not.
    private static func isFence(_ sourceLine: String, column: Int) -> Bool {
        let rest = sourceLine.dropFirst(max(0, column - 1)).drop { $0 == " " }
        return rest.hasPrefix("```") || rest.hasPrefix("~~~")
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    private static func codeHTML(info: String, literal: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(literal) + 1))
        return CommonMarkConverter.renderHTML("\(fence)\(info)\n\(literal)\(fence)\n")
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Renders a Markdown fragment to HTML with cmark in safe mode.
    public static func renderHTML(markdown: String) -> String {
        CommonMarkConverter.renderHTML(markdown)
    }
}

/// A file's lines, cut where cmark ends a line (at a line feed, a carriage return, or both together),
/// made into strings only when one is asked for.
///
/// Splitting by `Character`s and counting them for columns cost twelve times cmark's own parse (chapters-bench);
/// and in Swift "\r\n" is one `Character`, so a split at "\n" would not cut a Windows file at all.
struct SourceLines {
    private let bytes: [UInt8]
    private let ranges: [Range<Int>]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        ranges = Self.split(bytes)
    }

    var indices: Range<Int> { ranges.indices }

    subscript(index: Int) -> String { String(decoding: bytes[ranges[index]], as: UTF8.self) }

    /// Whether line `index` closes a fenced block: up to three spaces, then ``` or ~~~ (or longer), then only
    /// spaces or tabs. Read from the bytes: this runs once per spec block, so strings would cost a noticeable part
    /// of reading a big book.
    func isClosingFence(_ index: Int) -> Bool {
        var position = ranges[index].lowerBound
        let end = ranges[index].upperBound
        var indent = 0
        while position < end, bytes[position] == 0x20 { position += 1; indent += 1 }
        guard indent <= 3, position < end, bytes[position] == 0x60 || bytes[position] == 0x7E else { return false }
        let mark = bytes[position]
        var run = 0
        while position < end, bytes[position] == mark { position += 1; run += 1 }
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        return run >= 3 && position == end
    }

    /// Whether line `index` is exactly `text`, byte for byte.
    func line(_ index: Int, is text: String) -> Bool {
        let range = ranges[index]
        guard text.utf8.count == range.count else { return false }
        return text.utf8.withContiguousStorageIfAvailable { textBytes in
            bytes.withUnsafeBufferPointer { all in
                range.isEmpty || memcmp(all.baseAddress! + range.lowerBound, textBytes.baseAddress!, range.count) == 0
            }
        } ?? text.utf8.elementsEqual(bytes[range])
    }

    /// The lines' byte ranges without their endings (LF, CRLF or CR), empty ones included.
    static func split(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                ranges.append(start..<index)
                start = index + 1
            case UInt8(ascii: "\r"):
                ranges.append(start..<index)
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            default:
                break
            }
            index += 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }
}
