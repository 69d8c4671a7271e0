import Messages

/// One command of the spec language, described once: the words that start it, its keywords and their Chinese
/// aliases, how to parse it, and examples.
///
/// The parser dispatches on ``keys``; the Chinese alias table (``ChineseAliases``), the phrases that "did you mean"
/// offers, and the list of what may follow `expect` are all derived from the descriptions in ``SpecVocabulary``.
/// The examples are what the tests hold the rest of the tool to: each parses, reads back as itself in canonical
/// form, says the same in Chinese word for word, exports to Swift, and stands in chapter 00.
public struct CommandDescription: Sendable {
    /// What a line of the command does.
    public enum Role: String, Sendable, CaseIterable {
        /// Starts a fresh world.
        case fixture
        /// Changes the world without touching it.
        case setting
        /// A finger or the clock acts on the world.
        case gesture
        /// Checks the world; the line starts with `expect` and the keys follow it.
        case expectation
    }

    /// How a line of the command is read: from its first key word (which is not consumed yet) to the line's end.
    typealias CommandParse = @Sendable (inout LineParser) throws(LineFailure) -> CommandKind
    typealias ExpectationParse = @Sendable (inout LineParser) throws(LineFailure) -> Expectation
    enum Parse: Sendable {
        case command(CommandParse)
        case expectation(ExpectationParse)
    }

    public let role: Role
    /// The words the parser dispatches on, first word first (`row height`; after `expect` for an expectation).
    /// A line goes to the description whose key matches the most words; one with a one-word key takes every line
    /// starting with that word that no longer key matches, and reports what should have followed it.
    public let keys: [String]
    /// The English phrases a line of the command starts with (after `expect` for an expectation): what
    /// "did you mean" offers for an unknown command, and what the parser lists after a bare `expect`.
    public let starts: [String]
    /// The command's keywords (English phrase, word-for-word Chinese alias). A word many commands use (`row`, `on`)
    /// is in ``SpecVocabulary/commonWords`` instead.
    public let aliases: [(english: String, chinese: String)]
    /// Chinese phrases that read more naturally than the word-for-word aliases and mean the same
    /// (`行数` for `行 数量`), each with the English words it stands for.
    public let naturalAliases: [(english: String, chinese: String)]
    /// Lines in canonical English, one or more for each form the command takes (`tap row 3`, `tap label`, …).
    public let examples: [String]
    let parse: Parse

    /// A fixture, setting or gesture.
    init(
        _ role: Role, keys: [String], starts: [String]? = nil, aliases: [(String, String)], natural: [(String, String)] = [],
        examples: [String], parse: @escaping CommandParse
    ) {
        self.role = role
        self.keys = keys
        self.starts = starts ?? keys
        self.aliases = aliases.map { (english: $0.0, chinese: $0.1) }
        self.naturalAliases = natural.map { (english: $0.0, chinese: $0.1) }
        self.examples = examples
        self.parse = .command(parse)
    }

    /// An expectation: `keys` and `starts` are what follows `expect`.
    init(
        expectation keys: [String], starts: [String]? = nil, aliases: [(String, String)], natural: [(String, String)] = [],
        examples: [String], parse: @escaping ExpectationParse
    ) {
        self.role = .expectation
        self.keys = keys
        self.starts = starts ?? keys
        self.aliases = aliases.map { (english: $0.0, chinese: $0.1) }
        self.naturalAliases = natural.map { (english: $0.0, chinese: $0.1) }
        self.examples = examples
        self.parse = .expectation(parse)
    }
}

