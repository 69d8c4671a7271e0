import ChapterModel
import Messages

extension LineFailure {
    /// The failure as an error at its place (``location``, or the start of the failing `line`): the message in the
    /// chapter's language and its suggestion; what was expected and found stay with the failure.
    public func diagnostic(line: SourceLocation) -> Diagnostic {
        var diagnostic = Diagnostic(.error, at: location ?? line, LocalizedText(verbatim: message), suggestion: suggestion)
        diagnostic.language = language
        return diagnostic
    }
}
