import AppScreen
import Messages
import TableModel
import TableScene

/// The expectation forms declared as ``ExpectationDefinition``s: each one here is the whole of its form, and the
/// grammar, the plan, both backends, the reader's app, the messages and the tests read it from this list.
///
/// The other expectation forms are still written as grammar entries with their own plan and backend cases; see the
/// product manual's article "Adding a spec form" for what moving one here takes.
public enum ExpectationForms {
    /// Every declared form, in the order the reference chapter shows them.
    public static let all: [ExpectationDefinition] = cells + rows + table

    /// The forms about a cell on screen.
    static let cells: [ExpectationDefinition] = [
        .about(.cell, "expectRowOffset", "offset", value: ParserMessages.noun("the offset"), example: 150.0,
               scene: .refusing("offset(of:)") { scene, row throws(Refusal) in try scene.offset(of: row) },
               app: .reads { screen, row in screen.cell(at: row)?.specOffset },
               failure: LocalizedText("{row} has another offset", zh: "{row} 的偏移不对")),
        .about(.cell, "expectVisibleActions", "visible actions|action", words: [("visible actions", "可见按钮")], value: ParserMessages.noun("an action's title"),
               example: ["Delete", "More"],
               scene: .refusing("visibleActions(of:)") { scene, row throws(Refusal) in try scene.visibleActions(of: row) },
               app: .reads { screen, row in screen.cell(at: row)?.visibleActionTitles },
               failure: LocalizedText("{row} shows other actions", zh: "{row} 露出的按钮不对")),
    ]

    /// The forms about a row the table shows.
    static let rows: [ExpectationDefinition] = [
        .about(.row, "expectRowIs", "is", value: ParserMessages.noun("the row's title"), example: "Item #3",
               scene: .member("title(of:)") { $0.title(of: $1) ?? "" },
               app: .reads { screen, row in screen.cell(at: row).flatMap(screen.shownTitle(of:)) },
               failure: LocalizedText("{row} has another title", zh: "{row} 的标题不对")),
        .about(.row, "expectRowLevel", "level", words: [("level", "层级")], value: ParserMessages.noun("the level"), example: 1,
               scene: .member("level(of:)") { $0.level(of: $1) ?? 0 },
               app: .reads { screen, row in screen.level(at: row) },
               failure: LocalizedText("{row} is at another level", zh: "{row} 的层级不对")),
        .about(.row, "expectRowY", "y", value: ParserMessages.noun("the row's top in the viewport"), example: 90.0,
               scene: .member("viewportTop(of:)") { $0.viewportTop(of: $1) },
               app: .reads { screen, row in screen.viewportTop(of: row) },
               failure: LocalizedText("{row}'s top is elsewhere in the viewport", zh: "{row} 的顶边在视口中的位置不对")),
        .about(.row, "expectRowHeight", "height", value: ParserMessages.noun("the row's height"), example: 44.0,
               scene: .member("height(of:)") { $0.height(of: $1) },
               app: .reads { screen, row in screen.cell(at: row)?.frame.height },
               failure: LocalizedText("{row} has another height", zh: "{row} 的高度不对")),
        .about(.row, "expectRowAlpha", "alpha", words: [("alpha", "透明度")],
               value: LocalizedText("the row's alpha", zh: "这一行的透明度"), example: 1.0,
               scene: .member("alpha(of:)") { $0.alpha(of: $1) },
               app: .reads { screen, row in screen.cell(at: row)?.alpha },
               failure: LocalizedText("{row} has another alpha", zh: "{row} 的透明度不对")),
    ]

    /// The forms about the table, its label and its header.
    static let table: [ExpectationDefinition] = [
        .aboutTable("expectContentOffset", "content offset", words: [("content offset", "内容偏移")], value: ParserMessages.noun("the content offset"), example: 600.0,
                    scene: .member("contentOffset") { scene, _ in scene.contentOffset },
                    app: .reads { screen, _ in screen.table?.specContentOffset },
                    failure: LocalizedText("the table is scrolled elsewhere", zh: "表格滚动的位置不对")),
        .aboutTable("expectVisibleRows", "visible rows|row", words: [("visible rows", "可见行")], value: ParserMessages.noun("the number of visible rows"), example: 12,
                    scene: .member("visibleRowCount") { scene, _ in scene.visibleRowCount },
                    app: .reads { screen, _ in screen.visibleRowCount },
                    failure: LocalizedText("another number of rows is visible", zh: "可见的行数不对")),
        .aboutTable("expectHapticTaps", "haptic taps", words: [("haptic taps", "触感反馈")], value: LocalizedText("the number of haptic taps", zh: "触感反馈的次数"),
                    example: 2,
                    scene: .member("hapticTaps") { scene, _ in scene.hapticTaps },
                    app: .reads { screen, _ in screen.feedback.count },
                    failure: LocalizedText("another number of haptic taps was given", zh: "触感反馈的次数不对")),
        .aboutTable("expectLabelHeight", "label", "height", value: ParserMessages.noun("the label's height"), example: 40.0,
                    scene: .refusing("labelHeight()") { scene, _ throws(Refusal) in try scene.labelHeight() },
                    app: .reads { screen, _ in screen.label?.frame.height },
                    failure: LocalizedText("the label has another height", zh: "文本的高度不对")),
        .aboutTable("expectHeaderHeight", "header view? height", value: ParserMessages.noun("the header's height"), example: 90.0,
                    scene: .refusing("headerHeight()") { scene, _ throws(Refusal) in try scene.headerHeight() },
                    app: .reads { screen, _ in screen.headerView?.frame.height },
                    failure: LocalizedText("the header has another height", zh: "头部视图的高度不对")),
        .aboutTable("expectHeaderPictureOffset", "header view? picture", "offset", value: ParserMessages.noun("the picture's offset"),
                    example: -45.0,
                    scene: .refusing("headerPictureOffset()") { scene, _ throws(Refusal) in try scene.headerPictureOffset() },
                    app: .reads { screen, _ in screen.headerPictureOffset },
                    failure: LocalizedText("the header's picture is elsewhere", zh: "头部视图图片的位置不对")),
        .aboutTable("expectHeaderPictureScale", "header view? picture", "scale", words: [("scale", "缩放")], value: ParserMessages.noun("the picture's scale"),
                    example: 1.25,
                    scene: .refusing("headerPictureScale()") { scene, _ throws(Refusal) in try scene.headerPictureScale() },
                    app: .reads { screen, _ in screen.headerPictureScale },
                    failure: LocalizedText("the header's picture has another scale", zh: "头部视图图片的缩放不对")),
    ]

    /// The declared form named `name` (`expectRowAlpha`).
    public static func named(_ name: String) -> ExpectationDefinition? { inForce.first { $0.name == name } }
}

extension Expectation {
    /// A line of the declared form `name`, as the parser reads it: `.defined("expectRowHeight", row: .index(section: 0,
    /// row: 3), 44.0)` is `expect row 3 height 44`. `nil` when no form has that name.
    public static func defined<Value: FormValue>(_ name: String, row: RowReference? = nil, _ value: Value) -> Expectation? {
        ExpectationForms.named(name).map { .defined(DefinedExpectation(form: DefinedForm($0), row: row, expected: value.expected)) }
    }
}
