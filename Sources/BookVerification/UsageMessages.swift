import Messages

/// What the `chapters` command says about how it was called (paths, `FILE:LINE`, `--filter`) and what it wrote, in the
/// terminal's language (``ReaderLanguage/init(environment:)``).
public enum UsageMessages {
    /// The report's index or progress page would replace a file the report did not write.
    public static func reportOverForeignFile(_ file: String) -> LocalizedText {
        LocalizedText("\(file) exists, and the report did not write it; nothing was written: move it away or choose another --out",
                      zh: "\(file) 已经存在，而且不是报告写的；什么都没有写入：请把它移走，或用 --out 换一个文件夹")
    }

    /// A report's file is a folder.
    public static func reportFileIsAFolder(format: String, file: String, example: String) -> LocalizedText {
        LocalizedText("the \(format) report's file \(file) is a folder; nothing was run: name a file, such as \(file)/\(example)",
                      zh: "\(format) 报告的文件 \(file) 是一个文件夹；什么都没有运行：请写明文件名，比如 \(file)/\(example)")
    }

    /// After a report file that could not be written.
    public static let chooseAnotherReportFile = LocalizedText("; choose another file for the report", zh: "；请给报告换一个文件")

    /// `--list` with an option that shapes a run, which `--list` does not make.
    public static func listRunsNothing(_ option: String) -> LocalizedText {
        LocalizedText("--list prints the chapters and steps and runs nothing, so \(option) would do nothing; leave out one of them",
                      zh: "--list 只列出章节和步骤，什么都不运行，所以 \(option) 不会起作用；请去掉其中一个")
    }

    /// `--filter ""`.
    public static let emptyFilter = LocalizedText("--filter is empty; give the text a chapter's file name or a step's heading contains, such as --filter 03",
                                                  zh: "--filter 是空的；请给出章节文件名或步骤标题里含有的文字，比如 --filter 03")

    /// Before a spec line's parse error in `export swift`: its test is written to fail there.
    public static let exportedFailing = LocalizedText("this line does not parse, so its test fails here: ", zh: "这一行无法解析，所以导出的测试会在这里失败：")

    /// `report --out` names a book's folder, a language folder, a folder inside one, or nothing.
    public static func reportIntoBook(_ out: String) -> LocalizedText {
        LocalizedText(
            "--out \"\(out)\": the study guides go beside the book, not into it or into the current folder, where they would mix with the chapters; nothing was written: name a folder of their own, such as .build/chapters-report (the default)",
            zh: "--out \"\(out)\"：学习指南要放在书的旁边，不能放进书里或当前文件夹，否则会和章节混在一起；什么都没有写入：请给它们一个单独的文件夹，比如 .build/chapters-report（默认值）"
        )
    }

    /// `chapters class` could not write its page.
    public static func cannotWriteClassPage(_ path: String, reason: String) -> LocalizedText {
        LocalizedText("\(path): cannot write the class page (\(reason)); choose another folder with --out",
                      zh: "\(path)：无法写入班级页面（\(reason)）；请用 --out 换一个文件夹")
    }

    /// `chapters class` was given no result file.
    public static let noResultFiles = LocalizedText("give at least one result file or folder", zh: "请至少给出一个结果文件或文件夹")

    /// `FILE:…` where FILE exists but what follows is no line number from 1 (`FILE:0`, `FILE:abc`).
    public static func notALine(_ argument: String, file: String) -> LocalizedText {
        LocalizedText(
            "\(argument): \(file) exists, but what follows it is not a line number; name a step by a line of it, as FILE:LINE or FILE:LINE:COLUMN with LINE from 1",
            zh: "\(argument)：\(file) 存在，但后面跟的不是行号；要指定一个步骤，请写成 FILE:LINE 或 FILE:LINE:COLUMN，行号从 1 开始"
        )
    }

    /// A report's file is a chapter (or where chapters live): writing it would lose the chapter.
    public static func reportOverChapter(format: String, file: String, example: String) -> LocalizedText {
        LocalizedText(
            "the \(format) report's file \(file) is a chapter, or in a book's language folder where chapters are; nothing was written: write the report to another file, such as \(example)",
            zh: "\(format) 报告的文件 \(file) 是一个章节，或者在书的语言文件夹里（那里放的是章节）；什么都没有写入：请把报告写到别的文件，比如 \(example)"
        )
    }

