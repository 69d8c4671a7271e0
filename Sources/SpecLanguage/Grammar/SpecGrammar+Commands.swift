import Messages

/// The fixtures, settings and gestures.
extension SpecGrammar {
    /// Words that many commands use.
    static let commonWords: [(english: String, chinese: String)] = [
        ("row", "行"), ("section", "分组"), ("none", "无"), ("on", "开"), ("off", "关"), ("expect", "期望"),
        ("in", "在"), ("to", "到"), ("at", "位于"),
    ]

    // MARK: Fixtures

    static let fixtureWords: [(english: String, chinese: String)] = [
        ("table", "表格"), ("titled", "标题"), ("collapsed", "收起"), ("tree", "树"), ("label", "文本"), ("width", "宽度"),
        ("font", "字号"), ("max height", "最大高度"),
    ]

    static let fixtures: [FormSyntax] = [
        FormSyntax("table", examples: [.table(rows: 30, titlePattern: nil), .table(rows: 20, titlePattern: "Song {n}")], Spelling(
            "table", .slot(.count("the number of rows", atMost: SpecLimits.rows).followed(by: ParserMessages.afterTheRowCount)), "rows|row",
            .optional("titled", .string("the title pattern, such as \"Item #{n}\"")),
            make: { .table(rows: $0[0], titlePattern: $0.optional(1)) },
            match: { if case .table(let rows, let pattern) = $0 { [rows, opt(pattern)] } else { nil } })),
        FormSyntax("tableSections", examples: [.tableSections([.init(title: "Family", rowCount: 3, isCollapsed: false),
                                                                .init(title: "Friends", rowCount: 5, isCollapsed: true)])], Spelling(
            "table", "sections|section", .slot(.sections),
            make: { .tableSections($0[0]) }, match: { if case .tableSections(let sections) = $0 { [sections] } else { nil } })),
        FormSyntax("tree", examples: [.tree([TreeDeclaration(title: "Fruit", children: [TreeDeclaration(title: "Apple")])])], Spelling(
            "tree", .slot(.treeRows), make: { .tree($0[0]) }, match: { if case .tree(let nodes) = $0 { [nodes] } else { nil } })),
        FormSyntax("label", examples: [.label(text: "…", width: 160, fontSize: 16, maxHeight: 40)], Spelling(
            "label", .slot(.string("the label's text", atMost: SpecLimits.labelCharacters)), .slot(.labelOptions),
            make: { (v: Values) -> CommandKind in
                let options: LabelOptions = v[1]
                return .label(text: v[0], width: options.width, fontSize: options.fontSize, maxHeight: options.maxHeight)
            },
            match: { if case .label(let text, let w, let f, let m) = $0 { [text, LabelOptions(width: w, fontSize: f, maxHeight: m)] } else { nil } })),
    ]

    // MARK: Settings

    static let settingWords: [(english: String, chinese: String)] = [
        ("height", "高度"), ("row height", "行高"), ("header height", "组头高度"), ("trailing actions", "右侧按钮"),
        ("destructive", "破坏性"), ("leading actions", "左侧按钮"), ("editing", "编辑"), ("delete", "删除"), ("swipe style", "滑动样式"),
        ("reveal", "露出"), ("mail", "邮件"), ("cell state", "单元格状态"), ("naive", "朴素"), ("reset", "重置"), ("remembered", "记住"),
        ("single open", "单一打开"), ("minimum press", "最短按压"), ("edge scroll", "边缘滚动"), ("edge range", "边缘范围"),
        ("reorder by", "移动方式"), ("move", "移动"), ("exchange", "交换"), ("expand mode", "展开模式"), ("independent", "独立"),
        ("accordion", "手风琴"), ("expand updates", "展开更新"), ("batched", "批量"), ("more", "展开提示"), ("less", "收起提示"),
        ("header view", "头部视图"), ("min", "最小高度"), ("header buttons", "头部按钮"), ("passes touches", "传递触摸"),
    ]

