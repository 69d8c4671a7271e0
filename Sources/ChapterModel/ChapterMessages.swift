import Messages

/// What reading a chapter file finds wrong with it: a file that cannot be read, a fence that is probably a misspelt
/// `spec`, a block never closed, a chapter with nothing to check, an introduction that does not follow its form.
public enum ChapterMessages {
    // MARK: Reading the file

    public static let cannotRead = LocalizedText("cannot read the file", zh: "无法读取这个文件")
    public static let cannotReadHint = LocalizedText("check that it exists and is readable", zh: "检查文件是否存在、是否可读")
    public static let isAFolder = LocalizedText("this is a folder, not a chapter file", zh: "这是一个文件夹，不是章节文件")
    public static let isAFolderHint = LocalizedText("name a chapter file (NN-name.md) in it, or the book's folder", zh: "请给出其中的章节文件（NN-name.md），或书的文件夹")
    public static let noSuchFile = LocalizedText("no such file", zh: "没有这个文件")
    public static let noSuchFileHint = LocalizedText("check the path; verify --list shows the book's chapters", zh: "请检查路径；verify --list 会列出书里的章节")
    public static let notUTF8 = LocalizedText("the file is not valid UTF-8", zh: "这个文件不是有效的 UTF-8")
    public static let notUTF8Hint = LocalizedText("save it as UTF-8", zh: "把它另存为 UTF-8")

    // MARK: Fences

    /// A fenced block whose info string is near `spec`.
    public static func misspeltSpec(_ info: String) -> LocalizedText {
        LocalizedText("this fenced block's info string `\(info)` looks like a misspelt `spec`, so it is not verified",
                      zh: "这个代码块的信息字符串 `\(info)` 像是拼错的 `spec`，所以它没有被验证")
    }

    public static let misspeltSpecHint = LocalizedText(
        "write ```spec to verify it, or another language name if it is not a spec",
        zh: "写成 ```spec 来验证它；如果它不是 spec，就写成别的语言名"
    )
    public static let unclosedSpec = LocalizedText(
        "this spec block is never closed, so every line after it to the end of the file is read as spec",
        zh: "这个 spec 代码块没有结束，所以它后面直到文件末尾的每一行都会被当作 spec 读"
    )
    public static let unclosedSpecHint = LocalizedText("end the block with a line ```", zh: "用一行 ``` 结束这个代码块")

    // MARK: The chapter as a whole

    public static let noSpecBlocks = LocalizedText(
        "the chapter has no spec blocks, so nothing in it is checked", zh: "这一章没有 spec 代码块，所以其中什么都没有被检查"
    )
    public static let noSpecBlocksHint = LocalizedText(
        "add a step: a `## Step` heading followed by a ```spec block", zh: "加一个步骤：一个 `## 步骤` 标题，后面跟一个 ```spec 代码块"
    )
    public static let noTitle = LocalizedText("the chapter has no `#` title", zh: "这一章没有 `#` 标题")
    public static let noTitleHint = LocalizedText("start the file with a line `# Title`", zh: "在文件开头写一行 `# 标题`")

    // MARK: The introduction

    /// An introduction (a quote opening with an objectives heading) that does not follow the form: `problem` says how.
    public static func introduction(_ problem: LocalizedText) -> LocalizedText {
        LocalizedText("the chapter introduction \(problem.english), so the study guide shows it as plain prose",
                      zh: "本章的导言\(problem.chinese)，所以学习指南把它当作普通文字显示")
    }

    public static let introductionHint = LocalizedText(
        "write `> **Objectives**`, a bullet list, then `> **Time:** 25 min · **iOS:** 17` (see chapter 00)",
        zh: "写 `> **学习目标**`、一个列表，再写 `> **用时：** 25 分钟 · **iOS：** 17`（见第 00 章）"
    )
    public static let introductionHasNoObjectives = LocalizedText(
        "has no bullet list of objectives after its heading", zh: "在标题后面没有学习目标的列表"
    )
    public static let introductionHoldsMore = LocalizedText(
        "holds more than objectives and one time line", zh: "除了学习目标和一行用时之外还有别的内容"
    )

    /// A time line that is not `Time: N min · iOS: V`.
    public static func introductionTimeLine(_ timing: String) -> LocalizedText {
        LocalizedText("time line `\(timing)` is not `Time: N min · iOS: V` (or `用时： N 分钟 · iOS： V`)",
                      zh: "用时这一行 `\(timing)` 不是 `用时： N 分钟 · iOS： V`（或 `Time: N min · iOS: V`）")
    }

    // MARK: Listings

    /// An engine listing's check.
    public static let checkCompiledAndRun = LocalizedText("compiled and run", zh: "已编译并运行")

    /// An engine listing that did not compile, so it never ran.
    public static let checkDidNotCompile = LocalizedText("did not compile, so it did not run", zh: "没有通过编译，因此没有运行")

    /// A device listing's check against a real iOS SDK.
    public static func checkTypeCheckedAgainstSDK(_ version: String) -> LocalizedText {
        LocalizedText("type-checked against iOS SDK \(version)", zh: "已对照 iOS SDK \(version) 做类型检查")
    }

    /// A device listing's check against the checked iOS surface (the package's declarations of the iOS SDK's API).
    public static let checkTypeCheckedAgainstSurface = LocalizedText(
        "type-checked against the checked iOS surface", zh: "已对照经核验的 iOS 接口面做类型检查"
    )

    /// A device listing only parsed.
    public static let checkSyntaxOnly = LocalizedText("syntax only", zh: "仅检查语法")

    /// A listing not checked.
    public static let checkNotChecked = LocalizedText("not checked", zh: "未检查")

    /// A listing's compile error about a name (or a conformance) that a later listing of the same step declares.
    public static func declaredLater(line: Int) -> LocalizedText {
        LocalizedText(
            "declared in the listing at line \(line), which comes later: move that listing before this one, or this one after it",
            zh: "它在第 \(line) 行的代码清单里声明，而那段清单在后面：把那段清单移到这段之前，或者把这段移到它之后"
        )
    }

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        [
            cannotRead, cannotReadHint, isAFolder, isAFolderHint, noSuchFile, noSuchFileHint,
            notUTF8, notUTF8Hint, misspeltSpec("spce"), misspeltSpecHint, unclosedSpec, unclosedSpecHint,
            noSpecBlocks, noSpecBlocksHint, noTitle, noTitleHint, introduction(introductionHasNoObjectives), introductionHint,
            introductionHoldsMore, introductionTimeLine("Time: ten"), checkCompiledAndRun, checkDidNotCompile,
            checkTypeCheckedAgainstSDK("17.5"), checkTypeCheckedAgainstSurface, checkSyntaxOnly, checkNotChecked, declaredLater(line: 42),
        ]
    }
}