/// Every command of the spec language (SPEC-LANGUAGE.md), one ``CommandDescription`` each.
///
/// ## Adding a command
///
/// 1. Add its case to ``CommandKind`` (or ``Expectation``) and to ``CommandForm``. The compiler then asks for its
///    canonical text (``CanonicalForm``, which translation sync compares) and its form (`CommandKind.form`).
/// 2. Add one ``CommandDescription`` to ``commands``: its role, the words that start it, its keywords with their
///    Chinese aliases, its parse function (the helpers of `LineParser` read rows, numbers, durations and strings
///    and say what was expected), and an example line in canonical English for each form it takes.
/// 3. Perform it in the runner: `World.perform(_:)` (ChapterRunner/World+Commands.swift) or `World.check(_:)`.
/// 4. Export it: one case in ScenarioExport's `SwiftCommands` or `SwiftExpectations`.
/// 5. Show it in chapter 00 in both languages: an example in a spec block, and its aliases in the Chinese keyword
///    table.
///
/// `SpecVocabularyTests` (and ScenarioExport's `ExportCoverageTests`) fail until each step is done: a form
/// without an example, an example that does not parse, does not read back as itself, has a keyword without a
/// Chinese alias, does not export, or is missing from chapter 00.
public enum SpecVocabulary {
    /// Words that many commands use, with their Chinese aliases.
    public static let commonWords: [(english: String, chinese: String)] = [
        ("row", "行"), ("section", "分组"), ("none", "无"), ("on", "开"), ("off", "关"), ("expect", "期望"),
        ("in", "在"), ("to", "到"), ("at", "位于"),
    ]

    /// The commands, in the order of the reference chapter.
    public static let commands: [CommandDescription] = fixtures + settings + gestures + expectations

    // MARK: Fixtures

    static let fixtures: [CommandDescription] = [
        CommandDescription(
            .fixture, keys: ["table"], aliases: [("table", "表格"), ("titled", "标题"), ("collapsed", "收起")],
            examples: ["table 30 rows", "table 30 rows titled \"Item #{n}\"", "table sections \"A\" 3, \"B\" 5 collapsed"],
            parse: { (p: inout LineParser) throws(LineFailure) in try p.table() }
        ),
        CommandDescription(
            .fixture, keys: ["tree"], aliases: [("tree", "树")], examples: ["tree"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .tree([]) }
        ),
        CommandDescription(
            .fixture, keys: ["label"],
            aliases: [("label", "文本"), ("width", "宽度"), ("font", "字号"), ("max height", "最大高度")],
            examples: ["label \"TEXT\" width 200 font 16 max height 80"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                let first = p.current
                do throws(LineFailure) {
                    return try p.labelFixture()
                } catch {
                    // `label height 80` is most likely `expect label height 80`.
                    let suggestion = p.suggesting ? error.suggestion ?? first.flatMap(p.asExpectation(startingWith:)) : nil
                    throw LineFailure(offset: error.offset, message: error.message, suggestion: suggestion)
                }
            }
        ),
    ]

    // MARK: Settings

