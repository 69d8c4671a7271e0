import Testing
import TableModel
@testable import ExpandEngine
import TestSupport

/// Every rule of the floating, stretchy header (the ExpandEngine catalog), and the issue's worked example.
@Suite("Floating header")
struct FloatingHeaderTests {
    /// H 180, M 60 over 30 rows of 44 in a 568-point viewport.
    private func installed(fullHeight: Double = 180, pinned: Double = 60, rows: Int = 30) throws -> (FloatingHeader, Table) {
        var table = Table(rowCount: rows)
        let header = try FloatingHeader(fullHeight: fullHeight, pinnedHeight: pinned)
        header.install(in: &table)
        return (header, table)
    }

    private func viewportTop(_ row: Int, _ table: Table) -> Double {
        table.viewportY(ofContentY: table.frame(of: RowPath(section: 0, row: row)).y)
    }

    @Test func theWorkedExample() throws {
        var (header, table) = try installed()
        expectEqual(header.height(in: table), 180)
        expectEqual(viewportTop(0, table), 180)

        table.scroll(to: 90)
        expectEqual(header.height(in: table), 90)
        expectEqual(header.pictureOffset(in: table), -45)
        expectEqual(viewportTop(0, table), 90)

        table.scroll(to: 400)
        expectEqual(header.height(in: table), 60)
        expectEqual(header.pictureOffset(in: table), -60)
        expectEqual(viewportTop(5, table), 0)     // 180 + 220 − 400, bottom at 44: behind the header
        expect(!table.isOnScreen(RowPath(section: 0, row: 5)))

        try header.pullDown(45, in: &table)
        expectEqual(header.height(in: table), 225)
        expectEqual(header.pictureScale(in: table), 1.25)
    }

    @Test func theInsetMakesRoomAndTheMaximumOffsetGrowsByIt() throws {
        let (_, table) = try installed()
        expectEqual(table.geometry.topInset, 180)
        expectEqual(table.contentOffset, 0)
        expectEqual(table.maxContentOffset, 180 + 30 * 44 - 568)
        // A short table still cannot scroll: max(0, …).
        let (_, short) = try installed(rows: 3)
        expectEqual(short.maxContentOffset, 0)
    }

    @Test func thePinnedHeightDefaultsToZeroSoTheHeaderScrollsAway() throws {
        var table = Table(rowCount: 30)
        let header = try FloatingHeader(fullHeight: 180)
        header.install(in: &table)
        expectEqual(header.pinnedHeight, 0)
        table.scroll(to: 250)
        expectEqual(header.height(in: table), 0)
        expectEqual(header.pictureOffset(in: table), -90)
    }

    @Test func heightIsTheFullHeightLessTheOffsetButNeverBelowThePinnedHeight() throws {
        let header = try FloatingHeader(fullHeight: 200, pinnedHeight: 64)
        for (p, h) in [(0.0, 200.0), (50, 150), (136, 64), (137, 64), (1000, 64), (-80, 280)] {
            expectEqual(header.height(atContentOffset: p), h, "at \(p)")
        }
    }

    @Test func thePictureMovesAtHalfSpeedUntilTheHeaderPins() throws {
        let header = try FloatingHeader(fullHeight: 200, pinnedHeight: 64)
        expectEqual(header.pictureOffset(atContentOffset: 0), 0)
        expectEqual(header.pictureOffset(atContentOffset: 100), -50)
        expectEqual(header.pictureOffset(atContentOffset: 136), -68)
        expectEqual(header.pictureOffset(atContentOffset: 500), -68)
        expectEqual(header.pictureScale(atContentOffset: 100), 1)
    }

    @Test func whilePulledThePictureStaysAndScalesWithTheHeader() throws {
        let header = try FloatingHeader(fullHeight: 200, pinnedHeight: 64)
        expectEqual(header.pictureOffset(atContentOffset: -80), 0)
        expectEqual(header.pictureScale(atContentOffset: -80), 1.4)
        expectEqual(header.pictureScale(atContentOffset: 0), 1)
    }

    @Test func rowTopsInTheViewportAreTheInsetPlusTheContentTopLessTheOffset() throws {
        var (_, table) = try installed()
        table.scroll(to: 123)
        for row in [0, 3, 17] {
            expectEqual(viewportTop(row, table), 180 + Double(row) * 44 - 123)
        }
        // Without a header the inset is 0: the plain content top less the offset.
        var plain = Table(rowCount: 30)
        plain.scroll(to: 100)
        expectEqual(viewportTop(3, plain), 32)
    }

    @Test func onlyTheViewportBelowTheHeaderCountsAsOnScreen() throws {
        var (_, table) = try installed()
        // At rest: the header covers 0..<180, so rows from viewport 180 to 568 show: (568 − 180) / 44 → 9 rows.
        expectEqual(table.rowPathsOnScreen.map(\.row), Array(0...8))
        table.scroll(to: 400)
        // Pinned at 60: content 280..<788 shows, rows 6 … 17.
        expectEqual(table.rowPathsOnScreen.map(\.row), Array(6...17))
        expect(!table.isOnScreen(RowPath(section: 0, row: 5)))
        expect(table.isOnScreen(RowPath(section: 0, row: 6)))   // top at 4, bottom 48: partly below the header
    }

