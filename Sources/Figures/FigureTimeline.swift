import HTML
import SpecInterpreter
import TableModel

/// A value on a figure's timeline: its stops (a frame, a value, and how it goes on to the next stop), made from what
/// the runner recorded (``BlockMotion``), and written as CSS `@keyframes`.
struct MotionTrack: Equatable {
    /// How the value goes from one stop to the next.
    enum Segment: Equatable {
        /// It keeps its value, then changes at once at the next stop (a change the engines make at once).
        case hold
        /// Evenly (edge auto-scroll, frame by frame).
        case linear
        /// Along the engine's timing curve.
        case curve(TimingCurve)
    }

    struct Stop: Equatable {
        var frame: Int
        var value: Double
        var next: Segment
    }

    private(set) var stops: [Stop] = []

    /// Adds a stop; a stop at the frame of the last one replaces it, and a stop that changes nothing is left out.
    mutating func add(_ frame: Int, _ value: Double, next: Segment = .hold) {
        if let last = stops.last, last.frame >= frame {
            stops[stops.count - 1] = Stop(frame: last.frame, value: value, next: next)
            return
        }
        stops.append(Stop(frame: frame, value: value, next: next))
    }

    /// Whether the value ever changes.
    var moves: Bool {
        guard let first = stops.first?.value else { return false }
        return stops.dropFirst().contains { $0.value != first }
    }

    /// The value at `frame`, as the keyframes play it.
    func value(at frame: Int) -> Double {
        guard let first = stops.first else { return 0 }
        if frame <= first.frame { return first.value }
        for (index, stop) in stops.enumerated().dropLast() {
            let next = stops[index + 1]
            guard frame < next.frame else { continue }
            let fraction = Double(frame - stop.frame) / Double(next.frame - stop.frame)
            switch stop.next {
            case .hold: return stop.value
            case .linear: return stop.value + (next.value - stop.value) * fraction
            case .curve(let curve): return stop.value + (next.value - stop.value) * curve.progress(at: fraction)
            }
        }
        return stops.last?.value ?? 0
    }

    /// The stops without those a straight line through their neighbours passes (a steady scroll keeps only its ends)
    /// and without repeated held values.
    func simplified() -> MotionTrack {
        var kept: [Stop] = []
        for stop in stops {
            if let b = kept.last {
                if b.next == .hold, stop.next == .hold, stop.value == b.value { continue }
                if kept.count >= 2, kept[kept.count - 2].next == .linear, b.next == .linear {
                    let a = kept[kept.count - 2]
                    let expected = a.value + (stop.value - a.value) * Double(b.frame - a.frame) / Double(stop.frame - a.frame)
                    if abs(expected - b.value) < 0.01 { kept.removeLast() }
                }
            }
            kept.append(stop)
        }
        var track = MotionTrack()
        track.stops = kept
        return track
    }

    /// `@keyframes name`: each stop at its share of `total` frames, with `property(value)` and its segment's timing.
    func keyframes(_ name: String, total: Int, property: (Double) -> String) -> String {
        let body = keyframesBody(total: total, property: property)
        return body.isEmpty ? "" : "@keyframes " + name + body
    }

    /// What follows `@keyframes name` (empty when `total` is not positive): the part rows that move alike share.
    func keyframesBody(total: Int, property: (Double) -> String) -> String {
        guard total > 0 else { return "" }
        var css = "{"
        for (index, stop) in stops.enumerated() {
            var rule = property(stop.value)
            if index < stops.count - 1 {
                switch stop.next {
                case .hold: rule += ";animation-timing-function:step-end"
                case .linear: break
                case .curve(let curve): rule += ";animation-timing-function:\(FigureMotion.cssCurve(curve))"
                }
            }
            let percent = SVGNumber.format(Double(min(max(stop.frame, 0), total)) / Double(total) * 100)
            css += "\(percent)%{\(rule)}"
        }
        // The value before the first stop and after the last: the keyframes cover the whole timeline.
        if let first = stops.first, first.frame > 0 { css += "0%{\(property(first.value))}" }
        if let last = stops.last, last.frame < total { css += "100%{\(property(last.value))}" }
        return css + "}\n"
    }
}

