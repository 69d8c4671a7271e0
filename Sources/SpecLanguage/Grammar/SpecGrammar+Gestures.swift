import Messages

/// The gestures and actions.
extension SpecGrammar {
    static let gestureWords: [(english: String, chinese: String)] = [
        ("pull down", "下拉"), ("pan", "滑动"), ("from", "起点"), ("by", "位移"), ("release", "松开"), ("with velocity", "速度"),
        ("cancel", "取消"), ("tap", "点击"), ("header", "组头"), ("scroll to", "滚动到"), ("scroll by", "滚动"), ("long-press", "长按"),
        ("for", "持续"), ("drag to", "拖到"), ("drag by", "拖动"), ("hold", "停留"), ("drop", "放下"), ("wait", "等待"),
        ("without waiting", "不等待"),
    ]

    private static let row3 = RowReference.index(section: 0, row: 3)

    static let gestures: [FormSyntax] = pans + taps + fingers

    private static let pans: [FormSyntax] = [
        FormSyntax("pullDown", examples: [.pullDown(80)], Spelling(
            "pull down", .slot(.length("how far to pull down", minimum: 0)),
            make: { .pullDown($0[0]) }, match: { if case .pullDown(let v) = $0 { [v] } else { nil } })),
        FormSyntax("pan", examples: [.pan(row: row3, fromX: nil, translations: [-60]), .pan(row: row3, fromX: 20, translations: [60, -100])], Spelling(
            "pan", .slot(.row), .optional("from x", .number("the x where the finger goes down")),
            .keyword(Keyword("by", context: ParserMessages.beforeThePanTranslations)), .slot(.numbers("a translation")),
            make: { .pan(row: $0[0], fromX: $0.optional(1), translations: $0[2]) },
            match: { if case .pan(let row, let x, let translations) = $0 { [row, opt(x), translations] } else { nil } })),
        FormSyntax("release", examples: [.release(velocity: nil), .release(velocity: -800), .release(velocity: nil, waits: false)],
            // `… without waiting`: the next command runs while the snap still plays (chapter 00, "Time").
            Spelling("release", .optional("with velocity", .number("the velocity in points per second")), .optional("without waiting", .present),
                     make: { .release(velocity: $0.optional(0), waits: ($0.optional(1) as Bool?) == nil) },
                     match: { if case .release(let v, let waits) = $0 { [opt(v), opt(waits ? nil : true)] } else { nil } }),
            Spelling("release", "velocity", .slot(.number("the velocity in points per second")), printing: .nowhere,
                     make: { .release(velocity: $0[0]) }, match: { _ in nil })),
        FormSyntax("cancel", examples: [.cancel], Spelling("cancel", make: { _ in .cancel }, match: { $0 == .cancel ? [] : nil })),
        FormSyntax("panHeader", examples: [.panHeader(by: -50)], Spelling(
            "pan", "header view?", .keyword(Keyword("by", context: ParserMessages.after(LineParser.keyword("pan header")))),
            .slot(.number("the drag's translation")),
            make: { .panHeader(by: $0[0]) }, match: { if case .panHeader(let v) = $0 { [v] } else { nil } })),
    ]

