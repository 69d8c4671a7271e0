import Messages

/// The values a spelling is made of, each read by a ``LineParser`` helper (which says what it expects) and written back
/// by a ``SpecPrinter``.
extension Slot {
    // MARK: Numbers and strings

    /// A number whose size is at most `limit`.
    static func number(_ what: String, atMost limit: Double = SpecLimits.coordinate) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> Double in try p.number(what, atMost: limit) },
            write: { $1.number($0) })
    }

    /// A number named in both languages (a defined form's value).
    static func number(_ what: LocalizedText) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> Double in try p.number(what) }, write: { $1.number($0) })
    }

    /// A whole number from 0, named in both languages.
    static func count(_ what: LocalizedText) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> Int in try p.count(what) }, write: { $1.integer($0) })
    }

    /// A quoted string, named in both languages.
    static func string(_ what: LocalizedText) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> String in try p.string(what) }, write: { $1.string($0) })
    }

    /// A length in points from `minimum` up to `maximum`.
    static func length(_ what: String, minimum: Double, maximum: Double = SpecLimits.length) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> Double in try p.length(what, minimum: minimum, maximum: maximum) },
            write: { $1.number($0) })
    }

    /// A whole number from 0 to `limit`.
    static func count(_ what: String, atMost limit: Int = 1_000_000_000) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> Int in try p.count(what, atMost: limit) },
            write: { $1.integer($0) })
    }

    /// A duration in seconds, written with `s`.
    static func duration(_ what: String) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> Double in try p.duration(what) }, write: { $1.seconds($0) })
    }

    /// A quoted string of at most `limit` characters.
    static func string(_ what: String, atMost limit: Int = SpecLimits.stringCharacters) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> String in try p.string(what, atMost: limit) },
            write: { $1.string($0) })
    }

    // MARK: Rows and sections

    /// No value at all: after an optional keyword phrase, the phrase alone says something (`release without waiting`).
    static let present: Slot = .of(read: { (_: inout LineParser) throws(ParseFailure) -> Bool in true }, write: { _, _ in })

    /// `row 3`, `row [1, 2]`, `row "Title"`.
    static let row: Slot = .of(
        startWords: ["row"], after: ParserMessages.afterTheRow,
        read: { (p: inout LineParser) throws(ParseFailure) -> RowReference in try p.rowReference() }, write: { $1.row($0) }
    )

    /// A row in a list: `3`, `[1, 2]`, `"Title"` or `row …`.
    static let listedRow: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> RowReference in try p.listedRow() }, write: { $1.row($0) }
    )

    /// `section 1`, `section "Family"`.
    static let section: Slot = .of(
        startWords: ["section", "sections"], after: ParserMessages.afterTheSection,
        read: { (p: inout LineParser) throws(ParseFailure) -> SectionReference in try p.sectionReference() },
        write: { $1.section($0) }
    )

    /// `1` or `"Family"` (after `tap header`).
    static let sectionTarget: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> SectionReference in try p.sectionTarget() },
        write: { $1.sectionTarget($0) }
    )

    // MARK: Choices

    /// One of an enumeration's cases, written as its raw value (`reveal` or `mail` after `swipe style`).
    static func choice<T: CaseIterable & RawRepresentable & Sendable>(_: T.Type) -> Slot where T.RawValue == String {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> T in
                let value = try p.oneOf(T.allCases.map(\.rawValue))
                return T(rawValue: value)!
            },
            write: { $1.keyword($0.rawValue) })
    }

    /// `on` or `off`.
    static let onOff: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> Bool in try p.oneOf(["on", "off"]) == "on" },
        write: { $1.keyword($0 ? "on" : "off") }
    )

    // MARK: Lists

    /// Items separated by commas while `more` says one follows; with `none`, the word `none` is the empty list.
    static func list<T: Sendable>(
        orNone: Bool = false, _ item: @escaping @Sendable (inout LineParser) throws(ParseFailure) -> T,
        while more: @escaping @Sendable (LineParser) -> Bool, write each: @escaping @Sendable (T, inout SpecPrinter) -> Void
    ) -> Slot {
        .of(read: { (p: inout LineParser) throws(ParseFailure) -> [T] in
                if orNone, p.accept("none") { return [] }
                return try p.commaList(item, while: more)
            },
            write: { (items: [T], printer: inout SpecPrinter) in
                if items.isEmpty { printer.keyword("none") } else { printer.list(items, each) }
            })
    }

    /// Numbers separated by commas (`none` for none when `orNone`).
    static func numbers(_ what: String, orNone: Bool = false) -> Slot {
        list(orNone: orNone, { (p: inout LineParser) throws(ParseFailure) -> Double in try p.number(what) },
             while: { $0.peekNumber }, write: { $1.number($0) })
    }

    /// Strings separated by commas (`none` for none when `orNone`).
    static func strings(_ what: String, orNone: Bool = false) -> Slot {
        list(orNone: orNone, { (p: inout LineParser) throws(ParseFailure) -> String in try p.string(what) },
             while: { $0.peekString }, write: { $1.string($0) })
    }

    /// Strings named in both languages, separated by commas (`none` for none when `orNone`).
    static func strings(_ what: LocalizedText, orNone: Bool = false) -> Slot {
        list(orNone: orNone, { (p: inout LineParser) throws(ParseFailure) -> String in try p.string(what) },
             while: { $0.peekString }, write: { $1.string($0) })
    }

    /// Rows of a list (`0, 3`, `none`), each written without `row`.
    static let rows: Slot = list(
        orNone: true, { (p: inout LineParser) throws(ParseFailure) -> RowReference in try p.listedRow() },
        while: { $0.peekNumber || $0.peekString || $0.peek("row") }, write: { $1.rowTarget($0) }
    )

    // MARK: Declarations

    /// `"More" 80, "Delete" 80 destructive`.
    static let actions: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> [ActionDeclaration] in try p.actions() },
        write: { (actions: [ActionDeclaration], printer: inout SpecPrinter) in
            printer.list(actions) { action, printer in
                printer.string(action.title)
                printer.number(action.width)
                if action.isDestructive { printer.keyword("destructive") }
            }
        }
    )

    /// `"Back" 44, "Share" 44`.
    static let headerButtons: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> [HeaderButtonDeclaration] in try p.headerButtons() },
        write: { (buttons: [HeaderButtonDeclaration], printer: inout SpecPrinter) in
            printer.list(buttons) { button, printer in
                printer.string(button.title)
                printer.number(button.width)
            }
        }
    )

    /// `"Family" 3, "Friends" 5 collapsed`, within the limits of sections and rows.
    static let sections: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> [SectionDeclaration] in try p.sectionDeclarations() },
        write: { (sections: [SectionDeclaration], printer: inout SpecPrinter) in
            printer.list(sections) { section, printer in
                printer.string(section.title)
                printer.integer(section.rowCount)
                if section.isCollapsed { printer.keyword("collapsed") }
            }
        }
    )

    /// A tree's rows: read from the lines below `tree` (``SpecParser``), written in canonical form as `("A" ("B"))`.
    static let treeRows: Slot = .of(
        read: { (_: inout LineParser) throws(ParseFailure) -> [TreeDeclaration] in [] },
        write: { (nodes: [TreeDeclaration], printer: inout SpecPrinter) in
            if !nodes.isEmpty { printer.word(treeText(nodes, printer)) }
        }
    )

    private static func treeText(_ nodes: [TreeDeclaration], _ printer: SpecPrinter) -> String {
        "(" + nodes.map { node in
            var title = SpecPrinter(printer.wording, maskingStrings: printer.maskingStrings)
            title.string(node.title)
            return title.text + (node.children.isEmpty ? "" : " " + treeText(node.children, printer))
        }.joined(separator: ", ") + ")"
    }
}
