@testable import Figures
@testable import StudyGuides
import SpecInterpreter
import ReorderEngine
import TableModel
import Testing
import TestSupport

/// Replays of what a block moved: the keyframes come from what the runner recorded of the engines.
@Suite("figure replays")
struct FigureTimelineTests {
    func timeline(_ spec: String) throws -> (FigureTimeline, World) {
        let world = try Fixtures.world(spec)
        let scene = FigureScene(world: world)
        return (try require(FigureTimeline(motion: world.motion, scene: scene, id: "f7")), world)
    }

    @Test func aFullSwipeSlidesTheRowOutWithTheEnginesKeyframesThenTheRowsBelowCloseTheGap() throws {
        let (timeline, world) = try timeline("""
            table 30 rows
            swipe style mail
            trailing actions "Trash" 60 destructive, "More" 100
            pan row 3 from x 300 by -280
            release
            """)
        let motion = try require(world.motion)
        let slide = try require(motion.animations.first)
        guard case .slideOut(let place, _) = slide.subject else { Issue.record("not a slide-out: \(slide.subject)"); return }
        expectEqual(place.title, "Item #4")
        expect(slide.animation.start == 308 && slide.animation.end == 320)
        expectEqual(slide.animation.totalFrames, VirtualClock.frames(for: 0.1))
        expectEqual(slide.animation.keyframes.map(\.curve), [.easeOut])
        let css = timeline.css()
        let row = try require(timeline.rows.first { $0.item.title == "Item #4" })
        expect(css.contains("@keyframes \(row.className)x{0%{transform:translateX(-308px);animation-timing-function:cubic-bezier(0, 0, 0.58, 1)}100%{transform:translateX(-320px)}}"))
        expect(css.contains("@keyframes \(row.className)o{0%{opacity:1;animation-timing-function:step-end}100%{opacity:0}}"), "deleted when the slide ends")
        let below = try require(timeline.rows.first { $0.item.title == "Item #5" })
        expect(css.contains("@keyframes \(below.className)y{0%{transform:translateY(44px);animation-timing-function:step-end}100%{transform:translateY(0px)}}"))
        expectEqual(timeline.total, 6)
        expect(timeline.description(words: .english).contains("row 3 “Item #4” slides out to 320 in 0.1 s, then is deleted"))
    }

    @Test func liftDragAndDropReplayTheSnapshotsAnimationsAndTheRowsMakingRoom() throws {
        let (timeline, world) = try timeline("""
            table 30 rows
            long-press row 2
            drag to row 5
            drop
            """)
        let motion = try require(world.motion)
        let snapshots = motion.animations.map(\.animation)
        // The engine's three snapshot motions: to the finger on the lift, to row 5's centre on the drag, onto the cell.
        expectEqual(snapshots.map(\.start), [110, 110, 242])
        expectEqual(snapshots.map(\.end), [110, 242, 242])
        let frames = VirtualClock.frames(for: LongPressReorder.snapshotDuration)
        expect(snapshots.allSatisfy { $0.totalFrames == frames && $0.keyframes.map(\.curve) == [.easeOut] })
        // Lift and drag change the scene at once (after a pause each), the drop's snapshot settles before the row shows.
        let pause = BlockMotion.pauseFrames
        expectEqual(motion.animations.map(\.startFrame), [pause, 2 * pause + frames, 2 * pause + 2 * frames])
        expectEqual(timeline.total, 2 * pause + 3 * frames)
        let snapshot = try require(timeline.snapshot)
        expectEqual(snapshot.center.value(at: 2 * pause + frames), 110)
        expectEqual(snapshot.center.value(at: 2 * pause + 2 * frames), 242)
        expect(snapshot.opacity.value(at: 0) == 0 && snapshot.opacity.value(at: pause) == 1 && snapshot.opacity.value(at: timeline.total) == 0)
        // Its shadow grows over the lift's 0.25 s and fades over the drop's, on the engine's curve.
        let shadow = try require(snapshot.shadow)
        expect(shadow.value(at: pause) == 0 && shadow.value(at: pause + frames) == 1)
        expectEqual(shadow.value(at: pause + frames / 2), TimingCurve.easeOut.progress(at: Double(frames / 2) / Double(frames)))
        expect(shadow.value(at: 2 * pause + 2 * frames) == 1 && shadow.value(at: timeline.total) == 0)
        // Rows 3 to 5 move up one slot when the drag moves the lifted row past them.
        let item4 = try require(timeline.rows.first { $0.item.title == "Item #4" })
        expect(item4.shift.value(at: 0) == 44 && item4.shift.value(at: 2 * pause + frames) == 0)
        let css = timeline.css()
        expect(css.contains("@keyframes f7-ky{"))
        expect(css.contains("transform:translateY(-132px);animation-timing-function:cubic-bezier(0, 0, 0.58, 1)"), "\(css)")
        let description = timeline.description(words: .english)
        expect(description.contains("the lifted row’s snapshot runs 3 animations, 0.25 s ease-out each"))
        expect(description.contains("3 rows change place"))
        expect(timeline.description(words: .chinese).contains("被抬起的行的快照运行 3 段动画，每段 0.25 秒缓出"))
    }

