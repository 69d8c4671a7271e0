import Messages

/// `width 200 font 16 max height 80` after a label's text, in any order.
struct LabelOptions: Sendable {
    var width: Double?
    var fontSize: Double?
    var maxHeight: Double?
}

/// `more "…" less "…"`, either alone.
struct Suffixes: Sendable {
    var more: String?
    var less: String?
}

/// `deleted [0, 0] inserted [1, 0]`.
struct Updates: Sendable {
    var deleted: [IndexPathLiteral]
    var inserted: [IndexPathLiteral]
}

/// Values with clauses of their own, read by the ``LineParser`` helpers of the same names.
extension Slot {
    static let labelOptions: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> LabelOptions in try p.labelOptions() },
        write: { (options: LabelOptions, printer: inout SpecPrinter) in
            if let width = options.width { printer.keyword("width"); printer.number(width) }
            if let font = options.fontSize { printer.keyword("font"); printer.number(font) }
            if let height = options.maxHeight { printer.keyword("max height"); printer.number(height) }
        }
    )

    static let suffixes: Slot = .of(
        startWords: ["more", "less"],
        read: { (p: inout LineParser) throws(ParseFailure) -> Suffixes in try p.suffixes() },
        write: { (suffixes: Suffixes, printer: inout SpecPrinter) in
            if let more = suffixes.more { printer.keyword("more"); printer.string(more) }
            if let less = suffixes.less { printer.keyword("less"); printer.string(less) }
        }
    )

    static let updates: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> Updates in try p.updates() },
        write: { (updates: Updates, printer: inout SpecPrinter) in
            for (word, paths) in [("deleted", updates.deleted), ("inserted", updates.inserted)] {
                printer.keyword(word)
                if paths.isEmpty { printer.keyword("none") } else { printer.list(paths) { $1.word($0.description) } }
            }
        }
    )

    /// `: opened row 3, tapped "More" in row 3`, or `: none`.
    static let events: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> [EventPattern] in try p.events() },
        write: { (events: [EventPattern], printer: inout SpecPrinter) in
            printer.colon()
            if events.isEmpty { printer.keyword("none") } else { printer.list(events) { $1.event($0) } }
        }
    )

    /// `行数` right after `文本`, the old Chinese for the label's lines: read with a warning that says how to write it now.
    static let oldLineCount: Slot = .of(
        read: { (p: inout LineParser) throws(ParseFailure) -> Bool in
            guard p.peek("row"), p.peek(word: "count", at: 1), let written = p.current, written.text == "行数" else {
                throw p.expected(["lines"], candidates: ["lines"])
            }
            let label = p.tokens[p.index - 1]
            p.index += 2
            p.warnings.append(LineWarning.oldLineCountAlias(label: label, written: written))
            return true
        },
        write: { _, _ in }
    )
}

extension SpecPrinter {
    /// An event phrase: `opened row 3`; in Chinese, a tap in its natural order (`点击 行 3 的 "更多"`).
    mutating func event(_ event: EventPattern) {
        switch event {
        case .opened(let r): keyword("opened"); row(r)
        case .closed(let r): keyword("closed"); row(r)
        case .tapped(let title, let r) where wording == .chinese: keyword("tapped"); row(r); keyword("的"); string(title)
        case .tapped(let title, let r): keyword("tapped"); string(title); keyword("in"); row(r)
        case .tappedInHeader(let title) where wording == .chinese: keyword("tapped"); keyword("header view"); keyword("的"); string(title)
        case .tappedInHeader(let title): keyword("tapped"); string(title); keyword("in"); keyword("header")
        case .deleted(let r): keyword("deleted"); row(r)
        case .lifted(let r): keyword("lifted"); row(r)
        case .moved(let a, let b): keyword("moved"); row(a); keyword("to"); row(b)
        case .dropped(let r): keyword("dropped"); row(r)
        case .expandedSection(let s): keyword("expanded"); section(s)
        case .collapsedSection(let s): keyword("collapsed"); section(s)
        case .expandedRow(let r): keyword("expanded"); row(r)
        case .collapsedRow(let r): keyword("collapsed"); row(r)
        case .expandedLabel: keyword("expanded"); keyword("label")
        case .collapsedLabel: keyword("collapsed"); keyword("label")
        }
    }
}
