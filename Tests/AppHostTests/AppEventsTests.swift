import AppHost
import ChapterModel
import Foundation
import SpecLanguage
import Testing
import TestSupport

/// Chapter 1's inbox (UIKit's own swipe actions), and a wrong one: its Delete action is not destructive and its
/// handler deletes nothing, so completing it only closes the row.
enum InboxApps {
    static let good = ChapterFilesApp(chapter: "01-swipe-to-delete.md", changes: [])
    static let wrong = ChapterFilesApp(chapter: "01-swipe-to-delete.md", changes: [
        ("UIContextualAction(style: .destructive, title: \"Delete\")", "UIContextualAction(style: .normal, title: \"Delete\")"),
        ("            self.items.remove(at: row)\n            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)\n", ""),
    ])
    static let builtGood = Result { try good.build() }
    static let builtWrong = Result { try wrong.build() }
}

/// Chapter 13's header, and a wrong one: its Back button has no action.
enum BackButtonApps {
    static let wrong = ChapterFilesApp(chapter: "13-floating-header.md", changes: [
        ("        back.addTarget(self, action: #selector(goBack), for: .touchUpInside)\n", ""),
    ])
    static let builtWrong = Result { try wrong.build() }
}

/// `expect events:` read from what the reader's app does: rows that come to rest open or closed, the actions its
/// code runs because a tap reached them, the snapshot of a lifted row appearing and going.
@Suite(.serialized) struct AppEventsTests {
    static let swipeAndDelete = """
    table 30 rows titled "Item #{n}"
    pan row 3 by -100
    release
    expect events: opened row 3
    tap "Delete" in row 3
    expect events: tapped "Delete" in row 3, deleted row 3
    """

    @Test func aSwipeThatOpensAndAnActionThatDeletesAreTheAppsEvents() throws {
        let lines = try ChapterFilesApp.check(InboxApps.builtGood, code: InboxApps.good.code(), Self.swipeAndDelete + """

        pan row 5 by -100
        release
        tap row 5
        expect events: opened row 5, closed row 5
        """)
        expectEqual(lines.count, 10)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { ($0.failure ?? $0.engineOnly)?.english })")
    }

    @Test func anActionThatOnlyClosesTheRowFailsWithBothSides() throws {
        let lines = try ChapterFilesApp.check(InboxApps.builtWrong, code: InboxApps.wrong.code(), Self.swipeAndDelete)
        expect(lines[3].failure == nil && lines[3].engineOnly == nil, "the row opened in the wrong app too")
        expectEqual(lines[5].failure?.english, """
        against your app: the events since the last `expect events` (what your app did): your app shows tapped "Delete" in row 3, closed row 3; \
        the spec block says tapped "Delete" in row 3, deleted row 3
        """)
        // In Chinese the events are said as a Chinese chapter writes them, not in English.
        let chinese = lines[5].failure?.chinese ?? ""
        expect(chinese.hasPrefix("对照你的应用：上一个 `期望 事件` 以来的事件（你的应用做了什么）：你的应用显示的是 点击"), "\(chinese)")
        expect(chinese.contains("关闭 行 3") && chinese.contains("删除 行 3") && !chinese.contains("tapped"), "\(chinese)")
    }

    @Test func aPanThatDoesNotReachHalfTheButtonOpensNothing() throws {
        let lines = try ChapterFilesApp.check(InboxApps.builtGood, code: InboxApps.good.code(), """
        table 30 rows
        pan row 3 by -30
        release
        expect events: opened row 3
        """)
        expectEqual(lines[3].failure?.english.hasSuffix("your app shows none; the spec block says opened row 3"), true)
    }

    @Test func liftingAndDroppingAreTheSnapshotAppearingAndGoing() throws {
        let lines = try ChapterFilesApp.check(LiftApps.builtGood, code: LiftApps.good.code(), """
        table 30 rows titled "Song {n}"
        long-press row 2
        expect events: lifted row 2
        drop
        expect events: dropped row 2
        long-press row 0
        drag to row 4
        cancel
        expect events: lifted row 0, moved row 0 to row 4, dropped row 0
        """)
        expectEqual(lines.count, 9)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { ($0.failure ?? $0.engineOnly)?.english })")
    }

    @Test func anAppThatLiftsAnotherRowOrKeepsItsSnapshotFailsWithBothSides() throws {
        let lift = try ChapterFilesApp.check(LiftApps.builtWrong, code: LiftApps.wrong.code(), """
        table 30 rows titled "Song {n}"
        long-press row 2
        expect events: lifted row 2
        """)
        expectEqual(lift[2].failure?.english.hasSuffix("your app shows lifted row 3; the spec block says lifted row 2"), true)
        let drop = try ChapterFilesApp.check(LiftApps.builtWrong, code: LiftApps.wrong.code(), """
        table 30 rows titled "Song {n}"
        long-press row 1
        expect events: lifted row 2
        drop
        expect events: dropped row 2
        """)
        expect(drop[2].failure == nil && drop[2].engineOnly == nil, "the wrong app lifts the row below the finger")
        expectEqual(drop[4].failure?.english.hasSuffix("your app shows none; the spec block says dropped row 2"), true)
    }

    @Test func aHeaderButtonIsTappedWhenItsActionRuns() throws {
        let spec = """
        table 30 rows
        header view 180 min 60
        tap "Back" in header
        expect events: tapped "Back" in header
        """
        let good = try ChapterFilesApp.check(HeaderApps.builtGood, code: HeaderApps.good.code(), spec)
        expect(good.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(good.map { ($0.failure ?? $0.engineOnly)?.english })")
        let wrong = try ChapterFilesApp.check(BackButtonApps.builtWrong, code: BackButtonApps.wrong.code(), spec)
        expectEqual(wrong[3].failure?.english.hasSuffix("your app shows none; the spec block says tapped \"Back\" in header"), true)
        expectEqual(wrong[3].failure?.chinese.hasSuffix("你的应用显示的是 无；规格块写的是 点击 \"Back\" 在 头部视图"), true, "\(wrong[3].failure?.chinese ?? "")")
    }
}
