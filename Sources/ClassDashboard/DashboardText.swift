import EngineMessages

/// The words of the class page: ``Messages/DashboardMessages`` read in the page's language.
struct DashboardText: Sendable {
    let language: ReaderLanguage

    private func say(_ text: LocalizedText) -> String { text.text(in: language) }

    var title: String { say(DashboardMessages.title) }
    var learners: String { say(DashboardMessages.learners) }
    var learner: String { say(DashboardMessages.learner) }
    var working: String { say(DashboardMessages.working) }
    var lastResult: String { say(DashboardMessages.lastResult) }
    var allDone: String { say(DashboardMessages.allDone) }
    var passed: String { say(DashboardMessages.passed) }
    var failed: String { say(DashboardMessages.failed) }
    var notStarted: String { say(DashboardMessages.notStarted) }
    var commonFailures: String { say(DashboardMessages.commonFailures) }
    var noFailures: String { say(DashboardMessages.noFailures) }
    var noResults: String { say(DashboardMessages.noResults) }
    var skipped: String { say(DashboardMessages.skipped) }
    func done(_ passed: Int, _ total: Int) -> String { say(DashboardMessages.done(passed, total)) }
    func learnerCount(_ count: Int) -> String { say(DashboardMessages.learnerCount(count)) }
    func failingFor(_ count: Int) -> String { say(DashboardMessages.learnerCount(count)) }
    func refreshed(_ seconds: Int) -> String { say(DashboardMessages.refreshed(seconds)) }
    var predictions: String { say(DashboardMessages.predictions) }
    var predictionsLegend: String { say(DashboardMessages.predictionsLegend) }
    var lookalike: String { say(DashboardMessages.lookalike) }
    var release: String { say(DashboardMessages.release) }
    var releaseHint: String { say(DashboardMessages.releaseHint) }
    var allChapters: String { say(DashboardMessages.allChapters) }
    func predictionCounts(right: Int, wrong: Int, notAnswered: Int) -> String {
        say(DashboardMessages.predictionCounts(right: right, wrong: wrong, notAnswered: notAnswered))
    }
    /// What a learner still has to do on their predictions: the blanks not answered, and the wrong answers apart.
    func predictionsLeft(notAnswered: Int, wrong: Int) -> String {
        say(DashboardMessages.predictionsLeft(notAnswered: notAnswered, wrong: wrong))
    }
    func status(_ status: String) -> String {
        switch status {
        case "passed": passed
        case "failed": failed
        default: notStarted
        }
    }
}
