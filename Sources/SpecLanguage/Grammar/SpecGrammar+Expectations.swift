import Messages

/// The expectations: each spelling starts with `expect`.
extension SpecGrammar {
    static let expectationWords: [(english: String, chinese: String)] = [
        ("open", "打开"), ("closed", "关闭"), ("offset", "偏移"), ("keyframes", "关键帧"), ("is", "是"),
        ("count", "数量"), ("expanded", "展开"), ("action", "按钮"), ("open rows", "打开的行"), ("lifted", "抬起"),
        ("nothing lifted", "无抬起"), ("updates", "更新"),
        ("inserted", "插入"), ("picture", "图片"), ("text", "文字"), ("ends with", "结尾是"),
        ("label lines", "文本行数"), ("events", "事件"), ("error", "错误"),
    ]

    private static let row3 = RowReference.index(section: 0, row: 3)

    /// The declared forms (``ExpectationForms``) go among the others by what they are about: rows after the row forms,
    /// the table's after the lists.
    static let expectations: [FormSyntax] = rowExpectations + (ExpectationForms.cells + ExpectationForms.rows).map(FormSyntax.init)
        + listExpectations + ExpectationForms.table.map(FormSyntax.init) + labelAndHeaderExpectations

    /// `expect row R …`: when none reads a line, their words are named together after the row.
    private static let rowExpectations: [FormSyntax] = [
        FormSyntax("expectRowOpen", examples: [.expect(.rowOpen(row3))], Spelling(
            "expect", .slot(.row), "open|opened", make: { .expect(.rowOpen($0[0])) }, match: { if case .expect(.rowOpen(let r)) = $0 { [r] } else { nil } })),
        FormSyntax("expectRowClosed", examples: [.expect(.rowClosed(row3))], Spelling(
            "expect", .slot(.row), "closed|close", make: { .expect(.rowClosed($0[0])) }, match: { if case .expect(.rowClosed(let r)) = $0 { [r] } else { nil } })),
        FormSyntax("expectRowKeyframes", examples: [.expect(.rowKeyframes(row3, [170, 150])), .expect(.rowKeyframes(row3, []))], Spelling(
            "expect", .slot(.row), "keyframes|keyframe", .slot(.numbers("a keyframe value", orNone: true)),
            make: { .expect(.rowKeyframes($0[0], $0[1])) }, match: { if case .expect(.rowKeyframes(let r, let v)) = $0 { [r, v] } else { nil } })),
    ]

