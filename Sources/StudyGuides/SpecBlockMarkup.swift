import ChapterModel
import Figures
import HTML
import Messages
import SpecInterpreter
import SpecLanguage

/// A spec block on a study guide page: each line with its outcome (failures with what was expected and
/// what was found), then the figure of the world the block left.
struct SpecBlockMarkup {
    var block: BlockResult
    var words: Vocabulary
    /// The world before the block ran (the previous block's), to tell what the block changed.
    var before: World? = nil
    /// Whether the figure replays what the block moved (rows, the lifted snapshot, the scroll); off where a page would
    /// outgrow its weight budget.
    var replays = true
    /// Whether marked predictions (`60?`) show their number (the teacher's copy) or hide it behind "show answer".
    var showingAnswers = false
    /// The block's lines as the reader's app answered them, by line number (empty when the app did not run).
    var app: [Int: AppLine] = [:]

    func html() -> Markup { render().html }

    /// The block's markup, and the CSS its figure's animation needs in the page's stylesheet (empty when none).
    func render() -> (html: Markup, style: String) {
        let status = block.status
        var head: [Markup] = [StatusMarkup.badge(status, word: words.word(for: status)), "<span>\(words.specBlock(block.block.location.line))</span>"]
        if status == .blocked, let cause = block.blockedBy {
            let text = block.isBlockedWithinItsStep ? words.notRunAfter(cause.description) : words.blockedBy(cause.description)
            head.append(cause.file == block.block.location.file ? "<a href=\"#L\(cause.line)\">\(text)</a>" : "<span>\(text)</span>")
        }
        var (figure, style) = figureMarkup() ?? (nil, "")
        if let drawn = figure, !showingAnswers, hidesAnswer {
            // The figure draws the numbers the learner is to predict (offsets, widths, the scroll): the learner's copy
            // keeps it folded, printed folded too, until they choose to look.
            let label = PredictionMessages.showFigure.text(in: ReaderLanguage(folder: words.language))
            figure = "<details class=\"figure-answer\"><summary>\(label)</summary>\n\(drawn)\n</details>"
        }
        // The stylesheet numbers the lines (a counter from the block's first line), not a number in each line's
        // markup: chapter 00's 600 lines would carry 15 KB of `<span>`s. A block's lines are its fence's, one after
        // another.
        let first = block.lines.first?.location.line ?? block.block.location.line + 1
        let html: Markup = """
        <div class="block \(status.rawValue)\(figure == nil ? " without-figure" : "")">
        <div class="block-main">
        <div class="block-head">\(head.joined(separator: " "))</div>
        <ol class="spec" style="counter-reset: ln \(first - 1)">
        \(block.lines.map(line).joined(separator: "\n"))
        </ol>
        </div>
        \(figure ?? .empty)
        </div>
        """
        return (html, style)
    }

    /// Whether a line of the block marks a prediction: an answered one (`60?`), which the learner's copy hides, or a
    /// blank (`?`) still to fill in. Either way the figure and the Swift would show the number.
    var hidesAnswer: Bool {
        block.lines.contains { Prediction.mayHaveMarks($0.text) && !Prediction.marks(in: $0.text).isEmpty }
    }

    private func line(_ line: LineResult) -> Markup {
        // The outcome's symbol (✓ ✗ ◌ –) comes from the stylesheet, silent to assistive technology: one line's
        // markup stays short, which keeps a long chapter's page light.
        let appLine = app[line.location.line]
        let appFailure = appLine?.failure.map { $0.text(in: ReaderLanguage(folder: words.language)) }
        var (className, word): (String, String) = switch line.outcome {
        case .passed: ("passed", words.passed)
        case .failed: ("failed", words.failed)
        case .blocked: ("blocked", words.blocked)
        case .notRun: ("not-run", words.notRun)
        case .comment: ("comment", "")
        case .notAnswered: ("not-answered", PredictionMessages.notAnswered.text(in: ReaderLanguage(folder: words.language)))
        }
        // A line the engines passed but the reader's app did not fails, with the app's side.
        if className == "passed", appFailure != nil { (className, word) = ("failed", words.failed) }
        // A passed line, most lines of a book, shows its outcome through the stylesheet alone (`li.passed::before`,
        // with the word as its spoken text): chapter 00's 550 lines stay within the page's weight budget.
        let outcome: Markup = className == "passed" ? .empty : "<span class=\"outcome\">\(word)</span>"
        var failure: Markup = .empty
        if case .failed(let details) = line.outcome {
            var message = details.message
            if let suggestion = details.suggestion { message += " (" + words.didYouMean(suggestion) + ")" }
            var facts: [Markup] = []
            if let expected = details.expected { facts.append("<dt>\(words.expected)</dt><dd><code>\(expected)</code></dd>") }
            if let actual = details.actual { facts.append("<dt>\(words.actual)</dt><dd><code>\(actual)</code></dd>") }
            let list: Markup = facts.isEmpty ? .empty : "<dl>\(facts)</dl>"
            failure = "<div class=\"failure\"><p>\((details.location ?? line.location).description): \(message)</p>\(list)</div>"
        }
        if let appFailure { failure = "\(failure)<div class=\"failure\"><p>\(line.location.description): \(appFailure)</p></div>" }
        return "<li id=\"L\(line.location.line)\" class=\"\(className)\">\(outcome)\(PredictionMarkup.code(line.text, showingAnswers: showingAnswers, language: words.language))\(appMark(appLine))\(failure)</li>"
    }

    /// The mark of a line checked against the reader's app (its word in the chapter's language, the reason as a
    /// tooltip for a line left to the engines); nothing for a line the app backend did not look at.
    private func appMark(_ line: AppLine?) -> Markup {
        guard let line else { return .empty }
        let language = ReaderLanguage(folder: words.language)
        if let reason = line.engineOnly {
            return "<span class=\"app engine-only\" title=\"\(reason.text(in: language))\">\(StudyGuideAppWords.engineOnly.text(in: language))</span>"
        }
        return "<span class=\"app\" title=\"\(StudyGuideAppWords.checkedTitle.text(in: language))\">\(StudyGuideAppWords.checked.text(in: language))</span>"
    }

    /// The figure of the world the block left; none for a blocked block (it did not run).
    private func figureMarkup() -> (Markup, String)? {
        guard block.status != .blocked, let world = block.world else { return nil }
        let failedLine = block.lines.first { if case .failed = $0.outcome { true } else { false } }?.location.line
        let figure = BlockFigure(
            world: world, before: before, lines: block.lines.map(\.text), blockLine: block.block.location.line,
            failedLine: failedLine, replays: replays, words: words
        )
        return figure.render()
    }
}

/// A study guide's words for the reader's app, in both languages.
enum StudyGuideAppWords {
    static let checked = LocalizedText("app ✓", zh: "应用 ✓")
    static let checkedTitle = LocalizedText("checked against your app too: the chapter's UIKit code, run", zh: "也对照你的应用检查过：运行本章的 UIKit 代码")
    static let engineOnly = LocalizedText("engines only", zh: "仅引擎")
}
