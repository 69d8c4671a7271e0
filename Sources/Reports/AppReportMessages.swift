import Messages

/// What the reports say of the reader's app, in both languages (the words live beside the module that says them).
enum AppReportMessages {
    /// After a chapter's steps: `, 31 lines checked against your app (InboxViewController), 4 engine only`.
    static func checked(_ checked: Int, engineOnly: Int, screen: String?) -> LocalizedText {
        let english = ", \(Plural.english(checked, "line")) checked against your app" + (screen.map { " (\($0))" } ?? "")
            + (engineOnly > 0 ? ", \(engineOnly) engine only" : "")
        let chinese = "，\(checked) 行对照你的应用检查过" + (screen.map { "（\($0)）" } ?? "") + (engineOnly > 0 ? "，\(engineOnly) 行只由引擎检查" : "")
        return LocalizedText(english, zh: chinese)
    }

    /// A reason that kept many of a chapter's lines from the app, said once: `engine only (12 lines): …`.
    static func engineOnlyBecause(_ count: Int) -> LocalizedText {
        LocalizedText("engine only (\(Plural.english(count, "line"))):", zh: "只由引擎检查（\(count) 行）：")
    }

    /// The title of a GitHub annotation for a line that fails against the app.
    static func stepFailedAgainstApp(_ step: String) -> LocalizedText {
        LocalizedText("step “\(step)” failed against your app", zh: "步骤「\(step)」对照你的应用失败")
    }
}
