import Messages

/// What `chapters lsp` (the language server) shows in an editor: hovers, code lenses, quick fixes and notices.
///
/// The diagnostics themselves use the runner's, parser's and report's messages, as `chapters verify` prints them.
public enum LanguageServerMessages {
    /// A hover's heading over a Chinese spec line's English form.
    public static let englishForm = LocalizedText("English form", zh: "英文形式")

    /// A hover's heading over a line's canonical form.
    public static let canonicalForm = LocalizedText("Canonical form", zh: "规范形式")

    /// A hover's line after the last check: the line passed.
    public static let linePassed = LocalizedText("Last check: passed ✓", zh: "上次检查：通过 ✓")

    /// A hover's line after the last check: the line failed.
    public static let lineFailed = LocalizedText("Last check: failed ✗", zh: "上次检查：失败 ✗")

    /// A hover's line after the last check: the line did not run.
    public static let lineNotRun = LocalizedText("Last check: not run (an earlier line failed)", zh: "上次检查：没有运行（前面的行失败了）")

    /// A hover over a line whose prediction is blank: nothing that gives the answer away.
    public static let predictionHidden = LocalizedText(
        "A prediction: the engines' value stays hidden until you have written yours",
        zh: "这是一处预测：写下你的数字之前，不显示引擎算出的值"
    )

    /// The code lens over a step's heading.
    public static let runStep = LocalizedText("▶ Run this step", zh: "▶ 运行这一步")

    /// The code lens over a chapter's title.
    public static let runChapter = LocalizedText("▶ Run this chapter", zh: "▶ 运行这一章")

    /// A quick fix that writes the word the parser suggests.
    public static func replaceWith(_ suggestion: String) -> LocalizedText {
        LocalizedText("Write `\(suggestion)`", zh: "改成 `\(suggestion)`")
    }

    /// What a run from a code lens found, before the summary (`5 passed, 0 failed`).
    public static func ran(_ fileName: String) -> LocalizedText {
        LocalizedText("chapters verify \(fileName): ", zh: "chapters verify \(fileName)：")
    }

    /// A request about a document that was never opened.
    public static func notOpen(_ uri: String) -> LocalizedText {
        LocalizedText(
            "\(uri) is not open: send textDocument/didOpen with its text before asking about it",
            zh: "\(uri) 没有打开：先用 textDocument/didOpen 发送它的文本，再询问它"
        )
    }

    /// A request before `initialize`.
    public static let notInitialized = LocalizedText(
        "the server is not initialized: send `initialize` first", zh: "服务器尚未初始化：请先发送 `initialize`"
    )

    /// A request after `shutdown`.
    public static let shutDown = LocalizedText(
        "the server is shutting down: only `exit` is accepted now", zh: "服务器正在关闭：现在只接受 `exit`"
    )

    /// A request the server does not know.
    public static func unknownMethod(_ method: String) -> LocalizedText {
        LocalizedText("unknown method `\(method)`: see `chapters lsp --help` for what the server answers",
                      zh: "未知的方法 `\(method)`：服务器支持哪些请求，见 `chapters lsp --help`")
    }

    /// A request whose parameters do not have the protocol's shape.
    public static func invalidParameters(_ method: String, _ detail: String) -> LocalizedText {
        LocalizedText("the parameters of `\(method)` do not have the shape the protocol gives them: \(detail)",
                      zh: "`\(method)` 的参数不符合协议规定的形式：\(detail)")
    }

    /// A message that is not JSON.
    public static let notJSON = LocalizedText(
        "the message is not valid JSON-RPC: it was skipped", zh: "这条消息不是有效的 JSON-RPC，已跳过"
    )

    /// A request cancelled by the client before it was answered.
    public static let cancelled = LocalizedText("the request was cancelled", zh: "请求已取消")

    /// A command the server does not run.
    public static func unknownCommand(_ command: String) -> LocalizedText {
        LocalizedText("unknown command `\(command)`", zh: "未知的命令 `\(command)`")
    }

    /// Bytes on standard input that are not a message (a header without a valid `Content-Length`, or what a wrong
    /// length left over), skipped up to the next header.
    public static func skippedBytes(_ start: String) -> LocalizedText {
        LocalizedText(
            "skipped bytes that are not a message (each message needs a `Content-Length: N` header and a blank line): \(start)",
            zh: "跳过了一段不是消息的字节（每条消息都要有 `Content-Length: N` 头和一个空行）：\(start)"
        )
    }

    /// A `textDocument/didChange` whose range lies outside the text the server has: the change is not applied.
    public static func changeOutOfRange(_ path: String, line: Int, column: Int, lineCount: Int) -> LocalizedText {
        LocalizedText(
            "\(path):\(line):\(column): an edit from the editor reaches past the text the language server has (\(lineCount) lines); "
                + "it was not applied, and the chapter is not checked until the editor sends its whole text: close the file and open it again",
            zh: "\(path):\(line):\(column)：编辑器发来的修改超出了语言服务器所知文本的范围（共 \(lineCount) 行），没有应用；"
                + "在编辑器发来整份文本之前不再检查这一章：请关闭这个文件再重新打开"
        )
    }

    /// A request about a document whose copy went out of step with the editor's (an edit out of range).
    public static func outOfStep(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path):1:1: the language server's copy of this chapter is out of step with the editor's: close the file and open it again",
            zh: "\(path):1:1：语言服务器手中这一章的文本与编辑器里的不一致：请关闭这个文件再重新打开"
        )
    }

    /// A failing line whose values stay hidden (a line with a blank, or any line in a predictions kit).
    public static let failedValuesHidden = LocalizedText(
        "this expectation does not hold; the engines' values stay hidden while predictions are open: "
            + "`swift run workshop verify` grades your predictions",
        zh: "这条期望不成立；还有预测没有批改，所以不显示引擎算出的值：用 `swift run workshop verify` 批改你的预测"
    )

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        [
            englishForm, canonicalForm, linePassed, lineFailed, lineNotRun, predictionHidden, runStep, runChapter,
            replaceWith("rows"), ran("01-swipe.md"), notOpen("file:///a.md"), notInitialized, shutDown, unknownMethod("x/y"),
            invalidParameters("x/y", "no uri"), notJSON, cancelled, unknownCommand("x"), skippedBytes("{}"),
            changeOutOfRange("en/01.md", line: 9, column: 1, lineCount: 3), outOfStep("en/01.md"), failedValuesHidden,
        ]
    }
}
