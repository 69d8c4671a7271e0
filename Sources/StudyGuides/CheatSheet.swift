import SpecLanguage

/// The spec language on one printed page: every command and expectation as a short example, in English and in
/// Chinese, grouped as chapter 00 groups them, plus the rules that apply everywhere.
///
/// The examples are the grammar's (``SpecGrammar``), printed in English and in Chinese. Every example parses, each
/// Chinese example parses to the English one's canonical form, and every alias of ``ChineseAliases/table`` appears in
/// some Chinese example, the natural phrases (`行数`, `只开一行`) standing for the word-for-word aliases they replace.
/// Tests check all three, so the sheet cannot drift from the parser or the alias table.
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

    /// The grammar's examples, grouped by role, in English and in Chinese as the grammar prints them; and a
    /// prediction, which any `expect` line may hold.
    static let groups: [Group] = FormSyntax.Role.allCases.map { role in
        let forms = SpecGrammar.forms.filter { $0.role == role }
        var entries = forms.flatMap(\.examples).map { kind in
            e(SpecGrammar.lines(of: kind).joined(separator: "\n"), SpecGrammar.lines(of: kind, .chinese).joined(separator: "\n"))
        }
        if role == .expectation { entries.append(e("expect row 3 offset 150?", "期望 行 3 偏移 150?")) }
        return Group(english: titles[role]!.english, chinese: titles[role]!.chinese, entries: entries)
    }

    private static let titles: [FormSyntax.Role: (english: String, chinese: String)] = [
        .fixture: ("Fixtures: start a fresh world", "夹具：开始一个新世界"), .setting: ("Settings", "设置"),
        .gesture: ("Gestures and actions", "手势与操作"), .expectation: ("Expectations", "期望"),
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
