import Foundation
import Messages

/// Reads chapter files into ``Chapter`` values: title, steps and spec blocks with source locations.
public enum ChapterReader {
    /// The info string that marks a spec block.
    public static let specInfoString = "spec"

    /// Reads a chapter file. The language is the parent folder's when that is a language folder, else English.
    public static func read(file path: String) throws(ChapterReadError) -> Chapter {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else { throw unreadable(path, at: start) }
        // As `String(data:encoding: .utf8)` reads it: one leading byte order mark dropped, the rest well-formed UTF-8.
        // The bytes go to cmark as they are, without being made into a string first.
        let chapter = data.withUnsafeBytes { raw -> Chapter? in
            var bytes = raw.bindMemory(to: UInt8.self)
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                bytes = UnsafeBufferPointer(rebasing: bytes[3...])
            }
            guard UTF8Validation.isValid(bytes) else { return nil }
            return parse(SourceLines(bytes), path: path, language: language(ofPath: path))
        }
        guard let chapter else {
            throw ChapterReadError(.error, at: start, ChapterMessages.notUTF8, hint: ChapterMessages.notUTF8Hint)
        }
        return chapter
    }

    /// The text of a chapter file as `read(file:)` takes it, for tools that change the file itself (a translation
    /// skeleton, an exercise's grader): the same errors, at the file's first line.
    public static func text(ofFile path: String) throws(ChapterReadError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else { throw unreadable(path, at: start) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ChapterReadError(.error, at: start, ChapterMessages.notUTF8, hint: ChapterMessages.notUTF8Hint)
        }
        return text
    }

    /// Why `path` is no chapter file to read: it is missing, it is a folder, or it cannot be read.
    public static func unreadableError(_ path: String) -> ChapterReadError {
        unreadable(path, at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// Why a chapter file gives no bytes: it is missing, it is a folder, or it cannot be read.
    static func unreadable(_ path: String, at start: SourceLocation) -> ChapterReadError {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists && isFolder.boolValue {
            return ChapterReadError(.error, at: start, ChapterMessages.isAFolder, hint: ChapterMessages.isAFolderHint)
        }
        if !exists { return ChapterReadError(.error, at: start, ChapterMessages.noSuchFile, hint: ChapterMessages.noSuchFileHint) }
        return ChapterReadError(.error, at: start, ChapterMessages.cannotRead, hint: ChapterMessages.cannotReadHint)
    }

    /// The language a chapter path implies: its parent folder's name when that is a known language.
    public static func language(ofPath path: String) -> ReaderLanguage {
        // Most paths are ASCII, where a byte is a `Character`: the folder's name is found from the bytes. Splitting the
        // path into `Character`s cost about as much as reading a short chapter's spec lines (chapters-bench).
        let fromBytes = path.utf8.withContiguousStorageIfAvailable { bytes -> ReaderLanguage? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil } // read as Characters below
            /// The last non-empty part before `end`, as `split(separator: "/")` cuts them.
            func part(before end: Int) -> Range<Int>? {
                var upper = end
                while upper > 0, bytes[upper - 1] == UInt8(ascii: "/") { upper -= 1 }
                guard upper > 0 else { return nil }
                var lower = upper
                while lower > 0, bytes[lower - 1] != UInt8(ascii: "/") { lower -= 1 }
                return lower..<upper
            }
            guard let name = part(before: bytes.count), let parent = part(before: name.lowerBound) else { return .english }
            return ReaderLanguage.allCases.first { $0.tag.utf8.elementsEqual(bytes[parent]) } ?? .english
        }
        if let language = fromBytes ?? nil { return language }
        let parts = path.split(separator: "/")
        return parts.count >= 2 ? ReaderLanguage(folder: String(parts[parts.count - 2])) : .english
    }

    /// The folders of the languages a book is written in (their tags: `ReaderLanguage.tag`).
    public static let knownLanguages = ReaderLanguage.allCases.map(\.tag)

    /// Parses Markdown text as a chapter.
    public static func parse(markdown: String, path: String, language: ReaderLanguage = .english) -> Chapter {
        // The text's own UTF-8 goes to cmark and to the line table; a string not stored as UTF-8 is copied once.
        if let chapter = markdown.utf8.withContiguousStorageIfAvailable({ bytes in
            parse(SourceLines(bytes), path: path, language: language)
        }) {
            return chapter
        }
        return Array(markdown.utf8).withUnsafeBufferPointer { bytes in
            parse(SourceLines(bytes), path: path, language: language)
        }
    }

    private static func parse(_ sourceLines: SourceLines, path: String, language: ReaderLanguage) -> Chapter {
        var builder = Builder(path: path, sourceLines: sourceLines)
        CommonMarkConverter.forEachBlock(in: sourceLines.bytes) { builder.add($0) }
        return builder.chapter(language: language)
    }

    /// Splits a spec block's text (cmark's, UTF-8) into lines located in the file, where cmark ends a line (as
    /// ``SourceLines`` does; the empty piece after a final line ending is not a line). A fence inside a list or quote is
    /// indented, so each line's column is found from the source line it came from.
    ///
    /// Read in place from cmark's text, about `expected` lines: the only string made for a line is the line's own. A
    /// line is nearly always its source line byte for byte, so it is compared with that line first; where the source
    /// line is followed by a line ending in the text too, that is where the line ends, and it stands at column 1.
    static func specLines(
        _ literal: UnsafeBufferPointer<UInt8>, firstLine: Int, expected: Int, sourceLines: SourceLines, path: String
    ) -> [SpecLine] {
        guard let base = literal.baseAddress, !literal.isEmpty else { return [] }
        let count = literal.count
        var lines: [SpecLine] = []
        lines.reserveCapacity(max(1, expected))
        var lineNumber = firstLine
        var start = 0
        while start < count {
            let index = lineNumber - 1
            var end = -1 // where the line's text ends
            var column = 1
            if sourceLines.indices.contains(index) {
                let length = sourceLines.length(of: index)
                if length <= count - start, sourceLines.line(index, is: UnsafeBufferPointer(start: base + start, count: length)),
                   start + length == count || base[start + length] == UInt8(ascii: "\n") || base[start + length] == UInt8(ascii: "\r") {
                    end = start + length // the source line is the text itself (the usual unindented fence)
                }
            }
            if end < 0 {
                end = start
                while end < count, base[end] != UInt8(ascii: "\n"), base[end] != UInt8(ascii: "\r") { end += 1 }
                if sourceLines.indices.contains(index) {
                    let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                    let source = sourceLines[index]
                    column = source.hasSuffix(text) ? source.count - text.count + 1 : 1
                }
            }
            let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
            lines.append(SpecLine(text: text, location: SourceLocation(file: path, line: lineNumber, column: column)))
            lineNumber += 1
            start = end + 1
            if end + 1 < count, base[end] == UInt8(ascii: "\r"), base[end + 1] == UInt8(ascii: "\n") { start += 1 }
        }
        return lines
    }

    /// The first word of an info string: what `split` at spaces and tabs would give first, or "".
    static func firstWord(of info: String) -> String {
        if info == specInfoString { return info } // nearly every fence
        return info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
    }

    /// `spce`, `Spec`, `specs`: one edit (or a swap of neighbours) away from `spec`, or `spec` in other case.
    static func looksLikeMisspeltSpec(_ word: String) -> Bool {
        guard word != specInfoString, !word.isEmpty else { return false }
        let lower = word.lowercased()
        if lower == specInfoString { return true }
        return lower.count >= 3 && EditDistance.between(Array(lower), Array(specInfoString)) <= 1
    }

    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }
}

