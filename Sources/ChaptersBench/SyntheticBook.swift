import Foundation

/// A deterministic synthetic book: `chapters` chapters of `steps` steps each, in `en/` and `zh-Hans/`.
///
/// Every step is one of ten templates that together exercise every engine (swipe: delete, reveal and Mail;
/// reorder: move, exchange and edge auto-scroll; expand: sections, accordion, trees and the read-more label).
/// The spec blocks are written to pass, and the Chinese twin of each says exactly what the English one says,
/// so `verify` must report every step passed and no translation drift. Chapter `c` uses template `(c + s) % 10`
/// for step `s`, with a few numbers (row counts, rows touched) varied by `c` so no two chapters are the same text.
struct SyntheticBook {
    var chapters: Int
    var steps: Int

    /// What was written: files, bytes, steps and spec lines.
    struct Written {
        var folder: String
        var files: [String]
        var bytes: Int
        var steps: Int
        var specLines: Int
    }

    /// One step in both languages.
    struct Step {
        var title: (en: String, zh: String)
        var prose: (en: String, zh: String)
        var spec: (en: [String], zh: [String])
    }

    static var templateCount: Int { templates.count }

    /// Writes the book under `folder` (which must not exist yet, or be empty).
    func write(to folder: String) throws -> Written {
        let fileManager = FileManager.default
        let en = folder + "/en", zh = folder + "/zh-Hans"
        try fileManager.createDirectory(atPath: en, withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: zh, withIntermediateDirectories: true)
        var written = Written(folder: folder, files: [], bytes: 0, steps: 0, specLines: 0)
        let digits = max(4, String(chapters).count)
        for chapter in 0..<chapters {
            var number = String(chapter + 1)
            number = String(repeating: "0", count: digits - number.count) + number
            let name = "\(number)-synthetic.md"
            let (english, chinese) = markdown(chapter: chapter)
            for (path, text) in [(en + "/" + name, english), (zh + "/" + name, chinese)] {
                let data = Data(text.utf8)
                guard fileManager.createFile(atPath: path, contents: data) else {
                    throw BenchError("cannot write \(path)")
                }
                written.files.append(path)
                written.bytes += data.count
            }
            for step in 0..<steps {
                let lines = Self.step(template: (chapter + step) % Self.templateCount, chapter: chapter).spec
                written.specLines += lines.en.count + lines.zh.count
            }
            written.steps += 2 * steps
        }
        return written
    }

    /// The English and Chinese text of chapter `chapter` (0-based).
    func markdown(chapter: Int) -> (en: String, zh: String) {
        var en = "# Synthetic chapter \(chapter + 1)\n\nA generated chapter for `chapters-bench`: every step below is a "
            + "*real* spec block that must pass, over [the engines](../README.md) the tutorial builds.\n"
        var zh = "# 合成章节 \(chapter + 1)\n\n这是 `chapters-bench` 生成的一章：下面每一步都是*真实的* spec 代码块，"
            + "必须通过，运行在教程搭建的[引擎](../README.md)之上。\n"
        for index in 0..<steps {
            let step = Self.step(template: (chapter + index) % Self.templateCount, chapter: chapter)
            en += "\n## \(index + 1). \(step.title.en)\n\n\(step.prose.en)\n\n```spec\n" + step.spec.en.joined(separator: "\n") + "\n```\n"
            zh += "\n## \(index + 1). \(step.title.zh)\n\n\(step.prose.zh)\n\n```spec\n" + step.spec.zh.joined(separator: "\n") + "\n```\n"
        }
        return (en, zh)
    }

    // MARK: - Templates

    /// Step template `template` (0 ..< ``templateCount``) as chapter `c` writes it.
    static func step(template: Int, chapter c: Int) -> Step {
        let n = 20 + c % 30 // row count of plain tables: 20 … 49
        return templates[template % templates.count](c, n)
    }

    /// The ten templates: step `s` of chapter `c` is `templates[(c + s) % 10]`.
    private static let templates: [@Sendable (_ chapter: Int, _ rows: Int) -> Step] = [
        swipeToDelete, twoTrailingActions, mailStyle, longPressMove, exchange, edgeAutoScroll, expandableSections,
        accordion, tree, readMore,
    ]

