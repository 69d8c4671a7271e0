import AppHost
import ChapterModel
import Foundation
import SpecLanguage
import Testing
import TestSupport

/// A tiny app for the tree, label and event readings: a tree of places whose rows open rows (indented by level),
/// and below it two posts whose labels fold to four lines with "...全文" and open with a tap.
enum TinyTreeApp {
    static let code = """
    ```swift ios file=TinyTreeViewController.swift
    import UIKit

    final class Place {
        let title: String
        var children: [Place]
        var isOpen = false
        init(_ title: String, children: [Place] = []) {
            self.title = title
            self.children = children
        }
        func shown(level: Int = 1) -> [(place: Place, level: Int)] {
            guard isOpen else { return [] }
            return children.flatMap { [(place: $0, level: level)] + $0.shown(level: level + 1) }
        }
    }

    final class TinyTreeViewController: UITableViewController {
        let roots = [Place("Guangdong", children: [Place("Guangzhou"), Place("Shenzhen", children: [Place("Nanshan")])]), Place("Sichuan")]
        var rows: [(place: Place, level: Int)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Place")
            tableView.rowHeight = 44
            rows = roots.flatMap { [(place: $0, level: 0)] + $0.shown() }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row].place.title
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            rows[indexPath.row].level
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let place = rows[indexPath.row].place
            guard !place.children.isEmpty else { return }
            let count = place.isOpen ? place.shown().count : 0
            place.isOpen.toggle()
            rows = roots.flatMap { [(place: $0, level: 0)] + $0.shown() }
            let paths = (0..<(place.isOpen ? place.shown().count : count)).map { IndexPath(row: indexPath.row + 1 + $0, section: 0) }
            if place.isOpen { tableView.insertRows(at: paths, with: .fade) } else { tableView.deleteRows(at: paths, with: .fade) }
        }
    }
    ```
    """

    static let built: Result<(String, AppExecutable), Error> = TinyApps.build(code, name: "tree")

    static func check(_ spec: String) throws -> [AppBlockCheck.Line] {
        try TinyApps.check(spec, code: code, built: built.get())
    }
}

/// A feed of posts whose labels fold to four lines of 20 points at 200 points wide, ending in "...全文"; a tap on a
/// post opens it (the text and "收起") or folds it.
enum TinyFeedApp {
    static let code = """
    ```swift ios file=TinyFeedViewController.swift
    import UIKit

    final class TinyPostCell: UITableViewCell {
        let body = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.font = .systemFont(ofSize: 16)
            contentView.addSubview(body)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutSubviews() {
            super.layoutSubviews()
            body.frame = CGRect(x: 60, y: 10, width: 200, height: contentView.bounds.height - 20)
        }
    }

    final class TinyFeedViewController: UITableViewController {
        let posts = ["周末带孩子去海边玩了一整天，天气很好，风也不大。我们在沙滩上堆了一座城堡，还捡了一袋贝壳。回家路上他一直在说下次还要来。", "Short post."]
        var open: Set<Int> = []
        let font = UIFont.systemFont(ofSize: 16)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TinyPostCell.self, forCellReuseIdentifier: "Post")
        }

        func lines(_ text: String) -> CGFloat {
            let size = (text as NSString).boundingRect(with: CGSize(width: 200, height: 1000), options: [.usesLineFragmentOrigin],
                                                       attributes: [.font: font], context: nil)
            return (size.height / font.lineHeight).rounded()
        }

        func shown(_ row: Int) -> String {
            let text = posts[row]
            if open.contains(row) { return text + "收起" }
            guard lines(text) > 4 else { return text }
            var prefix = text
            while lines(prefix + "...全文") > 4 { prefix.removeLast() }
            return prefix + "...全文"
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            lines(shown(indexPath.row)) * font.lineHeight + 20
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
            (cell as? TinyPostCell)?.body.text = shown(indexPath.row)
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            guard lines(posts[indexPath.row]) > 4 else { return }
            if open.remove(indexPath.row) == nil { open.insert(indexPath.row) }
            tableView.reloadData()
        }
    }
    ```
    """

    static let built: Result<(String, AppExecutable), Error> = TinyApps.build(code, name: "feed")

    static func check(_ spec: String) throws -> [AppBlockCheck.Line] {
        try TinyApps.check(spec, code: code, built: built.get())
    }

    static let post = "周末带孩子去海边玩了一整天，天气很好，风也不大。我们在沙滩上堆了一座城堡，还捡了一袋贝壳。回家路上他一直在说下次还要来。"
}

