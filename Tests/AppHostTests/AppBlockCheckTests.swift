import AppHost
import ChapterModel
import Foundation
import SpecLanguage
import Testing
import TestSupport

/// A one-chapter book with a tiny swipe app written for these tests: twelve rows whose content slides over one
/// Delete button 80 wide; released past half the button it opens, a tap on Delete deletes the row, and a tap on a
/// row's content deletes a row from the table without changing the model, which is UIKit's invalid update.
enum TinySwipeApp {
    static let code = """
    ```swift ios file=TinyViewController.swift
    import UIKit

    final class TinyCell: UITableViewCell {
        let slider = UIView()
        let titleLabel = UILabel()
        let deleteButton = UIButton(type: .system)
        var onDelete: (() -> Void)?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            deleteButton.setTitle("Delete", for: .normal)
            deleteButton.addTarget(self, action: #selector(deleteTapped), for: .touchUpInside)
            contentView.addSubview(deleteButton)
            contentView.addSubview(slider)
            slider.backgroundColor = .white
            slider.addSubview(titleLabel)
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(panned(_:))))
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutSubviews() {
            super.layoutSubviews()
            let bounds = contentView.bounds
            deleteButton.frame = CGRect(x: bounds.width - 80, y: 0, width: 80, height: bounds.height)
            slider.frame.size = bounds.size
            titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
        }

        @objc func panned(_ pan: UIPanGestureRecognizer) {
            let x = pan.translation(in: self).x
            switch pan.state {
            case .changed: slider.frame.origin.x = min(0, max(-80, x))
            case .ended:
                let open = slider.frame.origin.x < -40
                UIView.animate(withDuration: 0.2) { self.slider.frame.origin.x = open ? -80 : 0 }
            default: break
            }
        }

        @objc func deleteTapped() { onDelete?() }
    }

    final class TinyViewController: UITableViewController {
        var items = (1...12).map { "Item #\\($0)" }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TinyCell.self, forCellReuseIdentifier: "Tiny")
            tableView.rowHeight = 44
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Tiny", for: indexPath)
            guard let tiny = cell as? TinyCell else { return cell }
            tiny.titleLabel.text = items[indexPath.row]
            tiny.slider.frame.origin.x = 0
            tiny.onDelete = { [weak self, weak tiny] in
                guard let self, let tiny, let path = tableView.indexPath(for: tiny) else { return }
                self.items.remove(at: path.row)
                tableView.deleteRows(at: [path], with: .automatic)
            }
            return tiny
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    ```
    """

    /// The Markdown line of the `deleteRows` in `didSelectRowAt` (the book's chapter starts with two lines).
    static var invalidUpdateLine: Int {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let selected = lines.firstIndex { $0.contains("didSelectRowAt") } ?? 0
        return 2 + selected + 1 + 1
    }

    static let built: Result<(String, AppExecutable), Error> = Result {
        let folder = TestFolders.fresh("apphost-tiny").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/01-tiny.md"
        try ("# Tiny\n\n" + code + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let chapter = try ChapterReader.read(file: path)
        let build = BookApps.build()
        let package = try require(build.checker.readerApp(for: chapter))
        let result = build.build(package)
        let app = try require(result.executable, "the tiny app did not build: \(result)")
        return (path, app)
    }

    /// The chapter's file followed by one step holding `spec`, checked against the tiny app. The spec block's
    /// first line is line `specLine` of the file.
    static func check(_ spec: String) throws -> [AppBlockCheck.Line] {
        let (path, app) = try built.get()
        let markdown = "# Tiny\n\n" + code + "\n\n## One\n\n```spec\n" + spec + "\n```\n"
        let chapter = ChapterReader.parse(markdown: markdown, path: path)
        return AppBlockCheck.check(ParsedChapter(chapter, suggesting: false), app: app)
    }

    static var specLine: Int { 2 + code.split(separator: "\n", omittingEmptySubsequences: false).count + 5 }
}

@Suite(.serialized) struct AppBlockCheckTests {
    @Test func aPanOpensTheRowAndItsExpectationsReadTheApp() throws {
        let lines = try TinySwipeApp.check("""
        table 12 rows
        pan row 3 by -60
        expect row 3 offset 60
        expect row 3 visible actions "Delete"
        release
        expect row 3 open
        expect row 3 offset 80
        expect open rows 3
        expect events: opened row 3
        """)
        expectEqual(lines.count, 9)
        expectEqual(lines.map(\.location.line), Array(TinySwipeApp.specLine..<TinySwipeApp.specLine + 9))
        expect(lines.allSatisfy { $0.failure == nil }, "\(lines.compactMap(\.failure?.english))")
        expect(lines.allSatisfy { $0.engineOnly == nil }, "whether a gesture opened a row is read from where the row rests: \(lines.compactMap(\.engineOnly?.english))")
    }

