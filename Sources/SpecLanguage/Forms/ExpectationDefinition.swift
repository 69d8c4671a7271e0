import SpecComparisons
import AppScreen
import Messages
import TableModel
import TableScene

/// One expectation form, declared once: its words in English and Chinese, its typed value, the `TableScene` member
/// that answers it and how the reader's app answers it (or why it cannot), its failure message in both languages and
/// its example.
///
/// Everything else is derived from the declaration: the grammar's ``FormSyntax`` (parsing and printing in both
/// languages, the keyword aliases, "expected one of …" and suggestions), the plan's ``SceneQuery/defined(_:_:)``,
/// the interpreter's answer and message, the exported Swift, the app backend's reading, and the tests' examples and
/// the check that chapter 00 shows every form. The declarations are listed in ``ExpectationForms``; the product
/// manual's article "Adding a spec form" walks through adding one.
///
/// Declare a form with ``about(_:_:_:words:value:example:scene:app:failure:)`` (a row or a cell) or
/// ``aboutTable(_:_:words:value:example:scene:app:failure:)`` (the table, its label or its header).
public struct ExpectationDefinition: Sendable {
    /// The form's name, such as `expectRowAlpha`.
    public let name: String
    /// What the line is about.
    public let subject: FormSubject
    /// The keyword phrases after the subject, as grammar patterns (`"header view? picture"`, `"offset"`).
    let spelling: [String]
    /// The Chinese of keyword phrases no other form has, word for word (`("alpha", "透明度")`).
    public let words: [(english: String, chinese: String)]
    /// What a parse error says the value is ("the row's alpha").
    public let noun: LocalizedText
    /// The kind of the value, and so its slot and its comparison.
    public let valueKind: FormValueKind
    /// The scene member as Swift (`alpha(of:)`, `contentOffset`, `labelHeight()`), for the exported tests.
    public let sceneMember: String
    /// Whether the member may refuse (it `throws(Refusal)`), so that an export looks it up first.
    public let memberMayRefuse: Bool
    /// The answer read from the engines' scene; the row is `nil` for a form about the table.
    let read: @Sendable (TableScene, RowPath?) throws(Refusal) -> SceneExpected
    /// The answer read from the reader's app, `nil` when the screen does not show it; `nil` for an engine-only form.
    let readScreen: (@Sendable (Screen, RowPath?) -> SceneExpected?)?
    /// Why the reader's app cannot answer the form, for an engine-only form.
    public let engineOnlyReason: LocalizedText?
    /// The failure message, `{row}` standing for the row's name.
    let failure: LocalizedText
    /// Lines of the form that show it.
    public private(set) var examples: [DefinedExpectation]

    /// The failure message about this row (or the table).
    public func failure(about row: LocalizedText?) -> LocalizedText {
        guard let row else { return failure }
        return LocalizedText(failure.english.replacingOccurrences(of: "{row}", with: row.english),
                             zh: failure.chinese.replacingOccurrences(of: "{row}", with: row.chinese))
    }

    /// The engines' answer.
    public func answer(in scene: TableScene, row: RowPath?) throws(Refusal) -> SceneExpected { try read(scene, row) }

    /// The reader's app's answer: `nil` when the screen does not show it or the form is engine only.
    public func answer(on screen: Screen, row: RowPath?) -> SceneExpected? { readScreen?(screen, row) }

    /// The name an exported test gives the answer: the member's name up to its arguments (`alpha`).
    public var answerName: String { String(sceneMember.prefix { $0 != "(" }) }

    /// The member called in Swift, the row's lookup in place of its one argument: `scene.alpha(of: row)`.
    public func swiftCall(row: String?) -> String {
        guard let row, sceneMember.hasSuffix(":)") else { return "scene." + sceneMember }
        return "scene." + sceneMember.dropLast() + " \(row))"
    }
}

/// What a defined expectation is about.
public enum FormSubject: Hashable, Sendable {
    /// A cell on screen, named by its row: `expect row 3 offset -80` (looked up with `scene.onScreen`).
    case cell
    /// A row the table shows, on screen or not: `expect row 3 height 44`.
    case row
    /// The table, its label or its header: `expect content offset 600`.
    case table
}

