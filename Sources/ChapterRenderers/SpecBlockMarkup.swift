import ChapterModel
import ChapterRunner

/// A spec block on a study guide page: each line with its outcome (failures with what was expected and
/// what was found), then the figure of the world the block left.
struct SpecBlockMarkup {
    var block: BlockResult
    var words: Vocabulary
    /// The world before the block ran (the previous block's), to tell what the block changed.
    var before: World? = nil

    func html() -> Markup {
        let status = block.status
        var head: [Markup] = [StatusMarkup.badge(status, word: words.word(for: status)), "<span>\(words.specBlock(block.block.location.line))</span>"]
        if status == .blocked, let cause = block.blockedBy {
            let text = block.isBlockedWithinItsStep ? words.notRunAfter(cause.description) : words.blockedBy(cause.description)
            head.append(cause.file == block.block.location.file ? "<a href=\"#L\(cause.line)\">\(text)</a>" : "<span>\(text)</span>")
        }
        let figure = self.figure()
        return """
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
    }

    private func line(_ line: LineResult) -> Markup {
        let (className, symbol, word): (String, String, String) = switch line.outcome {
        case .passed: ("passed", "✓", words.passed)
        case .failed: ("failed", "✗", words.failed)
        case .blocked: ("blocked", "◌", words.blocked)
        case .notRun: ("not-run", "–", words.notRun)
        case .comment: ("comment", "", "")
        }
        let outcome: Markup = word.isEmpty ? "<span class=\"outcome\"></span>"
            : "<span class=\"outcome\"><span aria-hidden=\"true\">\(symbol)</span> <span class=\"word\">\(word)</span></span>"
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
        return "<li id=\"L\(line.location.line)\" class=\"\(className)\"><span class=\"ln\">\(line.location.line)</span>\(outcome)<code>\(line.text)</code>\(failure)</li>"
    }

    /// The figure of the world the block left; none for a blocked block (it did not run).
    private func figure() -> Markup? {
        guard block.status != .blocked, let world = block.world else { return nil }
        let scene = FigureScene(world: world)
        let sentences = FigureDescription(scene: scene, words: words.figure).sentences()
        let failedLine = block.lines.first { if case .failed = $0.outcome { true } else { false } }?.location.line
        let lead = failedLine.map(words.untilFailure) ?? words.afterBlock
        let name = words.figureName(block.block.location.line)
        return """
        <figure>
        \(WorldFigure(scene: scene).svg(name: name))
        <figcaption>\(lead) \(sentences.joined(separator: words.figure.sentenceEnd))</figcaption>
        </figure>
        """
    }
}
