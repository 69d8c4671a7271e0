import EngineMessages

/// The sentences that describe a study guide's figure, for its caption and for people who cannot see it, and the
/// words over the drawing and its replay.
public enum FigureMessages {
    // MARK: What the figure shows

    /// A row by its index path.
    public static func row(_ path: String) -> LocalizedText {
        LocalizedText("row \(path)", zh: "行 \(path)")
    }

    public static func contentOffset(_ offset: String, maximum: String) -> LocalizedText {
        LocalizedText("Content offset \(offset) of at most \(maximum).", zh: "内容偏移 \(offset)（最大 \(maximum)）。")
    }

    public static func rowsOnScreen(first: String, last: String, shown: Int, total: Int) -> LocalizedText {
        Plural.form(
            shown,
            one: LocalizedText("On screen: \(first) (1 of \(total) rows).", zh: "屏幕上：\(first)（共 \(total) 行中的 1 行）。"),
            other: LocalizedText("On screen: \(first) to \(last) (\(shown) of \(total) rows).",
                                 zh: "屏幕上：\(first) 到 \(last)（共 \(total) 行中的 \(shown) 行）。")
        )
    }

    public static let noRows = LocalizedText("No rows on screen.", zh: "屏幕上没有行。")

    public static func sectionHeader(_ section: Int, title: String?, expanded: Bool, rows: Int) -> LocalizedText {
        let english = title.map { "section \(section) “\($0)”" } ?? "section \(section)"
        let chinese = title.map { "分组 \(section)「\($0)」" } ?? "分组 \(section)"
        return LocalizedText("Header of \(english): \(expanded ? "expanded" : "collapsed"), \(Plural.english(rows, "row")).",
                             zh: "\(chinese)的组头：\(expanded ? "展开" : "收起")，\(Plural.chinese(rows, "行"))。")
    }

    public static func swiped(_ row: String, points: String, left: Bool, actions: String) -> LocalizedText {
        LocalizedText("\(row) is swiped \(points) points \(left ? "left" : "right")" + (actions.isEmpty ? "." : ", showing \(actions)."),
                      zh: "\(row)向\(left ? "左" : "右")滑动了 \(points) 点" + (actions.isEmpty ? "。" : "，露出\(actions)。"))
    }

    public static let destructive = LocalizedText("destructive", zh: "破坏性")

    public static func lifted(_ row: String, snapshotY: String, fingerY: String?) -> LocalizedText {
        LocalizedText("\(row) is lifted; its snapshot is centred at y \(snapshotY)" + (fingerY.map { " under the finger at y \($0)." } ?? "."),
                      zh: "\(row)被抬起；快照中心在 y \(snapshotY)" + (fingerY.map { "，手指在 y \($0)。" } ?? "。"))
    }

    public static func settling(_ snapshotY: String) -> LocalizedText {
        LocalizedText("A dropped row's snapshot is settling at y \(snapshotY).", zh: "放下的行的快照正在落到 y \(snapshotY)。")
    }

    public static func label(expanded: Bool, lines: Int, height: String, maxHeight: String) -> LocalizedText {
        LocalizedText(
            "A label, \(expanded ? "expanded" : "collapsed"): \(Plural.english(lines, "line")), \(height) points tall (max height \(maxHeight)).",
            zh: "文本\(expanded ? "已展开" : "已收起")：\(Plural.chinese(lines, "行"))，高 \(height) 点（最大高度 \(maxHeight)）。"
        )
    }

    public static func labelSuffix(_ suffix: String) -> LocalizedText {
        LocalizedText("It ends with \(suffix).", zh: "结尾是\(suffix)。")
    }

    /// The floating header: its height now, its full and pinned heights, and whether it is pinned or stretched.
    public static func floatingHeader(height: String, full: String, pinned: String, isPinned: Bool, isStretched: Bool) -> LocalizedText {
        let english = isStretched ? ", stretched by a pull" : isPinned ? ", pinned" : ""
        let chinese = isStretched ? "，正被下拉拉伸" : isPinned ? "，已停在最小高度" : ""
        return LocalizedText("A floating header \(height) points tall (full height \(full), pinned at \(pinned))\(english).",
                             zh: "悬浮头部视图高 \(height) 点（完整高度 \(full)，最小高度 \(pinned)）\(chinese)。")
    }

