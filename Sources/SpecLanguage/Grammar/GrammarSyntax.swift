import Messages

/// A keyword phrase of the grammar, such as `row height` or `visible actions`: its words, each with the spellings
/// the parser accepts (the first is the one printed), some of them optional.
///
/// Written as a pattern: words separated by spaces, alternative spellings by `|`, an optional word marked with `?`:
/// `"visible actions|action"`, `"header view? buttons|button"`. An optional word is never printed in English; in
/// Chinese the phrase prints as its alias (``SpecGrammar/chinese(_:)``), which may stand for the optional word too
/// (`头部视图` is `header view`).
///
/// Keywords, slots and spellings are classes: the parser and the printer walk them for every line, and a copy of a
/// class is one reference count where a copy of such a struct was one for each of its arrays and strings.
final class Keyword: Sendable, ExpressibleByStringLiteral {
    /// Each word's accepted spellings, the printed one first.
    let words: [[String]]
    /// Whether each word may be left out.
    let isOptional: [Bool]
    /// What a parse message says when the phrase is missing; by default, after the piece before it.
    let context: LocalizedText?
    /// The Chinese the phrase prints as, when it is not its alias (``SpecGrammar/chinese(_:)``).
    let chinese: String?

    /// A phrase from its pattern, with a message context for when it is missing, and its Chinese when that is not
    /// its alias.
    init(_ pattern: String, context: LocalizedText? = nil, chinese: String? = nil) {
        let parts = pattern.split(separator: " ").map(String.init)
        words = parts.map { $0.filter { $0 != "?" }.split(separator: "|").map(String.init) }
        isOptional = parts.map { $0.hasSuffix("?") }
        english = zip(words, isOptional).filter { !$0.1 }.map { $0.0[0] }
        var starts: [String] = []
        for (spellings, optional) in zip(words, isOptional) {
            starts += spellings
            if !optional { break }
        }
        startWords = starts
        self.context = context
        self.chinese = chinese
    }

    /// A phrase from its pattern (`"row height"`).
    convenience init(stringLiteral pattern: String) { self.init(pattern) }

    /// The words printed in English: `header passes touches` for `header view? passes|pass touches|touch`.
    let english: [String]
    /// Every word, optional ones included, as printed: `header view passes touches`.
    var allWords: [String] { words.map { $0[0] } }
    /// The English phrase: `visible actions`.
    var phrase: String { english.joined(separator: " ") }
    /// The spellings a line of this phrase may start with (an optional first word's and the next word's).
    let startWords: [String]
}

/// A value in a line, such as a number, a row, a quoted title or one of a setting's choices: how it is read and how it
/// is written back. Slots say what they expect in their own messages (``LineParser`` helpers).
final class Slot: Sendable {
    let read: @Sendable (inout LineParser) throws(ParseFailure) -> any Sendable
    let write: @Sendable (any Sendable, inout SpecPrinter) -> Void
    /// The words the value starts with when it starts with a keyword (`row` for a row), for dispatch.
    let startWords: [String]
    /// What a parse message says when a keyword right after the value is missing ("after the row").
    let after: LocalizedText?

    init(
        read: @escaping @Sendable (inout LineParser) throws(ParseFailure) -> any Sendable,
        write: @escaping @Sendable (any Sendable, inout SpecPrinter) -> Void, startWords: [String], after: LocalizedText?
    ) {
        self.read = read
        self.write = write
        self.startWords = startWords
        self.after = after
    }

    /// A slot of values of type `T`.
    static func of<T: Sendable>(
        startWords: [String] = [], after: LocalizedText? = nil,
        read: @escaping @Sendable (inout LineParser) throws(ParseFailure) -> T,
        write: @escaping @Sendable (T, inout SpecPrinter) -> Void
    ) -> Slot {
        Slot(
            read: { (p: inout LineParser) throws(ParseFailure) -> any Sendable in try read(&p) },
            write: { value, printer in
                if let value = value as? T { write(value, &printer) }
            },
            startWords: startWords, after: after
        )
    }

    /// The same slot with another context for a keyword missing after it.
    func followed(by context: LocalizedText) -> Slot {
        Slot(read: read, write: write, startWords: startWords, after: context)
    }
}

/// One piece of a spelling: a keyword phrase, a value, or a keyword and a value that may be left out together.
enum Piece: Sendable, ExpressibleByStringLiteral {
    case keyword(Keyword)
    case slot(Slot)
    /// `titled "…"`, `for 0.5s`: its value is `nil` when the line leaves the keyword out.
    case optional(Keyword, Slot)

    /// A keyword phrase from its pattern.
    init(stringLiteral pattern: String) { self = .keyword(Keyword(pattern)) }
}

/// A value of an ``Piece/optional(_:_:)`` piece: present or left out.
struct Maybe: Sendable {
    var value: (any Sendable)?
}

/// The values a spelling read, in order; a `make` closure takes them by position with the type it needs.
struct Values: Sendable {
    let items: [any Sendable]

    /// The value at `position`, as the type the command's case needs.
    subscript<T>(_ position: Int) -> T {
        if let value = items[position] as? T { return value }
        preconditionFailure("grammar: value \(position) is \(type(of: items[position])), not \(T.self)")
    }

    /// The value of an optional piece at `position`, `nil` when the line left it out.
    func optional<T>(_ position: Int) -> T? {
        (items[position] as? Maybe)?.value as? T
    }
}

/// The value of an optional piece, for a `match` closure: `opt(titlePattern)`.
func opt<T: Sendable>(_ value: T?) -> any Sendable { Maybe(value: value) }

