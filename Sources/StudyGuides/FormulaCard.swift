/// The engines' formulas on one printed page: each rule as the engines compute it, its constants, where each
/// number comes from (UIKit, or the choice of the article the chapter follows), and the code that holds it.
///
/// Every formula here is the one in the cited source file; when a constant changes there, change it here too
/// (`FormulaCardTests` checks the constants against the engines' own).
enum FormulaCard {
    struct Row: Sendable {
        var chapter: String
        var title: (english: String, chinese: String)
        /// The formula, the same in both languages.
        var formula: [String]
        var notes: (english: String, chinese: String)
        var source: (english: String, chinese: String)
        /// Where the engine computes it, under `Sources/`.
        var code: String
    }

    static let rows: [Row] = [
        Row(chapter: "02", title: ("Pan clamp", "滑动的夹取"),
            formula: ["o = clamp(o₀ − t, −L, T)"],
            notes: ("o: how far the content slid left; o₀: where the pan began; t: the finger's total translation (left < 0); "
                    + "T, L: total widths of the trailing and leading actions.",
                    "o：内容向左滑开的距离；o₀：滑动开始时的偏移；t：手指的总位移（向左为负）；T、L：右侧、左侧按钮的总宽度。"),
            source: ("Shapiro's tutorial: what its four branches compute.", "Shapiro 教程：它的四个分支算的就是这个。"),
            code: "SwipeEngine/PanClampDecision.swift"),
        Row(chapter: "03", title: ("Release thresholds", "松手阈值"),
            formula: ["closed → open  if o ≥ w₁ / 2", "open → stays   if o ≥ T − wₖ / 2"],
            notes: ("w₁: the outermost action, wₖ the innermost; exact `≥`. Leading actions mirror it.",
                    "w₁：最外侧的按钮，wₖ：最内侧的按钮；比较是精确的 `≥`。左侧按钮镜像对称。"),
            source: ("Shapiro's tutorial: \"half a button\".", "Shapiro 教程：“半个按钮”。"),
            code: "SwipeEngine/ReleaseThreshold.swift"),
        Row(chapter: "03", title: ("Fling projection", "快速滑动的投影"),
            formula: ["decide on o − 0.499 · v", "0.499 = r / (1 − r) / 1000, r = 0.998"],
            notes: ("v: the release velocity in points per second (left < 0); a plain `release` is v = 0.",
                    "v：松手时的速度，单位点每秒（向左为负）；普通的 `松开` 即 v = 0。"),
            source: ("UIKit: r is UIScrollView's normal deceleration rate.", "UIKit：r 是 UIScrollView 的正常减速率。"),
            code: "SwipeEngine/ReleaseThreshold.swift"),
        Row(chapter: "03", title: ("Bounce", "回弹"),
            formula: ["open:  T + 20 → T", "close: −20 → 0", "0.1 s each, ease-out (0, 0, 0.58, 1)"],
            notes: ("Opening overshoots outward, closing through zero; no bounce when the cell rests where it started.",
                    "打开时向外冲过头，关闭时越过 0；单元格停在原处时不回弹。"),
            source: ("20 pt and 0.1 s: Shapiro's tutorial. The ease-out curve: Core Animation's easeOut.",
                     "20 点和 0.1 秒：Shapiro 教程。缓出曲线：Core Animation 的 easeOut。"),
            code: "SwipeEngine/BounceDecision.swift, TableModel/TimingCurve.swift"),
        Row(chapter: "06", title: ("Mail-style swipe", "邮件式滑动"),
            formula: ["o = clamp(o₀ − 1.1 · t, 0, W)", "b = (W / 2) / k", "full swipe: o > W / 2 and finger x < 50"],
            notes: ("k actions share half the width; open rests at W / 2; snap 0.3 s, no bounce; a full swipe slides out in 0.1 s.",
                    "k 个按钮平分一半宽度；打开时停在 W / 2；吸附 0.3 秒、不回弹；完全滑动在 0.1 秒内滑出。"),
            source: ("AGTableViewCell (imitating iOS 8 Mail).", "AGTableViewCell（模仿 iOS 8 邮件）。"),
            code: "SwipeEngine/SwipeableCells+Mail.swift"),
        Row(chapter: "07", title: ("Long press", "长按"),
            formula: ["lift after minimum press (1.0 s, never < 0.2 s)", "snapshot moves and settles in 0.25 s"],
            notes: ("A shorter press lifts nothing; a press on a header or below the last row lifts nothing.",
                    "按得更短什么都不会抬起；按在组头上或最后一行下面也不会。"),
            source: ("JXMovableCellTableView's numbers.", "JXMovableCellTableView 的取值。"),
            code: "ReorderEngine/LongPressReorder.swift"),
        Row(chapter: "08", title: ("Edge auto-scroll speed", "边缘自动滚动的速度"),
            formula: ["v = (range − d) / range × 1200 pt/s   (d < range)", "1200 pt/s = 20 pt a frame at 60 Hz"],
            notes: ("d: the finger's distance from the nearer edge; range 150 by default; 0 outside the zone. Multiply by each frame's duration.",
                    "d：手指到较近边缘的距离；范围默认 150；区域外为 0。按每一帧的时长相乘。"),
            source: ("20 pt a frame: the long-press article's maximum (JXMovableCellTableView).", "每帧 20 点：长按文章的最大值（JXMovableCellTableView）。"),
            code: "ReorderEngine/EdgeScrollSpeedDecision.swift"),
        Row(chapter: "10", title: ("The batch rule", "批量更新规则"),
            formula: ["for each section: before − deleted + inserted = after"],
            notes: ("Deletes in old index paths, inserts in new ones, all in range; otherwise \"Invalid update…\". "
                    + "A toggle deletes every shown row of every collapsing section and inserts the tapped one's rows.",
                    "删除用旧的索引路径，插入用新的，都不能越界；否则报 “Invalid update…”。"
                    + "切换分组时，删除每个要收起的分组显示的所有行，插入被点分组的行。"),
            source: ("UIKit: UITableView's batch update check.", "UIKit：UITableView 对批量更新的检查。"),
            code: "TableModel/BatchUpdate.swift, ExpandEngine/SectionToggleBatchDecision.swift"),
        Row(chapter: "12", title: ("Truncation", "截断"),
            formula: ["n = max { n : prefix(n) + \"...全文\" fits max height }", "line height = 1.25 × font"],
            notes: ("Found by binary search. East Asian Wide and Fullwidth characters advance one font size, others half.",
                    "用二分查找求得。东亚宽字符和全角字符前进一个字号，其他字符前进半个。"),
            source: ("The forum thread's defaults: max height 80, \"...全文\", \"收起\". Widths: Unicode East Asian Width.",
                     "论坛帖子的默认值：最大高度 80、“...全文”、“收起”。宽度：Unicode 东亚宽度属性。"),
            code: "ExpandEngine/LabelTruncationDecision.swift, ExpandEngine/ExpandableLabel.swift"),
        Row(chapter: "13", title: ("Floating header", "悬浮头部视图"),
            formula: ["h = max(M, H − p)", "picture offset = −min(p, H − M) / 2   (p ≥ 0)", "pulled: h = H + D, scale h / H"],
            notes: ("p: content offset from the resting top; a release after a pull returns in 0.3 s.",
                    "p：从静止顶端算起的内容偏移；下拉后松手，0.3 秒回到原位。"),
            source: ("The forum thread's last post.", "论坛帖子的最后一楼。"),
            code: "ExpandEngine/FloatingHeader.swift"),
        Row(chapter: "—", title: ("Time and the world", "时间与世界"),
            formula: ["60 frames a second; d seconds = round(d × 60) frames", "offset ∈ [0, max(0, content − viewport)]"],
            notes: ("World 320 × 568 points, rows 44, named section headers 28; `editing delete` is 82 wide.",
                    "世界 320 × 568 点，行高 44，带名字的组头 28；`编辑 删除` 的按钮宽 82。"),
            source: ("UIKit: the clamp and the default row height 44; 320 × 568: the 4-inch iPhone of the iOS 7 tutorials; "
                     + "82: the Delete button in the tutorial's iOS 7 view hierarchy; 28: this book's choice.",
                     "UIKit：偏移的夹取和默认行高 44；320 × 568：iOS 7 教程里的 4 英寸 iPhone；"
                     + "82：教程打印的 iOS 7 视图层级里 Delete 按钮的宽度；28：本书自己的取值。"),
            code: "TableModel/VirtualClock.swift, TableModel/Geometry.swift, SwipeEngine/SwipeAction.swift"),
    ]
}
