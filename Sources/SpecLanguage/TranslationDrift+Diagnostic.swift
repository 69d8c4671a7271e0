import ChapterModel
import Messages

extension TranslationDrift {
    /// The drift as an error at the translation's line (in the translation's language, `language`), the hint what to
    /// do; the original's place and both lines stay with the drift.
    public func diagnostic(in language: ReaderLanguage = .english) -> Diagnostic {
        Diagnostic(.error, at: translation, text, hint: hintText, language: language)
    }
}