    private static let taps: [FormSyntax] = [
        FormSyntax("tapAction", examples: [.tapAction(title: "Delete", row: row3)],
            Spelling("tap", .slot(.string("the action's title")), .keyword(Keyword("in", context: ParserMessages.afterTheActionTitle)), .slot(.row),
                     printing: .english, make: { .tapAction(title: $0[0], row: $0[1]) },
                     match: { if case .tapAction(let title, let row) = $0 { [title, row] } else { nil } }),
            // `点击 行 3 的 "删除"`: the Chinese word order.
            Spelling("tap", .slot(.row), "的", .slot(.string("the action's title")), printing: .chinese,
                     make: { .tapAction(title: $0[1], row: $0[0]) },
                     match: { if case .tapAction(let title, let row) = $0 { [row, title] } else { nil } })),
        FormSyntax("tapRow", examples: [.tapRow(.index(section: 0, row: 2))], Spelling(
            "tap", .slot(.row), make: { .tapRow($0[0]) }, match: { if case .tapRow(let r) = $0 { [r] } else { nil } })),
        FormSyntax("tapHeader", examples: [.tapHeader(.title("Friends")), .tapHeader(.index(1))],
            Spelling("tap", "header", .slot(.sectionTarget), make: { .tapHeader($0[0]) }, match: { if case .tapHeader(let s) = $0 { [s] } else { nil } }),
            Spelling("tap", .slot(.section), printing: .nowhere, make: { .tapHeader($0[0]) }, match: { _ in nil })),
        FormSyntax("tapLabel", examples: [.tapLabel], Spelling("tap", "label", make: { _ in .tapLabel }, match: { $0 == .tapLabel ? [] : nil })),
        FormSyntax("tapHeaderButton", examples: [.tapHeaderButton("Back")],
            Spelling("tap", .slot(.string("the action's title")), .keyword(Keyword("in", context: ParserMessages.afterTheActionTitle)), "header view?",
                     printing: .english, make: { .tapHeaderButton($0[0]) }, match: { if case .tapHeaderButton(let t) = $0 { [t] } else { nil } }),
            // `点击 头部视图 的 "返回"`: the Chinese word order.
            Spelling("tap", "header view", "的", .slot(.string("the button's title")), printing: .chinese,
                     make: { .tapHeaderButton($0[0]) }, match: { if case .tapHeaderButton(let t) = $0 { [t] } else { nil } })),
    ]

    private static let fingers: [FormSyntax] = [
        FormSyntax("scrollTo", examples: [.scrollTo(200)], Spelling(
            "scroll to", .slot(.number("the content offset")), make: { .scrollTo($0[0]) }, match: { if case .scrollTo(let v) = $0 { [v] } else { nil } })),
        FormSyntax("scrollBy", examples: [.scrollBy(44)], Spelling(
            "scroll by", .slot(.number("the distance to scroll")), make: { .scrollBy($0[0]) }, match: { if case .scrollBy(let v) = $0 { [v] } else { nil } })),
        FormSyntax("longPress", examples: [.longPress(.row(.index(section: 0, row: 2)), seconds: 1), .longPress(.viewportY(300), seconds: nil)],
            Spelling("long-press|longpress", .slot(.row), .optional("for", .duration("how long to press")),
                     make: { .longPress(.row($0[0]), seconds: $0.optional(1)) },
                     match: { if case .longPress(.row(let row), let s) = $0 { [row, opt(s)] } else { nil } }),
            Spelling("long-press|longpress", "at y", .slot(.number("the finger's y")), .optional("for", .duration("how long to press")),
                     make: { .longPress(.viewportY($0[0]), seconds: $0.optional(1)) },
                     match: { if case .longPress(.viewportY(let y), let s) = $0 { [y, opt(s)] } else { nil } })),
        FormSyntax("dragTo", examples: [.dragTo(.row(.index(section: 0, row: 5))), .dragTo(.viewportY(560))],
            Spelling("drag to", .slot(.row), make: { .dragTo(.row($0[0])) }, match: { if case .dragTo(.row(let r)) = $0 { [r] } else { nil } }),
            Spelling("drag to", "y", .slot(.number("the finger's y")),
                     make: { .dragTo(.viewportY($0[0])) }, match: { if case .dragTo(.viewportY(let y)) = $0 { [y] } else { nil } })),
        FormSyntax("dragBy", examples: [.dragBy(44)], Spelling(
            "drag by", .slot(.number("the distance to drag")), make: { .dragBy($0[0]) }, match: { if case .dragBy(let v) = $0 { [v] } else { nil } })),
        FormSyntax("hold", examples: [.hold(seconds: 1)], Spelling(
            "hold", .slot(.duration("how long to hold")), make: { .hold(seconds: $0[0]) }, match: { if case .hold(let v) = $0 { [v] } else { nil } })),
        FormSyntax("drop", examples: [.drop], Spelling("drop", make: { _ in .drop }, match: { $0 == .drop ? [] : nil })),
        FormSyntax("wait", examples: [.wait(seconds: 0.3)], Spelling(
            "wait", .slot(.duration("how long to wait")), make: { .wait(seconds: $0[0]) }, match: { if case .wait(let v) = $0 { [v] } else { nil } })),
    ]
}
