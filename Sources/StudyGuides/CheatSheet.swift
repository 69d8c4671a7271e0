import SpecLanguage

/// The spec language on one printed page: every command and expectation as a short example, in English and in
/// Chinese, grouped as chapter 00 groups them, plus the rules that apply everywhere.
///
/// Every example is spec language the parser accepts, and each Chinese example parses to the English one's
/// canonical form; every alias of ``ChineseAliases/table`` appears in some Chinese example, the natural phrases
/// (`行数`, `只开一行`) standing for the word-for-word aliases they replace. Tests check all three,
/// so the sheet cannot drift from the parser or the alias table.
enum CheatSheet {
    struct Entry: Sendable {
        /// The example (lines of one spec block; a `tree` has its rows below it).
        var english: String
        var chinese: String
    }

    struct Group: Sendable {
        var english: String
        var chinese: String
        var entries: [Entry]
    }

    static func e(_ english: String, _ chinese: String) -> Entry { Entry(english: english, chinese: chinese) }

    static let groups: [Group] = [
        Group(english: "Fixtures: start a fresh world", chinese: "夹具：开始一个新世界", entries: [
            e("table 30 rows", "表格 30 行"),
            e("table 20 rows titled \"Song {n}\"", "表格 20 行 标题 \"歌曲 {n}\""),
            e("table sections \"Family\" 3, \"Friends\" 5 collapsed", "表格 分组 \"家人\" 3，\"朋友\" 5 收起"),
            e("tree\n  \"Fruit\"\n    \"Apple\"", "树\n  \"水果\"\n    \"苹果\""),
            e("label \"…\" width 160 font 16 max height 40", "文本 \"…\" 宽度 160 字号 16 最大高度 40"),
        ]),
        Group(english: "Settings", chinese: "设置", entries: [
            e("width 375", "宽度 375"),
            e("height 667", "高度 667"),
            e("row height 60", "行高 60"),
            e("header height 28", "组头高度 28"),
            e("trailing actions \"More\" 80, \"Delete\" 80 destructive", "右侧按钮 \"更多\" 80，\"删除\" 80 破坏性"),
            e("leading actions \"Flag\" 90", "左侧按钮 \"标记\" 90"),
            e("editing delete", "编辑 删除"),
            e("editing none", "编辑 无"),
            e("swipe style reveal", "滑动样式 露出"),
            e("swipe style mail", "滑动样式 邮件"),
            e("cell state naive", "单元格状态 朴素"),
            e("cell state reset", "单元格状态 重置"),
            e("cell state remembered", "单元格状态 记住"),
            e("single open on", "只开一行 开"),
            e("minimum press 0.5s", "最短按压 0.5秒"),
            e("edge scroll off", "边缘滚动 关"),
            e("edge range 100", "边缘范围 100"),
            e("reorder by move", "移动方式 移动"),
            e("reorder by exchange", "移动方式 交换"),
            e("expand mode independent", "展开模式 独立"),
            e("expand mode accordion", "展开模式 手风琴"),
            e("expand updates batched", "展开更新 批量"),
            e("expand updates naive", "展开更新 朴素"),
            e("more \"Read more\" less \"Less\"", "展开提示 \"全文\" 收起提示 \"收起\""),
            e("header view 180 min 60", "头部视图 180 最小高度 60"),
            e("header buttons \"Back\" 44", "头部按钮 \"返回\" 44"),
            e("header passes touches on", "头部视图 传递触摸 开"),
        ]),
        Group(english: "Gestures and actions", chinese: "手势与操作", entries: [
            e("pan row 3 by -60", "滑动 行 3 位移 -60"),
            e("pan row 3 from x 20 by 60, -100", "滑动 行 3 起点 x 20 位移 60，-100"),
            e("release", "松开"),
            e("release with velocity -800", "松开 速度 -800"),
            e("cancel", "取消"),
            e("tap \"Delete\" in row 3", "点击 行 3 的 \"删除\""),
            e("tap row 2", "点击 行 2"),
            e("tap header \"Friends\"", "点击 组头 \"朋友\""),
            e("tap label", "点击 文本"),
            e("scroll to 200", "滚动到 200"),
            e("scroll by 44", "滚动 44"),
            e("long-press row 2 for 1s", "长按 行 2 持续 1秒"),
            e("long-press at y 300", "长按 位于 y 300"),
            e("drag to row 5", "拖到 行 5"),
            e("drag to y 560", "拖到 y 560"),
            e("drag by 44", "拖动 44"),
            e("hold 1s", "停留 1秒"),
            e("drop", "放下"),
            e("wait 0.3s", "等待 0.3秒"),
            e("pull down 80", "下拉 80"),
            e("pan header by -50", "滑动 组头 位移 -50"),
            e("tap \"Back\" in header", "点击 \"返回\" 在 组头"),
        ]),
        Group(english: "Expectations", chinese: "期望", entries: [
            e("expect row 3 open", "期望 行 3 打开"),
            e("expect row 3 closed", "期望 行 3 关闭"),
            e("expect row 3 offset 150", "期望 行 3 偏移 150"),
            e("expect row 3 keyframes 170, 150", "期望 行 3 关键帧 170，150"),
            e("expect row 3 visible actions \"Delete\", \"More\"", "期望 行 3 可见按钮 \"删除\"，\"更多\""),
            e("expect action \"Delete\" in row 3 at x 240 width 80", "期望 按钮 \"删除\" 在 行 3 位于 x 240 宽度 80"),
            e("expect open rows 1, 3", "期望 打开的行 1，3"),
            e("expect rows \"Item #1\", \"Item #2\"", "期望 行 \"Item #1\"，\"Item #2\""),
            e("expect section \"Friends\" rows \"Friends #1\"", "期望 分组 \"朋友\" 行 \"朋友 #1\""),
            e("expect row 2 is \"Item #3\"", "期望 行 2 是 \"Item #3\""),
            e("expect row 4 level 1", "期望 行 4 层级 1"),
            e("expect row count 8", "期望 行数 8"),
            e("expect section 1 expanded", "期望 分组 1 展开"),
            e("expect lifted row 2", "期望 抬起 行 2"),
            e("expect nothing lifted", "期望 没有抬起的行"),
            e("expect content offset 600", "期望 内容偏移 600"),
            e("expect visible rows 12", "期望 可见行 12"),
            e("expect updates deleted [0, 2] inserted [1, 0]", "期望 更新 删除 [0, 2] 插入 [1, 0]"),
            e("expect label height 40", "期望 文本 高度 40"),
            e("expect label text \"Swipe...全文\"", "期望 文本 文字 \"左滑...全文\""),
            e("expect label ends with \"...全文\"", "期望 文本 结尾是 \"...全文\""),
            e("expect label lines 2", "期望 文本行数 2"),
            e("expect events: opened row 3, moved row 1 to row 4", "期望 事件：打开 行 3，移动 行 1 到 行 4"),
            e("expect events: none", "期望 事件：无"),
            e("expect error \"Invalid update\"", "期望 错误 \"Invalid update\""),
            e("expect header height 90", "期望 头部视图 高度 90"),
            e("expect header picture offset -45", "期望 头部视图 图片 偏移 -45"),
            e("expect header picture scale 1.25", "期望 头部视图 图片 缩放 1.25"),
            e("expect row 0 y 90", "期望 行 0 y 90"),
            e("expect row 3 offset 150?", "期望 行 3 偏移 150?"),
        ]),
    ]

