@testable import ChapterRenderers
import ChapterRunner
import TableModel
import Testing

/// Replays of what a block moved: the keyframes come from what the runner recorded of the engines.
@Suite("figure replays")
struct FigureTimelineTests {
    func timeline(_ spec: String) throws -> (FigureTimeline, World) {
        let world = try Fixtures.world(spec)
        let scene = FigureScene(world: world)
        return (try #require(FigureTimeline(motion: world.motion, scene: scene, id: "f7")), world)
    }

    @Test func aFullSwipeSlidesTheRowOutWithTheEnginesKeyframesThenTheRowsBelowCloseTheGap() throws {
        let (timeline, world) = try timeline("""
            table 30 rows
            swipe style mail
            trailing actions "Trash" 60 destructive, "More" 100
            pan row 3 from x 300 by -280
            release
            """)
        let motion = try #require(world.motion)
        let slide = try #require(motion.animations.first)
        guard case .slideOut(let place, _) = slide.subject else { Issue.record("not a slide-out: \(slide.subject)"); return }
        #expect(place.title == "Item #4")
        #expect(slide.animation.start == 308 && slide.animation.end == 320)
        #expect(slide.animation.totalFrames == VirtualClock.frames(for: 0.1))
        #expect(slide.animation.keyframes.map(\.curve) == [.easeOut])
        let css = timeline.css()
        let row = try #require(timeline.rows.first { $0.item.title == "Item #4" })
        #expect(css.contains("@keyframes \(row.className)x{0%{transform:translateX(-308px);animation-timing-function:cubic-bezier(0, 0, 0.58, 1)}100%{transform:translateX(-320px)}}"))
        #expect(css.contains("@keyframes \(row.className)o{0%{opacity:1;animation-timing-function:step-end}100%{opacity:0}}"), "deleted when the slide ends")
        let below = try #require(timeline.rows.first { $0.item.title == "Item #5" })
        #expect(css.contains("@keyframes \(below.className)y{0%{transform:translateY(44px);animation-timing-function:step-end}100%{transform:translateY(0px)}}"))
        #expect(timeline.total == 6)
        #expect(timeline.description(words: .english).contains("row 3 “Item #4” slides out to 320 in 0.1 s, then is deleted"))
    }
}