    /// What comes before a usage error on standard error.
    public static let errorPrefix = LocalizedText("error: ", zh: "错误：")
    public static let warningPrefix = LocalizedText("warning: ", zh: "警告：")

    /// No `Chapters` folder where the command runs, and no path given.
    public static let noChaptersFolder = LocalizedText(
        "there is no Chapters folder here; run from the package root or name a book folder or chapter file",
        zh: "这里没有 Chapters 文件夹；请在包的根目录运行，或者写明书的文件夹或章节文件"
    )

    /// A path that names nothing.
    public static let noSuchPath = LocalizedText(
        "no such file or folder; name a book folder (with en/ and zh-Hans/) or a chapter file",
        zh: "没有这个文件或文件夹；请写明书的文件夹（含 en/ 和 zh-Hans/）或章节文件"
    )

    /// A folder without chapters.
    public static let noChapterFiles = LocalizedText(
        "this folder has no chapter files (*.md) and no en/ or zh-Hans/ folder",
        zh: "这个文件夹里既没有章节文件（*.md），也没有 en/ 或 zh-Hans/ 文件夹"
    )

    /// The advice after a `FILE:LINE` that names no step.
    private static let nameAStep = LocalizedText(
        "; name a line of a step with a spec block (verify --list shows them)",
        zh: "；请写明某个带 spec 块的步骤里的一行（verify --list 会列出它们）"
    )

    /// `FILE:LINE` past the end of the file.
    public static func pastTheEnd(_ target: String, lines: Int) -> LocalizedText {
        LocalizedText("\(target) is past the end of the file (\(lines) lines)", zh: "\(target) 超出了文件末尾（文件只有 \(lines) 行）") + nameAStep
    }

    /// `FILE:LINE` before the first step.
    public static func beforeFirstStep(_ target: String) -> LocalizedText {
        LocalizedText("\(target) is before the chapter's first step", zh: "\(target) 在本章第一个步骤之前") + nameAStep
    }

    /// `FILE:LINE` in a section of prose only.
    public static func inProse(_ target: String, title: String, line: Int) -> LocalizedText {
        LocalizedText("\(target) is in “\(title)” (line \(line)), a section with prose only",
                      zh: "\(target) 在“\(title)”（第 \(line) 行）里，这一节只有正文") + nameAStep
    }

    /// `--filter` that keeps nothing.
    public static func noFilterMatch(_ filter: String) -> LocalizedText {
        LocalizedText("no chapter or step matches --filter \(filter); --list shows the chapters and steps",
                      zh: "没有章节或步骤匹配 --filter \(filter)；--list 会列出所有章节和步骤")
    }

    /// `chapters watch --filter`: a save of a chapter the filter leaves out.
    public static func savedButFilteredOut(_ names: String, filter: String) -> LocalizedText {
        LocalizedText("changed: \(names), which --filter \(filter) leaves out; still watching",
                      zh: "有改动：\(names)，但 --filter \(filter) 不包括它；继续监视")
    }

    /// What `chapters report` wrote: every page.
    public static func wrotePages(_ count: Int, to index: String) -> LocalizedText {
        LocalizedText("Wrote \(Plural.english(count, "page")) to \(index)", zh: "写好了 \(Plural.chinese(count, "个页面"))：\(index)")
    }

    /// What `chapters report` wrote when some pages already held what it would write.
    public static func wrotePages(_ written: Int, of count: Int, to index: String, unchanged: Int) -> LocalizedText {
        LocalizedText("Wrote \(written) of \(Plural.english(count, "page")) to \(index) (\(unchanged) unchanged)",
                      zh: "写好了 \(Plural.chinese(count, "个页面"))中的 \(written) 个：\(index)（\(unchanged) 个没有变化）")
    }

    /// The pages of chapters a partial report did not run, left as they were.
    public static func keptPages(_ count: Int) -> LocalizedText {
        LocalizedText("Pages of chapters not in this run: kept (\(count))", zh: "没有在这次运行的章节，页面保留原样（\(count) 个）")
    }