    static let settings: [CommandDescription] = [
        CommandDescription(
            .setting, keys: ["width"], aliases: [("width", "宽度")], examples: ["width 375"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .width(try p.length("the width", minimum: 1)) }
        ),
        CommandDescription(
            .setting, keys: ["height"], aliases: [("height", "高度")], examples: ["height 667"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .height(try p.length("the height", minimum: 1)) }
        ),
        CommandDescription(
            .setting, keys: ["row height"], aliases: [("row height", "行高")], examples: ["row height 60"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 2
                return .rowHeight(try p.length("the row height", minimum: SpecLimits.minimumRowHeight))
            }
        ),
        CommandDescription(
            .setting, keys: ["header height"], aliases: [("header height", "组头高度")], examples: ["header height 28"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 2; return .headerHeight(try p.length("the header height", minimum: 0)) }
        ),
        CommandDescription(
            .setting, keys: ["trailing", "actions"], starts: ["trailing actions", "actions"],
            aliases: [("trailing actions", "右侧按钮"), ("destructive", "破坏性")],
            examples: ["trailing actions \"More\" 80, \"Delete\" 80 destructive"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                if p.accept("trailing") { try p.expect("actions", "action", context: p.after("trailing")) } else { p.index += 1 }
                return .trailingActions(try p.actions())
            }
        ),
        CommandDescription(
            .setting, keys: ["leading"], starts: ["leading actions"], aliases: [("leading actions", "左侧按钮"), ("destructive", "破坏性")],
            examples: ["leading actions \"Flag\" 80"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("actions", "action", context: p.after("leading"))
                return .leadingActions(try p.actions())
            }
        ),
        CommandDescription(
            .setting, keys: ["editing"], aliases: [("editing", "编辑"), ("delete", "删除")],
            examples: ["editing delete", "editing none"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                if p.accept("delete") { return .editingDelete }
                if p.accept("none") { return .editingNone }
                throw p.fail(ParserMessages.expectedOneOf([p.keyword("delete"), p.keyword("none")], p.after("editing"), found: p.found), suggestion: p.suggestion(among: ["delete", "none"]))
            }
        ),
        CommandDescription(
            .setting, keys: ["swipe"], starts: ["swipe style"], aliases: [("swipe style", "滑动样式"), ("reveal", "露出"), ("mail", "邮件")],
            examples: ["swipe style reveal", "swipe style mail"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("style", context: p.after("swipe"))
                return .swipeStyle(try p.choice(after: "swipe style", [("reveal", .reveal), ("mail", .mail)]))
            }
        ),
        CommandDescription(
            .setting, keys: ["cell"], starts: ["cell state"],
            aliases: [("cell state", "单元格状态"), ("naive", "朴素"), ("reset", "重置"), ("remembered", "记住")],
            examples: ["cell state naive", "cell state reset", "cell state remembered"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("state", context: p.after("cell"))
                return .cellState(try p.choice(after: "cell state", [("naive", .naive), ("reset", .reset), ("remembered", .remembered)]))
            }
        ),
        CommandDescription(
            .setting, keys: ["single"], starts: ["single open"], aliases: [("single open", "单一打开")], natural: [("single open", "只开一行")],
            examples: ["single open on", "single open off"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("open", context: p.after("single"))
                return .singleOpen(try p.onOff("single open"))
            }
        ),
        CommandDescription(
            .setting, keys: ["minimum"], starts: ["minimum press"], aliases: [("minimum press", "最短按压")], examples: ["minimum press 0.5s"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("press", context: p.after("minimum"))
                return .minimumPress(seconds: try p.duration("the minimum press"))
            }
        ),
        CommandDescription(
            .setting, keys: ["edge"], starts: ["edge scroll", "edge range"], aliases: [("edge scroll", "边缘滚动"), ("edge range", "边缘范围")],
            examples: ["edge scroll on", "edge scroll off", "edge range 150"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                if p.accept("scroll") { return .edgeScroll(try p.onOff("edge scroll")) }
                if p.accept("range") { return .edgeRange(try p.length("the edge range", minimum: 1)) }
                throw p.fail(ParserMessages.expectedOneOf([p.keyword("scroll"), p.keyword("range")], p.after("edge"), found: p.found), suggestion: p.suggestion(among: ["scroll", "range"]))
            }
        ),
        CommandDescription(
            .setting, keys: ["reorder"], starts: ["reorder by"], aliases: [("reorder by", "移动方式"), ("move", "移动"), ("exchange", "交换")],
            examples: ["reorder by move", "reorder by exchange"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("by", context: p.after("reorder"))
                return .reorderBy(try p.choice(after: "reorder by", [("move", .move), ("exchange", .exchange)]))
            }
        ),
        CommandDescription(
            .setting, keys: ["expand"], starts: ["expand mode", "expand updates"],
            aliases: [("expand mode", "展开模式"), ("independent", "独立"), ("accordion", "手风琴"), ("expand updates", "展开更新"),
                      ("batched", "批量"), ("naive", "朴素")],
            examples: ["expand mode independent", "expand mode accordion", "expand updates batched", "expand updates naive"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                if p.accept("mode") {
                    return .expandMode(try p.choice(after: "expand mode", [("independent", .independent), ("accordion", .accordion)]))
                }
                if p.accept("updates") { return .expandUpdates(try p.choice(after: "expand updates", [("batched", .batched), ("naive", .naive)])) }
                throw p.fail(ParserMessages.expectedOneOf([p.keyword("mode"), p.keyword("updates")], p.after("expand"), found: p.found), suggestion: p.suggestion(among: ["mode", "updates"]))
            }
        ),
        CommandDescription(
            .setting, keys: ["more", "less"], aliases: [("more", "展开提示"), ("less", "收起提示")],
            examples: ["more \"...全文\" less \"收起\"", "more \"…\"", "less \"Less\""],
            parse: { (p: inout LineParser) throws(LineFailure) in try p.suffixes() }
        ),
        CommandDescription(
            .setting, keys: ["header"], starts: ["header view", "header buttons", "header passes touches"],
            aliases: [("header view", "头部视图"), ("min", "最小高度"), ("header buttons", "头部按钮"), ("passes touches", "传递触摸")],
            examples: ["header view 200", "header view 200 min 64", "header buttons \"Back\" 44, \"Share\" 44",
                       "header passes touches on", "header passes touches off"],
            parse: { (p: inout LineParser) throws(LineFailure) in try p.floatingHeaderSetting() }
        ),
    ]

