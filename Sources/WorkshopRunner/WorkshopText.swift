import Messages

/// The workshop's own words: ``Messages/WorkshopMessages`` read in the kit's language.
struct WorkshopText {
    let language: ReaderLanguage

    private func say(_ text: LocalizedText) -> String { text.text(in: language) }

    func done(_ passed: Int, of total: Int) -> String { say(WorkshopMessages.done(passed, of: total)) }
    var allDone: String { say(WorkshopMessages.allDone) }
    /// Every exercise passes, and blanks remain (a kit with exercises and predictions).
    var exercisesDone: String { say(WorkshopMessages.exercisesDone) }
    var next: String { say(WorkshopMessages.next) }
    var edit: String { say(WorkshopMessages.edit) }
    var failing: String { say(WorkshopMessages.failing) }
    var notStarted: String { say(WorkshopMessages.notStarted) }
    func steps(_ passed: Int, _ total: Int) -> String { say(WorkshopMessages.steps(passed, total)) }
    var hint: String { say(WorkshopMessages.hint) }
    /// What follows a label: a full-width colon in Chinese.
    var colon: String { say(WorkshopMessages.colon) }
    var keys: String { say(WorkshopMessages.keys) }
    var building: String { say(WorkshopMessages.building) }
    var buildFailed: String { say(WorkshopMessages.buildFailed) }
    func wrote(_ path: String) -> String { say(WorkshopMessages.wrote(path)) }
}