    /// Pages of chapters gone from the book, deleted.
    public static func removedPages(_ pages: [String]) -> LocalizedText {
        let list = pages.joined(separator: ", ")
        return LocalizedText("Removed \(Plural.english(pages.count, "page")) of chapters no longer in the book: \(list)",
                             zh: "删除了书中已不存在的章节的 \(Plural.chinese(pages.count, "个页面"))：\(list)")
    }
    /// What `chapters export swift` wrote: `written` of `total` files, the rest unchanged.
    public static func wroteFiles(_ written: Int, of total: Int, to folder: String) -> LocalizedText {
        let unchanged = total - written
        return LocalizedText(
            "Wrote \(written) of \(Plural.english(total, "file")) to \(folder)" + (unchanged > 0 ? " (\(unchanged) unchanged)" : ""),
            zh: "写好了 \(Plural.chinese(total, "个文件"))中的 \(written) 个：\(folder)" + (unchanged > 0 ? "（\(unchanged) 个没有变化）" : "")
        )
    }

    /// Two chapters of one export would write the same app package (`chapters export ios`).
    public static func samePackage(_ first: String, _ second: String, folder: String) -> LocalizedText {
        LocalizedText(
            "\(second) and \(first) both make \(folder); export them one at a time, each with its own --out",
            zh: "\(second) 和 \(first) 都会写成 \(folder)；请分开导出，各用自己的 --out"
        )
    }

    /// What `chapters export app` wrote, and how many of the packages do not type-check.
    public static func wroteAppPackages(_ written: Int, to folder: String, failing: Int) -> LocalizedText {
        LocalizedText(
            "Wrote \(Plural.english(written, "app package")) to \(folder)" + (failing > 0 ? "; \(failing) \(failing == 1 ? "does" : "do") not type-check" : "")
                + (written == 0 ? " (no chapter given has a `swift ios` listing, so there is no app to write)" : ""),
            zh: "写好了 \(Plural.chinese(written, "个 app 包"))：\(folder)" + (failing > 0 ? "；其中 \(failing) 个没有通过类型检查" : "")
                + (written == 0 ? "（给出的章节都没有 `swift ios` 代码，没有可写的应用）" : "")
        )
    }

    /// After an app package's type errors: where each is at its line in the chapter.
    public static func seeErrorsInChapter(_ chapter: String) -> LocalizedText {
        LocalizedText("    `chapters verify \(chapter)` shows each error at its line in the chapter",
                      zh: "    `chapters verify \(chapter)` 会在章节里的对应行列出每个错误")
    }

    /// `chapters watch` shows a long report's first lines: how many it left out.
    public static func moreReportLines(_ hidden: Int) -> LocalizedText {
        LocalizedText("… \(hidden) more \(Plural.noun(hidden, "line")) (run verify for all)",
                      zh: "…… 还有 \(Plural.chinese(hidden, "行"))（运行 verify 看全部）")
    }

    /// `verify --fail-fast` stopped: how many chapter files it did not run.
    public static func stoppedAtFirstFailure(notRun: Int) -> LocalizedText {
        LocalizedText("stopped at the first failure (--fail-fast): \(Plural.english(notRun, "chapter file")) not run",
                      zh: "在第一个失败处停下（--fail-fast）：\(Plural.chinese(notRun, "个章节文件"))没有运行")
    }

    /// What `chapters class page` wrote, and how many result files it skipped.
    public static func wroteClassPage(learners: Int, to index: String, skipped: Int) -> LocalizedText {
        LocalizedText(
            "Wrote the class page for \(Plural.english(learners, "learner")) to \(index)" + (skipped > 0 ? " (\(skipped) skipped)" : ""),
            zh: "写好了 \(Plural.chinese(learners, "名学员"))的班级页面：\(index)" + (skipped > 0 ? "（跳过了 \(skipped) 个）" : "")
        )
    }

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var pluralExamples: [LocalizedText] {
        [
            wrotePages(1, to: "index.html"), wrotePages(2, of: 3, to: "index.html", unchanged: 1), removedPages(["a.html"]),
            wroteFiles(2, of: 3, to: "out"), wroteAppPackages(1, to: "out", failing: 1), moreReportLines(4),
            stoppedAtFirstFailure(notRun: 2), wroteClassPage(learners: 1, to: "index.html", skipped: 2),
        ]
    }
}
