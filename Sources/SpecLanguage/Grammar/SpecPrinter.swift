/// Writes commands back as spec lines, in canonical English or in Chinese, from their grammar (``SpecGrammar``).
///
/// English puts a space between words and after `,` and `:`; Chinese writes `，` and `：` with no space after them,
/// keywords as their aliases and durations in `秒`.
public struct SpecPrinter: Sendable {
    /// The language a line is written in.
    public enum Wording: Sendable, CaseIterable {
        /// Canonical English: two lines mean the same exactly when they print the same.
        case english
        /// Chinese keywords (natural phrases where the grammar has them), `，` and `：`, durations in `秒`.
        case chinese
    }

    /// The language the line is written in.
    public let wording: Wording
    /// Whether string literals print as `"…"` (how a translation may differ from its original).
    public let maskingStrings: Bool
    /// The line written so far.
    public private(set) var text = ""
    private var glued = true

    /// An empty line in a wording.
    public init(_ wording: Wording = .english, maskingStrings: Bool = false) {
        self.wording = wording
        self.maskingStrings = maskingStrings
    }

    /// A word, after a space unless it starts the line or follows a Chinese `，` or `：`.
    mutating func word(_ word: String) {
        if !glued { text += " " }
        text += word
        glued = false
    }

    /// A keyword phrase: its English words, or its Chinese alias.
    mutating func keyword(_ keyword: Keyword) {
        switch wording {
        case .english: for english in keyword.english { word(english) }
        case .chinese: word(SpecGrammar.chinese(keyword))
        }
    }

    /// A keyword phrase from its pattern (`"row"`, `"none"`). In English a pattern without alternatives or optional
    /// words is its own printed text, so it is written as it stands (parsing the pattern on every word was a quarter
    /// of `verify`, chapters-bench).
    mutating func keyword(_ pattern: String) {
        if wording == .english, !pattern.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "?") }) {
            word(pattern)
        } else {
            keyword(Keyword(pattern))
        }
    }

    mutating func number(_ value: Double) { word(SpecNumber.format(value)) }

    mutating func integer(_ value: Int) { word(String(value)) }

    /// A duration: `0.5s`, or `0.5秒` in Chinese.
    mutating func seconds(_ value: Double) { word(SpecNumber.format(value) + (wording == .chinese ? "秒" : "s")) }

    mutating func string(_ value: String) { word(maskingStrings ? "\"…\"" : SpecString.quoted(value)) }

    mutating func comma() { punctuation(",", "，") }

    mutating func colon() { punctuation(":", "：") }

    private mutating func punctuation(_ english: String, _ chinese: String) {
        text += wording == .chinese ? chinese : english
        glued = wording == .chinese
    }

    /// Items separated by commas.
    mutating func list<T>(_ items: [T], _ each: (T, inout SpecPrinter) -> Void) {
        for (n, item) in items.enumerated() {
            if n > 0 { comma() }
            each(item, &self)
        }
    }

    /// `3`, `[1, 2]` or `"Title"`: what follows `row`.
    mutating func rowTarget(_ row: RowReference) {
        switch row {
        case .index(0, let r): integer(r)
        case .index(let s, let r): word("[\(s), \(r)]")
        case .title(let title): string(title)
        }
    }

    /// `row 3`, `row [1, 2]`, `row "Title"`.
    mutating func row(_ row: RowReference) {
        keyword("row")
        rowTarget(row)
    }

    /// `1` or `"Family"`: what follows `section`.
    mutating func sectionTarget(_ section: SectionReference) {
        switch section {
        case .index(let index): integer(index)
        case .title(let title): string(title)
        }
    }

    /// `section 1`, `section "Family"`.
    mutating func section(_ section: SectionReference) {
        keyword("section")
        sectionTarget(section)
    }
}
