/// The canonical English spelling of commands, written by the grammar (``SpecGrammar/print(_:_:maskingStrings:)``).
///
/// Two lines mean the same thing exactly when their canonical forms are equal; with `maskingStrings`,
/// string literals are replaced by `"…"`, which is how a translation may differ from its original
/// (titles get translated) while every number, index and keyword stays the same.
public struct CanonicalForm: Sendable {
    public var maskingStrings: Bool

    public init(maskingStrings: Bool = false) {
        self.maskingStrings = maskingStrings
    }

    static func describe(_ kind: CommandKind) -> String { CanonicalForm().text(of: kind) }

    private func printed(_ write: (inout SpecPrinter) -> Void) -> String {
        var printer = SpecPrinter(.english, maskingStrings: maskingStrings)
        write(&printer)
        return printer.text
    }

    func row(_ row: RowReference) -> String { printed { $0.row(row) } }

    func section(_ section: SectionReference) -> String { printed { $0.section(section) } }

    func action(_ action: ActionDeclaration) -> String { printed { Slot.actions.write([action], &$0) } }

    /// The canonical text of a command.
    public func text(of kind: CommandKind) -> String { SpecGrammar.print(kind, .english, maskingStrings: maskingStrings) }

    /// The canonical text of an expectation (without `expect `).
    public func text(of expectation: Expectation) -> String { String(text(of: .expect(expectation)).dropFirst("expect ".count)) }

    /// The canonical text of an event phrase.
    public func event(_ event: EventPattern) -> String { printed { $0.event(event) } }
}
