import ChapterModel
import Messages
import SpecLanguage

/// What completion needs to know of the spec language, behind one small interface (``GrammarCompletionSource``
/// reads it from the grammar-as-data, ``SpecGrammar``).
protocol SpecGrammarSource: Sendable {
    /// Every keyword phrase a line may contain, in a language (the Chinese aliases in Chinese), each with its English
    /// phrase.
    func keywords(in language: ReaderLanguage) -> [(phrase: String, english: String)]
    /// One example line per form of every command, in a language's keywords, each with its canonical English.
    func examples(in language: ReaderLanguage) -> [(line: String, english: String)]
    /// Whether the language reads `text` up to at least character `offset`: the line parses, or fails only after it.
    func reads(_ text: String, through offset: Int) -> Bool
}

/// The spec language as the grammar describes it: its words (``SpecGrammar/words``, ``ChineseAliases``) tried against
/// ``SpecParser`` (a word may follow what was typed when the parser reads past it), and each form's examples printed
/// in both languages.
struct GrammarCompletionSource: SpecGrammarSource {
    private static let english: [(phrase: String, english: String)] = {
        var seen: Set<String> = []
        return SpecGrammar.words.map(\.english).filter { !$0.isEmpty && seen.insert($0).inserted }.map { ($0, $0) }
    }()

    private static let chinese: [(phrase: String, english: String)] = {
        var seen: Set<String> = []
        return ChineseAliases.table.filter { seen.insert($0.alias).inserted }.map { ($0.alias, $0.english) }
    }()

    /// Every form's example commands, as the grammar gives them (``CompletionExamples`` chooses among them).
    static let exampleKinds: [CommandKind] = SpecGrammar.forms.flatMap(\.examples)

    func keywords(in language: ReaderLanguage) -> [(phrase: String, english: String)] {
        language == .chinese ? Self.chinese : Self.english
    }

    func examples(in language: ReaderLanguage) -> [(line: String, english: String)] {
        Self.exampleKinds.map { kind in
            let english = SpecGrammar.print(kind, .english)
            return (language == .chinese ? SpecGrammar.print(kind, .chinese) : english, english)
        }
    }

    func reads(_ text: String, through offset: Int) -> Bool {
        switch SpecParser.parse(line: text, at: SourceLocation(file: "", line: 1, column: 1), suggesting: false) {
        case .command: return true
        case .invalid(let diagnostic): return diagnostic.location.column - 1 >= offset
        }
    }
}
