/// The ten exercises, in book order. Their ids are the only ones a learner's result may name.
public enum ExerciseCatalogue {
    /// Every exercise, in book order.
    public static let all: [Exercise] = [
        Exercise(
            id: "pan-clamp", chapter: "02-under-the-content.md",
            titleEnglish: "The pan clamp", titleChinese: "拖动的边界",
            hintEnglish: "Follow the finger (start − translation), but never past the trailing actions' total width, nor below minus the leading actions' total width.",
            hintChinese: "偏移量跟着手指走（start − translation），但不能超过右侧按钮的总宽度，也不能小于负的左侧按钮总宽度。"
        ),
        Exercise(
            id: "release-decision", chapter: "03-snap-and-bounce.md",
            titleEnglish: "Open or closed on release", titleChinese: "松手时展开还是收回",
            hintEnglish: "Project where the row would coast to (offset − 0.499 × velocity), then compare that with the thresholds: half of the outermost button when it started closed.",
            hintChinese: "先用松手时的速度推算行会滑到哪里（offset − 0.499 × velocity），再和阈值比较：从收起状态开始时，阈值是最外侧按钮宽度的一半。"
        ),
        Exercise(
            id: "bounce-keyframes", chapter: "03-snap-and-bounce.md",
            titleEnglish: "The bounce as keyframes", titleChinese: "用关键帧描述回弹",
            hintEnglish: "Overshoot the target by 20 points, then settle on it: two keyframes of 0.1 s each, not one.",
            hintChinese: "先越过目标 20 点，再落回目标：两个关键帧，各 0.1 秒，而不是一个。"
        ),
        Exercise(
            id: "open-state-across-reuse", chapter: "04-cells-get-reused.md",
            titleEnglish: "Where open state lives", titleChinese: "展开状态放在哪里",
            hintEnglish: "Key the open state by the row's identity, not by the cell that happens to show it.",
            hintChinese: "展开状态要按行的标识保存，而不是跟着正好显示它的单元格走。"
        ),
        Exercise(
            id: "mail-button-widths", chapter: "06-mail-full-swipe.md",
            titleEnglish: "Mail-style button widths", titleChinese: "仿“邮件”的按钮宽度",
            hintEnglish: "Button i of k stands at x = W − i·o/k and is max(b, o/k) wide; when a full swipe is armed, the first covers the whole revealed area.",
            hintChinese: "k 个按钮中的第 i 个位于 x = W − i·o/k，宽度为 max(b, o/k)；全滑触发时，第一个按钮盖住整个露出区域。"
        ),
        Exercise(
            id: "drop-target", chapter: "07-long-press-to-move.md",
            titleEnglish: "Where the row lands", titleChinese: "行落在哪里",
            hintEnglish: "Move, don't swap: target the row under the finger, one row further when moving down into a later section.",
            hintChinese: "要移动，不要交换：目标是手指下面的那一行；向下拖进后面的分组时，再往后一行。"
        ),
        Exercise(
            id: "edge-scroll-speed", chapter: "08-edge-auto-scroll.md",
            titleEnglish: "Edge-scroll speed by depth", titleChinese: "按深入边缘的程度决定滚动速度",
            hintEnglish: "Speed grows with how deep the finger is inside the edge zone, up to a maximum; outside the zone it is zero.",
            hintChinese: "速度随手指深入边缘区域的程度增加，到上限为止；在区域之外为 0。"
        ),
        Exercise(
            id: "section-toggle-batch", chapter: "10-collapsible-groups.md",
            titleEnglish: "The batch for a section toggle", titleChinese: "折叠分组时的批量更新",
            hintEnglish: "Collapsing deletes exactly the section's rows and inserts nothing; expanding inserts them. Never reload the whole table.",
            hintChinese: "折叠时只删除该分组的行、不插入；展开时插入它们。不要重新加载整个表格。"
        ),
        Exercise(
            id: "tree-flattening", chapter: "11-rows-that-open-rows.md",
            titleEnglish: "Flattening a tree", titleChinese: "把树展平成行",
            hintEnglish: "Visit children only when their parent is open, and remember each node's open state by its id so it survives collapsing a parent.",
            hintChinese: "只有父节点展开时才访问子节点；按节点的标识记住各自的展开状态，父节点收起再展开后仍然保留。"
        ),
        Exercise(
            id: "label-truncation", chapter: "12-read-more.md",
            titleEnglish: "Truncating with a suffix", titleChinese: "带后缀的截断",
            hintEnglish: "Drop characters from the last visible line until the text plus the suffix fits its width.",
            hintChinese: "从最后一行可见文字末尾逐个去掉字符，直到文字加上后缀能放进这一行的宽度。"
        ),
    ]

    /// The exercise with `id`, or `nil` when no exercise has it.
    public static func exercise(id: String) -> Exercise? {
        all.first { $0.id == id }
    }

    /// The exercises graded by the chapter with file name `chapter`, in book order.
    public static func exercises(inChapter chapter: String) -> [Exercise] {
        all.filter { $0.chapter == chapter }
    }

    /// The chapter file names that grade at least one exercise, in book order, each once.
    public static var chapters: [String] {
        var seen: [String] = []
        for exercise in all where !seen.contains(exercise.chapter) {
            seen.append(exercise.chapter)
        }
        return seen
    }
}
