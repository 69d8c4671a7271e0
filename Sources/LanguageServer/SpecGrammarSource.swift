import ChapterModel
import Messages
import SpecLanguage

/// What completion needs to know of the spec language, behind one small interface: today it is derived from
/// SpecLanguage's vocabulary and parser (``VocabularyGrammarSource``); the grammar-as-data can stand behind it later.
protocol SpecGrammarSource: Sendable {
    /// Every keyword phrase a line may contain, in a language (the Chinese aliases in Chinese), each with its English
    /// phrase.
    func keywords(in language: ReaderLanguage) -> [(phrase: String, english: String)]
    /// One example line per form of every command, in canonical English.
    var examples: [String] { get }
    /// An example line with the keywords of a language.
    func example(_ english: String, in language: ReaderLanguage) -> String
    /// Whether the language reads `text` up to at least character `offset`: the line parses, or fails only after it.
    func reads(_ text: String, through offset: Int) -> Bool
}

/// The spec language as SpecLanguage describes it today: the words of ``SpecVocabulary`` and ``ChineseAliases``,
/// tried against ``SpecParser`` (a word may follow what was typed when the parser reads past it).
struct VocabularyGrammarSource: SpecGrammarSource {
    private static let english: [(phrase: String, english: String)] = {
        var phrases: [String] = SpecVocabulary.commonWords.map(\.english)
        for command in SpecVocabulary.commands {
            phrases += command.keys + command.starts + command.aliases.map(\.english)
            // Words of the examples that are no numbers or strings: `open`, `closed`, `offset` after `expect row 3`.
            for example in command.examples {
                phrases += example.split(separator: " ").map(String.init).filter { word in
                    word.first.map { $0.isLetter && $0.isASCII } == true && word.allSatisfy { $0.isLetter || $0 == "-" }
                }
            }
        }
        var seen: Set<String> = []
        return phrases.filter { seen.insert($0).inserted }.map { ($0, $0) }
    }()

    private static let chinese: [(phrase: String, english: String)] = {
        var seen: Set<String> = []
        return ChineseAliases.table.filter { seen.insert($0.alias).inserted }.map { ($0.alias, $0.english) }
    }()

    func keywords(in language: ReaderLanguage) -> [(phrase: String, english: String)] {
        language == .chinese ? Self.chinese : Self.english
    }

    var examples: [String] { SpecVocabulary.commands.flatMap(\.examples) }

    func example(_ english: String, in language: ReaderLanguage) -> String {
        guard language == .chinese else { return english }
        let location = SourceLocation(file: "example.md", line: 2, column: 1)
        let block = SpecBlock(location: SourceLocation(file: "example.md", line: 1, column: 1), lines: [SpecLine(text: english, location: location)])
        return ChineseKeywords.translate(block).first ?? english
    }

    func reads(_ text: String, through offset: Int) -> Bool {
        switch SpecParser.parse(line: text, at: SourceLocation(file: "", line: 1, column: 1), suggesting: false) {
        case .command: return true
        case .invalid(let diagnostic): return diagnostic.location.column - 1 >= offset
        }
    }
}
