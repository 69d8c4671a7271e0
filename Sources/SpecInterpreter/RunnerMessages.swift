import Messages

/// What the runner says about a spec line that failed: an expectation that does not hold, a refusal that was not
/// expected, a hint about what to write instead. In English and Chinese side by side.
///
/// Rows are passed already named (``RefusalMessages/row(section:row:)``), numbers already formatted, titles
/// already quoted, so each entry is only words.
public enum RunnerMessages {
    // MARK: Cells

    /// `expect row R open` on a row that is not.
    public static func notOpen(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english) is not open", zh: "\(row.chinese) 没有打开")
    }

    /// `expect row R closed` on a row that is not.
    public static func notClosed(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english) is not closed", zh: "\(row.chinese) 没有关闭")
    }

    /// A cell's state as an expectation names it.
    public static let open = LocalizedText("open", zh: "打开")
    /// A cell's state as an expectation names it.
    public static let closed = LocalizedText("closed", zh: "关闭")

    /// A cell resting between open and closed, at this offset.
    public static func offset(_ value: String) -> LocalizedText {
        LocalizedText("offset \(value)", zh: "偏移 \(value)")
    }

    /// `expect row R keyframes …` that does not hold.
    public static func otherKeyframes(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english)'s last animation went through other values", zh: "\(row.chinese) 最后一次动画经过的值不对")
    }

    /// A row that has not animated.
    public static let noAnimation = LocalizedText("no animation", zh: "没有动画")

    /// `expect action "X" at …` on a row without that action.
    public static func noAction(_ quotedTitle: String, in row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english) has no action \(quotedTitle)", zh: "\(row.chinese) 没有按钮 \(quotedTitle)")
    }

    /// `expect action "X" at …` that does not hold.
    public static func actionElsewhere(_ quotedTitle: String) -> LocalizedText {
        LocalizedText("\(quotedTitle) is elsewhere", zh: "\(quotedTitle) 的位置不对")
    }

    /// A button's frame as `action … at` writes it.
    public static func frame(x: String, width: String) -> LocalizedText {
        LocalizedText("x \(x) width \(width)", zh: "x \(x) 宽度 \(width)")
    }

    /// `expect open rows …` that does not hold.
    public static let otherRowsOpen = LocalizedText("other rows are open", zh: "打开的行不对")

    /// An empty list of rows, titles or events.
    public static let none = LocalizedText("none", zh: "无")

    // MARK: Rows

    /// `expect rows …` that does not hold.
    public static let otherOrder = LocalizedText("the rows are in another order", zh: "行的顺序不对")

    /// `expect row count N` that does not hold.
    public static let otherRowCount = LocalizedText("the table shows another number of rows", zh: "表格显示的行数不对")

    /// `expect lifted …` with nothing lifted.
    public static let nothingLifted = LocalizedText("nothing is lifted", zh: "没有抬起的行")
    /// What is lifted when nothing is, as `expect nothing lifted` writes it.
    public static let nothingLiftedValue = LocalizedText("nothing lifted", zh: "无抬起")
    /// `expect lifted …` that names another row.
    public static let anotherLifted = LocalizedText("another row is lifted", zh: "抬起的是另一行")
    /// `expect nothing lifted` while a row is.
    public static let aRowIsLifted = LocalizedText("a row is lifted", zh: "有一行被抬起")

    /// A section's state as an expectation names it.
    public static let expanded = LocalizedText("expanded", zh: "展开")
    /// A section's state as an expectation names it.
    public static let collapsed = LocalizedText("collapsed", zh: "收起")

    /// `expect section N expanded` (or collapsed) that does not hold; `state` is the section's state now.
    public static func sectionIs(_ index: Int, _ state: LocalizedText) -> LocalizedText {
        LocalizedText("section \(index) is \(state.english)", zh: "分组 \(index) 是\(state.chinese)的")
    }

    /// `expect updates …` before any batch update.
    public static let noBatchUpdate = LocalizedText("there has been no batch update", zh: "还没有过批量更新")
    /// `expect updates …` that does not hold.
    public static let otherBatchUpdate = LocalizedText("the last batch update was another", zh: "最近一次批量更新不对")

    // MARK: Events and batch updates, as `expect events` and `expect updates` write them

    /// The spec language's words for events and updates, so a Chinese chapter's expected and actual values read as
    /// its own spec lines do (`打开 行 3`, `删除 [0, 0] 插入 [0, 2]`).
    public enum EventWords {
        /// `opened` / `打开`.
        public static let opened = LocalizedText("opened", zh: "打开")
        /// `closed` / `关闭`.
        public static let closed = LocalizedText("closed", zh: "关闭")
        /// `tapped` / `点击`.
        public static let tapped = LocalizedText("tapped", zh: "点击")
        /// `in` / `在`.
        public static let inPlace = LocalizedText("in", zh: "在")
        /// `header` / `头部视图`.
        public static let header = LocalizedText("header", zh: "头部视图")
        /// `deleted` / `删除`.
        public static let deleted = LocalizedText("deleted", zh: "删除")
        /// `inserted` / `插入`.
        public static let inserted = LocalizedText("inserted", zh: "插入")
        /// `lifted` / `抬起`.
        public static let lifted = LocalizedText("lifted", zh: "抬起")
        /// `moved` / `移动`.
        public static let moved = LocalizedText("moved", zh: "移动")
        /// `to` / `到`.
        public static let to = LocalizedText("to", zh: "到")
        /// `dropped` / `放下`.
        public static let dropped = LocalizedText("dropped", zh: "放下")
        /// `expanded` / `展开`.
        public static let expanded = LocalizedText("expanded", zh: "展开")
        /// `collapsed` / `收起`.
        public static let collapsed = LocalizedText("collapsed", zh: "收起")
        /// `section` / `分组`.
        public static let section = LocalizedText("section", zh: "分组")
        /// `label` / `文本`.
        public static let label = LocalizedText("label", zh: "文本")

        /// Every keyword: what the catalogue test reads.
        public static let all = [opened, closed, tapped, inPlace, header, deleted, inserted, lifted, moved, to, dropped, expanded, collapsed, section, label]
    }

    // MARK: The label and the header

    /// `expect label text "…"` that does not hold.
    public static let labelText = LocalizedText("the label shows other text", zh: "文本显示的文字不对")
    /// `expect label ends with "…"` that does not hold.
    public static let labelEnding = LocalizedText("the label ends otherwise", zh: "文本的结尾不对")
    /// `expect label lines N` that does not hold.
    public static let labelLines = LocalizedText("the label has another number of lines", zh: "文本的行数不对")

    /// `expect events …` that does not hold.
    public static let otherEvents = LocalizedText("other events happened", zh: "发生的事件不对")

    // MARK: Refusals and `expect error`

    /// `expect error` after a command that succeeded.
    public static let notRefused = LocalizedText("the previous command was not refused", zh: "上一条命令没有被拒绝")

    /// What `expect error "…"` expected (`quotedText` in the spec language's quotes).
    public static func refusalContaining(_ quotedText: String) -> LocalizedText {
        LocalizedText("a refusal containing \(quotedText)", zh: "一次消息包含 \(quotedText) 的拒绝")
    }

    /// What happened instead of a refusal.
    public static let succeeded = LocalizedText("it succeeded", zh: "命令成功了")

    /// `expect error "…"` whose text the refusal does not contain.
    public static let otherRefusal = LocalizedText(
        "the refusal's message does not contain the expected text", zh: "拒绝的消息里没有期望的文字"
    )

    /// A refused command followed by what to do about it.
    public static func refusal(_ message: LocalizedText, hint: LocalizedText) -> LocalizedText {
        LocalizedText("\(message.english); \(hint.english)", zh: "\(message.chinese)；\(hint.chinese)")
    }

    /// What to do when `release` or `cancel` is refused.
    public static let startAGesture = LocalizedText(
        "start a gesture first (`pan row 3 by -60` or `long-press row 2`)", zh: "先开始一个手势（`滑动 行 3 位移 -60` 或 `长按 行 2`）"
    )
    /// What to do when `drag` or `drop` is refused.
    public static let longPressFirst = LocalizedText("long-press a row first", zh: "先 `长按` 一行")

    /// A cell expectation failing while a pan's finger is down since a line (`text` as written there).
    public static func fingerStillDown(line: Int, text: String) -> LocalizedText {
        LocalizedText("; a finger is still down since line \(line) (`\(text)`): `release` it first",
                      zh: "；从第 \(line) 行（`\(text)`）起手指一直按着：先 `松开`")
    }

    // MARK: Blocks and chapters

    /// A chapter whose first block does not start with a fixture.
    public static let firstBlockNeedsFixture = LocalizedText(
        "the first block of a chapter must start with a fixture: `table`, `tree` or `label`",
        zh: "一章的第一个代码块必须以夹具开始：`表格`、`树` 或 `文本`"
    )
    /// What a first block should start with.
    public static let aFixture = LocalizedText("a fixture such as `table 30 rows`", zh: "一个夹具，比如 `表格 30 行`")

    /// A block not run because an earlier block of its own step failed (`place` is file:line:column).
    public static func notRunAfter(_ place: String) -> LocalizedText {
        LocalizedText("not run: an earlier block of this step failed at \(place)", zh: "未运行：本步骤前面的代码块在 \(place) 处失败")
    }

    /// A block blocked by a failure in an earlier step (`place` is file:line:column).
    public static func blockedBy(_ place: String) -> LocalizedText {
        LocalizedText("blocked by the failure at \(place)", zh: "受阻于 \(place) 处的失败")
    }

    // MARK: Around a failure

    /// The label before what was expected, with its space (the two labels line up).
    public static let expectedLabel = LocalizedText("expected: ", zh: "期望：")
    /// The label before what was found, with its space.
    public static let actualLabel = LocalizedText("actual:   ", zh: "实际：")

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        let row = RefusalMessages.row(section: 0, row: 3)
        return [
            notOpen(row), notClosed(row), open, closed, offset("30"), otherKeyframes(row), noAnimation,
            noAction("\"Flag\"", in: row), actionElsewhere("\"Flag\""), frame(x: "0", width: "80"),
            otherRowsOpen, none, otherOrder, otherRowCount, nothingLifted, nothingLiftedValue,
            anotherLifted, aRowIsLifted, expanded, collapsed, sectionIs(1, expanded),
            noBatchUpdate, otherBatchUpdate, labelText, labelEnding, labelLines, otherEvents,
            notRefused, refusalContaining("\"x\""), succeeded, otherRefusal,
            refusal(RefusalMessages.noPanToRelease, hint: startAGesture), startAGesture, longPressFirst,
            fingerStillDown(line: 12, text: "pan row 3 by -60"), firstBlockNeedsFixture, aFixture,
            notRunAfter("a.md:6:1"), blockedBy("a.md:6:1"), expectedLabel, actualLabel,
        ] + EventWords.all
    }
}
