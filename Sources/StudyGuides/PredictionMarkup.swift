import HTML
import Messages
import SpecLanguage

/// A spec line's code on a study guide, with its "predict the number" marks drawn: a blank `?` as a blank, an
/// answered prediction hidden behind "show answer" (the learner's copy, the default) or shown highlighted (the
/// teacher's copy, `chapters report --answers`).
enum PredictionMarkup {
    /// The line's `<code>`; a line without marks is its text, escaped.
    static func code(_ text: String, showingAnswers: Bool, language: String) -> Markup {
        guard Prediction.mayHaveMarks(text) else { return "<code>\(text)</code>" }
        let marks = Prediction.marks(in: text)
        guard !marks.isEmpty else { return "<code>\(text)</code>" }
        let reader = ReaderLanguage(folder: language)
        let characters = Array(text)
        var parts: [Markup] = []
        var position = 0
        for mark in marks {
            parts.append("\(String(characters[position..<mark.offset]))")
            position = mark.offset + mark.text.count
            if let answer = mark.answer {
                if showingAnswers {
                    parts.append("<mark class=\"answer\" title=\"\(PredictionMessages.answer.text(in: reader))\">\(answer)?</mark>")
                } else {
                    parts.append("<details class=\"answer\"><summary title=\"\(PredictionMessages.predictThis.text(in: reader))\">?"
                        + "<small>\(PredictionMessages.showAnswer.text(in: reader))</small></summary><span>\(answer)</span></details>")
                }
            } else {
                parts.append("<span class=\"blank\" title=\"\(PredictionMessages.notAnswered.text(in: reader))\">?</span>")
            }
        }
        parts.append("\(String(characters[position...]))")
        return "<code class=\"predicting\">\(parts.joined())</code>"
    }

    /// The CSS for the marks, in a block of its own after the shared stylesheet.
    static let css: Markup = """
    /* Predict the number (PredictionMarkup): blanks, hidden answers, the teacher's answers. */
    .spec .not-answered .outcome { color: var(--blocked); font-weight: 700; white-space: normal; }
    .spec .not-answered .outcome::before { content: "? " / ""; }
    .spec li.not-answered { background: var(--blocked-bg); }
    code.predicting .blank, details.answer > summary { display: inline-block; min-width: 2.5em; text-align: center;
      border-bottom: 2px solid var(--blocked); font-weight: 700; }
    details.answer { display: inline-flex; align-items: baseline; gap: .3em; vertical-align: baseline; }
    details.answer > summary { cursor: pointer; list-style: none; }
    details.answer > summary::-webkit-details-marker { display: none; }
    details.answer[open] > summary { color: var(--muted); }
    details.answer > span { font-weight: 700; color: var(--passed); }
    details.answer small { font-weight: 400; color: var(--muted); font-family: system-ui, sans-serif; font-size: .7em; margin-left: .3em; }
    details.answer[open] small { display: none; }
    details.figure-answer { margin-top: .75rem; }
    details.figure-answer > summary { cursor: pointer; color: var(--muted); font-size: .9rem; }
    mark.answer { background: var(--blocked-bg); color: inherit; font-weight: 700; border-bottom: 2px solid var(--blocked); }
    @media print { details.answer > span, details.answer small { display: none; } }
    """
}
