import Foundation

/// The sentence of prose just above a spec block: what a learner reads to understand a failing line.
enum ProseAbove {
    /// The last sentence of the paragraph that ends above line `fenceLine` (1-based) of `source`; empty when
    /// a heading, another block or the top of the file comes first.
    static func sentence(in source: String, aboveLine fenceLine: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var index = min(fenceLine - 2, lines.count - 1)
        while index >= 0 && lines[index].allSatisfy(\.isWhitespace) { index -= 1 }
        var paragraph: [Substring] = []
        while index >= 0 {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("```") || line.hasPrefix("#") || line.hasPrefix(">") { break }
            paragraph.insert(Substring(line), at: 0)
            index -= 1
        }
        let text = paragraph.joined(separator: " ")
        return lastSentence(of: text)
    }

    /// The text after the last sentence end (`. `, `! `, `? `, or a Chinese full stop) that is not its very end.
    static func lastSentence(of text: String) -> String {
        let characters = Array(text)
        var start = 0
        for index in characters.indices.dropLast() {
            let character = characters[index]
            if "。！？".contains(character) || (".!?".contains(character) && characters[index + 1] == " ") {
                start = index + 1
            }
        }
        return String(characters[start...]).trimmingCharacters(in: .whitespaces)
    }
}
