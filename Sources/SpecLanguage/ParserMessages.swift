import Messages

/// What the spec parser says about a line that does not parse (or parses with a warning), in English and Chinese.
///
/// Keywords reach these messages already quoted in each language (`` `trailing` `` and `` `右侧按钮` ``), and so do
/// the nouns that say what was expected ("the row height", "行高"): see ``noun(_:)``.
public enum ParserMessages {
    // MARK: Pieces

    /// What stands where something else was expected: `` found `roes` `` or the end of the line.
    public static func found(_ written: String?) -> LocalizedText {
        guard let written else { return LocalizedText("the line ends there", zh: "但这一行到这里就结束了") }
        return LocalizedText("found `\(written)`", zh: "实际写的是 `\(written)`")
    }

    /// The suggestion after a message, in parentheses: ` (did you mean `x`?)`, `（你是不是想写 `x`？）`. Every diagnostic
    /// says it (``Diagnostic/didYouMean(_:)``, in the base).
    public static func didYouMeanAfterMessage(_ suggestion: String) -> LocalizedText { Diagnostic.didYouMean(suggestion) }

    /// Where a keyword was expected: `after `swipe`` / `` `滑动样式` 后面 ``.
    public static func after(_ keyword: LocalizedText) -> LocalizedText {
        LocalizedText("after \(keyword.english)", zh: "\(keyword.chinese) 后面")
    }

    /// Quoted words joined as a choice: `` `a`, `b` or `c` `` / `` `a`、`b` 或 `c` ``.
    public static func choice(_ words: [LocalizedText]) -> LocalizedText {
        guard let last = words.last else { return LocalizedText(verbatim: "") }
        let rest = words.dropLast()
        if rest.isEmpty { return last }
        return LocalizedText(
            rest.map(\.english).joined(separator: ", ") + " or " + last.english,
            zh: rest.map(\.chinese).joined(separator: "、") + " 或 " + last.chinese
        )
    }

    // MARK: Contexts of an expected keyword

    public static let toNameARow = LocalizedText("to name a row", zh: "指明一行时，这里")
    public static let toNameASection = LocalizedText("to name a section", zh: "指明分组时，这里")
    public static let afterTheRowCount = LocalizedText("after the number of rows", zh: "行的数量后面")
    public static let afterTheActionTitle = LocalizedText("after the action's title", zh: "按钮标题后面")
    public static let beforeTheButtonX = LocalizedText("before the button's x", zh: "按钮的 x 前面")
    public static let afterTheButtonX = LocalizedText("after the button's x", zh: "按钮的 x 后面")
    public static let beforeThePanTranslations = LocalizedText("before the pan's translations", zh: "滑动的位移前面")
    public static let afterTheRow = LocalizedText("after the row", zh: "行后面")
    public static let afterTheSection = LocalizedText("after the section", zh: "分组后面")
    public static let inALabel = LocalizedText("in a label", zh: "文本里")
    public static let betweenTheRowsOfMoved = LocalizedText("between the two rows of `moved`", zh: "`移动` 的两行之间")
    public static func inside(_ phrase: LocalizedText) -> LocalizedText {
        LocalizedText("in \(phrase.english)", zh: "\(phrase.chinese) 里")
    }

    // MARK: Keywords

