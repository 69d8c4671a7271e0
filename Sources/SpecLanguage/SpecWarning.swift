import ChapterModel
import Messages

/// A spec line that parsed, written in a way that still works but should be written differently now, with the
/// fix: which characters to replace and by what (an editor's fix-it).
public struct SpecWarning: Equatable, Sendable, CustomStringConvertible {
    /// Where the text to replace starts.
    public var location: SourceLocation
    /// How many characters of the line, from ``location``, the fix replaces.
    public var length: Int
    /// What to write instead of those characters.
    public var replacement: String
    /// What is wrong, in both languages.
    public var message: LocalizedText
    /// What to do, in both languages ("write `文本行数`").
    public var hint: LocalizedText

    public init(location: SourceLocation, length: Int, replacement: String, message: LocalizedText, hint: LocalizedText) {
        self.location = location
        self.length = length
        self.replacement = replacement
        self.message = message
        self.hint = hint
    }

    /// The line with the fix applied, given the line and the column where it starts.
    public func fixing(_ line: String, startingAt column: Int = 1) -> String {
        let characters = Array(line)
        let start = location.column - column
        guard start >= 0, start + length <= characters.count else { return line }
        return String(characters[..<start]) + replacement + String(characters[(start + length)...])
    }

    public var description: String { "\(location): warning: \(message.english) (\(hint.english))" }
}

/// A warning inside one line, before it knows its file and line.
struct LineWarning: Equatable {
    var offset: Int
    var length: Int
    var replacement: String
    var message: LocalizedText
    var hint: LocalizedText

    /// `文本 行数` (or `label 行数`), where `行数` is read as the label's lines, as it was before it meant the row count.
    static func oldLineCountAlias(label: Token, written: Token) -> LineWarning {
        let isChinese = label.text == "文本"
        let replacement = isChinese ? "文本行数" : "lines"
        let start = isChinese ? label.offset : written.offset
        return LineWarning(
            offset: start, length: written.offset + written.text.count - start, replacement: replacement,
            message: ParserMessages.oldLineCountAlias(label.text), hint: ParserMessages.write(replacement)
        )
    }
}
