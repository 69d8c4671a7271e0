/// The Chinese alias of every keyword, and the English words it stands for.
///
/// The lexer replaces an alias by its English words, so the parser sees one language; the parser
/// accepts the same word in the same position whichever way it was written. Tokenizing takes the
/// longest alias that matches (`行高` before `行`, `关闭` before `关`).
public enum ChineseAliases {
    /// `(alias, English words)`, in the order of the reference chapter's table.
    public static let table: [(alias: String, english: String)] = [
        ("表格", "table"), ("行", "row"), ("分组", "section"), ("标题", "titled"), ("树", "tree"), ("文本", "label"),
        ("宽度", "width"), ("高度", "height"), ("行高", "row height"), ("组头高度", "header height"),
        ("右侧按钮", "trailing actions"), ("左侧按钮", "leading actions"), ("破坏性", "destructive"),
        ("编辑", "editing"), ("删除", "delete"), ("无", "none"),
        ("滑动样式", "swipe style"), ("露出", "reveal"), ("邮件", "mail"), ("单元格状态", "cell state"),
        ("朴素", "naive"), ("重置", "reset"), ("记住", "remembered"),
        ("最短按压", "minimum press"), ("边缘滚动", "edge scroll"), ("边缘范围", "edge range"),
        ("开", "on"), ("关", "off"), ("移动方式", "reorder by"), ("移动", "move"), ("交换", "exchange"),
        ("展开模式", "expand mode"), ("独立", "independent"), ("手风琴", "accordion"),
        ("收起", "collapsed"), ("展开", "expanded"),
        ("字号", "font"), ("最大高度", "max height"), ("展开提示", "more"), ("收起提示", "less"),
        ("滑动", "pan"), ("起点", "from"), ("位移", "by"), ("松开", "release"), ("速度", "with velocity"), ("取消", "cancel"),
        ("点击", "tap"), ("在", "in"), ("组头", "header"), ("滚动到", "scroll to"), ("滚动", "scroll by"),
        ("长按", "long-press"), ("持续", "for"), ("拖到", "drag to"), ("拖动", "drag by"),
        ("停留", "hold"), ("放下", "drop"), ("等待", "wait"),
        ("期望", "expect"), ("打开", "open"), ("关闭", "closed"), ("偏移", "offset"), ("关键帧", "keyframes"),
        ("可见按钮", "visible actions"), ("按钮", "action"), ("位于", "at"), ("打开的行", "open rows"),
        ("是", "is"), ("数量", "count"), ("抬起", "lifted"), ("无抬起", "nothing lifted"), ("内容偏移", "content offset"),
        ("可见行", "visible rows"), ("更新", "updates"), ("插入", "inserted"),
        ("结尾是", "ends with"), ("文本行数", "label lines"), ("文字", "text"), ("事件", "events"), ("到", "to"), ("错误", "error"),
        ("单一打开", "single open"), ("层级", "level"), ("展开更新", "expand updates"), ("批量", "batched"),
        ("头部视图", "header view"), ("最小高度", "min"), ("头部按钮", "header buttons"), ("传递触摸", "passes touches"),
        ("下拉", "pull down"), ("图片", "picture"), ("缩放", "scale"),
    ] + natural

    /// Natural Chinese phrases beside the word-for-word aliases (issue 17): `行数` reads better than `行 数量`.
    /// `的` is a Chinese word of its own, for the Chinese word order `点击 行 3 的 "删除"`.
    public static let natural: [(alias: String, english: String)] = [
        ("行数", "row count"), ("没有抬起的行", "nothing lifted"), ("只开一行", "single open"), ("的", "的"),
    ]

    /// Aliases by their first character, longest first.
    static let byFirstCharacter: [Character: [(alias: [Character], words: [String])]] = {
        var result: [Character: [(alias: [Character], words: [String])]] = [:]
        for (alias, english) in table {
            let characters = Array(alias)
            result[characters[0], default: []].append((characters, english.split(separator: " ").map(String.init)))
        }
        for key in result.keys {
            result[key]!.sort { $0.alias.count > $1.alias.count }
        }
        return result
    }()

    /// The Chinese alias of an English keyword phrase, for messages and the reference chapter.
    public static func alias(of english: String) -> String? {
        table.first { $0.english == english }?.alias
    }
}