    /// `expected `rows` after the number of rows, found `roes``.
    public static func expected(_ keyword: LocalizedText, _ context: LocalizedText, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected \(keyword.english) \(context.english), \(found.english)",
                      zh: "\(context.chinese)应该是 \(keyword.chinese)，\(found.chinese)")
    }

    /// `expected `reveal` or `mail` after `swipe style`, found …`; without a context, `expected `more` or `less`, …`.
    public static func expectedOneOf(_ keywords: [LocalizedText], _ context: LocalizedText?, found: LocalizedText) -> LocalizedText {
        let list = choice(keywords)
        guard let context else {
            return LocalizedText("expected \(list.english), \(found.english)", zh: "这里应该是 \(list.chinese)，\(found.chinese)")
        }
        return expected(list, context, found: found)
    }

    public static let expectedACommand = LocalizedText("expected a command", zh: "这里应该是一条命令")

    public static func commandStartsWithAKeyword(_ examples: [LocalizedText], found: LocalizedText) -> LocalizedText {
        let list = choice(examples)
        return LocalizedText("a command starts with a keyword such as \(list.english), \(found.english)",
                             zh: "命令要以关键字开头，比如 \(list.chinese)，\(found.chinese)")
    }

    /// An unknown command; where no near miss is suggested, where the commands are listed.
    public static func unknownCommand(_ written: String, suggested: Bool = true) -> LocalizedText {
        suggested ? LocalizedText("unknown command `\(written)`", zh: "没有 `\(written)` 这条命令")
            : LocalizedText("unknown command `\(written)`: chapter 00 lists every command (the report's cheatsheet.html too)",
                            zh: "没有 `\(written)` 这条命令：第 00 章列出了所有命令（报告里的 cheatsheet.html 也有）")
    }

    public static func unexpectedAtTheEnd(_ written: String) -> LocalizedText {
        LocalizedText("unexpected `\(written)` at the end of the command; remove it or start a new line",
                      zh: "命令末尾多出了 `\(written)`；删掉它，或者另起一行")
    }

    public static func expectedRowsOrSections(after table: LocalizedText, sections: LocalizedText, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected a number of rows or \(sections.english) after \(table.english), \(found.english)",
                      zh: "\(table.chinese) 后面应该是行的数量或 \(sections.chinese)，\(found.chinese)")
    }

    public static func expectedTapTarget(_ keywords: [LocalizedText], after tap: LocalizedText, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected an action title, \(choice(keywords).english) after \(tap.english), \(found.english)",
                      zh: "\(tap.chinese) 后面应该是按钮标题、\(choice(keywords).chinese)，\(found.chinese)")
    }

    public static func expectedWhatToCheck(after expect: LocalizedText, _ keywords: [LocalizedText], found: LocalizedText) -> LocalizedText {
        let list = choice(keywords)
        return LocalizedText("expected what to check after \(expect.english) (\(list.english)), \(found.english)",
                             zh: "\(expect.chinese) 后面应该写要检查什么（\(list.chinese)），\(found.chinese)")
    }

    public static func expectedAnEvent(_ examples: [LocalizedText], found: LocalizedText) -> LocalizedText {
        LocalizedText("expected an event such as \(choice(examples).english), \(found.english)",
                      zh: "这里应该是一个事件，比如 \(choice(examples).chinese)，\(found.chinese)")
    }

    // MARK: Numbers, durations and strings

    public static func expectedNumber(_ what: LocalizedText, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected \(what.english) (a number such as 80 or -12.5), \(found.english)",
                      zh: "这里应该是\(what.chinese)（一个数字，比如 80 或 -12.5），\(found.chinese)")
    }

    public static func pointsNotADuration(_ what: LocalizedText) -> LocalizedText {
        LocalizedText("expected \(what.english) in points, not a duration; drop the `s`",
                      zh: "\(what.chinese)以点为单位，不是时长；去掉 `s` 或 `秒`")
    }

    public static func atMost(_ what: LocalizedText, _ limit: String, found written: String) -> LocalizedText {
        LocalizedText("expected \(what.english) to be at most \(limit), found \(written)",
                      zh: "\(what.chinese)最大只能是 \(limit)，实际写的是 \(written)")
    }

    public static func lengthBetween(_ what: LocalizedText, _ minimum: String, _ maximum: String, found written: String) -> LocalizedText {
        LocalizedText("expected \(what.english) between \(minimum) and \(maximum) points, found \(written)",
                      zh: "\(what.chinese)应该在 \(minimum) 到 \(maximum) 点之间，实际写的是 \(written)")
    }

    public static func wholeNumber(_ what: LocalizedText, found written: String) -> LocalizedText {
        LocalizedText("expected \(what.english) to be a whole number, found \(written)",
                      zh: "\(what.chinese)应该是整数，实际写的是 \(written)")
    }

    public static func notNegative(_ what: LocalizedText, found value: Int) -> LocalizedText {
        LocalizedText("expected \(what.english) to be 0 or more, found \(value)",
                      zh: "\(what.chinese)不能小于 0，实际写的是 \(value)")
    }

    public static func expectedDuration(_ what: LocalizedText, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected \(what.english) (a duration such as 0.5s), \(found.english)",
                      zh: "这里应该是\(what.chinese)（一个时长，比如 0.5秒），\(found.chinese)")
    }

    public static func durationBetween(_ what: LocalizedText, maximum: String, found written: String) -> LocalizedText {
        LocalizedText("expected \(what.english) between 0s and \(maximum)s, found \(written)",
                      zh: "\(what.chinese)应该在 0 秒到 \(maximum) 秒之间，实际写的是 \(written)")
    }

    public static func durationWithItsUnit(_ what: LocalizedText, _ number: String) -> LocalizedText {
        LocalizedText("expected \(what.english) with its unit, such as \(number)s",
                      zh: "\(what.chinese)要带上单位，比如 \(number)秒 或 \(number)s")
    }

    public static func durationInSeconds(_ what: LocalizedText, written: String, seconds: String) -> LocalizedText {
        LocalizedText("expected \(what.english) in seconds, written with `s`: \(written) is \(seconds)s",
                      zh: "\(what.chinese)以秒为单位，写成 `s` 或 `秒`：\(written) 就是 \(seconds)s")
    }

    public static func secondsRightAfterTheNumber(_ what: LocalizedText, _ number: String) -> LocalizedText {
        LocalizedText("expected \(what.english) with `s` right after the number, such as \(number)s",
                      zh: "\(what.chinese)的 `s` 要紧跟在数字后面，比如 \(number)s")
    }

    public static func durationInAnotherUnit(_ what: LocalizedText, number: String, unit: String) -> LocalizedText {
        LocalizedText("expected \(what.english) in seconds, written with `s` as in 0.5s, found `\(number)` `\(unit)`",
                      zh: "\(what.chinese)以秒为单位，要像 0.5s 或 0.5秒 这样写，实际写的是 `\(number)` `\(unit)`")
    }

    public static func expectedString(_ what: LocalizedText, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected \(what.english) in quotes, \(found.english)", zh: "这里应该是放在引号里的\(what.chinese)，\(found.chinese)")
    }

    public static func stringTooLong(_ what: LocalizedText, limit: Int, found count: Int) -> LocalizedText {
        LocalizedText("expected \(what.english) of at most \(limit) characters, found \(count)",
                      zh: "\(what.chinese)最多 \(limit) 个字符，这里有 \(count) 个")
    }

    public static func noClosingQuote(_ quote: String) -> LocalizedText {
        LocalizedText("this string has no closing quote `\(quote)`", zh: "这个字符串缺少结尾的引号 `\(quote)`")
    }

    // MARK: Rows, sections and index paths

    public static func expectedPunctuation(_ mark: String, _ context: LocalizedText, example: String, found: LocalizedText) -> LocalizedText {
        LocalizedText("expected `\(mark)` \(context.english), as in \(example), \(found.english)",
                      zh: "\(context.chinese)应该是 `\(mark)`，比如 \(example)，\(found.chinese)")
    }

    public static let betweenSectionAndRow = LocalizedText("between section and row", zh: "分组和行之间")

    public static func expectedARow(found: LocalizedText) -> LocalizedText {
        LocalizedText("expected a row number, `[section, row]` or a quoted title, \(found.english)",
                      zh: "这里应该是行号、`[分组, 行]` 或放在引号里的标题，\(found.chinese)")
    }

    public static func expectedASection(found: LocalizedText) -> LocalizedText {
        LocalizedText("expected a section number or a quoted section title, \(found.english)",
                      zh: "这里应该是分组序号或放在引号里的分组标题，\(found.chinese)")
    }

    public static func expectedAnIndexPath(found: LocalizedText) -> LocalizedText {
        LocalizedText("expected an index path such as [0, 1], \(found.english)", zh: "这里应该是索引路径，比如 [0, 1]，\(found.chinese)")
    }

    // MARK: Sizes

    public static func tooManySections(limit: Int, found count: Int) -> LocalizedText {
        LocalizedText("a table may have at most \(limit) sections, this one has \(count)",
                      zh: "一个表格最多只能有 \(limit) 个分组，这里有 \(count) 个")
    }

    public static func tooManyRows(limit: Int, found count: Int) -> LocalizedText {
        LocalizedText("a table may have at most \(limit) rows in all, this one has \(count)",
                      zh: "一个表格总共最多只能有 \(limit) 行，这里有 \(count) 行")
    }

    // MARK: Trees

    public static let treeRowsUnindented = LocalizedText(
        "; tree rows must be indented under `tree`, two more spaces per level",
        zh: "；树的各行要缩进写在 `树` 下面，每深一层多缩进两个空格"
    )
    public static let treeTabs = LocalizedText(
        "indent tree rows with two spaces per level, not tabs", zh: "树的各行用空格缩进，每层两个空格，不要用制表符"
    )
    public static func treeIndent(found indent: Int, under base: Int) -> LocalizedText {
        // The indentations a row may have: the first row's, then two more per level.
        let allowed = "\(base), \(base + 2), \(base + 4)"
        return LocalizedText(
            "this tree row is indented \(indent) spaces; rows take their first row's \(base) plus two per level (\(allowed) …)",
            zh: "这一行树缩进了 \(indent) 个空格；树的各行要在第一行的 \(base) 个空格上每深一层多两个（\(allowed)……）"
        )
    }
    public static func treeTooDeep(limit: Int) -> LocalizedText {
        LocalizedText("a tree may be at most \(limit) levels deep", zh: "一棵树最多只能有 \(limit) 层")
    }
    public static func treeTooManyRows(limit: Int) -> LocalizedText {
        LocalizedText("a tree may have at most \(limit) rows", zh: "一棵树最多只能有 \(limit) 行")
    }
    public static let treeSkipsALevel = LocalizedText(
        "this tree row is indented two levels deeper than the row above it; indent it by two spaces more than its parent",
        zh: "这一行比上一行深了两层；它只能比父行多缩进两个空格"
    )
    public static let treeRowIsOneTitle = LocalizedText(
        "a tree row is one title; write it without quotes or as one quoted string",
        zh: "树的一行就是一个标题；不加引号，或者整个放在一对引号里"
    )

    // MARK: Listing

    public static func moreLinesDoNotParse(_ more: Int, limit: Int) -> LocalizedText {
        LocalizedText(
            "and \(more) more \(Plural.noun(more, "line")) of this chapter, from this one on, \(Plural.form(more, one: "does", other: "do")) not parse: "
                + "only the first \(limit) are listed; fix those and run again",
            zh: "本章从这一行起还有 \(Plural.chinese(more, "行"))解析不了：只列出前 \(limit) 处；先修好它们，再运行一次"
        )
    }

    // MARK: Warnings

    /// `期望 文本 行数 4`: `行数` now means the row count.
    public static func oldLineCountAlias(_ label: String) -> LocalizedText {
        LocalizedText(
            "`\(label) 行数` is read as the label's lines, but `行数` alone now means the row count",
            zh: "`\(label) 行数` 仍按文本的行数理解，但 `行数` 单独使用时现在表示表格的行数"
        )
    }

    /// The fix-it of a warning: what to write instead.
    public static func write(_ replacement: String) -> LocalizedText {
        LocalizedText("write `\(replacement)`", zh: "请写成 `\(replacement)`")
    }

    // MARK: Nouns

    /// What the parser expected, in both languages: `noun("the row height")` is 行高. The English is what the
    /// parser names in its messages; one it does not know stays English in both.
    public static func noun(_ english: String) -> LocalizedText {
        LocalizedText(english, zh: nouns[english] ?? english)
    }

    /// `the width of "Delete"`.
    public static func widthOf(_ quotedTitle: String) -> LocalizedText {
        LocalizedText("the width of \(quotedTitle)", zh: "\(quotedTitle) 的宽度")
    }

    /// `the number of rows in "Family"`.
    public static func rowsIn(_ quotedTitle: String) -> LocalizedText {
        LocalizedText("the number of rows in \(quotedTitle)", zh: "\(quotedTitle) 的行数")
    }

    /// The Chinese of every noun the parser names.
    public static let nouns: [String: String] = [
        "the action's title": "按钮标题", "the button's title": "按钮标题", "the section's title": "分组标题",
        "the row's title": "行的标题", "the label's text": "文本的文字", "the velocity in points per second": "速度（点每秒）",
        "the finger's y": "手指的 y", "the content offset": "内容偏移", "the section": "分组序号", "the row": "行号",
        "the row count": "行数", "the number of lines": "文本行数", "the title pattern, such as \"Item #{n}\"": "标题模板（比如 \"第{n}项\"）",
        "the expanded suffix": "展开后的后缀", "the end of the label's text": "文本的结尾", "the collapsed suffix": "收起时的后缀",
        "part of the refusal's message": "拒绝消息里的一段文字", "an action's title": "按钮标题", "a row title": "行的标题",
        "the x where the finger goes down": "手指按下的 x", "the row's top in the viewport": "这一行的顶边在视口中的 y",
        "the row's height": "这一行的高度",
        "the picture's scale": "图片的缩放", "the picture's offset": "图片的偏移", "the offset": "偏移",
        "the label's height": "文本的高度", "the header's height": "头部视图的高度", "the drag's translation": "拖动的位移",
        "the distance to scroll": "滚动的距离", "the distance to drag": "拖动的距离", "the button's x": "按钮的 x",
        "the button's width": "按钮的宽度", "a translation": "位移", "a keyframe value": "关键帧的值", "the width": "宽度",
        "the row height": "行高", "the maximum height": "最大高度", "the label's width": "文本的宽度", "the height": "高度",
        "the header's pinned height": "头部视图的最小高度", "the header's full height": "头部视图的完整高度",
        "the header height": "组头高度", "the font size": "字号", "the edge range": "边缘范围", "how far to pull down": "下拉的距离",
        "the minimum press": "最短按压", "how long to wait": "等待的时长", "how long to press": "按压的时长", "how long to hold": "停留的时长",
        "the section number": "分组序号", "the row number": "行号", "the number of visible rows": "可见行的数量",
        "the number of rows": "行的数量", "the level": "层级",
    ]
}
