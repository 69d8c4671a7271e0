import AppHost
import AppScreen
import ChapterModel
import Foundation
import Testing

/// An interrupted animation, end to end on a copy of the book's chapters 01–04: a row is released open, and the table
/// scrolls before its snap has finished, so the row's cell is reused mid-snap. Chapter 4's `prepareForReuse()` calls
/// `removeAllAnimations()`, which ends the snap's first leg with `finished == false`
/// (https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()), and chapter 3's `snap` then
/// skips its second leg. A reader whose completion ignores `finished` lets the old row's second leg run on the new
/// row's cell. Spec blocks cannot scroll during a snap (every command but `wait` and `hold` settles first), so the
/// test drives the app's session directly, with the same touches the backend sends.
@Suite(.serialized) struct AppInterruptedSnapTests {
    /// Chapters 01–04 in a book of their own, chapter 03 changed as `changes` say; chapter 04's app built.
    static func app(_ changes: [(String, String)]) throws -> AppExecutable {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)/en")
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        for name in ["01-swipe-to-delete.md", "02-under-the-content.md", "03-snap-and-bounce.md", "04-cells-get-reused.md"] {
            var text = try String(contentsOfFile: "\(BookApps.root)/Chapters/en/\(name)", encoding: .utf8)
            if name.hasPrefix("03") {
                for (old, new) in changes {
                    try #require(text.components(separatedBy: old).count == 2, "chapter 3 no longer has \(old) once")
                    text = text.replacingOccurrences(of: old, with: new)
                }
            }
            try text.write(to: book.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let chapter = try ChapterReader.read(file: book.appendingPathComponent("04-cells-get-reused.md").path)
        let build = BookApps.build()
        let package = try #require(build.checker.readerApp(for: chapter))
        let result = build.build(package)
        return try #require(result.executable, "the app did not build: \(result)")
    }

    /// Opens row 0 with a 100-point pan, scrolls one row down the moment the finger lifts, and lets everything settle:
    /// the screen then, with row 13 on it (it took row 0's cell, the first in the reuse queue).
    static func releaseThenScroll(_ app: AppExecutable) throws -> Screen {
        let session = try AppSession(app)
        defer { session.close() }
        let start = try #require(try session.screen().table?.cells.first { $0.row == 0 }, "row 0 is on screen")
        let y = start.frame.y + start.frame.height / 2
        _ = try session.perform([.touchDown(x: 300, y: y), .touchMove(x: 250, y: y, seconds: 0.05), .touchMove(x: 200, y: y, seconds: 0.05),
                                 .wait(seconds: 0.1), .touchUp])
        // No settle: the snap is still running when the table scrolls.
        _ = try session.perform([.scroll(toY: 44)])
        _ = try session.settle()
        return try session.screen()
    }

    @Test func aSnapInterruptedByReuseStopsWhenItsCompletionReadsFinished() throws {
        let screen = try Self.releaseThenScroll(try Self.app([]))
        #expect(screen.crash == nil)
        let row13 = try #require(screen.table?.cells.first { $0.row == 13 }, "row 13 is on screen")
        #expect(row13.contentOffset == 0, "row 13 took row 0's cell mid-snap and shows it closed: \(row13)")
    }

    @Test func aCompletionThatIgnoresFinishedRunsTheOldRowsSecondLegOnTheNewRow() throws {
        let screen = try Self.releaseThenScroll(try Self.app([("            guard finished else { return }\n", "            _ = finished\n")]))
        let row13 = try #require(screen.table?.cells.first { $0.row == 13 }, "row 13 is on screen")
        #expect(row13.contentOffset != 0, "the interrupted snap's second leg slid row 13, a row nobody swiped: \(row13)")
    }
}