    @Test func aPullHoldsTheTableBelowItsTop() throws {
        var (header, table) = try installed()
        try header.pullDown(80, in: &table)
        expect(header.isPulling)
        expectEqual(table.contentOffset, -80)
        expectEqual(viewportTop(0, table), 260)
        expectEqual(header.height(in: table), 260)
    }

    @Test func releaseReturnsToTheTopWithAnEaseOutOfAThirdOfASecond() throws {
        var (header, table) = try installed()
        try header.pullDown(80, in: &table)
        try header.release(in: &table)
        expect(!header.isPulling)
        expectEqual(header.framesToSettle, 18)
        let animation = try require(header.returnAnimation)
        expectEqual(animation.start, -80)
        expectEqual(animation.keyframes, [KeyframeAnimation.Keyframe(value: 0, seconds: 0.3, curve: .easeOut)])

        header.advance(frames: 9, in: &table)
        let halfway = -80 + 80 * TimingCurve.easeOut.progress(at: 0.5)
        expect(abs(table.contentOffset - halfway) < 1e-9)
        expect(table.contentOffset > -40)      // ease-out: past half the way at half the time
        header.advance(frames: 9, in: &table)
        expectEqual(table.contentOffset, 0)
        expectEqual(header.framesToSettle, 0)
        expectEqual(header.height(in: table), 180)
    }

    @Test func releaseWithoutAPullIsRefused() throws {
        var (header, table) = try installed()
        #expect(throws: Refusal.self) { try header.release(in: &table) }
    }

    @Test func aNegativePullIsRefusedAndChangesNothing() throws {
        var (header, table) = try installed()
        #expect(throws: Refusal.self) { try header.pullDown(-10, in: &table) }
        expectEqual(table.contentOffset, 0)
        expect(!header.isPulling)
    }

    @Test func scrollingEndsAPull() throws {
        var (header, table) = try installed()
        try header.pullDown(30, in: &table)
        header.endPull()
        table.scroll(to: 50)
        expect(!header.isPulling)
        expectEqual(table.contentOffset, 50)
    }

    @Test func theNaiveHeaderSwallowsADragAndLogsNothing() throws {
        var (header, table) = try installed()
        table.scroll(to: 100)
        let moved = try header.pan(by: -100, in: &table)
        expect(!moved)
        expectEqual(table.contentOffset, 100)
        expect(table.events.isEmpty)
    }

    @Test func passingTouchesOnScrollsTheTableByMinusTheTranslationClamped() throws {
        var (header, table) = try installed()
        header.passesTouches = true
        expect(try header.pan(by: -100, in: &table))
        expectEqual(table.contentOffset, 100)
        try header.pan(by: 40, in: &table)
        expectEqual(table.contentOffset, 60)
        try header.pan(by: 500, in: &table)
        expectEqual(table.contentOffset, 0)
        try header.pan(by: -5000, in: &table)
        expectEqual(table.contentOffset, table.maxContentOffset)
        expect(table.events.isEmpty)
    }

    @Test func aDragOnTheHeaderWhilePulledIsRefused() throws {
        var (header, table) = try installed()
        header.passesTouches = true
        try header.pullDown(20, in: &table)
        #expect(throws: Refusal.self) { try header.pan(by: -10, in: &table) }
        expectEqual(table.contentOffset, -20)
    }

    @Test func tapsReachTheHeaderButtonsWhateverTheSetting() throws {
        for passes in [false, true] {
            var (header, table) = try installed()
            header.buttons = [.init("Back", width: 44), .init("Share", width: 44)]
            header.passesTouches = passes
            try header.tap("Back", in: &table)
            expectEqual(table.events, [.tappedInHeader("Back")])
            expectEqual(table.events.first?.description, "tapped \"Back\" in header")
        }
    }

    @Test func aTitleThatIsNoHeaderButtonIsRefusedByName() throws {
        var (header, table) = try installed()
        header.buttons = [.init("Back", width: 44)]
        do {
            try header.tap("Share", in: &table)
            Issue.record("tapping a title that is no button passed")
        } catch {
            expect(error.message.contains("\"Share\""))
            expect(error.message.contains("\"Back\""))
        }
        expect(table.events.isEmpty)
    }

    @Test func impossibleHeightsAreRefused() {
        #expect(throws: Refusal.self) { try FloatingHeader(fullHeight: -1) }
        #expect(throws: Refusal.self) { try FloatingHeader(fullHeight: 100, pinnedHeight: 120) }
        #expect(throws: Refusal.self) { try FloatingHeader(fullHeight: .nan) }
    }

    @Test func theMissingHeaderRefusalSaysToAddAHeaderView() {
        expect(FloatingHeader.missing.message.contains("header view"))
    }
}
