import Messages

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

/// A phrase of a spec line in both languages, as a chapter writes it (`row 29` · `行 29`, `closed row 0` · `关闭 行 0`),
/// for a message that quotes it: a Chinese message names rows and events in the Chinese chapter's words.
enum SpecPhrase {
    static func row(_ row: RowReference) -> LocalizedText { both { $0.row(row) } }

    static func section(_ section: SectionReference) -> LocalizedText { both { $0.section(section) } }

    /// Events as a list (`opened row 3, closed row 0` · `打开 行 3，关闭 行 0`).
    static func events(_ events: [EventPattern]) -> LocalizedText {
        guard !events.isEmpty else { return LocalizedText("none", zh: ChineseKeywords.translate(line: "none")) }
        let chinese = events.map { event in
            let words = ChineseKeywords.translate(line: event.description)
            // The table's header is 头部视图 in the book; the keyword's first alias, 组头, is a section's.
            if case .tappedInHeader = event { return words.replacingOccurrences(of: "在 组头", with: "在 头部视图") }
            return words
        }
        return LocalizedText(events.map(\.description).joined(separator: ", "), zh: chinese.joined(separator: "，"))
    }

    private static func both(_ write: (inout SpecPrinter) -> Void) -> LocalizedText {
        var english = SpecPrinter(.english), chinese = SpecPrinter(.chinese)
        write(&english)
        write(&chinese)
        return LocalizedText(english.text, zh: chinese.text)
    }
}
