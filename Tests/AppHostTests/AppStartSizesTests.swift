import AppHost
import Foundation
import Testing
import TestSupport

/// A tiny app whose rows are not a new world's: 60 points (a `rowHeight` changed from 44).
enum TallRowsApp {
    static let code = """
    ```swift ios file=TallRowsViewController.swift
    import UIKit

    final class TallRowsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.rowHeight = 60
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Item #\\(indexPath.row + 1)"
            cell.contentConfiguration = content
            return cell
        }
    }
    ```
    """

    static let built: Result<(String, AppExecutable), Error> = TinyApps.build(code, name: "tall-rows")

    static func check(_ spec: String) throws -> [AppBlockCheck.Line] {
        try TinyApps.check(spec, code: code, built: built.get())
    }
}

/// A fixture line checks the sizes the app starts with against a new world's: rows of 44 points (the chapter 02 change `rowHeight = 44` → `88` that no line caught).
@Suite(.serialized) struct AppStartSizesTests {
    @Test func rowsTallerThanANewWorldsFailTheFixtureWithBothSides() throws {
        let lines = try TallRowsApp.check("""
        table 5 rows titled "Item #{n}"
        expect row count 5
        """)
        expectEqual(lines.count, 2)
        let failure = try require(lines.first?.failure, "\(lines.map { $0.failure?.english ?? $0.engineOnly?.english ?? "ok" })")
        expect(failure.english.contains("row 0 is 60 points tall"), "\(failure.english)")
        expect(failure.english.contains("rows of 44 points"), "\(failure.english)")
        expect(failure.chinese.contains("高 60 点") && failure.chinese.contains("每行高 44 点"), "\(failure.chinese)")
        // The world ends against the app at the failing fixture: the line after it is the engines' alone, naming it.
        expect(lines[1].failure == nil && lines[1].engineOnly != nil)
    }

    @Test func headerButtonsAreTheAppsHeaderControlsWithTheirWidths() throws {
        let code = try HeaderApps.good.code()
        let agrees = try ChapterFilesApp.check(HeaderApps.builtGood, code: code, """
        table 30 rows
        header view 180 min 60
        header buttons "Back" 44
        """)
        expectEqual(agrees.count, 3)
        expect(agrees.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(agrees.map { ($0.failure ?? $0.engineOnly)?.english })")
        let differs = try ChapterFilesApp.check(HeaderApps.builtGood, code: code, """
        table 30 rows
        header view 180 min 60
        header buttons "Back" 60, "Share" 44
        """)
        expectEqual(differs[2].failure?.english, "against your app: the buttons on the header, with their widths: your app shows \"Back\" 44; the spec block says \"Back\" 60, \"Share\" 44")
        expectEqual(differs[2].failure?.chinese.hasPrefix("对照你的应用：头部视图上的按钮及其宽度：你的应用显示的是 \"Back\" 44；"), true)
    }
}

/// Chapter 7's long press with a drop that leaves the dropped row's cell hidden: a person sees a gap there.
enum HiddenAfterDropApp {
    static let app = ChapterFilesApp(chapter: "07-long-press-to-move.md", changes: [
        ("self.tableView.cellForRow(at: path)?.isHidden = false", "self.tableView.cellForRow(at: path)?.isHidden = true"),
    ])
    static let built = Result { try app.build() }
}

@Suite(.serialized) struct AppHiddenCellTests {
    @Test func aCellLeftHiddenAfterADropShowsNoTitle() throws {
        let lines = try ChapterFilesApp.check(HiddenAfterDropApp.built, code: HiddenAfterDropApp.app.code(), """
        table 30 rows titled "Song {n}"
        long-press row 2
        drag to row 5
        expect section 0 rows "Song 1", "Song 2", "Song 4", "Song 5", "Song 6", "Song 3", "Song 7"
        drop
        expect row 5 is "Song 3"
        """)
        expectEqual(lines.count, 6)
        expectEqual(lines[3].failure, nil, "while lifted, the hidden cell under the snapshot still counts: \(lines[3].failure?.english ?? "")")
        expectEqual(lines[5].failure?.english, "against your app: row 5 has another title: your app shows —; the spec block says \"Song 3\"",
                "\(lines.map { ($0.failure ?? $0.engineOnly)?.english })")
    }
}