/// What a block's figure replays of everything that moved while the block ran (``BlockMotion``): rows shifting,
/// appearing, disappearing or sliding out, the lifted row's snapshot, and the content scrolling under the finger.
/// Each moving part gets CSS keyframes from the recorded stops (engine animations with their own curve, changes
/// made at once as steps, edge auto-scroll frame by frame); the reader starts them with a checkbox (no script),
/// readers who ask for reduced motion and print get a strip of frames instead.
struct FigureTimeline {
    /// A row the figure draws, and how it moves.
    struct DrawnRow {
        var item: FigureScene.RowItem
        var id: RowID
        /// The row's viewport y less where it is drawn (its content y's change; the scroll moves the whole group).
        var shift: MotionTrack
        /// 1 while the row is shown, 0 while it is not (collapsed, deleted, hidden behind its snapshot).
        var opacity: MotionTrack
        /// For a row sliding out: its content's offset.
        var slide: MotionTrack?
        /// For a tree row a tap expanded or collapsed: 1 while it showed its other state.
        var toggle: MotionTrack?
        var className: String
        var isAnimated: Bool { shift.moves || opacity.moves || slide != nil || toggle != nil }
        /// Whether the row is never shown during the replay (a row lifted all along: only its gap is).
        var isNeverShown: Bool { !opacity.stops.isEmpty && !opacity.stops.contains { $0.value > 0 } }
    }

    struct Snapshot {
        var title: String
        var level: Int
        /// The snapshot's centre, viewport y.
        var center: MotionTrack
        var opacity: MotionTrack
        /// The shadow's strength (0 to 1): it grows over a lift's animation and fades over the settling one, on their
        /// curve; `nil` when it neither grows nor fades in the replay.
        var shadow: MotionTrack?
        /// Where the figure draws it: the scene's snapshot, or where the last animation left it.
        var drawnAt: Double
        var isInScene: Bool
    }

    var id: String
    var motion: BlockMotion
    /// Frames the replay takes.
    var total: Int
    var rows: [DrawnRow] = []
    /// The content offset (a track when it changes: edge auto-scroll).
    var offset: MotionTrack
    var snapshot: Snapshot?
    /// The content range the scroll passes over, drawn as plain rows behind the figure's rows.
    var scrolledRange: ClosedRange<Double>?

    /// The replay's factor when slowed down, as for snaps.
    static var slowFactor: Int { FigureMotion.slowFactor }
    /// The most rows a figure draws for a replay (the screen's, and those that leave or enter it).
    static let rowLimit = 60

    /// Each section header's shift from where the figure draws it (by section), when it moves.
    var headerShifts: [Int: MotionTrack] = [:]
    /// For a header a tap toggled (by section): 1 while it showed its other state.
    var headerToggles: [Int: MotionTrack] = [:]
    /// Names of rows' keyframes that another row's keyframes stand for.
    private(set) var sharedNames: [String: String] = [:]
    /// Rows' own keyframes bodies (``MotionTrack/keyframesBody(total:property:)``) by name, made once for
    /// ``findSharedNames()`` and written by ``css()``.
    private var rowBodies: [String: String] = [:]

    /// The timeline of `motion` over the figure of `scene`; `nil` when nothing moved that this figure replays (a swipe
    /// snap alone is ``FigureMotion``'s).
    init?(motion: BlockMotion?, scene: FigureScene, id: String) {
        guard let motion, !motion.isEmpty, scene.label == nil else { return nil }
        let total = motion.length
        guard total > 0 else { return nil }
        self.id = id
        self.motion = motion
        self.total = total
        let moments = motion.moments
        offset = Self.offsetTrack(moments)
        let scrolls = offset.moves
        if scrolls {
            let low = moments.map(\.contentOffset).min() ?? 0, high = moments.map(\.contentOffset).max() ?? 0
            scrolledRange = low...(high + scene.viewportHeight)
        }
        rows = Self.drawnRows(motion: motion, scene: scene, scrolls: scrolls, id: id)
        snapshot = Self.snapshot(motion: motion, scene: scene)
        (headerShifts, headerToggles) = Self.headerTracks(moments: moments, scene: scene)
        (sharedNames, rowBodies) = findSharedNames()
        // A scroll made at once (`scroll by`) alone is no motion to replay; edge auto-scroll, frame by frame, is.
        guard rows.contains(where: \.isAnimated) || snapshot != nil || offset.stops.contains(where: { $0.next == .linear }) else {
            return nil
        }
    }