/// One way to write a command form: its pieces in order, how their values make the command, and how a command gives
/// back its values (`nil` when this spelling does not write it).
final class Spelling: Sendable {
    /// In which wording a spelling prints. A spelling that prints nowhere is still read.
    enum Printing: Sendable { case everywhere, english, chinese, nowhere }

    let pieces: [Piece]
    let printing: Printing
    /// The index in ``SpecGrammar/forms`` of the form this is a spelling of (set when the grammar numbers its forms).
    let form: Int?
    let make: @Sendable (Values) -> CommandKind
    let match: @Sendable (CommandKind) -> [any Sendable]?
    /// The words a line of this spelling starts with (after `expect` for an expectation), when it starts with a value.
    let startWords: [String]?
    /// Whether a line this spelling does not read is reported as its failure; a tentative spelling (`期望 行 "A", "B"`,
    /// where Chinese writes `row` for `rows`) reads a line whole or says nothing.
    let isTentative: Bool
    /// The words a line of this spelling must hold, as ``KeywordMask`` bits (one entry per word of its keyword
    /// phrases that may not be left out).
    let keywords: [UInt64]

    /// A spelling of its pieces.
    convenience init(
        _ pieces: Piece..., printing: Printing = .everywhere, startWords: [String]? = nil, isTentative: Bool = false,
        make: @escaping @Sendable (Values) -> CommandKind, match: @escaping @Sendable (CommandKind) -> [any Sendable]?
    ) {
        self.init(pieces, printing: printing, startWords: startWords, isTentative: isTentative, make: make, match: match, form: nil)
    }

    /// A spelling of its pieces, printed everywhere.
    convenience init(
        _ pieces: [Piece], make: @escaping @Sendable (Values) -> CommandKind, match: @escaping @Sendable (CommandKind) -> [any Sendable]?
    ) {
        self.init(pieces, printing: .everywhere, startWords: nil, isTentative: false, make: make, match: match, form: nil)
    }

    private init(
        _ pieces: [Piece], printing: Printing, startWords: [String]?, isTentative: Bool,
        make: @escaping @Sendable (Values) -> CommandKind, match: @escaping @Sendable (CommandKind) -> [any Sendable]?, form: Int?
    ) {
        self.pieces = pieces
        self.printing = printing
        self.make = make
        self.match = match
        self.startWords = startWords
        self.isTentative = isTentative
        self.form = form
        keywords = pieces.flatMap { piece -> [UInt64] in
            guard case .keyword(let keyword) = piece else { return [] }
            return zip(keyword.words, keyword.isOptional).filter { !$0.1 }.map { KeywordMask.bits($0.0) }
        }
    }

    /// The same spelling as one of entry `form` of ``SpecGrammar/forms``.
    func numbered(_ form: Int) -> Spelling {
        Spelling(pieces, printing: printing, startWords: startWords, isTentative: isTentative, make: make, match: match, form: form)
    }

    /// Whether the spelling writes commands in this wording.
    func prints(in wording: SpecPrinter.Wording) -> Bool {
        switch printing {
        case .everywhere: true
        case .english: wording == .english
        case .chinese: wording == .chinese
        case .nowhere: false
        }
    }

    /// The words a line of this spelling starts with, past `expect` for an expectation.
    var dispatchWords: [String] {
        if let startWords { return startWords }
        let first = pieces.first { if case .keyword(let k) = $0, k.english == ["expect"] { false } else { true } }
        switch first {
        case .keyword(let keyword)?: return keyword.startWords
        case .slot(let slot)?, .optional(_, let slot)?: return slot.startWords
        case nil: return []
        }
    }
}

/// One command form of the spec language (``CommandForm``): its spellings, the first that prints being the canonical
/// one, and example commands, which tests print in both wordings, parse back, and look for in chapter 00.
public struct FormSyntax: Sendable {
    /// What a line of the form does.
    public enum Role: String, Sendable, CaseIterable {
        /// Starts a fresh world.
        case fixture
        /// Changes the world without touching it.
        case setting
        /// A finger or the clock acts on the world.
        case gesture
        /// Checks the world; the line starts with `expect`.
        case expectation
    }

    /// Which form this is.
    public let form: CommandForm
    /// What a line of the form does.
    public internal(set) var role: Role
    var spellings: [Spelling]
    /// Commands of this form that show it (each prints, in English and Chinese, to a line that parses back to it).
    public let examples: [CommandKind]

    init(_ name: String, examples: [CommandKind], _ spellings: Spelling...) {
        self.init(name, examples: examples, spellings: spellings)
    }

    init(_ name: String, examples: [CommandKind], spellings: [Spelling]) {
        self.form = CommandForm(name)
        self.role = .setting
        self.spellings = spellings
        self.examples = examples
    }

    /// Whether the command is of this form.
    func matches(_ kind: CommandKind) -> Bool { spellings.contains { $0.match(kind) != nil } }
}

/// Which command form a line is, without its values: one for each entry of ``SpecGrammar/forms`` (`expectRowHeight`).
/// Chapter 00 shows every form, and the grammar has an example of each.
public struct CommandForm: Hashable, Sendable, CustomStringConvertible {
    /// The form's name, such as `expectRowHeight`.
    public let name: String

    init(_ name: String) { self.name = name }

    /// Every form of the grammar, in the order of the reference chapter.
    public static var allCases: [CommandForm] { SpecGrammar.forms.map(\.form) }

    public var description: String { name }
}

extension CommandKind {
    /// Which command this is, without its values.
    public var form: CommandForm { SpecGrammar.syntax(of: self).form }
}

extension Expectation {
    /// Which expectation this is, without its values.
    public var form: CommandForm { CommandKind.expect(self).form }
}
