/// The ten exercises, in book order. Their ids are the only ones a learner's result may name.
public enum ExerciseCatalogue {
    /// Every exercise, in book order.
    public static let all: [Exercise] = [
        Exercise(
            id: "pan-clamp", chapter: "02-under-the-content.md",
            titleEnglish: "The pan clamp", titleChinese: "拖动的边界",
            hintEnglish: "Keep the offset between minus the buttons' total width and zero; past the buttons, the row moves a little only (rubber band).",
            hintChinese: "偏移量要限制在负的按钮总宽度到 0 之间；拉过按钮之后，行只能再移动一点点（橡皮筋效果）。"
        ),
        Exercise(
            id: "release-decision", chapter: "03-snap-and-bounce.md",
            titleEnglish: "Open or closed on release", titleChinese: "松手时展开还是收回",
            hintEnglish: "Project where the row would come to rest from its velocity, then compare that with half the buttons' width.",
            hintChinese: "先用松手时的速度推算行最终会停在哪里，再拿它和按钮总宽度的一半比较。"
        ),
        Exercise(
            id: "bounce-keyframes", chapter: "03-snap-and-bounce.md",
            titleEnglish: "The bounce as keyframes", titleChinese: "用关键帧描述回弹",
            hintEnglish: "Overshoot past the target a little, then settle on it: three keyframes, not one.",
            hintChinese: "先越过目标一点，再落回目标：是三个关键帧，不是一个。"
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
            hintEnglish: "Share the revealed width among the buttons in proportion to their natural widths; past the full-swipe point, the first button takes it all.",
            hintChinese: "按各按钮本来的宽度按比例分配露出的宽度；超过全滑的位置后，整段宽度都给第一个按钮。"
        ),
        Exercise(
            id: "drop-target", chapter: "07-long-press-to-move.md",
            titleEnglish: "Where the row lands", titleChinese: "行落在哪里",
            hintEnglish: "Compare the dragged row's centre with the midpoints of the rows it passes, not its top edge.",
            hintChinese: "拿被拖动行的中心和经过的各行的中点比较，而不是用它的上边缘。"
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