    /// The content offset: frame by frame during edge auto-scroll, a step for a change made at once.
    private static func offsetTrack(_ moments: [BlockMotion.Moment]) -> MotionTrack {
        var offset = MotionTrack()
        for moment in moments {
            if moment.isFrameStep, let before = offset.stops.last { offset.add(moment.frame - 1, before.value, next: .linear) }
            offset.add(moment.frame, moment.contentOffset)
        }
        return offset.simplified()
    }

    /// The rows: the last moment's, and (when nothing scrolled) every row seen on the way, for rows that left; at most
    /// ``rowLimit``.
    private static func drawnRows(motion: BlockMotion, scene: FigureScene, scrolls: Bool, id: String) -> [DrawnRow] {
        let moments = motion.moments
        let last = moments[moments.count - 1]
        var order: [RowID] = []
        var seen: [RowID: BlockMotion.Place] = [:]
        for moment in (scrolls ? [last] : moments) {
            for place in moment.rows where seen[place.id] == nil {
                order.append(place.id)
                seen[place.id] = place
            }
        }
        for moment in moments { for place in moment.rows where seen[place.id] != nil { seen[place.id] = place } }
        let slides = Dictionary(motion.animations.compactMap { animation -> (RowID, BlockMotion.Animation)? in
            if case .slideOut(let place, _) = animation.subject { return (place.id, animation) }
            return nil
        }, uniquingKeysWith: { first, _ in first })
        let sceneRows = Dictionary(scene.rows.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Viewport y of content y 0 beyond the offset (a floating header's inset), read off a row the figure draws.
        let inset = last.rows.lazy.compactMap { place in sceneRows[place.path].map { $0.y - (place.contentY - last.contentOffset) } }.first ?? 0
        var rows: [DrawnRow] = []
        for rowID in order.prefix(Self.rowLimit) {
            guard let place = seen[rowID] else { continue }
            let inLast = last.rows.first { $0.id == rowID }
            let item = inLast.flatMap { sceneRows[$0.path] } ?? FigureScene.RowItem(
                path: place.path, title: place.title, level: place.level, hasChildren: place.hasChildren,
                isExpanded: place.isExpanded, y: place.contentY - last.contentOffset + inset, height: place.height,
                swipeOffset: place.swipeOffset, buttons: place.buttons, isHidden: false
            )
            // Where it is drawn, in content coordinates: where the last moment has it.
            var drawn = drawnRow(
                rowID, item: item, from: place, drawnContentY: inLast?.contentY ?? place.contentY, moments: moments,
                scrolls: scrolls, className: "\(id)-r\(rows.count)"
            )
            if let slide = slides[rowID] {
                var track = MotionTrack()
                Self.addAnimation(slide, to: &track)
                drawn.slide = track.simplified()
                drawn.item.swipeOffset = 0
                drawn.item.buttons = []
            }
            rows.append(drawn)
        }
        return rows
    }

    /// A row's shift, opacity and toggle tracks over the moments.
    private static func drawnRow(
        _ rowID: RowID, item: FigureScene.RowItem, from place: BlockMotion.Place, drawnContentY: Double, moments: [BlockMotion.Moment],
        scrolls: Bool, className: String
    ) -> DrawnRow {
        var shift = MotionTrack(), opacity = MotionTrack()
        // Where the row is at each moment (its index in the moment's rows): one scan of each moment's few rows,
        // shared by the shift, opacity and toggle tracks below.
        let indices = moments.map { moment in moment.rows.firstIndex { $0.id == rowID } }
        var known = place.contentY
        if let first = zip(moments, indices).first(where: { $0.1 != nil }), let index = first.1 { known = first.0.rows[index].contentY }
        for (moment, index) in zip(moments, indices) {
            let here = index.map { moment.rows[$0] }
            if let here { known = here.contentY }
            shift.add(moment.frame, (here?.contentY ?? known) - drawnContentY)
            // While the content scrolls, a row off screen is only out of sight: shown unless lifted.
            opacity.add(moment.frame, (here != nil || scrolls) && moment.hiddenRow != rowID ? 1 : 0)
        }
        var drawn = DrawnRow(item: item, id: rowID, shift: shift.simplified(), opacity: opacity.simplified(), className: className)
        drawn.item.isHidden = false
        var toggle = MotionTrack()
        for (moment, index) in zip(moments, indices) {
            let expanded = index.map { moment.rows[$0].isExpanded } ?? item.isExpanded
            toggle.add(moment.frame, expanded != item.isExpanded ? 1 : 0)
        }
        let toggled = toggle.simplified()
        if toggled.moves { drawn.toggle = toggled }
        return drawn
    }

    /// The lifted row's snapshot, from the engine's animations; `nil` when no snapshot moved.
    private static func snapshot(motion: BlockMotion, scene: FigureScene) -> Snapshot? {
        let moments = motion.moments
        let snapshotAnimations = motion.animations.filter { if case .snapshot = $0.subject { true } else { false } }
        guard let first = snapshotAnimations.first, case .snapshot(let title, let level) = first.subject else { return nil }
        var center = MotionTrack()
        for animation in snapshotAnimations { Self.addAnimation(animation, to: &center) }
        var opacity = MotionTrack()
        for moment in moments { opacity.add(moment.frame, moment.hiddenRow != nil ? 1 : 0) }
        let drawnAt = scene.snapshot?.centerY ?? center.stops.last?.value ?? 0
        var shadow = MotionTrack()
        for animation in snapshotAnimations {
            let lifts = (moments.last { $0.frame < animation.startFrame }?.hiddenRow ?? moments[0].hiddenRow) == nil
            let settles = moments.last { $0.frame <= animation.endFrame }?.hiddenRow == nil
            let curve = animation.animation.keyframes.first?.curve ?? .easeOut
            if lifts {
                shadow.add(animation.startFrame, 0, next: .curve(curve))
                shadow.add(animation.endFrame, 1)
            } else if settles {
                shadow.add(animation.startFrame, 1, next: .curve(curve))
                shadow.add(animation.endFrame, 0)
            }
        }
        return Snapshot(title: title, level: level, center: center.simplified(), opacity: opacity.simplified(),
                        shadow: shadow.moves ? shadow : nil, drawnAt: drawnAt, isInScene: scene.snapshot != nil)
    }

    /// Each section header's shift from where the figure draws it, and while it showed its other state (before a tap
    /// toggled it), by section: only those that move.
    private static func headerTracks(
        moments: [BlockMotion.Moment], scene: FigureScene
    ) -> (shifts: [Int: MotionTrack], toggles: [Int: MotionTrack]) {
        let last = moments[moments.count - 1]
        var shifts: [Int: MotionTrack] = [:], toggles: [Int: MotionTrack] = [:]
        for header in scene.headers {
            let drawnContentY = last.headers.first { $0.section == header.section }?.contentY ?? header.y + last.contentOffset
            var shift = MotionTrack()
            var known = moments.lazy.compactMap { $0.headers.first { $0.section == header.section }?.contentY }.first ?? drawnContentY
            for moment in moments {
                if let here = moment.headers.first(where: { $0.section == header.section }) { known = here.contentY }
                shift.add(moment.frame, known - drawnContentY)
            }
            let simplified = shift.simplified()
            if simplified.moves { shifts[header.section] = simplified }
            var other = MotionTrack()
            for moment in moments {
                let state = moment.headers.first { $0.section == header.section }?.isCollapsed ?? header.isCollapsed
                other.add(moment.frame, state != header.isCollapsed ? 1 : 0)
            }
            let toggled = other.simplified()
            if toggled.moves { toggles[header.section] = toggled }
        }
        return (shifts, toggles)
    }

    /// An engine animation's stops: its start, then each keyframe's value, each segment on its curve.
    private static func addAnimation(_ animation: BlockMotion.Animation, to track: inout MotionTrack) {
        var frame = animation.startFrame
        let keyframes = animation.animation.keyframes
        track.add(frame, animation.animation.start, next: keyframes.first.map { .curve($0.curve) } ?? .hold)
        for (index, keyframe) in keyframes.enumerated() {
            frame += keyframe.frames
            let next: MotionTrack.Segment = index + 1 < keyframes.count ? .curve(keyframes[index + 1].curve) : .hold
            track.add(frame, keyframe.value, next: next)
        }
    }

    /// What the replay shows, in the page's language, for the caption.
    func description(words: FigureVocabulary) -> String {
        var parts: [String] = []
        let snapshots = motion.animations.filter { if case .snapshot = $0.subject { true } else { false } }
        if let first = snapshots.first {
            parts.append(words.snapshotMoves(snapshots.count, SVGNumber.format(Double(first.animation.totalFrames) / 60)))
        }
        if offset.moves, let from = offset.stops.first?.value, let to = offset.stops.last?.value {
            // Back where it started: name the way out (the farthest offset), not "from 0 to 0".
            if from == to, let farthest = offset.stops.map(\.value).max(by: { abs($0 - from) < abs($1 - from) }), farthest != from {
                parts.append(words.contentScrollsAndBack(SVGNumber.format(from), SVGNumber.format(farthest)))
            } else {
                parts.append(words.contentScrolls(SVGNumber.format(from), SVGNumber.format(to)))
            }
        }
        for animation in motion.animations {
            guard case .slideOut(let place, _) = animation.subject else { continue }
            let index = place.path.section == 0 ? "\(place.path.row)" : "[\(place.path.section), \(place.path.row)]"
            parts.append(words.slidesOut(words.row(index) + " " + words.quote(place.title), SVGNumber.format(animation.animation.end),
                                         SVGNumber.format(Double(animation.animation.totalFrames) / 60)))
        }
        let lifted = Set(motion.moments.compactMap(\.hiddenRow))
        let plain = rows.filter { !lifted.contains($0.id) && $0.slide == nil }
        let appearing = plain.filter { $0.opacity.moves && $0.opacity.stops.first?.value == 0 && $0.opacity.stops.last?.value == 1 }.count
        let leaving = plain.filter { $0.opacity.moves && $0.opacity.stops.first?.value == 1 && $0.opacity.stops.last?.value == 0 }.count
        let moving = plain.filter { $0.shift.moves && !$0.opacity.moves }.count
        if appearing > 0 { parts.append(words.rowsAppear(appearing)) }
        if leaving > 0 { parts.append(words.rowsDisappear(leaving)) }
        if moving > 0 { parts.append(words.rowsMove(moving)) }
        if motion.pauses > 0 { parts.append(words.pauseNote(SVGNumber.format(Double(BlockMotion.pauseFrames) / 60))) }
        return words.replay(SVGNumber.format(seconds), parts)
    }

    var seconds: Double { Double(total) / Double(VirtualClock.framesPerSecond) }
    var playID: String { "\(id)-play" }
    var slowID: String { "\(id)-slow" }
    var scrollClass: String { "\(id)-s" }
    var snapshotClass: String { "\(id)-k" }
    func headerClass(_ section: Int) -> String { "\(id)-h\(section)" }

    /// The checkboxes that start the replay; they come right before the figure (their siblings).
    func toggles() -> Markup {
        "<input type=\"checkbox\" class=\"play\" id=\"\(playID)\"><input type=\"checkbox\" class=\"play slow\" id=\"\(slowID)\">"
    }

    func controls(words: FigureVocabulary) -> Markup {
        """
        <p class="motion-controls"><label for="\(playID)"><span aria-hidden="true">▶</span> \(words.play(SVGNumber.format(seconds)))</label> \
        <label for="\(slowID)"><span aria-hidden="true">▶</span> \(words.playSlowly(Self.slowFactor))</label></p>
        """
    }

    /// The style attribute that names an element's keyframes (the stylesheet's `.mv` rules run them when a box is ticked).
    static func runs(_ name: String) -> Markup { " style=\"--n:\(name)\"" }

    /// The figure's style: how long the replay takes (the stylesheet's rules read it).
    var figureStyle: Markup { " style=\"--d:\(SVGNumber.format(seconds))s\"" }

    static func translateY(_ value: Double) -> String { "transform:translateY(\(SVGNumber.format(value))px)" }
    static func opacity(_ value: Double) -> String { "opacity:\(SVGNumber.format(value))" }

    /// Rows that move alike (the rows below a deleted row) share one `@keyframes`: the name of the first such row's.
    private func findSharedNames() -> (names: [String: String], bodies: [String: String]) {
        var byBody: [String: String] = [:], names: [String: String] = [:], bodies: [String: String] = [:]
        for row in rows {
            for (suffix, track, property) in [("y", row.shift, Self.translateY), ("o", row.opacity, Self.opacity)] where track.moves {
                let body = track.keyframesBody(total: total, property: property)
                let own = row.className + suffix
                if let shared = byBody[body] { names[own] = shared } else { byBody[body] = own; bodies[own] = body }
            }
        }
        return (names, bodies)
    }

    /// A row's own keyframes (`name` is its class name and suffix), from the body ``findSharedNames()`` made.
    private func rowKeyframes(_ name: String, _ track: MotionTrack, property: (Double) -> String) -> String {
        let body = rowBodies[name] ?? track.keyframesBody(total: total, property: property)
        return body.isEmpty ? "" : "@keyframes " + name + body
    }

    /// The keyframes name an element's own name runs (shared with rows that move alike).
    func keyframesName(_ own: String) -> String { sharedNames[own] ?? own }

    /// The keyframes, for the page's `<style>`: only those of parts that move, each once.
    func css() -> String {
        var css = ""
        let translateY = Self.translateY, opacity = Self.opacity
        if offset.moves {
            let end = offset.stops.last?.value ?? 0
            css += MotionTrack(offset: offset, minus: end, negated: true).keyframes(scrollClass, total: total, property: translateY)
        }
        for row in rows where row.isAnimated {
            if row.shift.moves, sharedNames[row.className + "y"] == nil {
                css += rowKeyframes(row.className + "y", row.shift, property: translateY)
            }
            if row.opacity.moves, sharedNames[row.className + "o"] == nil {
                css += rowKeyframes(row.className + "o", row.opacity, property: opacity)
            }
            if let toggle = row.toggle { css += toggle.keyframes(row.className + "t", total: total, property: opacity) }
            if let slide = row.slide {
                css += slide.keyframes(row.className + "x", total: total) { "transform:translateX(\(SVGNumber.format(-$0))px)" }
            }
        }
        for (section, shift) in headerShifts.sorted(by: { $0.key < $1.key }) {
            css += shift.keyframes(headerClass(section), total: total, property: translateY)
        }
        for (section, toggle) in headerToggles.sorted(by: { $0.key < $1.key }) {
            css += toggle.keyframes(headerClass(section) + "t", total: total, property: opacity)
        }
        if let snapshot {
            let moved = MotionTrack(offset: snapshot.center, minus: snapshot.drawnAt, negated: false)
            if moved.moves { css += moved.keyframes(snapshotClass + "y", total: total, property: translateY) }
            if snapshot.opacity.moves { css += snapshot.opacity.keyframes(snapshotClass + "o", total: total, property: opacity) }
            if let shadow = snapshot.shadow { css += shadow.keyframes(snapshotClass + "s", total: total, property: opacity) }
        }
        return css
    }

    /// Wraps `content` in a group that runs the keyframes `names` when the replay plays (itself when `moves` is false).
    /// `hidden`: the group ends hidden, so it is drawn hidden (keyframes override the attribute while they run).
    static func moving(_ content: Markup, _ names: [String], _ moves: Bool, hidden: Bool = false) -> Markup {
        guard moves, !names.isEmpty else { return content }
        let drawnHidden: Markup = hidden ? " opacity=\"0\"" : .empty
        return "<g class=\"mv\"\(runs(names.joined(separator: ",")))\(drawnHidden)>\(content)</g>"
    }

    /// Whether a lifted snapshot hides the row at `frame`.
    func isHidden(_ id: RowID, at frame: Int) -> Bool {
        motion.moments.last { $0.frame <= frame }?.hiddenRow == id
    }
}

extension MotionTrack {
    /// The track's values less `base` (negated: `base` less the values), same frames and segments.
    init(offset track: MotionTrack, minus base: Double, negated: Bool) {
        self.init()
        for stop in track.stops { add(stop.frame, negated ? base - stop.value : stop.value - base, next: stop.next) }
    }
}