    private static func swipeToDelete(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("Swipe to delete", "滑动删除"),
            prose: (
                "Drag row 3 left past half of the **Delete** button and let go: it snaps open, and a tap on "
                    + "the button deletes the row, so `Item #5` moves up to take its place.",
                "把第 3 行向左拖过 **删除** 按钮的一半再松手：它会弹开；点一下按钮就删掉这一行，`Item #5` 随之上移补位。"
            ),
            spec: (
                ["table \(n) rows", "editing delete", "pan row 3 by -60", "release", "expect row 3 open",
                 "tap \"Delete\" in row 3", "expect row count \(n - 1)", "expect row 3 is \"Item #5\"",
                 "expect events: opened row 3, tapped \"Delete\" in row 3, deleted row 3"],
                ["表格 \(n) 行", "编辑 删除", "滑动 行 3 位移 -60", "松开", "期望 行 3 打开",
                 "点击 \"Delete\" 在 行 3", "期望 行 数量 \(n - 1)", "期望 行 3 是 \"Item #5\"",
                 "期望 事件：打开 行 3，点击 \"Delete\" 在 行 3，删除 行 3"]
            )
        )
    }

    private static func twoTrailingActions(chapter c: Int, rows n: Int) -> Step {
        let row = 1 + c % 5
        return Step(
            title: ("Two trailing actions", "两个右侧按钮"),
            prose: (
                "With two actions of 80 points each, a pan of 100 points opens the row all the way to 160, "
                    + "and both buttons show, *outermost first*.",
                "两个按钮各 80 点宽，滑动 100 点后松手，这一行会一直打开到 160，两个按钮都露出来，*最外侧的在前*。"
            ),
            spec: (
                ["table \(n) rows", "trailing actions \"More\" 80, \"Delete\" 80 destructive",
                 "pan row \(row) by -100", "release", "expect row \(row) open", "expect row \(row) offset 160",
                 "expect row \(row) visible actions \"More\", \"Delete\"", "tap row \(row)", "expect row \(row) closed",
                 "expect events: opened row \(row), closed row \(row)"],
                ["表格 \(n) 行", "右侧按钮 \"更多\" 80，\"删除\" 80 破坏性",
                 "滑动 行 \(row) 位移 -100", "松开", "期望 行 \(row) 打开", "期望 行 \(row) 偏移 160",
                 "期望 行 \(row) 可见按钮 \"更多\"，\"删除\"", "点击 行 \(row)", "期望 行 \(row) 关闭",
                 "期望 事件：打开 行 \(row)，关闭 行 \(row)"]
            )
        )
    }

    private static func mailStyle(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("The Mail-style cell", "邮件样式的单元格"),
            prose: (
                "In the Mail style the content moves 1.1 times as far as the finger, and a release past half "
                    + "of a button's base width rests at half the cell's width.",
                "邮件样式下，内容移动的距离是手指的 1.1 倍；松手时超过基础宽度的一半，就停在单元格宽度的一半。"
            ),
            spec: (
                ["table 30 rows", "swipe style mail", "trailing actions \"Delete\" 60 destructive, \"More\" 100",
                 "pan row 0 by -100", "expect row 0 offset 110", "release", "expect row 0 open",
                 "expect row 0 offset 160", "expect events: opened row 0"],
                ["表格 30 行", "滑动样式 邮件", "右侧按钮 \"删除\" 60 破坏性，\"更多\" 100",
                 "滑动 行 0 位移 -100", "期望 行 0 偏移 110", "松开", "期望 行 0 打开",
                 "期望 行 0 偏移 160", "期望 事件：打开 行 0"]
            )
        )
    }

    private static func longPressMove(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("Long press to move", "长按移动"),
            prose: (
                "Hold row 2 for the minimum press, drag it over row 5 and drop it: the rows between move up by one.",
                "按住第 2 行达到最短按压时间，拖到第 5 行上方再放下：中间的行各上移一位。"
            ),
            spec: (
                ["table \(n) rows titled \"Song {n}\"", "long-press row 2", "drag to row 5",
                 "expect events: lifted row 2, moved row 2 to row 5", "expect lifted \"Song 3\"", "drop",
                 "expect row 5 is \"Song 3\"",
                 "expect rows \"Song 1\", \"Song 2\", \"Song 4\", \"Song 5\", \"Song 6\", \"Song 3\", \"Song 7\"",
                 "expect events: dropped row 5"],
                ["表格 \(n) 行 标题 \"歌曲 {n}\"", "长按 行 2", "拖到 行 5",
                 "期望 事件：抬起 行 2，移动 行 2 到 行 5", "期望 抬起 \"歌曲 3\"", "放下",
                 "期望 行 5 是 \"歌曲 3\"",
                 "期望 行 \"歌曲 1\"，\"歌曲 2\"，\"歌曲 4\"，\"歌曲 5\"，\"歌曲 6\"，\"歌曲 3\"，\"歌曲 7\"",
                 "期望 事件：放下 行 5"]
            )
        )
    }

    private static func exchange(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("Exchange instead of move", "交换而不是移动"),
            prose: (
                "Reordering by exchange swaps the lifted row with the row under the finger and leaves the others alone.",
                "按交换方式重排时，抬起的行只和手指下的那一行互换位置，其他行不动。"
            ),
            spec: (
                ["table \(n) rows titled \"Song {n}\"", "reorder by exchange", "long-press row 2", "drag to row 3",
                 "expect events: lifted row 2, moved row 2 to row 3",
                 "expect section 0 rows \"Song 1\", \"Song 2\", \"Song 4\", \"Song 3\", \"Song 5\"",
                 "drop", "expect nothing lifted", "expect events: dropped row 3"],
                ["表格 \(n) 行 标题 \"歌曲 {n}\"", "移动方式 交换", "长按 行 2", "拖到 行 3",
                 "期望 事件：抬起 行 2，移动 行 2 到 行 3",
                 "期望 分组 0 行 \"歌曲 1\"，\"歌曲 2\"，\"歌曲 4\"，\"歌曲 3\"，\"歌曲 5\"",
                 "放下", "期望 无抬起", "期望 事件：放下 行 3"]
            )
        )
    }

    private static func edgeAutoScroll(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("Edge auto-scroll", "边缘自动滚动"),
            prose: (
                "With the finger at the bottom edge, each frame of `hold` scrolls 20 points: one second is 1,200 "
                    + "points, and the lifted row follows the content under the finger.",
                "手指停在底部边缘时，`停留` 的每一帧滚动 20 点：一秒就是 1,200 点，抬起的行跟着手指下的内容走。"
            ),
            spec: (
                ["table 100 rows titled \"Song {n}\"", "edge range 150", "long-press row 5", "drag to y 600",
                 "hold 1s", "expect content offset 1200", "expect lifted row 40", "expect lifted \"Song 6\"", "drop",
                 "expect row 40 is \"Song 6\""],
                ["表格 100 行 标题 \"歌曲 {n}\"", "边缘范围 150", "长按 行 5", "拖到 y 600",
                 "停留 1秒", "期望 内容偏移 1200", "期望 抬起 行 40", "期望 抬起 \"歌曲 6\"", "放下",
                 "期望 行 40 是 \"歌曲 6\""]
            )
        )
    }

    private static func expandableSections(chapter c: Int, rows n: Int) -> Step {
        let friends = 3 + c % 4
        let inserted = (0..<friends).map { "[1, \($0)]" }
        return Step(
            title: ("Expandable sections", "可展开的分组"),
            prose: (
                "A tap on a collapsed header inserts all of its rows in one batch; a tap on an open header deletes them.",
                "点击收起的组头，会在一次批量更新里插入它的所有行；点击展开的组头，则删除这些行。"
            ),
            spec: (
                ["table sections \"Family\" 3, \"Friends\" \(friends) collapsed", "tap header \"Friends\"",
                 "expect section \"Friends\" expanded", "expect section 1 row count \(friends)",
                 "expect updates inserted " + inserted.joined(separator: ", "), "expect events: expanded section 1",
                 "tap header 0", "expect section \"Family\" collapsed", "expect events: collapsed section 0",
                 "expect row count \(friends)"],
                ["表格 分组 \"家人\" 3，\"朋友\" \(friends) 收起", "点击 组头 \"朋友\"",
                 "期望 分组 \"朋友\" 展开", "期望 分组 1 行 数量 \(friends)",
                 "期望 更新 插入 " + inserted.joined(separator: "，"), "期望 事件：展开 分组 1",
                 "点击 组头 0", "期望 分组 \"家人\" 收起", "期望 事件：收起 分组 0",
                 "期望 行 数量 \(friends)"]
            )
        )
    }

    private static func accordion(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("Accordion", "手风琴"),
            prose: (
                "In accordion mode opening a section closes the open one in the same batch: collapses first, then the expansion.",
                "手风琴模式下，展开一个分组会在同一批更新里收起已展开的分组：先收起，再展开。"
            ),
            spec: (
                ["table sections \"A\" 2, \"B\" 3 collapsed, \"C\" 4 collapsed", "expand mode accordion",
                 "tap header 1", "expect events: collapsed section 0, expanded section 1",
                 "expect section 0 row count 0", "expect section 1 row count 3",
                 "expect updates deleted [0, 0], [0, 1] inserted [1, 0], [1, 1], [1, 2]"],
                ["表格 分组 \"甲\" 2，\"乙\" 3 收起，\"丙\" 4 收起", "展开模式 手风琴",
                 "点击 组头 1", "期望 事件：收起 分组 0，展开 分组 1",
                 "期望 分组 0 行 数量 0", "期望 分组 1 行 数量 3",
                 "期望 更新 删除 [0, 0]，[0, 1] 插入 [1, 0]，[1, 1]，[1, 2]"]
            )
        )
    }

    private static func tree(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("A tree of rows", "树形的行"),
            prose: (
                "A tree shows its top-level rows; a tap on a row opens its children one level deeper.",
                "树只显示顶层的行；点击一行，它的子行就在下一层展开。"
            ),
            spec: (
                ["tree", "  Fruits", "    Apple", "    Pear", "  Vegetables", "    Carrot",
                 "expect row count 2", "tap row 0", "expect row count 4", "expect row 1 level 1",
                 "expect row 3 is \"Vegetables\"", "expect events: expanded row 0"],
                ["树", "  水果", "    苹果", "    梨", "  蔬菜", "    胡萝卜",
                 "期望 行 数量 2", "点击 行 0", "期望 行 数量 4", "期望 行 1 层级 1",
                 "期望 行 3 是 \"蔬菜\"", "期望 事件：展开 行 0"]
            )
        )
    }

    private static func readMore(chapter c: Int, rows n: Int) -> Step {
        return Step(
            title: ("Read more", "展开全文"),
            prose: (
                "A collapsed label shows as much text as fits in four lines, then *…全文*; a tap shows all of it.",
                "收起的文本显示四行能放下的内容，后面跟着 *…全文*；点一下就显示全部。"
            ),
            spec: (
                ["label \"A table view shows rows of cells, and each cell can be swiped, lifted and moved, "
                    + "or opened to show more rows beneath it, all without a single jump of the content.\" "
                    + "width 200 font 16 max height 80",
                 "expect label height 80", "expect label ends with \"...全文\"", "tap label",
                 "expect events: expanded label", "expect label ends with \"收起\""],
                ["文本 \"表格视图一行一行地显示单元格，每个单元格都可以滑动、抬起、移动，也可以展开，在下面显示更多的行，"
                    + "而内容一点也不会跳动。这就是本教程要搭建的东西。\" 宽度 200 字号 16 最大高度 80",
                 "期望 文本 高度 80", "期望 文本 结尾是 \"...全文\"", "点击 文本",
                 "期望 事件：展开 文本", "期望 文本 结尾是 \"收起\""]
            )
        )
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
