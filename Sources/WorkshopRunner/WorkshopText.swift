/// The workshop's own words, in the kit's language.
struct WorkshopText {
    let chinese: Bool

    init(language: String) {
        chinese = language == "zh-Hans"
    }

    func done(_ passed: Int, of total: Int) -> String {
        chinese ? "已完成 \(passed)/\(total) 个练习" : "\(passed)/\(total) exercises done"
    }
    var allDone: String {
        chinese ? "全部完成！每个练习都通过了本章的检查。" : "All done: every exercise passes its chapter's checks."
    }
    /// Every exercise passes, and blanks remain (a kit with exercises and predictions).
    var exercisesDone: String {
        chinese ? "每个练习都通过了本章的检查，还剩空白要填。" : "Every exercise passes its chapter's checks; blanks remain."
    }
    var next: String { chinese ? "下一个练习" : "Next exercise" }
    var edit: String { chinese ? "要修改的文件" : "Edit" }
    var failing: String { chinese ? "未通过的一行" : "Failing line" }
    var notStarted: String { chinese ? "还没开始（文件仍是初始代码）" : "not started (the file is still the stub)" }
    func steps(_ passed: Int, _ total: Int) -> String { chinese ? "\(passed)/\(total) 步" : "\(passed)/\(total) steps" }
    var hint: String { chinese ? "提示" : "Hint" }
    /// What follows a label: a full-width colon in Chinese.
    var colon: String { chinese ? "：" : ": " }
    var keys: String {
        chinese ? "保存文件后会自动重新检查 · h 提示 · q 退出" : "Save a file to check again · h hint · q quit"
    }
    var building: String { chinese ? "正在编译……" : "Building…" }
    var buildFailed: String { chinese ? "编译失败，先修正这些错误：" : "The build failed; fix these first:" }
    func wrote(_ path: String) -> String { chinese ? "结果已写入 \(path)" : "Wrote the result to \(path)" }
}
