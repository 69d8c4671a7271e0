import SpecLanguage
import TableModel
import TableScene

/// Recording what moves during a block, for its figure (see ``BlockMotion``).
extension World {
    /// Starts recording a block's motion from this world as it is.
    mutating func beginMotion() {
        scene.recordsSettling = true
        motion = BlockMotion(start: moment(at: 0))
    }

    /// The scene now, at timeline frame `frame`: only the rows on screen.
    func moment(at frame: Int) -> BlockMotion.Moment {
        let table = self.table
        let swipes = !swipe.holdsNoState
        let rows = table.rowPathsOnScreen.compactMap { path -> BlockMotion.Place? in
            guard let row = table.row(at: path) else { return nil }
            let box = table.frame(of: path)
            var place = BlockMotion.Place(id: row.id, path: path, title: row.title, level: row.level, hasChildren: row.hasChildren,
                                          isExpanded: row.isExpanded, contentY: box.y, height: box.height)
            let offset = swipes ? (try? swipe.offset(at: path, in: table)) ?? 0 : 0
            if abs(offset) >= 0.005 {
                place.swipeOffset = offset
                place.buttons = (try? swipe.buttons(at: path, in: table)) ?? []
            }
            return place
        }
        var headers: [BlockMotion.HeaderPlace] = []
        let visible = table.visibleContentRange
        if table.geometry.headerHeight > 0, !table.sections.isEmpty {
            // From the section at the top of the screen down, as a figure draws them (a bounded walk).
            var section = switch table.item(atContentY: max(0, visible.lowerBound)) {
            case .header(let section)?: section
            case .row(let path)?: path.section
            case nil: table.sections.count
            }
            var walked = 0
            while section < table.sections.count, walked < 2_000 {
                let frame = table.headerFrame(section: section)
                if frame.y >= visible.upperBound { break }
                if table.isOnScreen(frame) {
                    headers.append(BlockMotion.HeaderPlace(section: section, contentY: frame.y, isCollapsed: table.sections[section].isCollapsed))
                }
                section += 1
                walked += 1
            }
        }
        return BlockMotion.Moment(frame: frame, contentOffset: table.contentOffset, rows: rows, headers: headers,
                                  hiddenRow: reorder.hiddenRow, label: label.map { label in
            // Wrapped once: `height` is `lines.count × lineHeight`, and wrapping is the label's costly part.
            let suffix = label.isExpandable ? (label.isExpanded ? label.lessSuffix : label.moreSuffix) : nil
            let lines = label.lines
            return BlockMotion.LabelShape(lines: lines, height: Double(lines.count) * label.lineHeight, isExpanded: label.isExpanded,
                                          suffix: suffix.flatMap { $0.isEmpty ? nil : $0 })
        })
    }

    /// After a gesture and the animations it started (``TableScene/lastSettling`` says which): the animations start at
    /// the timeline's cursor, after a pause when the gesture changed the scene at once (rows moved, a row lifted); the
    /// scene as the gesture left it comes then, or when the animations end for a drop, a cancel or a slide-out (the
    /// snapshot settles onto its cell, the row is deleted).
    mutating func recordGesture(_ action: SceneAction, settling: TableScene.Settling?, snapshotBefore: KeyframeAnimation?) {
        guard var motion, motion.animations.count < BlockMotion.momentLimit else { return }
        defer { self.motion = motion }
        var started: [BlockMotion.Animation] = []
        // The gesture started the snapshot's animation when its settle found it unplayed (a drag, a drop), or when it
        // is not the one before (a lift plays its own during the press).
        if let snapshot = settling?.snapshot ?? reorder.snapshotAnimation, snapshot.totalFrames > 0,
           settling?.snapshot?.elapsed == 0 || snapshot.start != snapshotBefore?.start || snapshot.keyframes != snapshotBefore?.keyframes {
            let title = reorder.liftedPath(in: table).flatMap { table.row(at: $0) } .map { ($0.title, $0.level) }
                ?? motion.moments.last?.rows.first { $0.id == motion.moments.last?.hiddenRow }.map { ($0.title, $0.level) }
            started.append(BlockMotion.Animation(subject: .snapshot(title: title?.0 ?? "", level: title?.1 ?? 0), startFrame: 0,
                                                 animation: snapshot))
        }
        let before = motion.moments.last
        for slideOut in settling?.slidingOut ?? [] {
            let slide = slideOut.animation
            guard let place = before?.rows.first(where: { $0.path == slideOut.path }) else { continue }
            started.append(BlockMotion.Animation(subject: .slideOut(place, contentOffset: before?.contentOffset ?? 0), startFrame: 0,
                                                 animation: slide))
        }
        let endsWithAnimations: Bool = switch action {
        case .drop, .cancel: true
        default: started.contains { if case .slideOut = $0.subject { true } else { false } }
        }
        var now = moment(at: motion.cursor)
        let changedAtOnce = before.map { !$0.showsSameScene(as: now) } ?? false
        if changedAtOnce, !endsWithAnimations {
            motion.cursor += BlockMotion.pauseFrames
            motion.pauses += 1
        }
        let start = motion.cursor
        for var animation in started {
            animation.startFrame = start
            motion.animations.append(animation)
        }
        let end = start + (started.map(\.animation.totalFrames).max() ?? 0)
        now.frame = endsWithAnimations ? end : start
        motion.note(now)
        motion.cursor = max(end, now.frame)
    }

    /// `hold`, frame by frame as ``TableScene/hold(seconds:)`` runs it, noting each frame that changed the scene (edge
    /// auto-scroll, re-targets); frames in which nothing changed at the end of the hold take no time in the replay.
    mutating func holdRecording(frames: Int) {
        guard motion != nil else { return }
        var frame = motion?.cursor ?? 0
        for _ in 0..<max(0, frames) {
            scene.reorder.holdFrame(in: &scene.table)
            scene.advance(frames: 1)
            frame += 1
            var now = moment(at: frame)
            now.isFrameStep = true
            if motion?.note(now) == true { motion?.cursor = frame }
        }
    }
}