    @Test func edgeAutoScrollReplaysTheContentOffsetFrameByFrame() throws {
        let (timeline, world) = try timeline("""
            table 100 rows
            long-press row 5
            drag to y 493
            hold 1s
            expect content offset 600
            """)
        let motion = try require(world.motion)
        // The runner noted the offset at every frame of the hold; the engine's speed at y 493 is one straight line.
        let perFrame = EdgeAutoScroll(range: 150).offsetChangePerFrame(fingerY: 493, viewportHeight: 568)
        let offsets = motion.moments.map(\.contentOffset)
        expectEqual(offsets.filter { $0 > 0 }.count, 60)
        expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 == 0 || $1 - $0 == perFrame })
        expectEqual(timeline.offset.stops.map(\.value), [0, 0, 600], "\(timeline.offset.stops)")
        let start = timeline.offset.stops[1].frame
        expectEqual(timeline.offset.stops[2].frame - start, VirtualClock.frames(for: 1))
        expectEqual(timeline.offset.value(at: start + 30), 300)
        let css = timeline.css()
        expect(css.contains("@keyframes f7-s{0%{transform:translateY(600px);animation-timing-function:step-end}"), "\(css)")
        expect(css.contains("%{transform:translateY(600px)}100%{transform:translateY(0px)}}"), "linear while it scrolls")
        expectEqual(timeline.scrolledRange, 0...1168)
        expect(timeline.description(words: .english).contains("the content scrolls from offset 0 to 600 under the finger, frame by frame"))
    }

    @Test func contentThatScrollsAwayAndBackIsCaptionedWithHowFarItWent() throws {
        // Edge auto-scroll down to 600, then up at the top edge back to 0.
        let (timeline, _) = try timeline("""
            table 100 rows
            long-press row 5
            drag to y 493
            hold 1s
            drag to y 10
            hold 3s
            expect content offset 0
            """)
        expect(timeline.offset.stops.first?.value == 0 && timeline.offset.stops.last?.value == 0, "\(timeline.offset.stops)")
        let english = timeline.description(words: .english)
        expect(english.contains("the content scrolls from offset 0 to 600 and back to 0 under the finger, frame by frame"), "\(english)")
        expect(!english.contains("from offset 0 to 0"))
        expect(timeline.description(words: .chinese).contains("偏移从 0 到 600，再回到 0"))
    }

    @Test func tappingAHeaderShowsItsRowsAfterAPauseAndMovesTheSectionsBelow() throws {
        let (timeline, _) = try timeline("""
            table sections "A" 2 collapsed, "B" 2
            tap header "A"
            """)
        let pause = BlockMotion.pauseFrames
        expectEqual(timeline.total, pause)
        let shown = timeline.rows.filter { $0.item.title.hasPrefix("A") }
        expectEqual(shown.count, 2)
        expect(shown.allSatisfy { $0.opacity.value(at: 0) == 0 && $0.opacity.value(at: pause) == 1 })
        expectEqual(timeline.headerShifts[1]?.value(at: 0), -88, "header B starts two rows higher")
        expectEqual(timeline.headerToggles[0]?.value(at: 0), 1, "header A is drawn collapsed until the tap")
        expect(timeline.description(words: .english).contains("2 rows come onto the screen"))
        expect(timeline.description(words: .english).contains("after a 0.3 s pause"))
    }

    @Test func settingsAndSwipeSnapsAloneAreNoReplay() throws {
        let settings = try Fixtures.world("table 30 rows\nheight 400\nrow height 50")
        expect(FigureTimeline(motion: settings.motion, scene: FigureScene(world: settings), id: "f1") == nil)
        let snap = try Fixtures.world("table 30 rows\ntrailing actions \"Delete\" 80 destructive\npan row 3 by -60\nrelease")
        expect(FigureTimeline(motion: snap.motion, scene: FigureScene(world: snap), id: "f1") == nil, "FigureMotion plays snaps")
        let scroll = try Fixtures.world("table 30 rows\nscroll by 100")
        expect(FigureTimeline(motion: scroll.motion, scene: FigureScene(world: scroll), id: "f1") == nil, "a jump is no motion")
    }

    @Test func aReplayedFigureIsDrawnWholeWithItsStillsAndKeyframes() throws {
        let spec = """
            table 30 rows
            long-press row 2
            drag to row 4
            drop
            """
        let result = Fixtures.chapter(spec)
        let block = try require(result.steps.last?.blocks.last)
        let (html, css) = SpecBlockMarkup(block: block, words: .english).render()
        assertSnapshot(html.html + "\n<style>\n" + css + "</style>\n", named: "replay-lift-drag-drop", fileExtension: "html")
        expect(html.html.contains("<figure class=\"whole animated\" style=\"--d:"))
        expect(html.html.contains("class=\"play slow\""))
        expect(html.html.contains("<title>The table after the spec block at line 5, with a replay of what moved</title>"))
        expectEqual(html.html.components(separatedBy: "<li><svg class=\"world still\"").count - 1, 4, "start, end and two moments between")
        let chinese = SpecBlockMarkup(block: block, words: .chinese).render().html.html
        expect(chinese.contains("可以重演其中的动画</title>"))
        expect(chinese.contains("播放会用"))
        let quiet = SpecBlockMarkup(block: block, words: .english, replays: false).render()
        expect(!quiet.html.html.contains("class=\"mv\"") && quiet.style.isEmpty, "a page near its budget leaves replays out")
        // The stylesheet runs replays only for readers who accept motion, and shows the stills in print.
        let sheet = Stylesheet.css.html
        let motionOK = try require(sheet.range(of: "@media (prefers-reduced-motion: no-preference) {\n  input.play:checked ~ figure .mv"))
        expect(sheet[motionOK.upperBound...].hasPrefix(" { animation-name: var(--n); animation-duration: var(--d)"))
    }

    @Test func aLabelsTapShowsTheLabelBeforeThenAsTheTapLeftIt() throws {
        let spec = """
            label "周末带孩子去海边玩了一整天，天气很好，风也不大。我们在沙滩上堆了一座城堡，还捡了一大袋贝壳带回家。" width 200 font 16 max height 80
            tap label
            expect label height 100
            """
        let world = try Fixtures.world(spec)
        let first = try require(world.motion?.moments.first?.label)
        expect(first.height == 80 && !first.isExpanded && first.suffix == "...全文")
        let scene = FigureScene(world: world)
        let replay = try require(LabelReplay(motion: world.motion, scene: scene, id: "f3"))
        expect(replay.before.lines == first.lines && replay.total == BlockMotion.pauseFrames)
        expectEqual(replay.css(), "@keyframes f3-lb{0%{opacity:1;animation-timing-function:step-end}100%{opacity:0}}\n"
            + "@keyframes f3-la{0%{opacity:0;animation-timing-function:step-end}100%{opacity:1}}\n")
        let block = try require(Fixtures.chapter(spec).steps.last?.blocks.last)
        let html = SpecBlockMarkup(block: block, words: .chinese).render().html.html
        expect(html.contains("<g class=\"mv\" style=\"--n:f5-lb\" opacity=\"0\">"), "the label before the tap is drawn hidden")
        expect(html.contains("文本的高度从 80 点一下子变成 100 点"))
        expectEqual(html.components(separatedBy: "<li><svg class=\"world still\"").count - 1, 2)
        let untouched = try Fixtures.world("label \"短\" width 200")
        expect(LabelReplay(motion: untouched.motion, scene: FigureScene(world: untouched), id: "f1") == nil)
    }

    @Test func tappingATreeRowShowsItsDisclosureAsItWasUntilTheChildrenShow() throws {
        let (timeline, _) = try timeline("""
            tree
              Guangdong
                Guangzhou
              Zhejiang
            tap row 0
            """)
        let pause = BlockMotion.pauseFrames
        let parent = try require(timeline.rows.first { $0.item.title == "Guangdong" })
        expect(parent.toggle?.value(at: 0) == 1 && parent.toggle?.value(at: pause) == 0, "pointing right until the tap shows")
        let child = try require(timeline.rows.first { $0.item.title == "Guangzhou" })
        expect(child.opacity.value(at: 0) == 0 && child.opacity.value(at: pause) == 1)
        let sibling = try require(timeline.rows.first { $0.item.title == "Zhejiang" })
        expect(sibling.shift.value(at: 0) == -44 && sibling.shift.value(at: pause) == 0)
        expect(timeline.css().contains("@keyframes \(parent.className)t{0%{opacity:1;animation-timing-function:step-end}100%{opacity:0}}"))
    }
}

@Suite("replays and a page's weight")
struct ReplayBudgetTests {
    /// A chapter of `count` steps, each lifting a row, dragging it four rows down and dropping it.
    static func chapter(steps count: Int) -> String {
        var text = "# Moves\n\n"
        for index in 0..<count {
            text += "## Move \(index)\n\n```spec\n\(index == 0 ? "table 30 rows\n" : "")long-press row 2\ndrag to row 6\ndrop\n```\n\n"
        }
        return text
    }

    func page(steps count: Int) throws -> String {
        let (_, result) = try Fixtures.verifiedBook(["en/01-moves.md": Self.chapter(steps: count)])
        return try require(StudyGuide(result: result).pages().first { $0.path.description == "en/01-moves.html" }?.html)
    }

    @Test func aPageKeepsItsReplaysWhileItStaysUnderItsBudgetAndDropsThemBeyond() throws {
        let light = try page(steps: 3)
        expect(light.contains("class=\"mv\""), "replays while the page is light")
        expect(light.utf8.count <= StudyGuidePage.replayBudget)
        let heavy = try page(steps: 60)
        expect(!heavy.contains("class=\"mv\""), "too heavy with them: written without")
        expect(heavy.contains("<figure"), "its figures stay")
    }
}