    static let settings: [FormSyntax] = [
        FormSyntax("width", examples: [.width(375)], Spelling(
            "width", .slot(.length("the width", minimum: 1)), make: { .width($0[0]) }, match: { if case .width(let v) = $0 { [v] } else { nil } })),
        FormSyntax("height", examples: [.height(667)], Spelling(
            "height", .slot(.length("the height", minimum: 1)), make: { .height($0[0]) }, match: { if case .height(let v) = $0 { [v] } else { nil } })),
        FormSyntax("rowHeight", examples: [.rowHeight(60)], Spelling(
            "row height", .slot(.length("the row height", minimum: SpecLimits.minimumRowHeight)),
            make: { .rowHeight($0[0]) }, match: { if case .rowHeight(let v) = $0 { [v] } else { nil } })),
        FormSyntax("trailingActions", examples: [.trailingActions([.init(title: "More", width: 80, isDestructive: false),
                                                                   .init(title: "Delete", width: 80, isDestructive: true)])],
            Spelling("trailing actions|action", .slot(.actions),
                     make: { .trailingActions($0[0]) }, match: { if case .trailingActions(let a) = $0 { [a] } else { nil } }),
            Spelling("actions", .slot(.actions), printing: .nowhere, make: { .trailingActions($0[0]) }, match: { _ in nil })),
        FormSyntax("leadingActions", examples: [.leadingActions([.init(title: "Flag", width: 90, isDestructive: false)])], Spelling(
            "leading actions|action", .slot(.actions), make: { .leadingActions($0[0]) }, match: { if case .leadingActions(let a) = $0 { [a] } else { nil } })),
        FormSyntax("editingDelete", examples: [.editingDelete], Spelling(
            "editing", "delete", make: { _ in .editingDelete }, match: { $0 == .editingDelete ? [] : nil })),
        FormSyntax("editingNone", examples: [.editingNone], Spelling(
            "editing", "none", make: { _ in .editingNone }, match: { $0 == .editingNone ? [] : nil })),
        FormSyntax("swipeStyle", examples: [.swipeStyle(.reveal), .swipeStyle(.mail)], Spelling(
            "swipe style", .slot(.choice(SwipeStyleSetting.self)), make: { .swipeStyle($0[0]) }, match: { if case .swipeStyle(let v) = $0 { [v] } else { nil } })),
        FormSyntax("cellState", examples: [.cellState(.naive), .cellState(.reset), .cellState(.remembered)], Spelling(
            "cell state", .slot(.choice(CellStateSetting.self)), make: { .cellState($0[0]) }, match: { if case .cellState(let v) = $0 { [v] } else { nil } })),
        FormSyntax("singleOpen", examples: [.singleOpen(true), .singleOpen(false)], Spelling(
            "single open", .slot(.onOff), make: { .singleOpen($0[0]) }, match: { if case .singleOpen(let v) = $0 { [v] } else { nil } })),
        FormSyntax("minimumPress", examples: [.minimumPress(seconds: 0.5)], Spelling(
            "minimum press", .slot(.duration("the minimum press")),
            make: { .minimumPress(seconds: $0[0]) }, match: { if case .minimumPress(let v) = $0 { [v] } else { nil } })),
        FormSyntax("edgeScroll", examples: [.edgeScroll(false)], Spelling(
            "edge scroll", .slot(.onOff), make: { .edgeScroll($0[0]) }, match: { if case .edgeScroll(let v) = $0 { [v] } else { nil } })),
        FormSyntax("edgeRange", examples: [.edgeRange(100)], Spelling(
            "edge range", .slot(.length("the edge range", minimum: 1)), make: { .edgeRange($0[0]) }, match: { if case .edgeRange(let v) = $0 { [v] } else { nil } })),
        FormSyntax("reorderBy", examples: [.reorderBy(.move), .reorderBy(.exchange)], Spelling(
            "reorder by", .slot(.choice(ReorderSetting.self)), make: { .reorderBy($0[0]) }, match: { if case .reorderBy(let v) = $0 { [v] } else { nil } })),
        FormSyntax("expandMode", examples: [.expandMode(.independent), .expandMode(.accordion)], Spelling(
            "expand mode", .slot(.choice(ExpandModeSetting.self)), make: { .expandMode($0[0]) }, match: { if case .expandMode(let v) = $0 { [v] } else { nil } })),
        FormSyntax("expandUpdates", examples: [.expandUpdates(.batched), .expandUpdates(.naive)], Spelling(
            "expand updates", .slot(.choice(ExpandUpdatesSetting.self)),
            make: { .expandUpdates($0[0]) }, match: { if case .expandUpdates(let v) = $0 { [v] } else { nil } })),
        FormSyntax("suffixes", examples: [.suffixes(more: "Read more", less: "Less"), .suffixes(more: "…", less: nil)], Spelling(
            .slot(.suffixes), make: { (v: Values) -> CommandKind in
                let suffixes: Suffixes = v[0]
                return .suffixes(more: suffixes.more, less: suffixes.less)
            },
            match: { if case .suffixes(let more, let less) = $0 { [Suffixes(more: more, less: less)] } else { nil } })),
        FormSyntax("headerView", examples: [.headerView(height: 180, min: 60), .headerView(height: 200, min: nil)], Spelling(
            "header view", .slot(.length("the header's full height", minimum: 0)), .optional("min|minimum", .length("the header's pinned height", minimum: 0)),
            make: { .headerView(height: $0[0], min: $0.optional(1)) },
            match: { if case .headerView(let height, let min) = $0 { [height, opt(min)] } else { nil } })),
        FormSyntax("headerButtons", examples: [.headerButtons([.init(title: "Back", width: 44), .init(title: "Share", width: 44)])], Spelling(
            .keyword(Keyword("header view? buttons|button", chinese: "头部按钮")), .slot(.headerButtons),
            make: { .headerButtons($0[0]) }, match: { if case .headerButtons(let b) = $0 { [b] } else { nil } })),
        FormSyntax("headerPassesTouches", examples: [.headerPassesTouches(true)], Spelling(
            "header view? passes|pass touches|touch", .slot(.onOff),
            make: { .headerPassesTouches($0[0]) }, match: { if case .headerPassesTouches(let v) = $0 { [v] } else { nil } })),
        FormSyntax("headerHeight", examples: [.headerHeight(28)], Spelling(
            "header height", .slot(.length("the header height", minimum: 0)),
            make: { .headerHeight($0[0]) }, match: { if case .headerHeight(let v) = $0 { [v] } else { nil } })),
    ]
}
