import Messages

/// The grammar of a defined form, derived from its declaration: `expect`, the row (unless it is about the table),
/// its keyword phrases, its value.
extension FormSyntax {
    init(_ definition: ExpectationDefinition) {
        let form = DefinedForm(definition)
        let hasRow = definition.subject != .table
        var pieces: [Piece] = ["expect"]
        if hasRow { pieces.append(.slot(.row)) }
        pieces += definition.spelling.map { .keyword(Keyword($0)) }
        pieces.append(.slot(definition.valueKind.slot(definition.noun)))
        let kind = definition.valueKind
        let spelling = Spelling(pieces, make: { values in
            let row: RowReference? = hasRow ? values[0] : nil
            let expected = kind.expected(values.items[hasRow ? 1 : 0])
            return .expect(.defined(DefinedExpectation(form: form, row: row, expected: expected)))
        }, match: { command in
            guard case .expect(.defined(let line)) = command, line.form == form, let value = kind.value(line.expected) else { return nil }
            guard hasRow else { return [value] }
            return line.row.map { [$0, value] }
        })
        self.init(definition.name, examples: definition.examples.map { .expect(.defined($0)) }, spellings: [spelling])
    }
}

extension FormValueKind {
    /// The slot that reads and writes a value of this kind, naming it `noun` in a parse error.
    func slot(_ noun: LocalizedText) -> Slot {
        switch self {
        case .number: .number(noun)
        case .count: .count(noun)
        case .text: .string(noun)
        case .titles: .strings(noun, orNone: true)
        }
    }

    /// The expected value of what the slot read.
    func expected(_ value: any Sendable) -> SceneExpected {
        switch self {
        case .number: .number(value as? Double ?? 0)
        case .count: .count(value as? Int ?? 0)
        case .text: .text(value as? String ?? "")
        case .titles: .titles(value as? [String] ?? [])
        }
    }

    /// What the slot writes for an expected value; `nil` when the value is not of this kind.
    func value(_ expected: SceneExpected) -> (any Sendable)? {
        switch (self, expected) {
        case (.number, .number(let value)): value
        case (.count, .count(let value)): value
        case (.text, .text(let value)): value
        case (.titles, .titles(let value)): value
        default: nil
        }
    }
}