/// A file's lines, cut where cmark ends a line (at a line feed, a carriage return, or both together),
/// made into strings only when one is asked for.
///
/// Splitting by `Character`s and counting them for columns cost twelve times cmark's own parse (chapters-bench);
/// and in Swift "\r\n" is one `Character`, so a split at "\n" would not cut a Windows file at all.
///
/// `bytes` is the text's UTF-8, borrowed for as long as the chapter is being read.
struct SourceLines {
    let bytes: UnsafeBufferPointer<UInt8>
    private let ranges: [Range<Int>]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        ranges = Self.split(bytes)
    }

    var indices: Range<Int> { ranges.indices }

    subscript(index: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[ranges[index]]), as: UTF8.self) }

    /// Whether line `index` is empty or only spaces and tabs (`false` past the end of the file).
    func isBlank(_ index: Int) -> Bool {
        guard ranges.indices.contains(index) else { return false }
        return bytes[ranges[index]].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Lines `first` through `last` (0-based, clamped to the file) as they stand, with the line endings between them.
    func text(from first: Int, through last: Int) -> String {
        guard !ranges.isEmpty else { return "" }
        let first = min(max(first, 0), ranges.count - 1), last = min(max(last, first), ranges.count - 1)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[ranges[first].lowerBound..<ranges[last].upperBound]), as: UTF8.self)
    }

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

    /// Whether line `index` has a code fence (``` or ~~~) at `column` (counted in `Character`s), after spaces;
    /// indented code blocks do not.
    ///
    /// Read from the bytes where all it looks at is ASCII, where a byte is a `Character`; anything else (a combining
    /// mark joins the character before it, and U+1FEF is canonically a backtick) is compared as strings.
    func hasFence(_ index: Int, column: Int) -> Bool {
        let range = ranges[index]
        let end = range.upperBound
        var position = range.lowerBound
        let prefixEnd = range.lowerBound + max(0, column - 1)
        while position < end, position < prefixEnd {
            if bytes[position] >= 0x80 { return Self.hasFence(self[index], column: column) }
            position += 1
        }
        guard position < end else { return false }
        while position < end, bytes[position] == 0x20 { position += 1 }
        let windowEnd = min(end, position + 4) // the fence and the byte after it, which a mark could join
        for byte in bytes[position..<windowEnd] where byte >= 0x80 { return Self.hasFence(self[index], column: column) }
        guard windowEnd - position >= 3, bytes[position] == 0x60 || bytes[position] == 0x7E else { return false }
        return bytes[position + 1] == bytes[position] && bytes[position + 2] == bytes[position]
    }

    /// ``hasFence(_:column:)`` on the line as a string.
    private static func hasFence(_ sourceLine: String, column: Int) -> Bool {
        let rest = sourceLine.dropFirst(max(0, column - 1)).drop { $0 == " " }
        return rest.hasPrefix("```") || rest.hasPrefix("~~~")
    }

    /// The number of bytes on line `index`, without its line ending.
    func length(of index: Int) -> Int { ranges[index].count }

    /// Whether line `index` is exactly `text`, byte for byte.
    func line(_ index: Int, is text: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = ranges[index]
        guard text.count == range.count else { return false }
        guard let base = bytes.baseAddress, let textBase = text.baseAddress else { return true } // both empty
        return memcmp(base + range.lowerBound, textBase, range.count) == 0
    }

    /// The lines' byte ranges without their endings (LF, CRLF or CR), empty ones included.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard let base = bytes.baseAddress else { return [0..<0] }
        let count = bytes.count
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count / 32 + 1)
        var start = 0
        if memchr(base, 0x0D, count) == nil {
            // Line feeds only, as nearly every file: memchr finds them many bytes at a time.
            while start < count, let found = memchr(base + start, 0x0A, count - start) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                ranges.append(start..<index)
                start = index + 1
            }
            ranges.append(start..<count)
            return ranges
        }
        var index = 0
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                ranges.append(start..<index)
                start = index + 1
            case UInt8(ascii: "\r"):
                ranges.append(start..<index)
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            default:
                break
            }
            index += 1
        }
        ranges.append(start..<count)
        return ranges
    }
}