/// An expectation of a defined form: which form, the row it names (`nil` for the table), and the expected value.
public struct DefinedExpectation: Hashable, Sendable {
    public let form: DefinedForm
    public let row: RowReference?
    public let expected: SceneExpected

    public init(form: DefinedForm, row: RowReference?, expected: SceneExpected) {
        self.form = form
        self.row = row
        self.expected = expected
    }
}

/// A defined form as a value of a command or a query: two are equal when they are the same form.
public struct DefinedForm: Hashable, Sendable, CustomStringConvertible {
    public let definition: ExpectationDefinition

    public init(_ definition: ExpectationDefinition) { self.definition = definition }

    public static func == (lhs: DefinedForm, rhs: DefinedForm) -> Bool { lhs.definition.name == rhs.definition.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(definition.name) }
    public var description: String { definition.name }
}

// MARK: - Typed declarations

/// The kind of a form's value: how a line writes it and how an answer is compared with it.
public enum FormValueKind: Hashable, Sendable {
    /// A number, compared within the book's tolerance.
    case number
    /// A whole number from 0, compared exactly.
    case count
    /// A quoted text, compared exactly.
    case text
    /// Quoted titles separated by commas (`none` for none), compared exactly and in order.
    case titles
}

/// A value a form's line states and its answer gives: `Double`, `Int`, `String` or `[String]`.
public protocol FormValue: Hashable, Sendable {
    /// How it is written and compared.
    static var kind: FormValueKind { get }
    /// As the plan's expected value.
    var expected: SceneExpected { get }
}

extension Double: FormValue {
    public static var kind: FormValueKind { .number }
    public var expected: SceneExpected { .number(self) }
}

extension Int: FormValue {
    public static var kind: FormValueKind { .count }
    public var expected: SceneExpected { .count(self) }
}

extension String: FormValue {
    public static var kind: FormValueKind { .text }
    public var expected: SceneExpected { .text(self) }
}

extension Array: FormValue where Element == String {
    public static var kind: FormValueKind { .titles }
    public var expected: SceneExpected { .titles(self) }
}

/// The `TableScene` member that answers a form: its Swift (for the exported tests) and the call (for the
/// interpreter), side by side in the declaration.
public struct SceneMember<Subject: Sendable, Value: FormValue>: Sendable {
    let swift: String
    let mayRefuse: Bool
    let read: @Sendable (TableScene, Subject) throws(Refusal) -> Value

    /// A member that may refuse: `.refusing("offset(of:)") { try $0.offset(of: $1) }`.
    public static func refusing(_ swift: String, _ read: @escaping @Sendable (TableScene, Subject) throws(Refusal) -> Value) -> Self {
        SceneMember(swift: swift, mayRefuse: true, read: read)
    }

    /// A member that always answers: `.member("alpha(of:)") { $0.alpha(of: $1) }`.
    public static func member(_ swift: String, _ read: @escaping @Sendable (TableScene, Subject) -> Value) -> Self {
        SceneMember(swift: swift, mayRefuse: false, read: { scene, subject throws(Refusal) in read(scene, subject) })
    }
}

/// How the reader's app answers a form, read from what a person sees (a ``Screen``), or why it cannot.
public enum AppReading<Subject: Sendable, Value: FormValue>: Sendable {
    /// The answer read from the screen, `nil` when the screen does not show it.
    case reads(@Sendable (Screen, Subject) -> Value?)
    /// The app cannot answer the form; the reason is shown to authors ("engine only: …").
    case engineOnly(LocalizedText)
}

