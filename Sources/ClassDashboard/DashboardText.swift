/// The words of the class page, in English and Chinese side by side.
struct DashboardText: Sendable {
    let language: String

    private func pick(_ english: String, _ chinese: String) -> String {
        language == "zh-Hans" ? chinese : english
    }

    var title: String { pick("Class progress", "班级进度") }
    var learners: String { pick("Learners", "学员") }
    var learner: String { pick("Learner", "学员") }
    var working: String { pick("Working on", "正在做") }
    var lastResult: String { pick("Last result", "最近提交") }
    var allDone: String { pick("all done", "全部完成") }
    var passed: String { pick("passed", "通过") }
    var failed: String { pick("failed", "未通过") }
    var notStarted: String { pick("not started", "未开始") }
    var commonFailures: String { pick("Where the class is stuck", "全班卡在哪里") }
    var noFailures: String { pick("No failing spec line yet.", "还没有失败的检查行。") }
    var noResults: String { pick("No results yet. Learners send theirs with `swift run workshop verify --submit …`, or give the tool their JSON files.", "还没有结果。学员用 `swift run workshop verify --submit …` 提交，或者把他们的 JSON 文件交给本工具。") }
    var skipped: String { pick("Files skipped", "跳过的文件") }
    func done(_ passed: Int, _ total: Int) -> String { pick("\(passed) of \(total) done", "完成 \(passed)/\(total)") }
    func learnerCount(_ count: Int) -> String { pick(count == 1 ? "1 learner" : "\(count) learners", "\(count) 名学员") }
    func failingFor(_ count: Int) -> String { pick(count == 1 ? "1 learner" : "\(count) learners", "\(count) 名学员") }
    func refreshed(_ seconds: Int) -> String { pick("This page refreshes itself every \(seconds) s.", "本页每 \(seconds) 秒自动刷新。") }
    var predictions: String { pick("Predictions", "预测") }
    var predictionsLegend: String {
        pick("Per learner and chapter: ✓ right, ✗ wrong, ? not answered (the numbers themselves are not sent).",
             "每位学员、每一章：✓ 答对，✗ 答错，? 未作答（学员填的数字本身不会发送）。")
    }
    var lookalike: String { pick("This name uses letters from another alphabet that look like Latin ones; it may pass for another learner's.", "这个名字含有外形像拉丁字母的其他字母表字母，可能被误认作另一位学员的名字。") }
    var release: String { pick("release name", "释放名字") }
    var releaseHint: String { pick("Lets the next result sent under this name claim it (a learner who lost their kit); results stay.", "让下一个用此名字提交的结果重新占用它（适用于丢失工具包的学员）；已有结果保留。") }
    var allChapters: String { pick("All", "合计") }
    func predictionCounts(right: Int, wrong: Int, notAnswered: Int) -> String {
        pick("\(right) right, \(wrong) wrong, \(notAnswered) not answered", "答对 \(right) 处，答错 \(wrong) 处，未作答 \(notAnswered) 处")
    }
    /// What a learner still has to do on their predictions: the blanks not answered, and the wrong answers apart.
    func predictionsLeft(notAnswered: Int, wrong: Int) -> String {
        let english = [notAnswered > 0 ? "\(notAnswered) not answered" : nil, wrong > 0 ? "\(wrong) wrong" : nil].compactMap { $0 }
        let chinese = [notAnswered > 0 ? "未作答 \(notAnswered) 处" : nil, wrong > 0 ? "答错 \(wrong) 处" : nil].compactMap { $0 }
        return pick("predictions: " + english.joined(separator: ", "), "预测：" + chinese.joined(separator: "，"))
    }
    func status(_ status: String) -> String {
        switch status {
        case "passed": passed
        case "failed": failed
        default: notStarted
        }
    }
}
