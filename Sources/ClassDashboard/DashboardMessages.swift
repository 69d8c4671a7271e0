import EngineMessages

/// The words of the class page (`chapters class page`, the class server's dashboard).
public enum DashboardMessages {
    public static let title = LocalizedText("Class progress", zh: "班级进度")
    public static let learners = LocalizedText("Learners", zh: "学员")
    public static let learner = LocalizedText("Learner", zh: "学员")
    public static let working = LocalizedText("Working on", zh: "正在做")
    public static let lastResult = LocalizedText("Last result", zh: "最近提交")
    public static let allDone = LocalizedText("all done", zh: "全部完成")
    public static let passed = LocalizedText("passed", zh: "通过")
    public static let failed = LocalizedText("failed", zh: "未通过")
    public static let notStarted = LocalizedText("not started", zh: "未开始")
    public static let commonFailures = LocalizedText("Where the class is stuck", zh: "全班卡在哪里")
    public static let noFailures = LocalizedText("No failing spec line yet.", zh: "还没有失败的检查行。")
    public static let noResults = LocalizedText(
        "No results yet. Learners send theirs with `swift run workshop verify --submit …`, or give the tool their JSON files.",
        zh: "还没有结果。学员用 `swift run workshop verify --submit …` 提交，或者把他们的 JSON 文件交给本工具。"
    )
    public static let skipped = LocalizedText("Files skipped", zh: "跳过的文件")
    public static let predictions = LocalizedText("Predictions", zh: "预测")
    public static let predictionsLegend = LocalizedText(
        "Per learner and chapter: ✓ right, ✗ wrong, ? not answered (the numbers themselves are not sent).",
        zh: "每位学员、每一章：✓ 答对，✗ 答错，? 未作答（学员填的数字本身不会发送）。"
    )
    public static let lookalike = LocalizedText(
        "This name uses letters that pass for others (from another alphabet, or small capitals); it may pass for another learner's.",
        zh: "这个名字含有外形像别的字母的字母（来自其他字母表，或小型大写字母），可能被误认作另一位学员的名字。"
    )
    public static let release = LocalizedText("release name", zh: "释放名字")
    public static let releaseHint = LocalizedText(
        "Lets the next result sent under this name claim it (a learner who lost their kit); results stay.",
        zh: "让下一个用此名字提交的结果重新占用它（适用于丢失工具包的学员）；已有结果保留。"
    )
    public static let allChapters = LocalizedText("All", zh: "合计")

    /// A learner's exercises done.
    public static func done(_ passed: Int, _ total: Int) -> LocalizedText {
        LocalizedText("\(passed) of \(total) done", zh: "完成 \(passed)/\(total)")
    }

    /// A number of learners: "1 learner", "3 learners", "3 名学员".
    public static func learnerCount(_ count: Int) -> LocalizedText {
        Plural.count(count, "learner", zh: "名学员")
    }

    /// How often the page reloads.
    public static func refreshed(_ seconds: Int) -> LocalizedText {
        LocalizedText("This page refreshes itself every \(seconds) s.", zh: "本页每 \(seconds) 秒自动刷新。")
    }

    /// A learner's predictions, counted.
    public static func predictionCounts(right: Int, wrong: Int, notAnswered: Int) -> LocalizedText {
        LocalizedText("\(right) right, \(wrong) wrong, \(notAnswered) not answered", zh: "答对 \(right) 处，答错 \(wrong) 处，未作答 \(notAnswered) 处")
    }

    /// What a learner still has to do on their predictions: the blanks not answered, and the wrong answers apart.
    public static func predictionsLeft(notAnswered: Int, wrong: Int) -> LocalizedText {
        let english = [notAnswered > 0 ? "\(notAnswered) not answered" : nil, wrong > 0 ? "\(wrong) wrong" : nil].compactMap { $0 }
        let chinese = [notAnswered > 0 ? "未作答 \(notAnswered) 处" : nil, wrong > 0 ? "答错 \(wrong) 处" : nil].compactMap { $0 }
        return LocalizedText("predictions: " + english.joined(separator: ", "), zh: "预测：" + chinese.joined(separator: "，"))
    }

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        [
            title, learners, learner, working, lastResult, allDone, passed, failed, notStarted, commonFailures, noFailures, noResults,
            skipped, predictions, predictionsLegend, lookalike, release, releaseHint, allChapters, done(1, 3), learnerCount(1),
            learnerCount(3), refreshed(5), predictionCounts(right: 1, wrong: 2, notAnswered: 3), predictionsLeft(notAnswered: 1, wrong: 2),
        ]
    }
}