    public static let listSeparator = LocalizedText(", ", zh: "、")

    public static func quote(_ text: String) -> LocalizedText {
        LocalizedText("“\(text)”", zh: "「\(text)」")
    }

    // MARK: Annotations over the drawing

    public static func headerState(expanded: Bool, rows: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(rows, "row")) · \(expanded ? "expanded" : "collapsed")",
                      zh: "\(Plural.chinese(rows, "行")) · \(expanded ? "展开" : "收起")")
    }

    public static let wholeScreen = LocalizedText("whole screen", zh: "整个屏幕")
    public static let targetSlot = LocalizedText("target slot", zh: "目标位置")

    public static func offsetLabel(_ points: String) -> LocalizedText { LocalizedText("offset \(points)", zh: "偏移 \(points)") }
    public static func opensAt(_ points: String) -> LocalizedText { LocalizedText("opens ≥ \(points)", zh: "≥ \(points) 展开") }
    public static func staysOpenAt(_ points: String) -> LocalizedText { LocalizedText("stays open ≥ \(points)", zh: "≥ \(points) 保持展开") }
    public static func fingerAt(_ y: String) -> LocalizedText { LocalizedText("finger y \(y)", zh: "手指 y \(y)") }
    public static func edgeZone(_ range: String) -> LocalizedText { LocalizedText("auto-scroll zone \(range) pt", zh: "自动滚动区 \(range) 点") }

    public static func scrollSpeed(_ perFrame: String, down: Bool) -> LocalizedText {
        LocalizedText("scrolls \(down ? "down" : "up") \(perFrame) pt/frame", zh: "每帧向\(down ? "下" : "上")滚动 \(perFrame) 点")
    }

    public static func maxHeight(_ points: String) -> LocalizedText { LocalizedText("max height \(points)", zh: "最大高度 \(points)") }

    // MARK: Motion

    public static func play(_ seconds: String) -> LocalizedText { LocalizedText("Play (\(seconds) s)", zh: "播放（\(seconds) 秒）") }
    public static func playSlowly(_ factor: Int) -> LocalizedText { LocalizedText("Play \(factor)× slower", zh: "放慢 \(factor) 倍播放") }

    public static func frameAt(_ seconds: String, offset: String) -> LocalizedText {
        LocalizedText("\(seconds) s · offset \(offset)", zh: "\(seconds) 秒 · 偏移 \(offset)")
    }

    public static let framesLabel = LocalizedText("The animation, frame by frame", zh: "动画的逐帧画面")

    // MARK: Replays of what a block moved (rows, the lifted snapshot, the scroll)

    public static let replayTitle = LocalizedText(", with a replay of what moved", zh: "，可以重演其中的动画")

    public static func replayFrame(_ seconds: String, contentOffset: String?) -> LocalizedText {
        contentOffset.map { LocalizedText("\(seconds) s · content offset \($0)", zh: "\(seconds) 秒 · 内容偏移 \($0)") }
            ?? LocalizedText("\(seconds) s", zh: "\(seconds) 秒")
    }

    /// The replay's description: `parts` are already in the reader's language.
    public static func replay(_ seconds: String, parts: [String]) -> LocalizedText {
        LocalizedText("Play replays the block in \(seconds) s: " + parts.joined(separator: "; ") + ".",
                      zh: "播放会用 \(seconds) 秒重演这个 spec 块：" + parts.joined(separator: "；") + "。")
    }

    public static func snapshotMoves(_ times: Int, seconds: String) -> LocalizedText {
        Plural.form(
            times,
            one: LocalizedText("the lifted row’s snapshot runs one animation, \(seconds) s ease-out", zh: "被抬起的行的快照运行 1 段 \(seconds) 秒的缓出动画"),
            other: LocalizedText("the lifted row’s snapshot runs \(times) animations, \(seconds) s ease-out each",
                                 zh: "被抬起的行的快照运行 \(times) 段动画，每段 \(seconds) 秒缓出")
        )
    }

    public static func contentScrolls(from: String, to: String) -> LocalizedText {
        LocalizedText("the content scrolls from offset \(from) to \(to) under the finger, frame by frame", zh: "内容在手指下逐帧滚动，偏移从 \(from) 到 \(to)")
    }

    /// The content scrolled away and came back to where it started (`from` … `farthest` … `from`).
    public static func contentScrollsAndBack(from: String, farthest: String) -> LocalizedText {
        LocalizedText("the content scrolls from offset \(from) to \(farthest) and back to \(from) under the finger, frame by frame",
                      zh: "内容在手指下逐帧滚动，偏移从 \(from) 到 \(farthest)，再回到 \(from)")
    }

    public static func slidesOut(_ row: String, to: String, seconds: String) -> LocalizedText {
        LocalizedText("\(row) slides out to \(to) in \(seconds) s, then is deleted", zh: "\(row)用 \(seconds) 秒滑出到 \(to)，随后被删除")
    }

    public static func rowsAppear(_ count: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(count, "row")) \(Plural.form(count, one: "comes", other: "come")) onto the screen",
                      zh: "\(Plural.chinese(count, "行"))进入屏幕")
    }

    public static func rowsDisappear(_ count: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(count, "row")) \(Plural.form(count, one: "leaves", other: "leave")) the screen",
                      zh: "\(Plural.chinese(count, "行"))离开屏幕")
    }

    public static func rowsMove(_ count: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(count, "row")) \(Plural.form(count, one: "changes", other: "change")) place",
                      zh: "\(Plural.chinese(count, "行"))换了位置")
    }

    public static func pauseNote(_ seconds: String) -> LocalizedText {
        LocalizedText("what the engines change at once is shown after a \(seconds) s pause", zh: "引擎瞬间完成的变化在 \(seconds) 秒的停顿之后才显示")
    }

    public static func labelReplay(before: String, after: String, pause: String) -> LocalizedText {
        LocalizedText(
            "Play replays the tap: after a \(pause) s pause the label goes from \(before) to \(after) points tall at once (the engine does not animate it).",
            zh: "播放会重演这次点击：停顿 \(pause) 秒之后，文本的高度从 \(before) 点一下子变成 \(after) 点（引擎不为它做动画）。"
        )
    }

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        [
            row("3"), contentOffset("40", maximum: "800"), rowsOnScreen(first: "row 0", last: "row 0", shown: 1, total: 30),
            rowsOnScreen(first: "row 0", last: "row 9", shown: 10, total: 30), noRows,
            sectionHeader(1, title: "Friends", expanded: true, rows: 1), sectionHeader(0, title: nil, expanded: false, rows: 3),
            swiped("row 3", points: "80", left: true, actions: ""), destructive, lifted("row 2", snapshotY: "100", fingerY: "110"),
            settling("88"), label(expanded: true, lines: 3, height: "60", maxHeight: "80"), labelSuffix("“more”"),
            floatingHeader(height: "120", full: "180", pinned: "60", isPinned: true, isStretched: false),
            headerState(expanded: true, rows: 2), wholeScreen, targetSlot, offsetLabel("-60"), opensAt("40"), staysOpenAt("20"),
            fingerAt("300"), edgeZone("0–44"), scrollSpeed("4", down: true), maxHeight("80"), play("0.3"), playSlowly(4),
            frameAt("0.1", offset: "-20"), framesLabel, replayTitle, replayFrame("0.2", contentOffset: "40"), replayFrame("0.2", contentOffset: nil),
            replay("1.2", parts: ["a"]), snapshotMoves(1, seconds: "0.25"), snapshotMoves(2, seconds: "0.25"), contentScrolls(from: "0", to: "40"),
            contentScrollsAndBack(from: "0", farthest: "300"),
            slidesOut("row 3", to: "-375", seconds: "0.3"), rowsAppear(1), rowsAppear(2), rowsDisappear(2), rowsMove(3), pauseNote("0.5"),
            labelReplay(before: "40", after: "80", pause: "0.5"),
        ]
    }
}
