/// What the spec parser says about a line: its errors and warnings, in English and Chinese.
public enum ParserMessages {
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
}
