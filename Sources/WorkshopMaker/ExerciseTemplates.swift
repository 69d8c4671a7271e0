/// The ten exercise files, in book order (ids as in `ExerciseCatalogue`).
enum ExerciseTemplates {
    static let all: [ExerciseTemplate] = [
        ExerciseTemplate(
            id: "pan-clamp", typeName: "PanClamp", property: "panClamp", imports: ["SwipeEngine"],
            protocolName: "PanClampDecision",
            signature: "func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double",
            stubBody: "        start - translation",
            solutionBody: "        min(max(start - translation, -leadingWidth), trailingWidth)",
            todoEnglish: "Return the content's offset: it follows the finger (start - translation) but never goes past\nthe trailing actions' total width, nor past minus the leading actions' total width.",
            todoChinese: "返回内容的偏移量：跟着手指走（start - translation），但不能超过右侧按钮的总宽度，\n也不能小于负的左侧按钮总宽度。"
        ),
        ExerciseTemplate(
            id: "release-decision", typeName: "ReleaseDecisionRule", property: "releaseDecision", imports: ["SwipeEngine"],
            protocolName: "ReleaseDecision",
            signature: "func opens(_ release: SwipeRelease) -> Bool",
            stubBody: """
                        guard let outermost = release.widths.first, let innermost = release.widths.last else { return false }
                        if release.startedOpen {
                            return release.offset >= release.widths.reduce(0, +) - innermost / 2
                        }
                        return release.offset >= outermost / 2
                """,
            solutionBody: """
                        guard let outermost = release.widths.first, let innermost = release.widths.last else { return false }
                        let projected = release.offset - 0.499 * release.velocity
                        if release.startedOpen {
                            return projected >= release.widths.reduce(0, +) - innermost / 2
                        }
                        return projected >= outermost / 2
                """,
            todoEnglish: "The thresholds are right, but a quick fling is ignored. Decide on where the content would\ncoast to: projected = offset - 0.499 * velocity.",
            todoChinese: "阈值本身没错，但快速轻扫被忽略了。请用内容会滑到的位置来判断：\nprojected = offset - 0.499 * velocity。"
        ),
        ExerciseTemplate(
            id: "bounce-keyframes", typeName: "Bounce", property: "bounce", imports: ["SwipeEngine", "TableModel"],
            protocolName: "BounceDecision",
            signature: "func keyframes(for request: SnapRequest) -> [KeyframeAnimation.Keyframe]",
            stubBody: "        [.init(value: request.target, seconds: 0.2)]",
            solutionBody: """
                        let direction = request.target == 0 ? -request.outward : request.outward
                        return [
                            .init(value: request.target + direction * 20, seconds: 0.1),
                            .init(value: request.target, seconds: 0.1),
                        ]
                """,
            todoEnglish: "Snap with a bounce: first 20 points past the target (outward when opening, through zero\nwhen closing), 0.1 s, then the target, 0.1 s.",
            todoChinese: "吸附时要有回弹：先越过目标 20 点（展开时向外，收回时越过 0），用时 0.1 秒；\n再回到目标，用时 0.1 秒。"
        ),
        ExerciseTemplate(
            id: "open-state-across-reuse", typeName: "OpenState", property: "openState", imports: ["SwipeEngine"],
            protocolName: "OpenStateDecision",
            signature: "func source(cellReused: Bool, rowRememberedOpen: Bool) -> CellStateSource",
            stubBody: "        .cell",
            solutionBody: """
                        guard cellReused else { return .cell }
                        return rowRememberedOpen ? .rememberedRow : .closed
                """,
            todoEnglish: "A reused cell must not show its old row's offset. Use the cell's own state only until it is\nreused; then show the row's remembered state (.rememberedRow) or .closed.",
            todoChinese: "被复用的单元格不能显示上一行的偏移量。只有在没被复用时才用单元格自己的状态；\n复用之后，显示这一行记住的状态（.rememberedRow），否则为 .closed。"
        ),
        ExerciseTemplate(
            id: "mail-button-widths", typeName: "MailButtonWidths", property: "mailButtonWidths", imports: ["SwipeEngine"],
            protocolName: "MailButtonWidthsDecision",
            signature: "func frames(count: Int, offset: Double, width: Double, isArmed: Bool) -> [ButtonFrame]",
            stubBody: """
                        guard count > 0 else { return [] }
                        let base = width / 2 / Double(count)
                        return (0..<count).map { index in ButtonFrame(x: width - Double(index + 1) * base, width: base) }
                """,
            solutionBody: """
                        guard count > 0 else { return [] }
                        let base = width / 2 / Double(count)
                        let share = offset / Double(count)
                        return (0..<count).map { index in
                            if isArmed && index == 0 { return ButtonFrame(x: width - offset, width: offset) }
                            return ButtonFrame(x: width - Double(index + 1) * share, width: max(base, share))
                        }
                """,
            todoEnglish: "The buttons stand still. Make button i (from 1) stand at x = width - i * offset / count,\nmax(base, offset / count) wide; armed, the first covers the whole revealed area.",
            todoChinese: "按钮现在是固定不动的。让第 i 个按钮（从 1 数）位于 x = width - i * offset / count，\n宽度为 max(base, offset / count)；全滑触发时，第一个按钮盖住整个露出区域。"
        ),
        ExerciseTemplate(
            id: "drop-target", typeName: "DropTargetRule", property: "dropTarget", imports: ["ReorderEngine", "TableModel"],
            protocolName: "DropTargetDecision",
            signature: "func target(lifted: RowPath, underFinger: RowPath) -> DropTarget",
            stubBody: "        .exchange(with: underFinger)",
            solutionBody: """
                        if underFinger.section > lifted.section {
                            return .move(to: RowPath(section: underFinger.section, row: underFinger.row + 1))
                        }
                        return .move(to: underFinger)
                """,
            todoEnglish: "Swapping scrambles rows a fast drag skips. Move instead: .move(to: underFinger), or one row\nfurther when moving down into a later section.",
            todoChinese: "交换会把快速拖动时跳过的行打乱。请改成移动：.move(to: underFinger)；\n向下拖进后面的分组时，要再往后一行。"
        ),
        ExerciseTemplate(
            id: "edge-scroll-speed", typeName: "EdgeScrollSpeed", property: "edgeScrollSpeed", imports: ["ReorderEngine"],
            protocolName: "EdgeScrollSpeedDecision",
            signature: "func pointsPerSecond(distanceFromEdge: Double, range: Double) -> Double",
            stubBody: "        distanceFromEdge < range ? 1200 : 0",
            solutionBody: """
                        guard range > 0, distanceFromEdge < range else { return 0 }
                        return (range - distanceFromEdge) / range * 1200
                """,
            todoEnglish: "Full speed as soon as the finger enters the zone is too abrupt. Scale it by depth:\n(range - distanceFromEdge) / range * 1200, and 0 outside the zone.",
            todoChinese: "手指一进入边缘区域就全速滚动太突兀了。请按深入程度计算：\n(range - distanceFromEdge) / range * 1200，区域之外为 0。"
        ),
        ExerciseTemplate(
            id: "section-toggle-batch", typeName: "SectionToggleBatch", property: "sectionToggleBatch",
            imports: ["ExpandEngine", "TableModel"], protocolName: "SectionToggleBatchDecision",
            signature: "func batch(for toggle: SectionToggle) -> BatchUpdate",
            stubBody: """
                        let tapped = toggle.tapped
                        let deleted = toggle.collapsing.contains(tapped)
                            ? (0..<toggle.shownCountsBefore[tapped]).map { RowPath(section: tapped, row: $0) } : []
                        let inserted = toggle.expanding ? (0..<toggle.rowCount).map { RowPath(section: tapped, row: $0) } : []
                        return BatchUpdate(deleted: deleted, inserted: inserted)
                """,
            solutionBody: """
                        var deleted: [RowPath] = []
                        for section in toggle.collapsing {
                            deleted += (0..<toggle.shownCountsBefore[section]).map { RowPath(section: section, row: $0) }
                        }
                        let inserted = toggle.expanding ? (0..<toggle.rowCount).map { RowPath(section: toggle.tapped, row: $0) } : []
                        return BatchUpdate(deleted: deleted, inserted: inserted)
                """,
            todoEnglish: "Only the tapped section is reported, so an accordion crashes with \"Invalid update\". Delete\nthe shown rows of every section in toggle.collapsing, and insert the tapped one's when it expands.",
            todoChinese: "现在只报告了被点的分组，手风琴模式会因“Invalid update”而崩溃。请删除 toggle.collapsing 里\n每个分组正在显示的行，被点的分组展开时再插入它的行。"
        ),
        ExerciseTemplate(
            id: "tree-flattening", typeName: "TreeFlattening", property: "treeFlattening", imports: ["ExpandEngine"],
            protocolName: "TreeFlatteningDecision",
            signature: "func shownBranches(of children: [TreeBranch]) -> [[Int]]",
            stubBody: "        children.indices.map { [$0] }",
            solutionBody: """
                        var shown: [[Int]] = []
                        func visit(_ branches: [TreeBranch], under parent: [Int]) {
                            for (index, branch) in branches.enumerated() {
                                shown.append(parent + [index])
                                if branch.isExpanded { visit(branch.children, under: parent + [index]) }
                            }
                        }
                        visit(children, under: [])
                        return shown
                """,
            todoEnglish: "Only the direct children show, so a child that was open comes back closed. Go depth first:\nafter each branch, its children too when branch.isExpanded (at any depth).",
            todoChinese: "现在只显示直接子行，原来展开的子行重新出现时变成了收起。请深度优先遍历：\n每个分支之后，如果 branch.isExpanded，再接着列出它的子行（任意层级）。"
        ),
        ExerciseTemplate(
            id: "label-truncation", typeName: "LabelTruncation", property: "labelTruncation", imports: ["ExpandEngine"],
            protocolName: "LabelTruncationDecision",
            signature: "func prefixLength(_ measure: TruncationMeasure) -> Int",
            stubBody: """
                        var length = measure.characterCount
                        while length > 0 && !measure.fits(prefixLength: length, withSuffix: false) { length -= 1 }
                        return length
                """,
            solutionBody: """
                        var low = 0
                        var high = measure.characterCount
                        while high - low > 1 {
                            let middle = (low + high) / 2
                            if measure.fits(prefixLength: middle) { low = middle } else { high = middle }
                        }
                        return low
                """,
            todoEnglish: "The text is cut to what fits alone, so the suffix spills onto an extra line. Find the longest\nprefix that fits together with the suffix: measure.fits(prefixLength: n).",
            todoChinese: "现在只按正文本身能放下多少来截断，后缀被挤到了多出来的一行。请找出加上后缀后\n仍能放下的最长前缀：measure.fits(prefixLength: n)。"
        ),
    ]

    /// The template of exercise `id`.
    static func template(id: String) -> ExerciseTemplate? {
        all.first { $0.id == id }
    }
}
