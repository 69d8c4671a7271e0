import Testing
@testable import TableModel
import TestSupport

/// A top content inset (UIKit's `contentInset.top`) and the floating header it makes room for.
@Suite("Top inset")
struct TopInsetTests {
    private func table(inset: Double, pinned: Double = 0) -> Table {
        Table(rowCount: 30, geometry: Geometry(topInset: inset, pinnedTopHeight: pinned))
    }

    @Test func withoutAnInsetNothingIsCoveredAndViewportYIsContentYLessTheOffset() {
        var plain = Table(rowCount: 30)
        plain.scroll(to: 100)
        expectEqual(plain.coveredTop, 0)
        expectEqual(plain.viewportY(ofContentY: 132), 32)
        expectEqual(plain.contentY(atViewportY: 32), 132)
        expectEqual(plain.visibleContentRange, 100..<668)
        expectEqual(plain.maxContentOffset, 30 * 44 - 568)
    }

    @Test func theInsetMovesRowsDownAndAddsToTheMaximumOffset() {
        var inset = table(inset: 180, pinned: 60)
        expectEqual(inset.maxContentOffset, 180 + 30 * 44 - 568)
        expectEqual(inset.viewportY(ofContentY: 0), 180)
        inset.scroll(to: 10_000)
        expectEqual(inset.contentOffset, 932)
    }

    @Test func theCoveredTopShrinksWithTheOffsetDownToThePinnedHeight() {
        var inset = table(inset: 180, pinned: 60)
        expectEqual(inset.coveredTop, 180)
        inset.scroll(to: 90)
        expectEqual(inset.coveredTop, 90)
        inset.scroll(to: 400)
        expectEqual(inset.coveredTop, 60)
        expectEqual(inset.visibleContentRange, 280..<788)
        expectEqual(inset.rowPathsOnScreen.first, RowPath(section: 0, row: 6))
    }

    @Test func aPullGoesBelowTheTopUntilAScrollClampsItBack() {
        var inset = table(inset: 180)
        inset.pull(down: 45)
        expectEqual(inset.contentOffset, -45)
        expectEqual(inset.coveredTop, 225)
        expectEqual(inset.viewportY(ofContentY: 0), 225)
        inset.pull(down: -10)
        expectEqual(inset.contentOffset, 0)
        inset.pull(down: 20)
        inset.scroll(to: -20)
        expectEqual(inset.contentOffset, 0)
    }

    @Test func cellsFollowTheRowsThatShowBelowTheHeader() {
        var inset = table(inset: 180, pinned: 60)
        inset.scroll(to: 400)
        let shown = Set(inset.rowPathsOnScreen.compactMap { inset.row(at: $0)?.id })
        expectEqual(Set(inset.cells.displayed.map(\.row)), shown)
    }
}
