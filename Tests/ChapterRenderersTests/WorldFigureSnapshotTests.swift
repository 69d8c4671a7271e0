@testable import Figures
import SpecInterpreter
import Testing
import TestSupport

/// The SVG of fixed worlds, compared with expected files in Snapshots/ (re-record with RECORD_SNAPSHOTS=1).
@Suite("world figures")
struct WorldFigureSnapshotTests {
    func svg(_ spec: String) throws -> (svg: String, sentences: [String]) {
        let scene = FigureScene(world: try Fixtures.world(spec))
        var figure = WorldFigure(scene: scene)
        figure.focus = FigureFocus.region(in: scene, mentioning: FigureFocus.mentionedRows(in: spec.split(separator: "\n").map(String.init)))
        let svg = figure.svg(name: "The table after the spec block at line 6").html + "\n"
        return (svg, FigureDescription(scene: scene, words: .english).sentences())
    }

    @Test func aSwipedCellShowsItsButtonsUnderTheShiftedContent() throws {
        let figure = try svg("""
            table 30 rows
            trailing actions "More" 74, "Delete" 82 destructive
            pan row 3 by -200
            release
            expect row 3 open
            """)
        assertSnapshot(figure.svg, named: "swiped-open-two-actions")
        expect(figure.svg.contains("class=\"action destructive\""))
        expect(figure.sentences.contains("Row 3 “Item #4” is swiped 156 points left, showing “More”, “Delete” (destructive)."))
        // Drawn large with its neighbours beside the whole screen, with the numbers the block is about.
        expect(figure.svg.contains("class=\"world focused\""))
        expect(figure.svg.contains("<title>The table after the spec block at line 6</title>"))
        expect(figure.svg.contains("<svg class=\"overview\""))
        for number in ["offset 156", "w 82", "w 74", "x 246", "x 164", "opens ≥ 37", "stays open ≥ 115"] {
            expect(figure.svg.contains(">\(number)</text>"), "\(number)")
        }
    }

    @Test func aFigureFocusesOnTheRowsTheBlockNamesWithTheirNeighbours() throws {
        let scene = FigureScene(world: try Fixtures.world("table 30 rows\npan row 5 by -30"))
        let focus = try require(FigureFocus.region(in: scene, mentioning: FigureFocus.mentionedRows(in: ["expect row 5 offset 30"])))
        expectEqual(focus, 176...308, "rows 4 to 6")
        expectEqual(FigureFocus.mentionedRows(in: ["滑动 行 3 位移 -60", "expect row 12 closed", "row"]), [3, 12])
        let still = FigureScene(world: try Fixtures.world("table 30 rows"))
        expectEqual(FigureFocus.region(in: still, mentioning: []), nil, "nothing to focus on: the whole screen")
    }

    @Test func aSnapReplaysTheEnginesKeyframesWithItsCurve() throws {
        let before = try Fixtures.world("table 30 rows\ntrailing actions \"Delete\" 80 destructive, \"More\" 70")
        let after = try Fixtures.world("table 30 rows\ntrailing actions \"Delete\" 80 destructive, \"More\" 70\npan row 3 by -40\nrelease")
        let scene = FigureScene(world: after)
        let motion = try require(FigureMotion(scene: scene, before: before, id: "f9"))
        expectEqual(motion.rows.map(\.path.row), [3])
        let css = motion.css()
        // From 40 through 170 to 150 in 6 + 6 frames, ease-out: the content drawn at 150 shifts by 150 − value.
        expect(css.contains("0% { transform: translateX(110px); animation-timing-function: cubic-bezier(0, 0, 0.58, 1); }"))
        expect(css.contains("50% { transform: translateX(-20px);"))
        expect(css.contains("100% { transform: translateX(0px); }"))
        expect(css.contains("@media (prefers-reduced-motion: no-preference)"))
        expect(css.contains("#f9-play:checked ~ figure .f9-m0 { animation: f9-m0 0.2s linear both; }"))
        let frames = motion.frames(scene: scene, words: .english).html
        expectEqual(frames.components(separatedBy: "<li>").count - 1, 3, "start and two keyframes")
        expect(frames.contains("0.1 s · offset 170"))
        expect(FigureMotion(scene: scene, before: after, id: "f9") == nil, "the same animation as before: not this block's")
    }

    @Test func aLiftedRowsSnapshotFollowsTheFinger() throws {
        let figure = try svg("""
            table 30 rows
            long-press row 2
            drag to y 300
            wait 0.5s
            expect lifted "Item #3"
            """)
        assertSnapshot(figure.svg, named: "lifted-row-under-finger")
        expect(figure.svg.contains("class=\"gap\""), "the lifted row's cell is hidden")
        expect(figure.svg.contains("class=\"finger\""))
        expectEqual(figure.sentences.last?.hasPrefix("Row 6 “Item #3” is lifted"), true, "\(figure.sentences)")
    }

    @Test func sectionHeadersShowWhetherTheyAreExpanded() throws {
        let figure = try svg("""
            table sections "Family" 3, "Friends" 5 collapsed, "Work" 4
            tap header "Family"
            expect section "Family" collapsed
            """)
        assertSnapshot(figure.svg, named: "sections-collapsed-and-expanded")
        expect(figure.svg.contains("class=\"header collapsed\""))
        expect(figure.svg.contains("class=\"header expanded\""))
        expect(figure.sentences.contains("Header of section 2 “Work”: expanded, 4 rows."))
    }

    @Test func aTreeIndentsChildrenAndShowsDisclosure() throws {
        let figure = try svg("""
            tree
              Fruit
                Apple
                Pear
              Vegetables
                Leek
            tap row "Fruit"
            expect row 1 level 1
            """)
        assertSnapshot(figure.svg, named: "tree-expanded-row")
        expect(figure.svg.contains("class=\"disclosure\""))
    }

    @Test func aCollapsedLabelShowsItsLinesAndSuffix() throws {
        let figure = try svg("""
            label "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。The quick brown fox jumps over the lazy dog again and again." width 200 font 16 max height 60
            expect label ends with "...全文"
            """)
        assertSnapshot(figure.svg, named: "label-collapsed-with-suffix")
        expect(figure.svg.contains("<tspan class=\"suffix\">"))
        expectEqual(figure.sentences.first, "A label, collapsed: 3 lines, 60 points tall (max height 60).")
    }

    @Test func aMillionRowsCostWhatTheScreenShows() throws {
        let world = try Fixtures.world("""
            table 1000000 rows
            scroll to 22000000
            expect content offset 22000000
            """)
        // How long this takes is a figure of `chapters-bench` (a wall-clock limit here would fail on a busy machine);
        // this test checks that the figure reads only the rows on screen.
        let drawn = FigureScene(world: world)
        expectEqual(drawn.rows.count, 13)
        expectEqual(drawn.rows.first?.title, "Item #500001")
        assertSnapshot(WorldFigure(scene: drawn).svg(name: "A million rows").html + "\n", named: "million-rows-middle")
    }
}
