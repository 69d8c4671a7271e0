import LearnerResults
import Messages

extension FirstFailure {
    /// A learner's first failure from its ``Messages/Diagnostic``: its line and column, its message in its language
    /// (or `message`, such as a runner failure's with what was expected and found), the line as written and the
    /// prose above; `file` is the chapter as the kit names it.
    init(_ diagnostic: Diagnostic, file: String, text: String, message: String? = nil, prose: String) {
        self.init(
            file: file, line: diagnostic.location.line, column: diagnostic.location.column, text: text,
            message: message ?? diagnostic.messageWithSuggestion(in: diagnostic.language), prose: prose
        )
    }
}