enum TinyApps {
    static func build(_ code: String, name: String) -> Result<(String, AppExecutable), Error> {
        Result {
            let folder = TestFolders.fresh("apphost-\(name)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/01-\(name).md"
            try ("# Tiny\n\n" + code + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let chapter = try ChapterReader.read(file: path)
            let build = BookApps.build()
            let package = try require(build.checker.readerApp(for: chapter))
            let result = build.build(package)
            let app = try require(result.executable, "the tiny \(name) app did not build: \(result)")
            return (path, app)
        }
    }

    static func check(_ spec: String, code: String, built: (String, AppExecutable)) throws -> [AppBlockCheck.Line] {
        let markdown = "# Tiny\n\n" + code + "\n\n## One\n\n```spec\n" + spec + "\n```\n"
        let chapter = ChapterReader.parse(markdown: markdown, path: built.0)
        return AppBlockCheck.check(ParsedChapter(chapter, suggesting: false), app: built.1)
    }
}

@Suite(.serialized) struct AppReadingsTests {
    static let tree = """
    tree
      Guangdong
        Guangzhou
        Shenzhen
          Nanshan
      Sichuan
    """

    @Test func aTreeStartsTapsAndLevelsAndEventsReadTheApp() throws {
        let lines = try TinyTreeApp.check(Self.tree + """

        expect row count 2
        expect row 1 level 0
        tap row 0
        expect events: expanded row 0
        expect updates inserted [0, 1], [0, 2]
        expect row 2 is "Shenzhen"
        expect row 2 level 1
        tap row 2
        expect row 3 level 2
        tap row 0
        expect events: expanded row 2, collapsed row 0
        expect row count 2
        """)
        expectEqual(lines.count, 13)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { $0.failure?.english ?? $0.engineOnly?.english ?? "ok" })")
    }

    @Test func aTreeTheAppDoesNotStartWithFailsWithBothSides() throws {
        let lines = try TinyTreeApp.check("""
        tree
          Sichuan
          Guangdong
            Guangzhou
        """)
        expectEqual(lines.count, 1)
        expectEqual(lines[0].failure?.english.hasSuffix("'s title: your app shows \"Guangdong\"; the spec block says \"Sichuan\""), true)
        expectEqual(lines[0].failure?.chinese.hasSuffix("的标题：你的应用显示的是 \"Guangdong\"；规格块写的是 \"Sichuan\""), true)
    }

    @Test func aWrongLevelOrWrongEventsFailWithBothSides() throws {
        let level = try TinyTreeApp.check(Self.tree + "\ntap row 0\nexpect row 2 level 2")
        expectEqual(level.last?.failure?.english, "against your app: row 2 is at another level: your app shows 1; the spec block says 2")
        let events = try TinyTreeApp.check(Self.tree + "\ntap row 0\nexpect events: collapsed row 0")
        expectEqual(events.last?.failure?.english, "against your app: the events since the last `expect events` (what your app did): your app shows expanded row 0; the spec block says collapsed row 0")
        // Said in Chinese as a Chinese chapter writes events.
        expectEqual(events.last?.failure?.chinese.contains("你的应用显示的是 展开 行 0；规格块写的是 收起 行 0"), true, "\(events.last?.failure?.chinese ?? "")")
    }

    @Test func eventsTheScreenCannotShowAreEngineOnlyAndStillMoveTheMark() throws {
        let lines = try TinyTreeApp.check(Self.tree + """

        tap row 0
        expect events: expanded row "Guangdong"
        expect events: none
        """)
        expectEqual(lines.count, 4)
        expectEqual(lines[2].engineOnly?.english.contains("a row named by its title"), true)
        expectEqual(lines[2].engineOnly?.chinese.contains("用标题指定的行"), true)
        expect(lines[3].failure == nil && lines[3].engineOnly == nil, "the mark moved past `expanded row 0`")
    }

    @Test func aLabelFixtureFindsThePostAndItsLinesReadTheApp() throws {
        let lines = try TinyFeedApp.check("""
        label "\(TinyFeedApp.post)" width 200 font 16 max height 80
        expect label lines 4
        expect label height 80
        expect label ends with "...全文"
        tap label
        expect events: expanded label
        expect label lines 6
        expect label ends with "收起"
        tap label
        expect events: collapsed label
        expect label lines 4
        """)
        expectEqual(lines.count, 11)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { $0.failure?.english ?? $0.engineOnly?.english ?? "ok" })")
    }

    @Test func aLabelThatDiffersFailsWithBothSides() throws {
        let lines = try TinyFeedApp.check("""
        label "\(TinyFeedApp.post)" width 200 font 16 max height 80
        expect label lines 5
        """)
        expectEqual(lines[1].failure?.english, "against your app: the label's lines: your app shows 4; the spec block says 5")
        expectEqual(lines[1].failure?.chinese, "对照你的应用：文本标签的行数：你的应用显示的是 4；规格块写的是 5")
        let wide = try TinyFeedApp.check("label \"\(TinyFeedApp.post)\" width 240 font 16 max height 80")
        expectEqual(wide[0].failure?.english, "against your app: the label's width: your app shows 200; the spec block says 240")
    }

    @Test func aLabelTheAppDoesNotShowLeavesItsWorldToTheEngines() throws {
        let lines = try TinyFeedApp.check("""
        label "Not a post of this feed, long enough to wrap onto a second line at least." width 200 font 16 max height 80
        expect label lines 2
        """)
        expectEqual(lines.count, 2)
        expectEqual(lines[0].engineOnly?.english.contains("your app shows no label with this text"), true)
        expectEqual(lines[0].engineOnly?.chinese.contains("规格块的文本标签不在你的应用中"), true)
        expectEqual(lines[1].engineOnly, lines[0].engineOnly)
        expect(lines.allSatisfy { $0.failure == nil })
    }
}