    /// Rows, sections and lists.
    private static let listExpectations: [FormSyntax] = [
        FormSyntax("expectSectionExpanded", examples: [.expect(.sectionExpanded(.index(1), true)), .expect(.sectionExpanded(.title("Family"), false))],
            Spelling("expect", .slot(.section), "expanded", make: { .expect(.sectionExpanded($0[0], true)) },
                     match: { if case .expect(.sectionExpanded(let s, true)) = $0 { [s] } else { nil } }),
            Spelling("expect", .slot(.section), "collapsed", make: { .expect(.sectionExpanded($0[0], false)) },
                     match: { if case .expect(.sectionExpanded(let s, false)) = $0 { [s] } else { nil } })),
        FormSyntax("expectRowTitles", examples: [.expect(.rowTitles(section: nil, titles: ["Item #1", "Item #2"])),
                                                 .expect(.rowTitles(section: .title("Friends"), titles: ["Friends #1"]))],
            Spelling("expect", "rows", .slot(.strings("a row title")), make: { .expect(.rowTitles(section: nil, titles: $0[0])) },
                     match: { if case .expect(.rowTitles(nil, let t)) = $0 { [t] } else { nil } }),
            // `期望 行 "A", "B"`: Chinese has one word for `row` and `rows`; a line of titles after `row` is a list.
            Spelling("expect", "row", .slot(.strings("a row title")), printing: .nowhere, isTentative: true,
                     make: { .expect(.rowTitles(section: nil, titles: $0[0])) }, match: { _ in nil }),
            Spelling("expect", .slot(.section), "rows|row", .slot(.strings("a row title")), make: { .expect(.rowTitles(section: $0[0], titles: $0[1])) },
                     match: { if case .expect(.rowTitles(let s?, let t)) = $0 { [s, t] } else { nil } })),
        FormSyntax("expectRowCount", examples: [.expect(.rowCount(section: nil, 8)), .expect(.rowCount(section: .index(1), 0))],
            Spelling("expect", "row|rows count", .slot(.count("the row count")), make: { .expect(.rowCount(section: nil, $0[0])) },
                     match: { if case .expect(.rowCount(nil, let n)) = $0 { [n] } else { nil } }),
            Spelling("expect", .slot(.section), "row|rows count", .slot(.count("the row count")), make: { .expect(.rowCount(section: $0[0], $0[1])) },
                     match: { if case .expect(.rowCount(let s?, let n)) = $0 { [s, n] } else { nil } })),
        FormSyntax("expectActionFrame", examples: [.expect(.actionFrame(title: "Delete", row: row3, x: 240, width: 80))], Spelling(
            "expect", "action", .slot(.string("the action's title")), .keyword(Keyword("in", context: ParserMessages.afterTheActionTitle)), .slot(.row),
            .keyword(Keyword("at", context: ParserMessages.beforeTheButtonX)), "x", .slot(.number("the button's x").followed(by: ParserMessages.afterTheButtonX)),
            "width", .slot(.number("the button's width")),
            make: { .expect(.actionFrame(title: $0[0], row: $0[1], x: $0[2], width: $0[3])) },
            match: { if case .expect(.actionFrame(let t, let r, let x, let w)) = $0 { [t, r, x, w] } else { nil } })),
        FormSyntax("expectOpenRows", examples: [.expect(.openRows([.index(section: 0, row: 1), row3])), .expect(.openRows([]))], Spelling(
            "expect", "open rows|row", .slot(.rows), make: { .expect(.openRows($0[0])) }, match: { if case .expect(.openRows(let r)) = $0 { [r] } else { nil } })),
        FormSyntax("expectLifted", examples: [.expect(.lifted(.index(section: 0, row: 2)))], Spelling(
            "expect", "lifted", .slot(.listedRow), make: { .expect(.lifted($0[0])) }, match: { if case .expect(.lifted(let r)) = $0 { [r] } else { nil } })),
        FormSyntax("expectNothingLifted", examples: [.expect(.nothingLifted)], Spelling(
            "expect", "nothing lifted", make: { _ in .expect(.nothingLifted) }, match: { $0 == .expect(.nothingLifted) ? [] : nil })),
        FormSyntax("expectUpdates", examples: [.expect(.updates(deleted: [.init(section: 0, row: 2)], inserted: [.init(section: 1, row: 0)]))], Spelling(
            "expect", "updates|update", .slot(.updates), make: { (v: Values) -> CommandKind in
                let updates: Updates = v[0]
                return .expect(.updates(deleted: updates.deleted, inserted: updates.inserted))
            },
            match: { if case .expect(.updates(let d, let i)) = $0 { [Updates(deleted: d, inserted: i)] } else { nil } })),
    ]

    /// The floating header, the label, events and refusals.
    private static let labelAndHeaderExpectations: [FormSyntax] = [
        FormSyntax("expectLabelText", examples: [.expect(.labelText("Swipe...全文"))], Spelling(
            "expect", "label", "text", .slot(.string("the label's text", atMost: SpecLimits.labelCharacters)),
            make: { .expect(.labelText($0[0])) }, match: { if case .expect(.labelText(let t)) = $0 { [t] } else { nil } })),
        FormSyntax("expectLabelEndsWith", examples: [.expect(.labelEndsWith("...全文"))], Spelling(
            "expect", "label", "ends with", .slot(.string("the end of the label's text", atMost: SpecLimits.labelCharacters)),
            make: { .expect(.labelEndsWith($0[0])) }, match: { if case .expect(.labelEndsWith(let t)) = $0 { [t] } else { nil } })),
        FormSyntax("expectLabelLines", examples: [.expect(.labelLines(2))],
            Spelling("expect", "label lines|line", .slot(.count("the number of lines")),
                     make: { .expect(.labelLines($0[0])) }, match: { if case .expect(.labelLines(let n)) = $0 { [n] } else { nil } }),
            // `期望 文本 行数 4`: before `行数` meant the row count, it meant the label's lines; read so with a warning.
            Spelling("expect", "label", .slot(.oldLineCount), .slot(.count("the number of lines")), printing: .nowhere,
                     make: { .expect(.labelLines($0[1])) }, match: { _ in nil })),
        FormSyntax("expectEvents", examples: [.expect(.events([.opened(row3), .moved(.index(section: 0, row: 1), .index(section: 0, row: 4))])),
                                              .expect(.events([]))], Spelling(
            "expect", "events|event", .slot(.events), make: { .expect(.events($0[0])) }, match: { if case .expect(.events(let e)) = $0 { [e] } else { nil } })),
        FormSyntax("expectError", examples: [.expect(.error("Invalid update"))], Spelling(
            "expect", "error", .slot(.string("part of the refusal's message")),
            make: { .expect(.error($0[0])) }, match: { if case .expect(.error(let t)) = $0 { [t] } else { nil } })),
    ]
}
