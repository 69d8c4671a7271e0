import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one door to cmark: every call into the C library is in this file.
///
/// It hands the rest of the code plain Swift values with source positions; asked by a renderer, it renders prose
/// with cmark's own HTML renderer in safe mode (raw HTML and `javascript:` links are not passed through).
enum CommonMarkConverter {
    /// A top-level block of a document, as much of it as chapters need.
    enum Block {
        case heading(level: Int, text: String, line: Int, column: Int)
        /// A code block; `isNested` when it stands inside a list or quote (its HTML is in the container's prose).
        /// `literal` is cmark's own UTF-8 text of the block, valid only while the block is being handed over;
        /// `endLine` is the line of its closing fence (or its last line).
        case codeBlock(info: String, literal: UnsafeBufferPointer<UInt8>, line: Int, column: Int, endLine: Int, isNested: Bool)
        /// Any other block, with its words (text outside code, for telling translated prose from untranslated);
        /// `endLine` is its last line.
        case prose(kind: ProseBlock.Kind, words: String, line: Int, column: Int, endLine: Int)
        /// An HTML block that is exactly ``Chapter/untranslatedMarker``.
        case untranslatedMarker(line: Int, column: Int)
        /// An HTML block that starts with ``Chapter/earlierTranslationNote`` (handed over before its `.prose`).
        case earlierTranslation(line: Int, column: Int)
        /// A block quote directly after a level-1 heading (a possible chapter introduction): its children as plain
        /// text; `endLine` is its last line.
        case titleQuote(parts: [IntroductionParser.Part], line: Int, column: Int, endLine: Int)
    }

    /// Parses a whole document (UTF-8) and hands `body` its top-level blocks in order, each followed by the code
    /// blocks nested in it. The blocks are handed over while cmark's tree is alive, so a code block's text is read in
    /// place: most are spec blocks, made into lines without first being made into one string.
    static func forEachBlock(in markdown: UnsafeBufferPointer<UInt8>, _ body: (Block) -> Void) {
        let options = CMARK_OPT_DEFAULT
        let parsed: OpaquePointer? = if let base = markdown.baseAddress {
            UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: markdown.count) {
                cmark_parse_document($0, markdown.count, options)
            }
        } else {
            cmark_parse_document("", 0, options)
        }
        guard let document = parsed else { return }
        defer { cmark_node_free(document) }

