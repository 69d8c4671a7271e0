import ChapterModel

/// The start of a translation (`chapters translate`): the original chapter with every spec block in Chinese
/// keywords (``ChineseKeywords``) and every heading and paragraph still in English under a line
/// ``Chapter/untranslatedMarker``, which `verify` reports as untranslated until the translator replaces it.
///
/// The skeleton has the original's headings, blocks and commands, so it verifies and has no drift. The title's
/// marker also covers the introduction quoted right below the title (a marker between them would part them).
public struct TranslationSkeleton: Equatable, Sendable {
    /// The skeleton's Markdown.
    public var markdown: String
    /// How many untranslated markers it holds.
    public var markers: Int

    /// - Parameters:
    ///   - markdown: the original chapter's text.
    ///   - path: the original's path (for parsing only).
    public init(original markdown: String, path: String) {
        let chapter = ChapterReader.parse(markdown: markdown, path: path, language: .english)
        var lines = Self.lines(of: markdown)
        let ending = lines.first.map { line in line.ending.isEmpty ? "\n" : line.ending } ?? "\n"

        // Spec lines with Chinese keywords, in place (a block in a list keeps its indentation).
        for parsed in ParsedChapter(chapter, suggesting: false).steps.joined() {
            for (line, text) in zip(parsed.block.lines, ChineseKeywords.translate(parsed)) where text != line.text {
                let index = line.location.line - 1
                guard lines.indices.contains(index) else { continue }
                lines[index].text = String(lines[index].text.prefix(max(0, line.location.column - 1))) + text
            }
        }

        // A marker above every heading and every top-level block of prose.
        var marked: Set<Int> = []
        for case .heading(_, _, let location) in chapter.content { marked.insert(location.line) }
        for paragraph in chapter.prose { marked.insert(paragraph.location.line) }
        marked.formIntersection(Set(1...max(1, lines.count)))
        var text = ""
        for (index, line) in lines.enumerated() {
            if marked.contains(index + 1) {
                let indent = line.text.prefix { $0 == " " }
                text += indent + Chapter.untranslatedMarker + ending
            }
            text += line.text + line.ending
        }
        self.markdown = text
        self.markers = marked.count
    }

    /// The text's lines and their endings, cut where cmark cuts them (LF, CRLF or CR).
    static func lines(of text: String) -> [(text: String, ending: String)] {
        var result: [(text: String, ending: String)] = []
        var current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\n":
                result.append((String(current), "\n"))
                current = String.UnicodeScalarView()
            case "\r":
                if pending == "\n" {
                    pending = scalars.next()
                    result.append((String(current), "\r\n"))
                } else {
                    result.append((String(current), "\r"))
                }
                current = String.UnicodeScalarView()
            default:
                current.append(scalar)
            }
        }
        if !current.isEmpty || result.isEmpty { result.append((String(current), "")) }
        return result
    }
}
