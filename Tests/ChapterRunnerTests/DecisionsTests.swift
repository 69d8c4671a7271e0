import ChapterModel
import ExpandEngine
import Foundation
import ReorderEngine
import SwipeEngine
import TableModel
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// The naive approaches the chapters show failing, plugged in one at a time: each must fail its own chapter,
/// which proves the engine calls the decision and the chapter tells the naive answer from the book's.
@Suite struct DecisionsTests {
    private static let chapters = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters").path

    private struct NoClamp: PanClampDecision {
        func offset(start: Double, translation: Double, leadingWidth: Double, trailingWidth: Double) -> Double { start - translation }
    }
    private struct NoProjection: ReleaseDecision {
        func opens(_ release: SwipeRelease) -> Bool {
            guard let outermost = release.widths.first, let innermost = release.widths.last else { return false }
            if release.startedOpen { return release.offset >= release.widths.reduce(0, +) - innermost / 2 }
            return release.offset >= outermost / 2
        }
    }
    private struct NoBounce: BounceDecision {
        func keyframes(for request: SnapRequest) -> [KeyframeAnimation.Keyframe] { [.init(value: request.target, seconds: 0.2)] }
    }
    private struct CellOwnsState: OpenStateDecision {
        func source(cellReused: Bool, rowRememberedOpen: Bool) -> CellStateSource { .cell }
    }
    private struct FixedButtons: MailButtonWidthsDecision {
        func frames(count: Int, offset: Double, width: Double, isArmed: Bool) -> [ButtonFrame] {
            let base = width / 2 / Double(max(count, 1))
            return (0..<count).map { ButtonFrame(x: width - Double($0 + 1) * base, width: base) }
        }
    }
    private struct Swap: DropTargetDecision {
        func target(lifted: RowPath, underFinger: RowPath) -> DropTarget { .exchange(with: underFinger) }
    }
    private struct FullSpeed: EdgeScrollSpeedDecision {
        func pointsPerSecond(distanceFromEdge: Double, range: Double) -> Double { distanceFromEdge < range ? 1200 : 0 }
    }
    private struct TappedOnly: SectionToggleBatchDecision {
        func batch(for toggle: SectionToggle) -> BatchUpdate {
            let tapped = toggle.tapped
            let deleted = toggle.collapsing.contains(tapped)
                ? (0..<toggle.shownCountsBefore[tapped]).map { RowPath(section: tapped, row: $0) } : []
            let inserted = toggle.expanding ? (0..<toggle.rowCount).map { RowPath(section: tapped, row: $0) } : []
            return BatchUpdate(deleted: deleted, inserted: inserted)
        }
    }
    private struct ChildrenOnly: TreeFlatteningDecision {
        func shownBranches(of children: [TreeBranch]) -> [[Int]] { children.indices.map { [$0] } }
    }
    private struct SuffixIgnored: LabelTruncationDecision {
        func prefixLength(_ measure: TruncationMeasure) -> Int {
            var length = measure.characterCount
            while length > 0 && !measure.fits(prefixLength: length, withSuffix: false) { length -= 1 }
            return length
        }
    }

    private static func run(_ chapter: String, language: String = "en", _ change: (inout Decisions) -> Void) throws -> ChapterResult {
        var decisions = Decisions()
        change(&decisions)
        return ScenarioRunner.run(try ChapterReader.read(file: "\(chapters)/\(language)/\(chapter)"), decisions: decisions)
    }

    @Test(arguments: [
        "02-under-the-content.md", "03-snap-and-bounce.md", "04-cells-get-reused.md", "06-mail-full-swipe.md",
        "07-long-press-to-move.md", "08-edge-auto-scroll.md", "10-collapsible-groups.md",
        "11-rows-that-open-rows.md", "12-read-more.md",
    ])
    func theBooksDecisionsPassEveryExerciseChapter(_ chapter: String) throws {
        expectEqual(try Self.run(chapter) { _ in }.status, .passed)
        expectEqual(try Self.run(chapter, language: "zh-Hans") { _ in }.status, .passed)
    }

    @Test func eachNaiveDecisionFailsItsChapter() throws {
        let cases: [(String, String, (inout Decisions) -> Void)] = [
            ("pan clamp", "02-under-the-content.md", { $0.panClamp = NoClamp() }),
            ("release", "03-snap-and-bounce.md", { $0.releaseDecision = NoProjection() }),
            ("bounce", "03-snap-and-bounce.md", { $0.bounce = NoBounce() }),
            ("open state", "04-cells-get-reused.md", { $0.openState = CellOwnsState() }),
            ("mail buttons", "06-mail-full-swipe.md", { $0.mailButtonWidths = FixedButtons() }),
            ("drop target", "07-long-press-to-move.md", { $0.dropTarget = Swap() }),
            ("edge speed", "08-edge-auto-scroll.md", { $0.edgeScrollSpeed = FullSpeed() }),
            ("section batch", "10-collapsible-groups.md", { $0.sectionToggleBatch = TappedOnly() }),
            ("tree", "11-rows-that-open-rows.md", { $0.treeFlattening = ChildrenOnly() }),
            ("truncation", "12-read-more.md", { $0.labelTruncation = SuffixIgnored() }),
        ]
        for (name, chapter, change) in cases {
            for language in ["en", "zh-Hans"] {
                expect(try Self.run(chapter, language: language, change).status != .passed, "the naive \(name) passes \(language)/\(chapter)")
            }
        }
    }
}
