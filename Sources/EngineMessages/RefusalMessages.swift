/// What the engines say when they refuse an input, in English and Chinese side by side.
///
/// The English texts are the engines' messages as chapters have always quoted them in `expect error "…"`; the
/// Chinese texts use the book's zh-Hans words (`行 3`, `分组`, `按钮`, `头部视图`) and, where a message tells the
/// reader which spec line to write, the Chinese keyword. UIKit's own exception text ("Invalid update: …") stays
/// verbatim in both languages, as a device shows it in English whatever its language.
public enum RefusalMessages {
    // MARK: Names

    /// A row as the spec language names it: `row 3` / `行 3` in section 0, `row [1, 2]` / `行 [1, 2]` otherwise.
    public static func row(section: Int, row: Int) -> LocalizedText {
        section == 0 ? LocalizedText("row \(row)", zh: "行 \(row)") : LocalizedText("row [\(section), \(row)]", zh: "行 [\(section), \(row)]")
    }

    /// A title in the spec language's straight quotes, quotes and backslashes escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// A number as a refusal writes it: whole numbers without a fraction (`80`, not `80.0`).
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: Rows and sections

    /// A gesture or a cell expectation on a row scrolled off screen.
    public static func notOnScreen(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english) is not on screen", zh: "\(row.chinese) 不在屏幕上")
    }

    /// An index path that names no shown row.
    public static func noSuchRow(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("there is no \(row.english)", zh: "没有 \(row.chinese)")
    }

    /// An index path that names no shown row, with the rows the table shows and the range a reference may name.
    public static func noSuchRow(_ row: LocalizedText, shown: LocalizedText, range: LocalizedText) -> LocalizedText {
        LocalizedText("there is no \(row.english): the table shows \(shown.english)\(range.english)",
                      zh: "没有 \(row.chinese)：表格显示\(shown.chinese)\(range.chinese)")
    }

    /// The rows a table shows, in words: "30 rows", "3 in section 0, 2 in section 1".
    public static func shownCounts(_ counts: [Int]) -> LocalizedText {
        if counts.isEmpty { return LocalizedText("no rows (this world has no table)", zh: "0 行（这个世界里没有表格）") }
        if counts.count == 1 { return LocalizedText(Plural.english(counts[0], "row"), zh: " " + Plural.chinese(counts[0], "行")) }
        return LocalizedText(
            counts.enumerated().map { "\($1) in section \($0)" }.joined(separator: ", "),
            zh: counts.enumerated().map { "分组 \($0) 有 \($1) 行" }.joined(separator: "，")
        )
    }

    /// The rows a reference may name in `section`: " (rows are 0–19)", " (rows of section 1 are 0–4)"; empty when
    /// there is nothing to add.
    public static func rowRange(of section: Int, counts: [Int]) -> LocalizedText {
        guard counts.indices.contains(section) else {
            return counts.count > 1 ? LocalizedText(" (sections are 0–\(counts.count - 1))", zh: "（分组是 0–\(counts.count - 1)）")
                : LocalizedText(verbatim: "")
        }
        let which = counts.count == 1 ? LocalizedText(verbatim: "") : LocalizedText(" of section \(section)", zh: "分组 \(section) ")
        switch counts[section] {
        case 0:
            return counts.count == 1 ? LocalizedText(verbatim: "")
                : LocalizedText(" (section \(section) shows no rows)", zh: "（分组 \(section) 没有显示任何行）")
        case 1:
            return LocalizedText(" (the only row\(which.english) is 0)", zh: "（\(which.chinese)唯一的一行是 0）")
        case let count:
            return LocalizedText(" (rows\(which.english) are 0–\(count - 1))", zh: "（\(which.chinese)行号是 0–\(count - 1)）")
        }
    }

    /// A title no shown row has.
    public static func noRowTitled(_ title: String) -> LocalizedText {
        LocalizedText("no shown row is titled \(quoted(title))", zh: "没有标题为 \(quoted(title)) 的显示中的行")
    }

    /// A section index the table does not have.
    public static func noSection(_ index: Int) -> LocalizedText {
        LocalizedText("there is no section \(index)", zh: "没有分组 \(index)")
    }

    /// A section index the table does not have, with how many it has.
    public static func noSection(_ index: Int, sectionCount: Int) -> LocalizedText {
        LocalizedText("there is no section \(index): the table has \(Plural.english(sectionCount, "section"))",
                      zh: "没有分组 \(index)：表格有 \(sectionCount) 个分组")
    }

    /// A section title no section has.
    public static func noSectionTitled(_ title: String) -> LocalizedText {
        LocalizedText("no section is titled \(quoted(title))", zh: "没有标题为 \(quoted(title)) 的分组")
    }

    /// A question about a section's rows in a world without sections.
    public static let noSections = LocalizedText("the table has no sections", zh: "表格没有分组")

    /// A move to a place that does not exist.
    public static func cannotMove(_ from: LocalizedText, to: LocalizedText) -> LocalizedText {
        LocalizedText("cannot move \(from.english) to \(to.english): there is no such place",
                      zh: "无法把 \(from.chinese) 移到 \(to.chinese)：没有这个位置")
    }

    // MARK: Batch updates (UIKit's exception text, verbatim)

    /// UIKit's exception for deleting a row the section does not have.
    public static func invalidDelete(row: Int, section: Int, count: Int) -> LocalizedText {
        LocalizedText(verbatim: "Invalid update: attempt to delete row \(row) from section \(section) which only contains \(count) rows before the update")
    }

    /// UIKit's exception for inserting a row past the section's end.
    public static func invalidInsert(row: Int, section: Int, count: Int) -> LocalizedText {
        LocalizedText(verbatim: "Invalid update: attempt to insert row \(row) into section \(section), but there are only \(count) rows in section \(section) after the update")
    }

    /// UIKit's exception for an index path deleted or inserted twice.
    public static let invalidTwice = LocalizedText(verbatim: "Invalid update: the same index path is deleted or inserted twice in one batch")

    /// UIKit's exception for a changed number of sections.
    public static func invalidSectionCount(before: Int, after: Int) -> LocalizedText {
        LocalizedText(verbatim: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before))")
    }

    /// UIKit's exception for a section whose rows do not add up.
    public static func invalidRowCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int) -> LocalizedText {
        LocalizedText(verbatim: "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    // MARK: Swipes

    /// A second pan while one is in progress.
    public static let panAlreadyInProgress = LocalizedText(
        "a pan is already in progress; release or cancel it first", zh: "已经有一次滑动在进行中；先 `松开` 或 `取消` 它"
    )
    /// A tap or header gesture while a pan is in progress.
    public static let panInProgress = LocalizedText(
        "a pan is in progress; release or cancel it first", zh: "有一次滑动正在进行；先 `松开` 或 `取消` 它"
    )
    /// Moving a pan that was never begun.
    public static let noPanToMove = LocalizedText("there is no pan to move", zh: "没有可以移动的滑动")
    /// `release` with no pan (and no other gesture) in progress.
    public static let noPanToRelease = LocalizedText("there is no pan to release", zh: "没有可以松开的滑动")
    /// Cancelling a pan that was never begun.
    public static let noPanToCancel = LocalizedText("there is no pan to cancel", zh: "没有可以取消的滑动")

    /// A gesture on a row whose deletion is animating.
    public static func beingDeleted(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english) is being deleted", zh: "\(row.chinese) 正在被删除")
    }

    /// A tap on an action the row shows less than a point of.
    public static func actionNotVisible(_ title: String, in row: LocalizedText) -> LocalizedText {
        LocalizedText("the action \(quoted(title)) is not visible in \(row.english); swipe the row open first",
                      zh: "按钮 \(quoted(title)) 在 \(row.chinese) 上没有露出来；先把这一行滑开")
    }

    /// A tap on an action the row does not have; `titles` are the row's actions, quoted.
    public static func noAction(_ title: String, in row: LocalizedText, titles: [String]) -> LocalizedText {
        let list = titles.joined(separator: ", ")
        return titles.isEmpty
            ? LocalizedText("\(row.english) has no action \(quoted(title)) (it has no actions)", zh: "\(row.chinese) 没有按钮 \(quoted(title))（这一行没有任何按钮）")
            : LocalizedText("\(row.english) has no action \(quoted(title)) (its actions: \(list))",
                            zh: "\(row.chinese) 没有按钮 \(quoted(title))（它的按钮：\(titles.joined(separator: "，"))）")
    }

    // MARK: Long press and reorder

    /// `drag` or `cancel` with no row lifted.
    public static let nothingLifted = LocalizedText("nothing is lifted: long-press a row first", zh: "没有抬起的行：先 `长按` 一行")
    /// `drop` with no finger pressing.
    public static let nothingPressed = LocalizedText("nothing is pressed: long-press a row first", zh: "没有按着的行：先 `长按` 一行")
    /// A second long press while a finger is still down.
    public static let alreadyPressing = LocalizedText(
        "a finger is already pressing: drop or cancel first", zh: "已经有手指按着：先 `放下` 或 `取消`"
    )
    /// A cancel after the rows changed under the lifted row.
    public static let changedUnderLift = LocalizedText(
        "the rows changed while a row was lifted, so cancel cannot put them back; drop the row instead",
        zh: "抬起期间行发生了变化，取消无法把它们放回原处；请改为 `放下` 这一行"
    )
    /// A gesture that needs the lifted row put down first.
    public static let rowIsLifted = LocalizedText("a row is lifted: drop it or cancel first", zh: "有一行正被抬起：先 `放下` 或 `取消`")
    /// `cancel` with no gesture in progress.
    public static let noGestureToCancel = LocalizedText("there is no gesture to cancel", zh: "没有可以取消的手势")

    // MARK: One finger

    /// The gesture of a pan holding the finger down on a row: "pan on row 3" / "行 3 上的滑动".
    public static func panHolding(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("pan on \(row.english)", zh: "\(row.chinese) 上的滑动")
    }

    /// The gesture of a long press holding a lifted row: "long press on row 2" / "行 2 上的长按".
    public static func longPressHolding(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("long press on \(row.english)", zh: "\(row.chinese) 上的长按")
    }

    /// The gesture of a pull holding the table below its top: "pull down 80" / "下拉 80".
    public static func pullHolding(_ distance: Double) -> LocalizedText {
        LocalizedText("pull down \(number(distance))", zh: "下拉 \(number(distance))")
    }

    /// A gesture that needs the finger while another gesture holds it down (`holder` names that gesture).
    public static func fingerAlreadyDown(_ holder: LocalizedText) -> LocalizedText {
        LocalizedText("a finger is already down: \(holder.english); release it first",
                      zh: "已经有手指按着：\(holder.chinese)；先 `松开`")
    }

    /// `drop` while the finger that is down belongs to a pan or a pull, not a long press.
    public static func dropWithoutPress(_ holder: LocalizedText) -> LocalizedText {
        LocalizedText("nothing is pressed: the finger that is down is the \(holder.english); release lifts it",
                      zh: "没有按着的行：按着的手指属于\(holder.chinese)；用 `松开` 抬起它")
    }

    // MARK: Sections, trees and labels

    /// A tree toggle on a row without children.
    public static func noChildren(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english) has no children to expand or collapse", zh: "\(row.chinese) 没有子行，无法展开或收起")
    }

    /// A label question in a world without a label.
    public static let noLabel = LocalizedText(
        "there is no label in this world; start the block with `label \"…\"`", zh: "这个世界里没有文本；用 `文本 \"…\"` 开始这个代码块"
    )
    /// `tap label` in a world without a label.
    public static let noLabelToTap = LocalizedText(
        "there is no label to tap; start the block with `label \"…\"`", zh: "没有可以点击的文本；用 `文本 \"…\"` 开始这个代码块"
    )
    /// `more … less …` in a world without a label.
    public static let noLabelForSuffixes = LocalizedText(
        "there is no label to set suffixes on; start the block with `label \"…\"`", zh: "没有可以设置展开提示的文本；用 `文本 \"…\"` 开始这个代码块"
    )

    // MARK: The floating header

    /// A negative or non-finite header height (`height` already formatted).
    public static func headerHeight(_ height: String) -> LocalizedText {
        LocalizedText("a header's height must be 0 or more, not \(height)", zh: "头部视图的高度必须大于或等于 0，不能是 \(height)")
    }

    /// A pinned height outside 0…full height (both formatted).
    public static func pinnedHeight(_ pinned: String, full: String) -> LocalizedText {
        LocalizedText("a header's pinned height must be between 0 and its full height \(full), not \(pinned)",
                      zh: "头部视图的最小高度必须在 0 和完整高度 \(full) 之间，不能是 \(pinned)")
    }

    /// A negative or non-finite pull (formatted).
    public static func pullDistance(_ distance: String) -> LocalizedText {
        LocalizedText("a pull goes down 0 points or more, not \(distance)", zh: "下拉的距离必须大于或等于 0 点，不能是 \(distance)")
    }

    /// `release` with no pull held.
    public static let noPullToRelease = LocalizedText(
        "there is no pull to release; `pull down D` first", zh: "没有可以松开的下拉；先 `下拉 D`"
    )
    /// A header pan while a pull is held.
    public static let pullInProgress = LocalizedText("a pull is in progress; release it first", zh: "下拉还没有松开；先 `松开`")

    /// A tap on a header button the header does not have; `titles` are its buttons, quoted.
    public static func noHeaderButton(_ title: String, titles: [String]) -> LocalizedText {
        titles.isEmpty
            ? LocalizedText("the header has no button \(quoted(title)): it has none; add them with `header buttons \"Back\" 44`",
                            zh: "头部视图没有按钮 \(quoted(title))：它一个按钮也没有；用 `头部按钮 \"返回\" 44` 加上")
            : LocalizedText("the header has no button \(quoted(title)): its buttons are \(titles.joined(separator: ", "))",
                            zh: "头部视图没有按钮 \(quoted(title))：它的按钮是 \(titles.joined(separator: "，"))")
    }

    /// A header gesture or expectation in a world without a header.
    public static let noFloatingHeader = LocalizedText(
        "there is no floating header; add `header view H` (and `min M` to pin it) first",
        zh: "没有悬浮头部视图；先加上 `头部视图 H`（要让它最小缩到 M，再加 `最小高度 M`）"
    )

    // MARK: A chapter's budget

    /// Fixtures that would create more rows than a chapter may.
    public static func tooManyRows(_ limit: Int) -> LocalizedText {
        LocalizedText("this chapter's fixtures would create more than \(limit) rows in all; use smaller tables",
                      zh: "本章的夹具加起来会创建超过 \(limit) 行；请用小一些的表格")
    }

    /// Holds that would run longer than a chapter may.
    public static func tooLongHolds(_ frames: Int) -> LocalizedText {
        LocalizedText("this chapter's holds would run more than \(frames) frames (an hour) in all; hold for less time",
                      zh: "本章的 `停留` 加起来会运行超过 \(frames) 帧（一小时）；请停留短一些")
    }

    /// Every entry with sample arguments, verbatim ones excluded: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        let row3 = row(section: 0, row: 3)
        return [
            row3, row(section: 1, row: 2), notOnScreen(row3), noSuchRow(row3),
            noSuchRow(row3, shown: shownCounts([30]), range: rowRange(of: 0, counts: [30])),
            shownCounts([]), shownCounts([1]), shownCounts([3, 2]), rowRange(of: 4, counts: [3, 2]), rowRange(of: 1, counts: [3, 0]),
            rowRange(of: 1, counts: [3, 1]), rowRange(of: 1, counts: [3, 5]),
            noRowTitled("Mail"), noSection(4), noSection(4, sectionCount: 2), noSectionTitled("Friends"), noSections,
            cannotMove(row3, to: row(section: 0, row: 40)),
            panAlreadyInProgress, panInProgress, noPanToMove, noPanToRelease, noPanToCancel, beingDeleted(row3),
            actionNotVisible("Delete", in: row3), noAction("Flag", in: row3, titles: []), noAction("Flag", in: row3, titles: ["\"More\""]),
            nothingLifted, nothingPressed, alreadyPressing, changedUnderLift, rowIsLifted, noGestureToCancel,
            panHolding(row3), longPressHolding(row3), pullHolding(80), fingerAlreadyDown(panHolding(row3)),
            dropWithoutPress(pullHolding(80)),
            noChildren(row3), noLabel, noLabelToTap, noLabelForSuffixes,
            headerHeight("-1"), pinnedHeight("200", full: "180"), pullDistance("-5"), noPullToRelease, pullInProgress,
            noHeaderButton("Share", titles: []), noHeaderButton("Share", titles: ["\"Back\""]), noFloatingHeader,
            tooManyRows(5_000_000), tooLongHolds(216_000),
        ]
    }

    /// The entries kept verbatim in both languages (UIKit's exception text), with sample arguments.
    public static var verbatimExamples: [LocalizedText] {
        [
            invalidDelete(row: 3, section: 0, count: 2), invalidInsert(row: 5, section: 0, count: 3), invalidTwice,
            invalidSectionCount(before: 2, after: 3), invalidRowCount(section: 2, before: 0, after: 5, inserted: 5, deleted: 0),
        ]
    }
}
