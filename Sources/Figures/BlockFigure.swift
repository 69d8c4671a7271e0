import HTML
import SpecInterpreter

/// The figure of the world a spec block left, as a study guide page shows it beside the block: a drawing (the whole
/// screen, or the rows the block mentions drawn large), a caption in the reader's words, and the replay of what the
/// block moved when it moved something.
package struct BlockFigure {
    /// The world the block left.
    package var world: World
    /// The world before the block ran (the previous block's), to tell what the block changed.
    package var before: World?
    /// The block's lines as the reader wrote them: the rows they mention are the figure's focus.
    package var lines: [String]
    /// The line of the block's opening fence: the figure's name and its id on the page.
    package var blockLine: Int
    /// The first line that failed, if one did: the caption says the world is the one up to that line.
    package var failedLine: Int?
    /// Whether the figure replays what the block moved; off where a page would outgrow its weight budget.
    package var replays: Bool
    /// The words of the page's language.
    package var words: Vocabulary

    /// A figure of `world`, the world a block left.
    package init(world: World, before: World?, lines: [String], blockLine: Int, failedLine: Int?, replays: Bool, words: Vocabulary) {
        self.world = world
        self.before = before
        self.lines = lines
        self.blockLine = blockLine
        self.failedLine = failedLine
        self.replays = replays
        self.words = words
    }

    /// The figure's markup, and the CSS its animation needs in the page's stylesheet (empty when none). When the block acted on
    /// a few rows, those rows are drawn large beside a small drawing of the whole screen; when it ran a swipe
    /// animation, the reader can play it.
    package func render() -> (html: Markup, style: String) {
        let scene = FigureScene(world: world)
        let sentences = FigureDescription(scene: scene, words: words.figure).sentences()
        let lead = failedLine.map(words.untilFailure) ?? words.afterBlock
        let name = words.figureName(blockLine)
        let id = "f\(blockLine)"
        let timeline = replays ? FigureTimeline(motion: world.motion, scene: scene, id: id) : nil
        let motion = timeline == nil ? FigureMotion(scene: scene, before: before, id: id) : nil
        var drawing = WorldFigure(scene: scene, words: words.figure, motion: motion)
        drawing.focus = FigureFocus.region(in: scene, mentioning: FigureFocus.mentionedRows(in: lines))
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
