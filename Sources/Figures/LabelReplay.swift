import ExpandEngine
import HTML
import SpecInterpreter

/// A "read more" label's tap, replayed in its figure: the label as it was before the block, then (after the pause a
/// change made at once gets, ``BlockMotion/pauseFrames``) as the tap left it, taller or shorter; the engine has no
/// animation for it. Started by the reader like ``FigureTimeline``, printed as two still frames.
struct LabelReplay {
    var id: String
    /// The label before the block.
    var before: FigureScene.LabelItem
    /// Frames until the label shows as the block left it.
    var total: Int

    init?(motion: BlockMotion?, scene: FigureScene, id: String) {
        guard let motion, let after = scene.label, let first = motion.moments.first?.label, let last = motion.moments.last,
              let changed = last.label, changed != first, last.frame > 0 else { return nil }
        self.id = id
        total = last.frame
        before = FigureScene.LabelItem(
            lines: first.lines, lineWidths: first.lines.map { ExpandableLabel.width(of: $0, fontSize: after.fontSize) },
            width: after.width, fontSize: after.fontSize, lineHeight: after.lineHeight, height: first.height,
            maxHeight: after.maxHeight, isExpanded: first.isExpanded, suffix: first.suffix)
    }

    var seconds: Double { Double(total) / 60 }

    func toggles() -> Markup {
        "<input type=\"checkbox\" class=\"play\" id=\"\(id)-play\"><input type=\"checkbox\" class=\"play slow\" id=\"\(id)-slow\">"
    }

    func controls(words: FigureVocabulary) -> Markup {
        """
        <p class="motion-controls"><label for="\(id)-play"><span aria-hidden="true">▶</span> \(words.play(SVGNumber.format(seconds)))</label> \
        <label for="\(id)-slow"><span aria-hidden="true">▶</span> \(words.playSlowly(FigureTimeline.slowFactor))</label></p>
        """
    }

    var figureStyle: Markup { " style=\"--d:\(SVGNumber.format(seconds))s\"" }

    /// The before label shows until the change, the after label from it.
    func css() -> String {
        var shown = MotionTrack(), gone = MotionTrack()
        shown.add(0, 1)
        shown.add(total, 0)
        gone.add(0, 0)
        gone.add(total, 1)
        return shown.keyframes(id + "-lb", total: total, property: FigureTimeline.opacity)
            + gone.keyframes(id + "-la", total: total, property: FigureTimeline.opacity)
    }

    func description(after: FigureScene.LabelItem, words: FigureVocabulary) -> String {
        words.labelReplay(SVGNumber.format(before.height), SVGNumber.format(after.height),
                          SVGNumber.format(Double(BlockMotion.pauseFrames) / 60))
    }

    /// Before and after, as two small drawings of the label.
    func stills(figure: WorldFigure, after: FigureScene.LabelItem) -> Markup {
        let pad = WorldFigure.labelPadding
        let shots: [Markup] = [(before, 0), (after, total)].map { label, frame in
            let width = label.width + 2 * pad + 64, height = max(before.height, after.height, after.maxHeight) + 2 * pad
            return """
            <li><svg class="world still" viewBox="0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))" aria-hidden="true">\
            \(figure.labelContent(label).joined())</svg><span>\(figure.words.replayFrame(SVGNumber.format(Double(frame) / 60), nil))</span></li>
            """
        }
        return "<ol class=\"frames replay\" aria-label=\"\(figure.words.framesLabel)\">\(shots.joined())</ol>"
    }
}
