import ChapterModel
import ChapterRunner
import Figures
import HTML
import Messages
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
        let html: Markup = """
        <div class="block \(status.rawValue)\(figure == nil ? " without-figure" : "")">
        <div class="block-main">
        <div class="block-head">\(head.joined(separator: " "))</div>
        <ol class="spec">
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
        let (className, word): (String, String) = switch line.outcome {
        case .passed: ("passed", words.passed)
        case .failed: ("failed", words.failed)
        case .blocked: ("blocked", words.blocked)
        case .notRun: ("not-run", words.notRun)
        case .comment: ("comment", "")
        case .notAnswered: ("not-answered", PredictionMessages.notAnswered.text(in: ReaderLanguage(folder: words.language)))
        }
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
        return "<li id=\"L\(line.location.line)\" class=\"\(className)\"><span class=\"ln\">\(line.location.line)</span>\(outcome)\(PredictionMarkup.code(line.text, showingAnswers: showingAnswers, language: words.language))\(failure)</li>"
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
