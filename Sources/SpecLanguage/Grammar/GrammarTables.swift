/// Every table the spec language derives from its forms, made once for the book's forms: the grammar's forms and
/// dispatch, the Chinese aliases the lexer reads, and the phrases suggestions offer.
///
/// The book's tables are the default. A form declared outside ``ExpectationForms`` (a test's) is put in force beside
/// them for a while with ``ExpectationForms/withForms(_:_:)``: every table is then made again with it, so the form
/// parses, prints, plans and runs like one of the book's, which is how a test proves that a declaration is the whole
/// of its form.
struct GrammarTables: Sendable {
    /// The declared expectation forms in force: the book's, then any added.
    let definitions: [ExpectationDefinition]
    /// Every command form, numbered in order (``SpecGrammar/forms``).
    let forms: [FormSyntax]
    /// The Chinese a keyword phrase prints as: its natural phrase, else its alias.
    let printedAliases: [String: String]
    /// The spellings of fixtures, settings and gestures by the word a line starts with.
    let commandSpellings: [String: [Spelling]]
    /// The spellings of expectations by the word after `expect`.
    let expectationSpellings: [String: [Spelling]]
    /// The English phrases lines start with (for "did you mean").
    let commandStarts: [String]
    /// What may follow `expect` (for "expected what to check" and its near misses).
    let expectationStarts: [String]

    /// The tables in force: the book's, unless ``ExpectationForms/withForms(_:_:)`` added some.
    @TaskLocal static var current = GrammarTables(adding: [])

    /// The book's tables with `added` declared forms after its own. Made where the added forms' words are in force
    /// (``AliasTables/current``), as the forms' keywords look their aliases up.
    init(adding added: [ExpectationDefinition]) {
        definitions = ExpectationForms.all + added
        let expectations = SpecGrammar.expectations + added.map(FormSyntax.init)
        forms = (SpecGrammar.fixtures.map { $0.with(.fixture) } + SpecGrammar.settings.map { $0.with(.setting) }
            + SpecGrammar.gestures.map { $0.with(.gesture) } + expectations.map { $0.with(.expectation) })
            .enumerated().map { $0.element.numbered($0.offset) }
        var printed: [String: String] = [:]
        for (english, chinese) in SpecGrammar.naturalPhrases + AliasTables.current.words where printed[english] == nil { printed[english] = chinese }
        printedAliases = printed
        commandSpellings = Self.dispatch(forms.filter { $0.role != .expectation })
        expectationSpellings = Self.dispatch(forms.filter { $0.role == .expectation })
        commandStarts = Self.unique(forms.filter { $0.role != .expectation }.flatMap(\.spellings).flatMap(\.leadingPhrases) + ["expect"])
        expectationStarts = Self.expectationStarts(forms)
    }

    private static func dispatch(_ forms: [FormSyntax]) -> [String: [Spelling]] {
        var result: [String: [Spelling]] = [:]
        for spelling in forms.flatMap(\.spellings) {
            for word in spelling.dispatchWords { result[word, default: []].append(spelling) }
        }
        return result
    }

    /// A phrase that starts one expectation (`open rows`), or the word that starts several (`header`).
    private static func expectationStarts(_ forms: [FormSyntax]) -> [String] {
        let phrases = unique(forms.filter { $0.role == .expectation }.flatMap(\.spellings).filter { $0.printing != .nowhere }.flatMap(\.leadingPhrases))
        let firstWord = { (phrase: String) in String(phrase.split(separator: " ")[0]) }
        let shared = Dictionary(grouping: phrases, by: firstWord).filter { $0.value.count > 1 }
        let starts = unique(phrases.map { shared[firstWord($0)] == nil ? $0 : firstWord($0) })
        // A plural beside its singular (`row`, `rows`).
        let base = SpecGrammar.baseWords
        return starts.filter { base[$0] == nil || !starts.contains(base[$0]!) }
            .flatMap { start in [start] + starts.filter { base[$0] == start } }
    }

    private static func unique(_ phrases: [String]) -> [String] {
        var seen = Set<String>()
        return phrases.filter { seen.insert($0).inserted }
    }
}

/// The Chinese aliases of every keyword, from the words of the forms in force: what the lexer reads and what
/// messages and translations name. Apart from ``GrammarTables`` because the forms are made with them (a form's
/// keywords look up their aliases for its messages).
struct AliasTables: Sendable {
    /// The word-for-word Chinese of every keyword phrase (``SpecGrammar/words``).
    let words: [(english: String, chinese: String)]
    /// `(alias, English words)` (``ChineseAliases/table``).
    let aliases: [(alias: String, english: String)]
    /// Aliases by their first character, longest first.
    let byFirstCharacter: [Character: [(alias: [Character], words: [String])]]
    /// The first alias of each English phrase.
    let aliasByEnglish: [String: String]
    /// The lexer's index of the aliases.
    let lexerAliases: SpecLexer.AliasTable
    /// English phrases with an alias, by their first word, longest first (what a translation skeleton rewrites).
    let keywordPhrases: [String: [(words: [String], alias: String)]]

    /// The aliases in force: the book's, unless ``ExpectationForms/withForms(_:_:)`` added forms with words.
    @TaskLocal static var current = AliasTables(adding: [])

    /// The book's aliases with the words of `added` declared forms.
    init(adding added: [ExpectationDefinition]) {
        words = SpecGrammar.commonWords + SpecGrammar.fixtureWords + SpecGrammar.settingWords + SpecGrammar.gestureWords
            + SpecGrammar.expectationWords + (ExpectationForms.all + added).flatMap(\.words)
        aliases = words.map { (alias: $0.chinese, english: $0.english) } + ChineseAliases.natural
        var byFirst: [Character: [(alias: [Character], words: [String])]] = [:]
        for (alias, english) in aliases {
            let characters = Array(alias)
            byFirst[characters[0], default: []].append((characters, english.split(separator: " ").map(String.init)))
        }
        for key in byFirst.keys { byFirst[key]!.sort { $0.alias.count > $1.alias.count } }
        byFirstCharacter = byFirst
        var first: [String: String] = [:]
        for (alias, english) in aliases where first[english] == nil { first[english] = alias }
        aliasByEnglish = first
        lexerAliases = SpecLexer.AliasTable(byFirst)
        var phrases: [String: [(words: [String], alias: String)]] = [:]
        for (alias, english) in aliases where first[english] == alias {
            let words = english.split(separator: " ").map(String.init)
            phrases[words[0], default: []].append((words, alias))
        }
        for key in phrases.keys { phrases[key]?.sort { $0.words.count > $1.words.count } }
        keywordPhrases = phrases
    }
}

extension ExpectationForms {
    /// The declared forms in force: ``all``, then any that ``withForms(_:_:)`` added.
    public static var inForce: [ExpectationDefinition] { GrammarTables.current.definitions }

    /// Runs `body` with `forms` in force beside the book's declared forms: lines of those forms parse, print in both
    /// languages, plan, run on the engines and read the reader's app like any other. For a form declared outside this
    /// list, such as a test's; the book's own forms belong in ``all``.
    ///
    /// The forms are in force for `body` and the tasks it starts, not for work it hands to other threads.
    public static func withForms<Result>(_ forms: [ExpectationDefinition], _ body: () throws -> Result) rethrows -> Result {
        try AliasTables.$current.withValue(AliasTables(adding: forms)) {
            try GrammarTables.$current.withValue(GrammarTables(adding: forms), operation: body)
        }
    }
}
