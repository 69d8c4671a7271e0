import SwipeEngine
import TableModel

/// Recording what moves during a block, for its figure (see ``BlockMotion``).
extension World {
    /// Starts recording a block's motion from this world as it is.
    mutating func beginMotion() {
        motion = BlockMotion(start: moment(at: 0))
    }

    /// The scene now, at timeline frame `frame`: only the rows on screen.
    func moment(at frame: Int) -> BlockMotion.Moment {
        let table = self.table
        let rows = table.rowPathsOnScreen.compactMap { path -> BlockMotion.Place? in
            guard let row = table.row(at: path) else { return nil }
            let box = table.frame(of: path)
            return BlockMotion.Place(id: row.id, path: path, title: row.title, level: row.level, hasChildren: row.hasChildren,
                                     isExpanded: row.isExpanded, contentY: box.y, height: box.height)
        }
        return BlockMotion.Moment(frame: frame, contentOffset: table.contentOffset, rows: rows, hiddenRow: reorder.hiddenRow,
                                  labelHeight: label?.height)
    }

    /// After a gesture's input, before its animations run: a change made at once comes after a pause; the animations
    /// the gesture started (the snapshot's, a slide-out) start then.
    mutating func recordGesture(since eventCount: Int, snapshotBefore: KeyframeAnimation?) {
        guard var motion else { return }
        defer { self.motion = motion }
        let now = moment(at: motion.cursor + BlockMotion.pauseFrames)
        if motion.note(now) { motion.cursor = now.frame }
        if let snapshot = reorder.snapshotAnimation, snapshot.totalFrames > 0,
           snapshot.start != snapshotBefore?.start || snapshot.keyframes != snapshotBefore?.keyframes {
            let path = reorder.liftedPath(in: table)
            let row = path.flatMap { table.row(at: $0) } ?? now.rows.first { $0.id == reorder.hiddenRow }.map {
                Row(id: $0.id, title: $0.title, level: $0.level)
            }
            motion.animations.append(BlockMotion.Animation(
                subject: .snapshot(title: row?.title ?? "", level: row?.level ?? 0), startFrame: motion.cursor, animation: snapshot))
        }
        // A full swipe's row slides out before the engine deletes it: `tapped` names it while it is still shown.
        for event in table.events[min(eventCount, table.events.count)...] {
            guard case .tapped(_, let path) = event, let place = now.rows.first(where: { $0.path == path }),
                  let slide = (try? swipe.lastAnimation(at: path, in: table)) ?? nil,
                  slide.totalFrames > 0, slide.end == table.geometry.width, !slide.isFinished else { continue }
            motion.animations.append(BlockMotion.Animation(
                subject: .slideOut(place, contentOffset: now.contentOffset),
                startFrame: motion.cursor, animation: slide))
        }
    }

    /// After a gesture's animations ran for `frames` frames: what they changed at their end (a deleted row).
    mutating func recordSettled(after frames: Int) {
        guard var motion else { return }
        defer { self.motion = motion }
        let end = moment(at: motion.cursor + frames)
        motion.note(end)
        motion.cursor = max(motion.cursor, motion.moments.last?.frame ?? 0, motion.animations.last?.endFrame ?? 0)
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
            let now = moment(at: frame)
            if motion?.note(now) == true { motion?.cursor = frame }
        }
    }
}
