import HTML
import SpecInterpreter
import SwipeEngine
import TableModel

/// The swipe animations a spec block ran, replayed in its figure: CSS keyframes made from the engine's own keyframes
/// (start, values, frames and timing curve), started by the reader with a checkbox (no script), left still for
/// readers who ask for reduced motion, and printed as a strip of frames.
struct FigureMotion {
    struct Row {
        var path: RowPath
        /// The class of the row's moving content in the figure.
        var className: String
        var animation: KeyframeAnimation
        /// The offset the figure draws the row at (where the animation ends).
        var offsetNow: Double
    }

    /// Unique on the page: names the checkboxes, classes and keyframes.
    var id: String
    var rows: [Row]

    /// The slowed-down replay's factor, to see a 0.2 s bounce.
    static let slowFactor = 5

    /// The rows of `scene` whose last animation is not the one they had in `before` (the block ran it); `nil` if none.
    init?(scene: FigureScene, before: World?, id: String) {
        var rows: [Row] = []
        for row in scene.rows where !row.isHidden {
            guard let animation = row.animation, animation.totalFrames > 0 else { continue }
            let earlier = before.flatMap { world in (try? world.swipe.lastAnimation(at: row.path, in: world.table)) ?? nil }
            guard earlier != animation else { continue }
            rows.append(Row(path: row.path, className: "\(id)-m\(rows.count)", animation: animation, offsetNow: row.swipeOffset))
        }
        guard !rows.isEmpty else { return nil }
        self.id = id
        self.rows = rows
    }

    /// Seconds the longest animation takes.
    var duration: Double {
        Double(rows.map(\.animation.totalFrames).max() ?? 0) / Double(VirtualClock.framesPerSecond)
    }

    var playID: String { "\(id)-play" }
    var slowID: String { "\(id)-slow" }

    /// The checkboxes that start the animation; they must come right before the figure (their siblings).
    func toggles() -> Markup {
        "<input type=\"checkbox\" class=\"play\" id=\"\(playID)\"><input type=\"checkbox\" class=\"play\" id=\"\(slowID)\">"
    }

    /// The labels of the checkboxes, shown above the drawing.
    func controls(words: FigureVocabulary) -> Markup {
        let seconds = SVGNumber.format(duration)
        return """
        <p class="motion-controls"><label for="\(playID)"><span aria-hidden="true">▶</span> \(words.play(seconds))</label> \
        <label for="\(slowID)"><span aria-hidden="true">▶</span> \(words.playSlowly(Self.slowFactor))</label></p>
        """
    }

    /// The keyframes and the rules that start them, for the page's `<style>` inside the figure.
    func css() -> String {
        var css = "@media (prefers-reduced-motion: no-preference) {\n"
        for row in rows {
            let seconds = Double(row.animation.totalFrames) / Double(VirtualClock.framesPerSecond)
            css += "#\(playID):checked ~ figure .\(row.className) { animation: \(row.className) \(SVGNumber.format(seconds))s linear both; }\n"
            css += "#\(slowID):checked ~ figure .\(row.className) { animation: \(row.className) \(SVGNumber.format(seconds * Double(Self.slowFactor)))s linear both; }\n"
        }
        css += "}\n"
        for row in rows { css += keyframes(row) }
        return css
    }

    /// `@keyframes`: one stop per engine keyframe at its share of the frames, each segment with the engine's curve.
    private func keyframes(_ row: Row) -> String {
        let animation = row.animation
        let total = Double(animation.totalFrames)
        var stops = [(percent: 0.0, value: animation.start)]
        var elapsed = 0
        for keyframe in animation.keyframes {
            elapsed += keyframe.frames
            stops.append((Double(elapsed) / total * 100, keyframe.value))
        }
        var css = "@keyframes \(row.className) {\n"
        for (index, stop) in stops.enumerated() {
            // The content is drawn at `offsetNow`; a shift of (now − value) puts it at the keyframe's offset.
            var rule = "transform: translateX(\(SVGNumber.format(row.offsetNow - stop.value))px);"
            if index < animation.keyframes.count { rule += " animation-timing-function: \(Self.cssCurve(animation.keyframes[index].curve));" }
            css += "\(SVGNumber.format(stop.percent))% { \(rule) }\n"
        }
        return css + "}\n"
    }

    static func cssCurve(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeOut: "cubic-bezier(0, 0, 0.58, 1)"
        }
    }

    /// The animation as a strip of still frames (the start and each keyframe), for print and reduced motion.
    func frames(scene: FigureScene, words: FigureVocabulary) -> Markup {
        var shots: [Markup] = []
        for row in rows {
            guard let item = scene.rows.first(where: { $0.path == row.path }) else { continue }
            var moments = [(frames: 0, value: row.animation.start)]
            var elapsed = 0
            for keyframe in row.animation.keyframes {
                elapsed += keyframe.frames
                moments.append((elapsed, keyframe.value))
            }
            for moment in moments {
                var still = item
                still.y = 0
                still.swipeOffset = moment.value
                let figure = WorldFigure(scene: scene)
                let seconds = SVGNumber.format(Double(moment.frames) / Double(VirtualClock.framesPerSecond))
                shots.append("""
                <li><svg class="world still" viewBox="0 0 \(scene.width) \(item.height)" aria-hidden="true">\(figure.row(still))</svg>\
                <span>\(words.frameAt(seconds, SVGNumber.format(moment.value)))</span></li>
                """)
            }
        }
        return "<ol class=\"frames\" aria-label=\"\(words.framesLabel)\">\(shots.joined())</ol>"
    }
}