        var node = cmark_node_first_child(document)
        while let current = node {
            let line = Int(cmark_node_get_start_line(current))
            let column = Int(cmark_node_get_start_column(current))
            switch cmark_node_get_type(current) {
            case CMARK_NODE_HEADING:
                body(.heading(
                    level: Int(cmark_node_get_heading_level(current)),
                    text: plainText(of: current),
                    line: line,
                    column: column
                ))
            case CMARK_NODE_CODE_BLOCK:
                body(.codeBlock(
                    info: string(cmark_node_get_fence_info(current)),
                    literal: bytes(cmark_node_get_literal(current)),
                    line: line,
                    column: column,
                    endLine: Int(cmark_node_get_end_line(current)),
                    isNested: false
                ))
            case CMARK_NODE_BLOCK_QUOTE where isTitle(cmark_node_previous(current)):
                body(.titleQuote(
                    parts: quoteParts(of: current), line: line, column: column, endLine: Int(cmark_node_get_end_line(current))
                ))
                forEachNestedCodeBlock(in: current, body)
            case CMARK_NODE_HTML_BLOCK where isUntranslatedMarker(cmark_node_get_literal(current)):
                body(.untranslatedMarker(line: line, column: column))
            case CMARK_NODE_HTML_BLOCK where isEarlierTranslation(cmark_node_get_literal(current)):
                body(.earlierTranslation(line: line, column: column))
                body(.prose(kind: kind(of: current), words: words(of: current), line: line, column: column, endLine: Int(cmark_node_get_end_line(current))))
            default:
                let words = words(of: current)
                body(.prose(kind: kind(of: current), words: words, line: line, column: column, endLine: Int(cmark_node_get_end_line(current))))
                forEachNestedCodeBlock(in: current, body)
            }
            node = cmark_node_next(current)
        }
    }

    /// What kind of prose a top-level block is.
    private static func kind(of node: OpaquePointer) -> ProseBlock.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        default: .other
        }
    }

    /// Whether `node` is a level-1 heading.
    private static func isTitle(_ node: OpaquePointer?) -> Bool {
        guard let node, cmark_node_get_type(node) == CMARK_NODE_HEADING else { return false }
        return cmark_node_get_heading_level(node) == 1
    }

    /// A block quote's children as plain text: paragraphs, and lists as their items' text.
    private static func quoteParts(of quote: OpaquePointer) -> [IntroductionParser.Part] {
        var parts: [IntroductionParser.Part] = []
        var child = cmark_node_first_child(quote)
        while let current = child {
            let line = Int(cmark_node_get_start_line(current))
            switch cmark_node_get_type(current) {
            case CMARK_NODE_PARAGRAPH:
                parts.append(.paragraph(plainText(of: current), line: line))
            case CMARK_NODE_LIST:
                var items: [String] = []
                var item = cmark_node_first_child(current)
                while let node = item {
                    items.append(plainText(of: node))
                    item = cmark_node_next(node)
                }
                parts.append(.list(items, line: line))
            default:
                parts.append(.other(line: line))
            }
            child = cmark_node_next(current)
        }
        return parts
    }

    /// Hands `body` the code blocks inside a container block (lists, quotes), in document order.
    private static func forEachNestedCodeBlock(in container: OpaquePointer, _ body: (Block) -> Void) {
        guard let iterator = cmark_iter_new(container) else { return }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator), node != container,
                  cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { continue }
            body(.codeBlock(
                info: string(cmark_node_get_fence_info(node)),
                literal: bytes(cmark_node_get_literal(node)),
                line: Int(cmark_node_get_start_line(node)),
                column: Int(cmark_node_get_start_column(node)),
                endLine: Int(cmark_node_get_end_line(node)),
                isNested: true
            ))
        }
    }

    /// The last (or first) character an inline node shows: its text's, or that of its last (first) child, and so on.
    private static func edgeCharacter(of node: OpaquePointer, last: Bool) -> Unicode.Scalar? {
        var current = node
        for _ in 0..<64 { // inline nesting deeper than this is not worth following
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                let scalars = string(cmark_node_get_literal(current)).unicodeScalars
                return last ? scalars.last : scalars.first
            default:
                guard let child = last ? cmark_node_last_child(current) : cmark_node_first_child(current) else { return nil }
                current = child
            }
        }
        return nil
    }

    /// Renders Markdown (a chapter's block of prose, as the reader wrote it) to HTML with cmark's safe renderer, as
    /// ``html(of:options:)`` renders a block.
    static func renderHTML(_ markdown: String) -> String {
        var bytes = Array(markdown.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base -> String in
                guard let document = cmark_parse_document(base, buffer.count, CMARK_OPT_DEFAULT) else { return "" }
                defer { cmark_node_free(document) }
                return html(of: document, options: CMARK_OPT_DEFAULT)
            } ?? ""
        }
    }

    /// The block's HTML, with the soft line breaks between two East Asian characters removed (a Chinese paragraph
    /// wrapped in the Markdown reads as one line, as pandoc's `east_asian_line_breaks` does) and control characters
    /// shown as U+FFFD, so a stray byte in a chapter never reaches a page.
    private static func html(of node: OpaquePointer, options: Int32) -> String {
        joinEastAsianLineBreaks(in: node)
        guard let rendered = cmark_render_html(node, options) else { return "" }
        defer { free(rendered) }
        return ProseText.replacingControlCharacters(String(cString: rendered))
    }

    /// Removes every soft break between an East Asian character and another (inside emphasis, links or code too).
    private static func joinEastAsianLineBreaks(in node: OpaquePointer) {
        guard let iterator = cmark_iter_new(node) else { return }
        var breaks: [OpaquePointer] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator),
                  cmark_node_get_type(current) == CMARK_NODE_SOFTBREAK,
                  let before = cmark_node_previous(current), let after = cmark_node_next(current) else { continue }
            if let left = edgeCharacter(of: before, last: true), let right = edgeCharacter(of: after, last: false),
               ProseText.isEastAsian(left), ProseText.isEastAsian(right) {
                breaks.append(current)
            }
        }
        cmark_iter_free(iterator)
        for softBreak in breaks {
            cmark_node_unlink(softBreak)
            cmark_node_free(softBreak)
        }
    }

    /// The text of an inline tree: text, code and the text inside emphasis and links.
    /// Walks with cmark's iterator, so no nesting depth can exhaust the stack.
    private static func plainText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                text += string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text
    }

    /// Whether an HTML block's literal is exactly ``Chapter/untranslatedMarker`` but for whitespace around it. Most HTML
    /// blocks do not even contain the marker, which a byte search tells without making a Swift string.
    private static func isUntranslatedMarker(_ literal: UnsafePointer<CChar>?) -> Bool {
        guard let literal, strstr(literal, Chapter.untranslatedMarker) != nil else { return false }
        return string(literal).trimmingWhitespace() == Chapter.untranslatedMarker
    }

    /// Whether an HTML block's literal starts with ``Chapter/earlierTranslationNote`` but for whitespace before it.
    private static func isEarlierTranslation(_ literal: UnsafePointer<CChar>?) -> Bool {
        guard let literal, strstr(literal, "<!-- earlier translation") != nil else { return false }
        return string(literal).trimmingWhitespace().hasPrefix(Chapter.earlierTranslationNote)
    }

    /// The words of a block: its text nodes outside code, with line breaks as spaces and runs of spaces, tabs and
    /// line feeds as one space (none at either end).
    ///
    /// Every prose block of every chapter passes through here, so it works on bytes: the text nodes' bytes go
    /// straight into one buffer with the runs collapsed, making one string per block. That is the same as splitting
    /// the text into `Character`s at those separators, except where a space joins a neighbour into one grapheme
    /// cluster (a combining mark after it, a prepended mark before it) or a carriage return pairs with a line feed.
    /// So the scalar on either side of each space is looked at where it is not ASCII (``isPlain(_:)``), and a block
    /// where a space is joined (and a non-ASCII scalar touches a space in a way its lead byte does not rule out, as
    /// ``standsBesideASpace(lead:)`` tells), or with a carriage return, takes the `Character` path.
    private static func words(of node: OpaquePointer) -> String {
        var words = ByteBuffer(capacity: 256)
        defer { words.deallocate() }
        var pendingSpace = false
        var previous: UInt8 = 0 // the last byte of the text so far (a space for a break, code span or paragraph)
        var needsCheck = false // a non-ASCII scalar touches a space, or a carriage return
        var joined = false // a space is not a grapheme cluster of its own, or a carriage return
        forEachWordPiece(in: node) { piece in
            guard let text = piece else {
                pendingSpace = words.count > 0
                if previous >= 0x80 {
                    needsCheck = true
                    if !joined, !isPlain(scalar(endingAt: words.end)) { joined = true }
                }
                previous = 0x20
                return
            }
            guard var position = text.baseAddress else { return }
            let end = position + text.count
            words.reserve(text.count + 1)
            var out = words.end
            while position < end {
                let byte = position.pointee
                if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                    pendingSpace = out != words.start
                    if byte == 0x20, previous >= 0x80 {
                        // The scalar before the space ends the words so far.
                        needsCheck = true
                        if !joined, !isPlain(scalar(endingAt: out)) { joined = true }
                    }
                    previous = byte
                    position += 1
                    continue
                }
                // A run of other bytes: a word.
                if pendingSpace { out.pointee = 0x20; out += 1; pendingSpace = false }
                if byte >= 0x80, previous == 0x20 {
                    if !standsBesideASpace(lead: byte) { needsCheck = true }
                    if !joined, !isPlain(scalar(startingAt: position)) { joined = true }
                }
                if byte == 0x0D { needsCheck = true; joined = true }
                out.pointee = byte
                out += 1
                position += 1
                while position < end {
                    let next = position.pointee
                    if next <= 0x20 {
                        if next == 0x20 || next == 0x09 || next == 0x0A { break }
                        if next == 0x0D { needsCheck = true; joined = true }
                    }
                    out.pointee = next
                    out += 1
                    position += 1
                }
                previous = (position - 1).pointee
            }
            words.count = out - words.start
        }
        guard needsCheck, joined else { return String(decoding: words.bytes, as: UTF8.self) }
        var raw: [UInt8] = []
        forEachWordPiece(in: node) { piece in
            if let text = piece { raw.append(contentsOf: text) } else { raw.append(0x20) }
        }
        return String(decoding: raw, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// Whether a scalar beside a space leaves the space a grapheme cluster of its own: below U+0300 (no combining or
    /// prepended marks there), general punctuation and symbols, or East Asian (``ProseText/isEastAsian(_:)``) but for
    /// the few combining marks among those.
    private static func isPlain(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x300: return true
        case 0x302A...0x302F, 0x3099...0x309A: return false // ideographic tone and kana voicing marks combine
        case 0x2010...0x2027, 0x2030...0x205E, 0x2100...0x2BFF: return true // dashes, quotes, arrows, symbols
        default: return Unicode.Scalar(value).map(ProseText.isEastAsian) ?? false
        }
    }

    /// The scalar whose UTF-8 form starts at `lead` (cmark's text is well-formed UTF-8: it replaces anything else).
    private static func scalar(startingAt lead: UnsafePointer<UInt8>) -> UInt32 {
        let first = UInt32(lead[0])
        func trail(_ offset: Int) -> UInt32 { UInt32(lead[offset] & 0x3F) }
        switch first {
        case ..<0x80: return first
        case ..<0xE0: return (first & 0x1F) << 6 | trail(1)
        case ..<0xF0: return (first & 0x0F) << 12 | trail(1) << 6 | trail(2)
        default: return (first & 0x07) << 18 | trail(1) << 12 | trail(2) << 6 | trail(3)
        }
    }

    /// The scalar whose UTF-8 form ends just before `end`.
    private static func scalar(endingAt end: UnsafeMutablePointer<UInt8>) -> UInt32 {
        var lead = UnsafePointer(end - 1)
        var steps = 0
        while lead.pointee & 0xC0 == 0x80, steps < 3 { lead -= 1; steps += 1 }
        return scalar(startingAt: lead)
    }

    /// A growable run of bytes written through a pointer, for ``words(of:)``'s inner loop.
    private struct ByteBuffer {
        private(set) var start: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        var count = 0

        init(capacity: Int) {
            start = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        var end: UnsafeMutablePointer<UInt8> { start + count }
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

        /// Makes room for `extra` more bytes after `count`.
        mutating func reserve(_ extra: Int) {
            guard count + extra > capacity else { return }
            let grown = max(capacity * 2, count + extra)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.update(from: start, count: count)
            start.deallocate()
            start = moved
            capacity = grown
        }

        func deallocate() { start.deallocate() }
    }

    /// Whether every scalar whose UTF-8 form starts with `lead` is a grapheme cluster apart from a space beside it:
    /// U+0080 to U+02FF (before the combining marks) and U+4000 to U+9FFF (CJK ideographs and hexagram symbols).
    private static func standsBesideASpace(lead: UInt8) -> Bool {
        (0xC2...0xCB).contains(lead) || (0xE4...0xE9).contains(lead)
    }

    /// Calls `body` with the bytes of each of the block's text nodes outside code, in place, and with `nil` for each
    /// line break, code span, paragraph and list item (each stands for one space).
    private static func forEachWordPiece(in node: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT:
                guard let literal = cmark_node_get_literal(current) else { break }
                body(bytes(literal))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_PARAGRAPH, CMARK_NODE_ITEM:
                body(nil)
            default:
                break
            }
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// The bytes of a C string up to its terminating zero, in place (`String(cString:)` stops at the same zero).
    private static func bytes(_ pointer: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let pointer else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[start...last])
    }
}