    /// The rules that hold on every line, in each language.
    static let rules: [(english: String, chinese: String)] = [
        ("Rows count from 0 (`row 2`), generated titles from 1 (`Item #3`); `row [1, 2]` is section 1, row 2; `row \"Title\"` names a row by title.",
         "行号从 0 开始（`行 2`），生成的标题从 1 开始（`Item #3`）；`行 [1, 2]` 是第 1 组第 2 行；`行 \"标题\"` 按标题指明一行。"),
        ("Lengths in points, no unit; durations always with `s` (`0.5s`, `1秒`). Expectations allow ±0.01.",
         "长度以点为单位，不写单位；时长一定带 `s`（`0.5s`、`1秒`）。期望允许 ±0.01 的误差。"),
        ("Strings: `\"…\"`, `“…”` or `「…」`. Commas: `,` `，` `、`. `#` starts a comment. Keywords ignore case.",
         "字符串：`\"…\"`、`“…”` 或 `「…」`。逗号：`,`、`，`、`、`。`#` 开始注释。关键字不分大小写。"),
        ("A block that starts with a fixture starts a fresh world; otherwise it continues the one before.",
         "以夹具开头的代码块开始一个新世界；否则接着上一个代码块的世界。"),
        ("A failed `expect` is recorded and the block goes on; a refused command or a line that does not parse stops it.",
         "失败的 `期望` 会被记下，代码块继续运行；被拒绝的命令或无法解析的行会让它停下。"),
        ("`150?` marks a number to predict; `?` alone is a blank: not answered.",
         "`150?` 标记一个要预测的数字；单独一个 `?` 是空白：未作答。"),
    ]
}