    // MARK: Gestures

    static let gestures: [CommandDescription] = [
        CommandDescription(
            .gesture, keys: ["pull"], starts: ["pull down"], aliases: [("pull down", "下拉")], examples: ["pull down 80"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("down", context: p.after("pull"))
                return .pullDown(try p.length("how far to pull down", minimum: 0))
            }
        ),
        CommandDescription(
            .gesture, keys: ["pan"], aliases: [("pan", "滑动"), ("from", "起点"), ("by", "位移"), ("header view", "头部视图")],
            examples: ["pan row 3 by -60", "pan row 3 from x 300 by -30, -90", "pan header by -100"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return try p.pan() }
        ),
        CommandDescription(
            .gesture, keys: ["release"], aliases: [("release", "松开"), ("with velocity", "速度")],
            examples: ["release", "release with velocity -800"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                if p.accept("with") {
                    try p.expect("velocity", context: p.after("release with"))
                    return .release(velocity: try p.number("the velocity in points per second"))
                }
                if p.accept("velocity") { return .release(velocity: try p.number("the velocity in points per second")) }
                return .release(velocity: nil)
            }
        ),
        CommandDescription(
            .gesture, keys: ["cancel"], aliases: [("cancel", "取消")], examples: ["cancel"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .cancel }
        ),
        CommandDescription(
            .gesture, keys: ["tap"], aliases: [("tap", "点击"), ("header", "组头"), ("label", "文本"), ("header view", "头部视图")],
            natural: [("的", "的")],
            examples: ["tap \"Delete\" in row 3", "tap row 3", "tap header 1", "tap header \"A\"", "tap label", "tap \"Back\" in header"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return try p.tap() }
        ),
        CommandDescription(
            .gesture, keys: ["scroll"], starts: ["scroll to", "scroll by"], aliases: [("scroll to", "滚动到"), ("scroll by", "滚动")],
            examples: ["scroll to 440", "scroll by -44"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                if p.accept("to") { return .scrollTo(try p.number("the content offset")) }
                if p.accept("by") { return .scrollBy(try p.number("the distance to scroll")) }
                throw p.fail(ParserMessages.expectedOneOf([p.keyword("to"), p.keyword("by")], p.after("scroll"), found: p.found), suggestion: p.suggestion(among: ["to", "by"]))
            }
        ),
        CommandDescription(
            .gesture, keys: ["long-press", "longpress"], starts: ["long-press"], aliases: [("long-press", "长按"), ("for", "持续")],
            examples: ["long-press row 2", "long-press row 2 for 0.5s", "long-press at y 300"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return try p.longPress() }
        ),
        CommandDescription(
            .gesture, keys: ["drag"], starts: ["drag to", "drag by"], aliases: [("drag to", "拖到"), ("drag by", "拖动")],
            examples: ["drag to y 500", "drag to row 7", "drag by 44"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                if p.accept("to") {
                    if p.accept("y") { return .dragTo(.viewportY(try p.number("the finger's y"))) }
                    return .dragTo(.row(try p.rowReference()))
                }
                if p.accept("by") { return .dragBy(try p.number("the distance to drag")) }
                throw p.fail(ParserMessages.expectedOneOf([p.keyword("to"), p.keyword("by")], p.after("drag"), found: p.found), suggestion: p.suggestion(among: ["to", "by"]))
            }
        ),
        CommandDescription(
            .gesture, keys: ["hold"], aliases: [("hold", "停留")], examples: ["hold 1s"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .hold(seconds: try p.duration("how long to hold")) }
        ),
        CommandDescription(
            .gesture, keys: ["drop"], aliases: [("drop", "放下")], examples: ["drop"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .drop }
        ),
        CommandDescription(
            .gesture, keys: ["wait"], aliases: [("wait", "等待")], examples: ["wait 0.3s"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .wait(seconds: try p.duration("how long to wait")) }
        ),
    ]