extension ExpectationDefinition {
    /// A form about a row or a cell: `expect row R <spelling> <value>`.
    /// - Parameters:
    ///   - subject: ``FormSubject/cell`` for a cell on screen, ``FormSubject/row`` for a shown row.
    ///   - failure: the failure message, `{row}` standing for the row's name in each language.
    public static func about<Value: FormValue>(
        _ subject: FormSubject, _ name: String, _ spelling: String..., words: [(english: String, chinese: String)] = [],
        value noun: LocalizedText, example: Value, scene: SceneMember<RowPath, Value>, app: AppReading<RowPath, Value>,
        failure: LocalizedText
    ) -> ExpectationDefinition {
        let reading: (@Sendable (Screen, RowPath?) -> SceneExpected?)?
        let reason: LocalizedText?
        switch app {
        case .reads(let read):
            reading = { screen, row in row.flatMap { read(screen, $0)?.expected } }
            reason = nil
        case .engineOnly(let why):
            reading = nil
            reason = why
        }
        let example = DefinedExpectation.Example(row: .index(section: 0, row: 3), expected: example.expected)
        return ExpectationDefinition(
            name: name, subject: subject, spelling: spelling, words: words, noun: noun, valueKind: Value.kind,
            sceneMember: scene.swift, memberMayRefuse: scene.mayRefuse,
            read: { table, row throws(Refusal) in try scene.read(table, row ?? RowPath(section: 0, row: 0)).expected },
            readScreen: reading, engineOnlyReason: reason, failure: failure, exampleValues: [example]
        )
    }

    /// A form about the table, its label or its header: `expect <spelling> <value>`.
    public static func aboutTable<Value: FormValue>(
        _ name: String, _ spelling: String..., words: [(english: String, chinese: String)] = [], value noun: LocalizedText,
        example: Value, scene: SceneMember<Void, Value>, app: AppReading<Void, Value>, failure: LocalizedText
    ) -> ExpectationDefinition {
        let reading: (@Sendable (Screen, RowPath?) -> SceneExpected?)?
        let reason: LocalizedText?
        switch app {
        case .reads(let read):
            reading = { screen, _ in read(screen, ())?.expected }
            reason = nil
        case .engineOnly(let why):
            reading = nil
            reason = why
        }
        return ExpectationDefinition(
            name: name, subject: .table, spelling: spelling, words: words, noun: noun, valueKind: Value.kind,
            sceneMember: scene.swift, memberMayRefuse: scene.mayRefuse,
            read: { table, _ throws(Refusal) in try scene.read(table, ()).expected },
            readScreen: reading, engineOnlyReason: reason, failure: failure,
            exampleValues: [DefinedExpectation.Example(row: nil, expected: example.expected)]
        )
    }

    private init(
        name: String, subject: FormSubject, spelling: [String], words: [(english: String, chinese: String)], noun: LocalizedText,
        valueKind: FormValueKind, sceneMember: String, memberMayRefuse: Bool,
        read: @escaping @Sendable (TableScene, RowPath?) throws(Refusal) -> SceneExpected,
        readScreen: (@Sendable (Screen, RowPath?) -> SceneExpected?)?, engineOnlyReason: LocalizedText?, failure: LocalizedText,
        exampleValues: [DefinedExpectation.Example]
    ) {
        self.name = name
        self.subject = subject
        self.spelling = spelling
        self.words = words
        self.noun = noun
        self.valueKind = valueKind
        self.sceneMember = sceneMember
        self.memberMayRefuse = memberMayRefuse
        self.read = read
        self.readScreen = readScreen
        self.engineOnlyReason = engineOnlyReason
        self.failure = failure
        examples = []
        let form = DefinedForm(self)
        examples = exampleValues.map { DefinedExpectation(form: form, row: $0.row, expected: $0.expected) }
    }
}

extension DefinedExpectation {
    /// An example before its form exists.
    struct Example: Sendable {
        var row: RowReference?
        var expected: SceneExpected
    }
}

extension ExpectationDefinition {
    /// Whether an answer (from the engines or the reader's app) is what a line expects, by the rules of
    /// `SpecComparisons`: numbers within the book's tolerance, the rest exactly.
    public static func holds(_ answer: SceneExpected?, _ expected: SceneExpected) -> Bool {
        switch (answer, expected) {
        case (.number(let actual)?, .number(let wanted)): isClose(actual, wanted)
        case (.count(let actual)?, .count(let wanted)): actual == wanted
        case (.text(let actual)?, .text(let wanted)): actual == wanted
        case (.titles(let actual)?, .titles(let wanted)): actual == wanted
        default: false
        }
    }
}
