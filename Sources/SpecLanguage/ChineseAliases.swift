/// The Chinese alias of every keyword, and the English words it stands for.
///
/// The lexer replaces an alias by its English words, so the parser sees one language; the parser
/// accepts the same word in the same position whichever way it was written. Tokenizing takes the
/// longest alias that matches (`行高` before `行`, `关闭` before `关`).
///
/// The aliases are not listed here: they are the grammar's (``SpecGrammar/words`` and ``SpecGrammar/naturalPhrases``).
public enum ChineseAliases {
    /// `(alias, English words)`: the word-for-word aliases, then the natural phrases.
    public static var table: [(alias: String, english: String)] { AliasTables.current.aliases }

    /// Natural Chinese phrases beside the word-for-word aliases (issue 17): `行数` reads better than `行 数量`.
    /// `的` is a Chinese word of its own, for the Chinese word order `点击 行 3 的 "删除"`.
    public static let natural: [(alias: String, english: String)] = SpecGrammar.naturalPhrases.map { (alias: $0.chinese, english: $0.english) }

    /// Aliases by their first character, longest first.
    static var byFirstCharacter: [Character: [(alias: [Character], words: [String])]] { AliasTables.current.byFirstCharacter }

    /// The Chinese alias of an English keyword phrase, for messages and the reference chapter: the word-for-word one.
    public static func alias(of english: String) -> String? {
        AliasTables.current.aliasByEnglish[english]
    }
}