    // MARK: Expectations

    static let expectations: [CommandDescription] = [
        CommandDescription(
            expectation: ["row", "rows"],
            aliases: [("open", "打开"), ("closed", "关闭"), ("offset", "偏移"), ("keyframes", "关键帧"), ("visible actions", "可见按钮"),
                      ("is", "是"), ("level", "层级"), ("count", "数量")],
            natural: [("row count", "行数")],
            examples: [
                "expect row 3 open", "expect row 3 closed", "expect row 3 offset 60", "expect row 3 keyframes 180, 160",
                "expect row 3 visible actions \"More\", \"Delete\"", "expect row 3 visible actions none", "expect rows \"A\", \"B\"",
                "expect row 2 is \"Item #5\"", "expect row 3 level 1", "expect row count 29", "expect row 3 y 32",
                "expect row 3 height 44",
            ],
            parse: { (p: inout LineParser) throws(LineFailure) in try p.rowExpectations() }
        ),
        CommandDescription(
            expectation: ["section", "sections"], aliases: [("expanded", "展开"), ("collapsed", "收起"), ("count", "数量")],
            natural: [("row count", "行数")],
            examples: ["expect section \"A\" rows \"A #2\", \"A #1\"", "expect section 1 row count 0", "expect section \"A\" expanded",
                       "expect section \"A\" collapsed"],
            parse: { (p: inout LineParser) throws(LineFailure) in try p.sectionExpectation() }
        ),
        CommandDescription(
            expectation: ["action"], aliases: [("action", "按钮"), ("width", "宽度")],
            examples: ["expect action \"Delete\" in row 3 at x 240 width 80"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                let title = try p.string("the action's title")
                try p.expect("in", context: ParserMessages.afterTheActionTitle)
                let row = try p.rowReference()
                try p.expect("at", context: ParserMessages.beforeTheButtonX)
                try p.expect("x", context: p.after("at"))
                let x = try p.number("the button's x")
                try p.expect("width", context: ParserMessages.afterTheButtonX)
                return .actionFrame(title: title, row: row, x: x, width: try p.number("the button's width"))
            }
        ),
        CommandDescription(
            expectation: ["open"], starts: ["open rows"], aliases: [("open rows", "打开的行")],
            examples: ["expect open rows 0, 3", "expect open rows none"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("rows", "row", context: p.after("open"))
                if p.accept("none") { return .openRows([]) }
                return .openRows(try p.commaList({ (p: inout LineParser) throws(LineFailure) -> RowReference in try p.listedRow() },
                                                 while: { $0.peekNumber || $0.peekString || $0.peek("row") }))
            }
        ),
        CommandDescription(
            expectation: ["lifted"], aliases: [("lifted", "抬起")], examples: ["expect lifted row 2", "expect lifted \"Item #3\""],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .lifted(try p.listedRow()) }
        ),
        CommandDescription(
            expectation: ["nothing"], starts: ["nothing lifted"], aliases: [("nothing lifted", "无抬起")],
            natural: [("nothing lifted", "没有抬起的行")], examples: ["expect nothing lifted"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("lifted", context: p.after("nothing"))
                return .nothingLifted
            }
        ),
        CommandDescription(
            expectation: ["content"], starts: ["content offset"], aliases: [("content offset", "内容偏移")], examples: ["expect content offset 120"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("offset", context: p.after("content"))
                return .contentOffset(try p.number("the content offset"))
            }
        ),
        CommandDescription(
            expectation: ["visible"], starts: ["visible rows"], aliases: [("visible rows", "可见行")], examples: ["expect visible rows 12"],
            parse: { (p: inout LineParser) throws(LineFailure) in
                p.index += 1
                try p.expect("rows", "row", context: p.after("visible"))
                return .visibleRows(try p.count("the number of visible rows"))
            }
        ),
        CommandDescription(
            expectation: ["updates", "update"], starts: ["updates"], aliases: [("updates", "更新"), ("delete", "删除"), ("inserted", "插入")],
            examples: ["expect updates deleted [0, 0], [0, 1] inserted [1, 0]", "expect updates deleted none inserted [1, 0]"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return try p.updates() }
        ),
        CommandDescription(
            expectation: ["header"], aliases: [("header view", "头部视图"), ("height", "高度"), ("picture", "图片"), ("offset", "偏移"), ("scale", "缩放")],
            examples: ["expect header height 136", "expect header picture offset -50", "expect header picture scale 1.4"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return try p.headerExpectation() }
        ),
        CommandDescription(
            expectation: ["label"],
            aliases: [("label", "文本"), ("height", "高度"), ("text", "文字"), ("ends with", "结尾是"), ("label lines", "文本行数")],
            examples: ["expect label height 80", "expect label text \"x\"", "expect label ends with \"...全文\"", "expect label lines 4"],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return try p.labelExpectation() }
        ),
        CommandDescription(
            expectation: ["events", "event"], starts: ["events"],
            aliases: [("events", "事件"), ("open", "打开"), ("closed", "关闭"), ("tap", "点击"), ("delete", "删除"), ("lifted", "抬起"),
                      ("move", "移动"), ("drop", "放下"), ("expanded", "展开"), ("collapsed", "收起"), ("label", "文本"),
                      ("header view", "头部视图")],
            natural: [("的", "的")],
            examples: [
                "expect events: opened row 3, closed row 3, tapped \"More\" in row 3, deleted row 3",
                "expect events: lifted row 2, moved row 2 to row 5, dropped row 5",
                "expect events: expanded section 1, collapsed section 0, expanded row 0, collapsed row 0, expanded label, collapsed label",
                "expect events: none", "expect events: tapped \"Back\" in header",
            ],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .events(try p.events()) }
        ),
        CommandDescription(
            expectation: ["error"], aliases: [("error", "错误")], examples: ["expect error \"Invalid update\""],
            parse: { (p: inout LineParser) throws(LineFailure) in p.index += 1; return .error(try p.string("part of the refusal's message")) }
        ),
    ]

    // MARK: Derived

    /// A description's parse function under one key, for the parser's dispatch.
    struct Entry: Sendable {
        var key: [String]
        var parse: CommandDescription.Parse
    }

    /// Fixtures, settings and gestures by the first word of their keys, the longest key first.
    static let commandEntries: [String: [Entry]] = entries(commands.filter { $0.role != .expectation })
    /// Expectations by the first word after `expect`, the longest key first.
    static let expectationEntries: [String: [Entry]] = entries(commands.filter { $0.role == .expectation })

    private static func entries(_ descriptions: [CommandDescription]) -> [String: [Entry]] {
        var result: [String: [Entry]] = [:]
        for description in descriptions {
            for key in description.keys {
                let words = key.split(separator: " ").map(String.init)
                result[words[0], default: []].append(Entry(key: words, parse: description.parse))
            }
        }
        for word in result.keys { result[word]!.sort { $0.key.count > $1.key.count } }
        return result
    }

    /// What may follow `expect`, in English, for messages and suggestions.
    static let expectationStarts: [String] = unique(commands.filter { $0.role == .expectation }.flatMap(\.starts))

    /// Phrases that start a line, in English: each fixture's, setting's and gesture's, and `expect`.
    static let commandStarts: [String] = unique(commands.filter { $0.role != .expectation }.flatMap(\.starts) + ["expect"])

    /// `(alias, English words)` of every word-for-word alias: the common words, then each command's, once each.
    static let wordForWordAliases: [(alias: String, english: String)] = uniquePairs(
        commonWords + commands.flatMap(\.aliases)
    )

    /// `(alias, English words)` of every natural phrase, once each.
    static let naturalAliases: [(alias: String, english: String)] = uniquePairs(commands.flatMap(\.naturalAliases))

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    private static func uniquePairs(_ pairs: [(english: String, chinese: String)]) -> [(alias: String, english: String)] {
        var seen = Set<String>()
        return pairs.filter { seen.insert($0.chinese + "\u{0}" + $0.english).inserted }.map { (alias: $0.chinese, english: $0.english) }
    }
}
