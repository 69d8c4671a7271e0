import AppHost
import ChapterModel
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage
import Testing
import TestSupport

/// The app backend as `chapters verify` uses it: a chapter's app built, run and checked, every expectation line
/// accounted for, a contradiction at its line, and a check done once per content.
@Suite(.serialized) struct AppCheckerTests {
    /// A cache of the suite's own: the app-host suite counts compiler runs in its cache.
    static let cache = TestFolders.fresh("cache-appchecker").path

    func parsed(_ text: String, file: String) throws -> ParsedChapter {
        let folder = TestFolders.fresh("app-checker").appendingPathComponent("en")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(file).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return ParsedChapter(try ChapterReader.read(file: path), suggesting: false)
    }

    func chapterOne() throws -> String {
        try String(contentsOfFile: "\(BookApps.root)/Chapters/en/01-swipe-to-delete.md", encoding: .utf8)
    }

    @Test func chapterOnesAppAgreesAndEveryExpectationLineIsCheckedOrGivenAReason() throws {
        let chapter = try parsed(try chapterOne(), file: "01-swipe-to-delete.md")
        let check = try require(AppChecker(build: BookApps.build(cache: Self.cache)).check(chapter))
        expectEqual(check.screen, "InboxViewController")
        expect(check.lines.allSatisfy { $0.failure == nil }, "\(check.lines.compactMap(\.failure?.english))")
        expect(check.lines.contains { $0.isChecked }, "the fixture at least is read from the app")
        let expectations = chapter.steps.joined().flatMap(\.lines).compactMap { line -> Messages.SourceLocation? in
            guard case .command(let command) = line, case .expect = command.kind else { return nil }
            return command.location
        }
        let looked = Set(check.lines.map(\.location))
        expect(expectations.allSatisfy(looked.contains), "no expectation line passes in silence")
        expect(check.lines.filter { !$0.isChecked }.allSatisfy { $0.engineOnly?.chinese.isEmpty == false }, "each reason in both languages")
    }

    @Test func aFixtureTheAppDoesNotStartWithFailsAtItsLineAndTheCheckIsKept() throws {
        let text = try chapterOne().replacingOccurrences(of: "table 30 rows titled", with: "table 12 rows titled")
        let chapter = try parsed(text, file: "01-swipe-to-delete.md")
        let build = BookApps.build(cache: Self.cache)
        let check = try require(AppChecker(build: build).check(chapter))
        let failure = try require(check.lines.first { $0.failure != nil })
        let line = try require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("table 12 rows") })
        expectEqual(failure.location.line, line + 1)
        expectEqual(failure.failure?.english, "against your app: it starts with 30 rows; the spec block says 12")
        let kept = try FileManager.default.contentsOfDirectory(atPath: build.appsFolder + "/checks")
        expect(!kept.isEmpty, "the check is kept by content")
        expectEqual(AppChecker(build: build).check(chapter), check, "and found again the same")
    }

    @Test func aChapterThatWritesNoFileOfTheAppHasNoAppCheck() throws {
        let chapter = try parsed("# A\n\n## One\n\n```spec\ntable 3 rows\nexpect row count 3\n```\n", file: "01-a.md")
        expectEqual(AppChecker(build: BookApps.build(cache: Self.cache)).check(chapter), nil)
    }
}
