import AppHost
import AppScreen
import ChapterModel
import Foundation
import Testing
import TestSupport

/// A one-chapter book whose app crashes, traps or hangs on a tap, in its own folder (no earlier chapters).
enum BrokenApp {
    static let markdown = """
    # Broken

    A table whose rows misbehave when tapped.

    ```swift ios file=BrokenViewController.swift
    import UIKit

    final class BrokenViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.rowHeight = 50
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            var turns = 0
            while indexPath.row == 0 { turns += 1 }
            let suffix = ["A", "B"][indexPath.row]
            _ = tableView.dequeueReusableCell(withIdentifier: "Missing" + suffix, for: indexPath)
        }
    }
    ```
    """
    /// The Markdown line of the `dequeueReusableCell(withIdentifier: "Missing"…` call, and its column.
    static let crashLine = 25
    static let crashColumn = 23
    /// The Markdown line of the subscript that traps for row 2.
    static let trapLine = 24

    static let built: Result<(String, AppBuildResult), Error> = Result {
        let folder = TestFolders.fresh("apphost-broken").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/01-broken.md"
        try markdown.write(toFile: path, atomically: true, encoding: .utf8)
        let chapter = try ChapterReader.read(file: path)
        let build = BookApps.build()
        let package = try require(build.checker.readerApp(for: chapter))
        return (path, build.build(package))
    }
}

@Suite(.serialized) struct AppFailureTests {
    @Test func uikitsExceptionATrapAndAnEndlessLoopStopTheAppNotTheTool() throws {
        let (path, result) = try BrokenApp.built.get()
        let app = try require(result.executable, "the broken app did not build: \(result)")
        let crashing = try AppSession(app)
        let before = try crashing.screen()
        expectEqual(before.table?.cells.count, 3)
        // Row 1: a dequeue with an identifier nothing is registered for is UIKit's exception, at the reader's line.
        let crashed = try crashing.perform([.touchDown(x: 100, y: 75), .wait(seconds: 0.05), .touchUp])
        let crash = try require(crashed.crash)
        expect(crash.message.contains("NSInternalInconsistencyException"))
        expect(crash.message.contains("unable to dequeue a cell with identifier MissingB"))
        expectEqual(crash.file, path)
        expectEqual(crash.line, BrokenApp.crashLine)
        expectEqual(crash.column, BrokenApp.crashColumn)
        // Row 0 loops without end: stopped at the time limit, and the session says so from then on.
        let looping = try AppSession(app, timeLimit: 3)
        let start = Date()
        #expect(throws: AppSession.Stopped.self) { try looping.perform([.touchDown(x: 100, y: 25), .wait(seconds: 0.05), .touchUp]) }
        expect(Date().timeIntervalSince(start) < 10)
        #expect(throws: AppSession.Stopped.self) { try looping.screen() }
        // Row 2: an index out of range traps; the trap is the app's crash at the reader's line, and the tool goes on.
        let trapping = try AppSession(app)
        do {
            _ = try trapping.perform([.touchDown(x: 100, y: 125), .wait(seconds: 0.05), .touchUp])
            Issue.record("the trap did not stop the app")
        } catch let trap as AppCrash {
            expectEqual(trap.message, "Fatal error: Index out of range")
            expectEqual(trap.file, path)
            expectEqual(trap.line, BrokenApp.trapLine)
        }
        #expect(throws: AppCrash.self) { try trapping.screen() }
    }
}

/// A chapter whose code is right for iOS but uses what the runtime does not have.
@Suite struct AppRuntimeGapTests {
    static let markdown = """
    # Gap

    A table without separator insets.

    ```swift ios file=GapViewController.swift
    import UIKit

    final class GapViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.separatorInset = .zero
        }
    }
    ```
    """

    @Test func apiTheSurfaceHasAndTheRuntimeLacksIsNotRunNotBlamedOnTheAuthor() throws {
        let folder = TestFolders.fresh("apphost-gap").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/01-gap.md"
        try Self.markdown.write(toFile: path, atomically: true, encoding: .utf8)
        let package = try require(BookApps.build().checker.readerApp(for: ChapterReader.read(file: path)))
        guard case .runtimeLacks(let gap) = BookApps.build().build(package) else {
            Issue.record("expected the runtime's gap")
            return
        }
        expectEqual(gap.api, "UITableView.separatorInset")
        expect(gap.message.english.hasPrefix("not run: the runtime has no `UITableView.separatorInset` yet"))
        expect(gap.message.chinese.hasPrefix("未运行：运行时还没有 `UITableView.separatorInset`"))
        expectEqual(gap.place?.description, "\(path):11:19")
        // The outcome is cached too: without a compiler, the same gap.
        var offline = BookApps.build()
        offline.checker.toolchain?.compiler = "/nonexistent/swiftc"
        guard case .runtimeLacks(let again) = offline.build(package) else {
            Issue.record("expected the cached gap")
            return
        }
        expectEqual(again, gap)
    }

    @Test func theAuthorsCompileErrorIsAtTheChaptersLine() throws {
        let folder = TestFolders.fresh("apphost-typo").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/01-typo.md"
        try Self.markdown.replacingOccurrences(of: "tableView.separatorInset = .zero", with: "tableView.rowHieght = 44").write(toFile: path, atomically: true, encoding: .utf8)
        let package = try require(BookApps.build().checker.readerApp(for: ChapterReader.read(file: path)))
        guard case .failed(let errors) = BookApps.build().build(package) else {
            Issue.record("expected the author's error")
            return
        }
        expectEqual(errors.map(\.place.description), ["\(path):11:19"])
        expectEqual(errors.first?.message.contains("rowHieght"), true)
    }
}
