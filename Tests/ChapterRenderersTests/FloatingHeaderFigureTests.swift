@testable import Figures
import SpecInterpreter
import Testing
import TestSupport

/// The study guide's figure of a world with a floating header (chapter 13): the header over the rows, its height,
/// and the rows below it at their viewport y.
@Suite("floating header figures")
struct FloatingHeaderFigureTests {
    func figure(_ spec: String) throws -> (scene: FigureScene, svg: String, sentences: [String], chinese: [String]) {
        let scene = FigureScene(world: try Fixtures.world(spec))
        let svg = WorldFigure(scene: scene).svg(name: "figure").html
        return (scene, svg, FigureDescription(scene: scene, words: .english).sentences(),
                FigureDescription(scene: scene, words: .chinese).sentences())
    }

    @Test func aPinnedHeaderCoversTheTopAndRowsStartBelowIt() throws {
        let drawn = try figure("""
            table 30 rows
            header view 180 min 60
            header buttons "Back" 44
            scroll to 400
            """)
        let header = try require(drawn.scene.floatingHeader)
        expectEqual(header.height, 60)
        expect(header.isPinned)
        expect(drawn.svg.contains("class=\"floating-header pinned swallows-touches\""))
        expect(drawn.svg.contains("<rect class=\"floating-header-background\" x=\"0\" y=\"0\" width=\"320\" height=\"60\"/>"))
        expect(drawn.svg.contains("class=\"floating-header-full\""), "the full height is marked once the header shrank")
        expect(drawn.svg.contains(">Back</text>"))
        // Row 5 hides behind the header; row 6 is the first drawn, at 180 + 264 − 400 = 44.
        expectEqual(drawn.scene.rows.first?.path.row, 6)
        expectEqual(drawn.scene.rows.first?.y, 44)
        expect(drawn.sentences.contains("A floating header 60 points tall (full height 180, pinned at 60), pinned."))
        expect(drawn.chinese.contains("悬浮头部视图高 60 点（完整高度 180，最小高度 60），已停在最小高度。"))
    }

    @Test func aPulledHeaderStretchesAndScalesItsPicture() throws {
        let drawn = try figure("""
            table 30 rows
            header view 180 min 60
            pull down 45
            """)
        let header = try require(drawn.scene.floatingHeader)
        expect(header.isStretched)
        expect(drawn.svg.contains("class=\"floating-header stretched swallows-touches\""))
        // The picture: 180 × 1.25 = 225 tall, 400 wide, centred.
        expect(drawn.svg.contains("<rect class=\"header-picture\" x=\"-40\" y=\"0\" width=\"400\" height=\"225\"/>"))
        expectEqual(drawn.scene.rows.first?.y, 225)
    }

    @Test func theParallaxMovesThePictureAtHalfSpeed() throws {
        let drawn = try figure("""
            table 30 rows
            header view 180 min 60
            header passes touches on
            scroll to 90
            """)
        expect(drawn.svg.contains("class=\"floating-header resting passes-touches\""))
        expect(drawn.svg.contains("<rect class=\"header-picture\" x=\"0\" y=\"-45\" width=\"320\" height=\"180\"/>"))
    }

    @Test func aWorldWithoutAHeaderDrawsNone() throws {
        let drawn = try figure("table 30 rows")
        expectEqual(drawn.scene.floatingHeader, nil)
        expect(!drawn.svg.contains("floating-header"))
    }
}