    @Test func aTapOnTheUncoveredButtonDeletesTheRowInTheApp() throws {
        let lines = try TinySwipeApp.check("""
        table 12 rows
        tap "Delete" in row 2
        expect error "not visible"
        pan row 2 by -70
        release
        tap "Delete" in row 2
        expect row count 11
        expect updates deleted [0, 2]
        expect row 2 is "Item #4"
        """)
        expectEqual(lines.count, 9)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines)")
    }

    @Test func anAppThatDisagreesFailsWithBothSidesAndEndsItsWorld() throws {
        let lines = try TinySwipeApp.check("""
        table 30 rows
        expect row count 30
        table 12 rows
        pan row 3 by -30
        release
        expect row 3 open
        expect row 3 offset 80
        """)
        expectEqual(lines.count, 7)
        expectEqual(lines[0].failure?.english, "against your app: it starts with 12 rows; the spec block says 30")
        expectEqual(lines[0].failure?.chinese, "对照你的应用：它一开始有 12 行；规格块写的是 30")
        expectEqual(lines[1].engineOnly?.english.contains("line \(TinySwipeApp.specLine) before it failed"), true)
        expectEqual(lines[5].failure?.english, "against your app: row 3 rests elsewhere: your app shows closed; the spec block says open")
        expect(lines[6].engineOnly != nil && lines[6].failure == nil)
    }

    @Test func aCrashIsOneFailingLineAtTheReadersCode() throws {
        let (path, _) = try TinySwipeApp.built.get()
        let lines = try TinySwipeApp.check("""
        table 12 rows
        tap row 1
        expect row count 11
        """)
        expectEqual(lines.count, 3)
        let crash = lines[1]
        expectEqual(crash.location.file, path)
        expectEqual(crash.location.line, TinySwipeApp.invalidUpdateLine)
        expectEqual(crash.failure?.english.hasPrefix("against your app: it stopped while running `tap row 1`"), true)
        expectEqual(crash.failure?.english.contains("Invalid update: invalid number of rows in section 0"), true)
        expectEqual(lines[2].engineOnly?.english.contains("it crashed at line \(TinySwipeApp.specLine + 1)"), true)
    }

    @Test func aCommandTheBackendCannotPerformLeavesTheRestOfItsWorldToTheEngines() throws {
        let lines = try TinySwipeApp.check("""
        table 12 rows
        more "+" less "-"
        expect row count 12
        table 12 rows
        expect row count 12
        """)
        expectEqual(lines.count, 5)
        expectEqual(lines[1].engineOnly?.english.contains("your app's suffixes are written in its code"), true)
        expectEqual(lines[1].engineOnly?.chinese.contains("从这里起这个世界只在引擎上运行"), true)
        expectEqual(lines[2].engineOnly, lines[1].engineOnly)
        expect(lines[3].engineOnly == nil && lines[4].engineOnly == nil, "a fixture starts a fresh app")
        expect(lines.allSatisfy { $0.failure == nil })
    }
}
