import AppHost
import AppScreen
import ChapterModel
import Foundation
import ListingChecker
import Testing
import TestSupport

/// The book's apps of chapters 01 and 02, built once for the suite (each build is a compiler run) in a fresh cache.
enum BookApps {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let cache = TestFolders.fresh("cache-apphost").path

    /// An app build with a fresh cache; the checked iOS surface's overlays are the package's.
    static func build(path: String? = ProcessInfo.processInfo.environment["PATH"], cache: String = BookApps.cache) -> AppBuild {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path
        environment["CHAPTERS_SURFACE_CACHE"] = environment["CHAPTERS_SURFACE_CACHE"] ?? ListingChecker.forRunningExecutable().cache?.folder
        environment["CHAPTERS_LISTING_CACHE"] = cache
        return AppBuild.forRunningExecutable(environment: environment)
    }

    static func package(_ file: String) throws -> AppPackage {
        let chapter = try ChapterReader.read(file: "\(root)/Chapters/en/\(file)")
        return try require(build().checker.readerApp(for: chapter))
    }

    static let inbox: Result<(AppPackage, AppBuildResult, Double), Error> = Result {
        let package = try Self.package("01-swipe-to-delete.md")
        let start = Date()
        let result = build().build(package)
        return (package, result, Date().timeIntervalSince(start))
    }

    static let swipeable: Result<(AppPackage, AppBuildResult, Double), Error> = Result {
        let package = try Self.package("02-under-the-content.md")
        let start = Date()
        let result = build().build(package)
        return (package, result, Date().timeIntervalSince(start))
    }

    static func executable(_ built: Result<(AppPackage, AppBuildResult, Double), Error>) throws -> AppExecutable {
        let (_, result, _) = try built.get()
        if case .built(let executable) = result { return executable }
        Issue.record("the app did not build: \(result)")
        throw CancellationError()
    }
}

@Suite(.serialized) struct AppHostTests {
    @Test func chapterOnesAppShowsThirtyItemsStackedFortyFourPointsApart() throws {
        let session = try AppSession(BookApps.executable(BookApps.inbox))
        let screen = try session.screen()
        expectEqual(screen.controller, "InboxViewController")
        expectEqual(screen.window, ScreenRect(x: 0, y: 0, width: 320, height: 568))
        expectEqual(screen.crash, nil)
        let table = try require(screen.table)
        expectEqual(table.sections, [ScreenSection(rowCount: 30)])
        expectEqual(table.contentOffset, 0)
        // 568 / 44 = 12.9: thirteen rows are on screen, the last one in part.
        expectEqual(table.cells.map(\.row), Array(0..<13))
        expectEqual(table.cells.map(\.title), (1...13).map { "Item #\($0)" })
        for cell in table.cells {
            expectEqual(cell.frame, ScreenRect(x: 0, y: table.frame.y + 44 * Double(cell.row), width: 320, height: 44))
            expectEqual(cell.contentOffset, 0)
            expect(cell.buttons.isEmpty)
        }
        expect(table.updates.isEmpty)
    }

    @Test func aPanOnChapterTwosRowSlidesItsContentAndUncoversDelete() throws {
        let session = try AppSession(BookApps.executable(BookApps.swipeable))
        let start = try session.screen()
        expectEqual(start.controller, "ItemsViewController")
        let row = try require(start.table?.cells.first { $0.row == 3 })
        expectEqual(row.title, "Item #4")
        expect(row.buttons.isEmpty)
        let y = row.frame.y + row.frame.height / 2
        // The spec's `pan row 3 by -40`: the content slides 40 points left and uncovers the right half of Delete.
        let panned = try session.perform([.touchDown(x: 300, y: y), .touchMove(x: 280, y: y, seconds: 0.05), .touchMove(x: 260, y: y, seconds: 0.05)])
        let open = try require(panned.table?.cells.first { $0.row == 3 })
        expect(abs(open.contentOffset - -40) < 0.5)
        expectEqual(open.buttons.map(\.title), ["Delete"])
        expectEqual(open.buttons.first?.frame, ScreenRect(x: 240, y: row.frame.y, width: 80, height: 44))
        // Released short of half the buttons' width, it goes back to closed.
        let released = try session.perform([.touchUp, .wait(seconds: 0.5)])
        expectEqual(released.table?.cells.first { $0.row == 3 }?.contentOffset, 0)
        expectEqual(released.crash, nil)
    }

    @Test func aMalformedLineGetsAnErrorReplyAndTheAppGoesOn() throws {
        let session = try AppSession(BookApps.executable(BookApps.inbox))
        let reply = try session.send(line: "{\"touchDown\": {\"x\": \"left\"}}")
        expectEqual(reply.error?.contains("not an input"), true)
        expectEqual(reply.screen, nil)
        expect(try session.send(line: "").error != nil)
        expectEqual(try session.screen().table?.sections.first?.rowCount, 30)
    }

    @Test func aSecondBuildOfTheSameAppRunsNoCompiler() throws {
        let (package, first, _) = try BookApps.inbox.get()
        expectEqual(first.executable?.fromCache, false)
        // No compiler on PATH: the build can only be the cached one.
        var build = BookApps.build()
        build.checker.toolchain?.compiler = "/nonexistent/swiftc"
        let start = Date()
        let again = build.build(package)
        let warm = Date().timeIntervalSince(start)
        expectEqual(again.executable?.fromCache, true)
        expectEqual(again.executable?.path, first.executable?.path)
        expect(warm < 1)
    }
}
