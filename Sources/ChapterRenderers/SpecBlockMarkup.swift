import ChapterModel
import ChapterRunner
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
        var (figure, style) = self.figure() ?? (nil, "")
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

    /// The figure of the world the block left; none for a blocked block (it did not run). When the block acted on
    /// a few rows, those rows are drawn large beside a small drawing of the whole screen; when it ran a swipe
    /// animation, the reader can play it.
    private func figure() -> (Markup, String)? {
        guard block.status != .blocked, let world = block.world else { return nil }
        let scene = FigureScene(world: world)
        let sentences = FigureDescription(scene: scene, words: words.figure).sentences()
        let failedLine = block.lines.first { if case .failed = $0.outcome { true } else { false } }?.location.line
        let lead = failedLine.map(words.untilFailure) ?? words.afterBlock
        let name = words.figureName(block.block.location.line)
        let id = "f\(block.block.location.line)"
        let timeline = replays ? FigureTimeline(motion: world.motion, scene: scene, id: id) : nil
        let motion = timeline == nil ? FigureMotion(scene: scene, before: before, id: id) : nil
        var drawing = WorldFigure(scene: scene, words: words.figure, motion: motion)
        drawing.focus = FigureFocus.region(in: scene, mentioning: FigureFocus.mentionedRows(in: block.lines.map(\.text)))
        drawing.fingerStartY = fingerStart(in: scene)
        if let timeline {
            // A replay moves rows across the screen: the whole screen is drawn.
            drawing.timeline = timeline
            drawing.focus = nil
            let markup: Markup = """
            \(timeline.toggles())<figure class="whole animated"\(timeline.figureStyle)>
            \(timeline.controls(words: words.figure))
            \(drawing.svg(name: name + words.figure.replayTitle))
            \(drawing.timelineStills(timeline))
            <figcaption>\(lead) \(sentences.joined(separator: words.figure.sentenceEnd))\(words.figure.sentenceEnd)\(timeline.description(words: words.figure))</figcaption>
            </figure>
            """
            return (markup, timeline.css())
        }
        if replays, let label = scene.label, let replay = LabelReplay(motion: world.motion, scene: scene, id: id) {
            drawing.labelReplay = replay
            let markup: Markup = """
            \(replay.toggles())<figure class="label animated"\(replay.figureStyle)>
            \(replay.controls(words: words.figure))
            \(drawing.svg(name: name + words.figure.replayTitle))
            \(replay.stills(figure: drawing, after: label))
            <figcaption>\(lead) \(sentences.joined(separator: words.figure.sentenceEnd))\(words.figure.sentenceEnd)\(replay.description(after: label, words: words.figure))</figcaption>
            </figure>
            """
            return (markup, replay.css())
        }
        let kind = scene.label != nil ? "label" : drawing.focus == nil ? "whole" : "focused"
        let markup: Markup = """
        \(motion?.toggles() ?? .empty)<figure class="\(kind)\(motion == nil ? "" : " animated")">
        \(motion?.controls(words: words.figure) ?? .empty)
        \(drawing.svg(name: name))
        \(motion?.frames(scene: scene, words: words.figure) ?? .empty)
        <figcaption>\(lead) \(sentences.joined(separator: words.figure.sentenceEnd))</figcaption>
        </figure>
        """
        return (markup, motion?.css() ?? "")
    }

    /// Where the finger was before this block, when the block moved a lifted row: the start of the finger's path.
    private func fingerStart(in scene: FigureScene) -> Double? {
        guard let snapshot = scene.snapshot, snapshot.fingerY != nil, let before else { return nil }
        if let finger = before.reorder.fingerY { return finger }
        guard let path = snapshot.path, before.table.row(at: path) != nil else { return nil }
        let frame = before.table.frame(of: path)
        return frame.y - before.table.contentOffset + frame.height / 2
    }
}
