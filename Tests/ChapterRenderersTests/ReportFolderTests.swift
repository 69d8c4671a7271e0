@testable import HTML
@testable import Reports
@testable import StudyGuides
import Foundation
import Testing
import TestSupport

@Suite("report folder: paths and atomic writes")
struct ReportFolderTests {
    @Test(arguments: ["../escape.html", "/etc/passwd", "en/../../x.html", "..", ".", "", "en//x.html", ".hidden",
                      "en/.x.tmp", "a\\b.html", "en/x y.html", "zh-Hans/\u{4E2D}\u{202E}.html", "zh-Hans/\u{4E2D}\u{3000}\u{6587}.html",
                      "zh-Hans/\u{6ED1}\u{FF1A}.html", "en/x.html\u{0}"])
    func unsafePathsAreRefused(_ path: String) {
        expectEqual(ReportPath(path), nil)
    }

    @Test func safePathsAreKept() {
        expectEqual(ReportPath("zh-Hans/01-swipe_to.delete.html")?.parts, ["zh-Hans", "01-swipe_to.delete.html"])
        expectEqual(ReportPath("index.html")?.relative(from: ReportPath("en/01.html")!), "../index.html")
        expectEqual(ReportPath("zh-Hans/03-滑动.html")?.parts, ["zh-Hans", "03-滑动.html"], "Chinese letters keep their place")
    }

    @Test func slugsLoseEverythingThatCouldLeaveTheFolder() {
        expectEqual(ReportPath.sanitizedSlug("01-swipe-to-delete"), "01-swipe-to-delete")
        expectEqual(ReportPath.sanitizedSlug("../../etc/passwd"), "etc-passwd")
        expectEqual(ReportPath.sanitizedSlug(".."), "chapter")
        expectEqual(ReportPath.sanitizedSlug(""), "chapter")
        expectEqual(ReportPath.sanitizedSlug("a..b<script>\"x\""), "a.b-script-x-")
        expectEqual(ReportPath.sanitizedSlug("第一章"), "第一章")
        expectEqual(ReportPath.sanitizedSlug("03-滑动：删除"), "03-滑动-删除", "full-width punctuation is not a letter")
        expect(ReportPath.sanitizedSlug(String(repeating: "滑", count: 100)).utf8.count <= 120, "a file name stays short in bytes")
        expect(ReportPath("en/\(ReportPath.sanitizedSlug("/../.x/..")).html") != nil)
    }

    @Test func languagesAreEnglishOrSimplifiedChineseOnly() {
        expectEqual(ReportPath.languageFolder("zh-Hans"), "zh-Hans")
        expectEqual(ReportPath.languageFolder("en"), "en")
        expectEqual(ReportPath.languageFolder("../../tmp"), "en")
    }

    @Test func aReportWritesOnlyItsPagesInsideTheFolder() throws {
        let (book, result) = try Fixtures.verifiedBook([
            "en/01-delete.md": "# Delete\n\n## Open\n\n```spec\ntable 3 rows\nexpect row count 3\n```\n",
            "zh-Hans/01-delete.md": "# 删除\n\n## 打开\n\n```spec\n表格 3 行\n期望 行 数量 3\n```\n",
            "en/第一章.md": "# First\n",
            "en/\"<script>\".md": "# Quotes\n",
        ])
        let parent = try Fixtures.temporaryFolder("out")
        let out = parent.appendingPathComponent("report")
        let written = try StudyGuide(result: result).write(to: ReportFolder(path: out.path))
        expectEqual(written.pageCount, 10, "4 chapters, the progress dashboard, 4 reference pages and the landing page")
        expectEqual(result.chapters.count, 4)
        expectEqual(written.indexPath, out.path + "/index.html")
        expectEqual(Fixtures.files(under: parent), [
            "report/en/01-delete.html", "report/en/cheatsheet.html", "report/en/formulas.html", "report/en/script-.html",
            "report/en/第一章.html", "report/index.html", "report/progress.html", "report/zh-Hans/01-delete.html",
            "report/zh-Hans/cheatsheet.html", "report/zh-Hans/formulas.html",
        ])
        expectEqual(Fixtures.files(under: book).count, 4, "nothing is written next to the chapters")
    }

    @Test func pagesWrittenAsTheyAreRenderedAreThePagesOfTheReport() throws {
        let (_, result) = try Fixtures.verifiedBook([
            "en/01-delete.md": "# Delete\n\n## Open\n\n```spec\ntable 3 rows\nexpect row count 4\n```\n",
            "zh-Hans/01-delete.md": "# 删除\n\n## 打开\n\n```spec\n表格 3 行\n期望 行 数量 4\n```\n",
            "en/02-move.md": "# Move\n\n## Lift\n\n```spec\ntable 5 rows\nlong-press row 2\nexpect row 2 is lifted\n```\n",
        ])
        let out = try Fixtures.temporaryFolder("out")
        let guide = StudyGuide(result: result)
        _ = try guide.write(to: ReportFolder(path: out.path))
        let pages = guide.pages()
        expectEqual(pages.map(\.path.description), ["en/01-delete.html", "en/02-move.html", "zh-Hans/01-delete.html", "progress.html",
                                                 "en/formulas.html", "en/cheatsheet.html", "zh-Hans/formulas.html", "zh-Hans/cheatsheet.html", "index.html"])
        for page in pages {
            expectEqual(try String(contentsOfFile: out.path + "/" + page.path.description, encoding: .utf8), page.html, "\(page.path)")
        }
    }

    @Test func aPageThatCannotBeWrittenIsNamedAndTheIndexIsNotWritten() throws {
        let (_, result) = try Fixtures.verifiedBook([
            "en/01-delete.md": "# Delete\n\n## Open\n\n```spec\ntable 3 rows\n```\n",
            "zh-Hans/01-delete.md": "# 删除\n\n## 打开\n\n```spec\n表格 3 行\n```\n",
        ])
        let out = try Fixtures.temporaryFolder("out")
        // A file where the Chinese pages' folder should be.
        try Data("not a folder".utf8).write(to: out.appendingPathComponent("zh-Hans"))
        do {
            _ = try StudyGuide(result: result).write(to: ReportFolder(path: out.path))
            Issue.record("the report was written over a file named zh-Hans")
        } catch {
            expectEqual(error.path, out.path + "/zh-Hans")
            expect(error.message.contains("is not a folder"))
        }
        expect(!FileManager.default.fileExists(atPath: out.path + "/index.html"))
        expectEqual(try String(contentsOf: out.appendingPathComponent("zh-Hans"), encoding: .utf8), "not a folder")
    }

    @Test func pagesOfChaptersThatAreGoneAreRemovedAndNothingElse() throws {
        let out = try Fixtures.temporaryFolder("out")
        let files = [
            "en/01-old.html": HTMLDocument.page(language: "en", title: "Old", body: "<p>old</p>").html, // an earlier report's
            "en/notes.html": "<!DOCTYPE html><title>My notes</title>", // the user's own
            "en/02-old.md": HTMLDocument.generatorMarker, // not a page
            "zh-Hans/01-old.html": HTMLDocument.page(language: "zh-Hans", title: "旧", body: "<p>旧</p>").html,
            "other/01-old.html": HTMLDocument.page(language: "en", title: "Old", body: "<p>old</p>").html, // not a language folder
        ]
        for (path, text) in files {
            let file = out.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let (_, result) = try Fixtures.verifiedBook([
            "en/01-new.md": "# New\n\n## Step\n\n```spec\ntable 3 rows\n```\n",
            "zh-Hans/01-new.md": "# 新\n\n## 步骤\n\n```spec\n表格 3 行\n```\n",
        ])
        let written = try StudyGuide(result: result).write(to: ReportFolder(path: out.path))
        expectEqual(written.removedPages.map(\.description), ["en/01-old.html", "zh-Hans/01-old.html"])
        expectEqual(Fixtures.files(under: out), [
            "en/01-new.html", "en/02-old.md", "en/cheatsheet.html", "en/formulas.html", "en/notes.html", "index.html",
            "other/01-old.html", "progress.html", "zh-Hans/01-new.html", "zh-Hans/cheatsheet.html", "zh-Hans/formulas.html",
        ])
        let again = try StudyGuide(result: result).write(to: ReportFolder(path: out.path))
        expect(again.removedPages.isEmpty)
        expectEqual(again.unchangedCount, 8)
    }

    @Test func chaptersThatSanitizeAlikeGetPagesOfTheirOwn() {
        let first = Fixtures.chapter("table 1 rows", path: "a/en/x?.md")
        let second = Fixtures.chapter("table 1 rows", path: "b/en/x!.md")
        let plan = PagePlan(chapters: [first, second])
        expectEqual(plan.paths.map(\.description), ["en/x--2.html", "en/x-.html"])
        let reversed = PagePlan(chapters: [second, first])
        expectEqual(reversed.paths.map(\.description), ["en/x-.html", "en/x--2.html"], "a page's name does not depend on the chapters' order")
    }

    /// A chapter named as one of the report's own pages gets a page of its own beside it; the card keeps its place.
    @Test func aChapterNamedAsAReferencePageDoesNotTakeItsPlace() {
        let formulas = Fixtures.chapter("table 1 rows", path: "book/en/formulas.md")
        let cheats = Fixtures.chapter("table 1 rows", path: "book/en/cheatsheet.md")
        let plan = PagePlan(chapters: [formulas, cheats])
        expectEqual(plan.paths.map(\.description), ["en/formulas-2.html", "en/cheatsheet-2.html"])
        expectEqual(StudyGuide.pagePath(language: .english, slug: "formulas").description, "en/formulas-2.html")
        expectEqual(StudyGuide.pagePath(language: .english, slug: "01-swipe").description, "en/01-swipe.html")
    }

    @Test func writingTwiceReplacesFilesAndLeavesNoTemporaryFiles() throws {
        let folder = try ReportFolder(path: try Fixtures.temporaryFolder().path)
        let path = try require(ReportPath("en/page.html"))
        try folder.write("first", to: path)
        try folder.write("second", to: path)
        expectEqual(try String(contentsOfFile: folder.fullPath(of: path), encoding: .utf8), "second")
        expectEqual(Fixtures.files(under: URL(fileURLWithPath: folder.path)), ["en/page.html"])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.fullPath(of: path))
        expectEqual((attributes[.posixPermissions] as? Int), 0o644)
    }

    @Test func aFileThatAlreadyHoldsTheBytesIsLeftAlone() throws {
        let folder = try ReportFolder(path: try Fixtures.temporaryFolder().path)
        let path = try require(ReportPath("en/page.html"))
        let file = folder.fullPath(of: path)
        expectEqual(try folder.write("first", to: path), .written)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
        expectEqual(try folder.write("first", to: path), .unchanged)
        expectEqual(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date, old)
        expectEqual(try folder.write("fir5t", to: path), .written, "same size, other bytes")
        expectEqual(try String(contentsOfFile: file, encoding: .utf8), "fir5t")
        expectEqual(try folder.write("first, longer", to: path), .written)
        expectEqual(try String(contentsOfFile: file, encoding: .utf8), "first, longer")
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let root = try Fixtures.temporaryFolder()
        // A folder where the file should go: the final rename fails after the bytes were written.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("taken.html"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("taken.html/inside"), withIntermediateDirectories: false)
        #expect(throws: AtomicWriter.WriteError.self) {
            try AtomicWriter.write(Data("new".utf8), toFile: root.appendingPathComponent("taken.html").path)
        }
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["taken.html"])
    }

    /// A folder that cannot be made says why in a person's words, naming the file in the way, never Foundation's
    /// error dump (`Error Domain=NSCocoaErrorDomain Code=512 …`).
    @Test func aFolderThatCannotBeMadeSaysWhichFileIsInTheWay() throws {
        let root = try Fixtures.temporaryFolder()
        let file = root.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: file)
        for (path, expected) in [(file.path, "cannot create the folder: a file of that name is in the way"),
                                 (file.path + "/a/b", "cannot create the folder: \(file.standardizedFileURL.path) is a file, not a folder")] {
            do {
                try AtomicWriter.makeFolder(path)
                Issue.record("made \(path)")
            } catch {
                expectEqual(error.message, expected)
                expect(!error.description.contains("Domain="), "\(error.description)")
            }
        }
        try AtomicWriter.makeFolder(root.appendingPathComponent("new/deeper").path)
        try AtomicWriter.makeFolder(root.appendingPathComponent("new/deeper").path)
        expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("new/deeper").path))
        expectEqual(try String(contentsOf: file, encoding: .utf8), "mine")
        expectEqual(AtomicWriter.systemReason(NSError(domain: NSCocoaErrorDomain, code: 512,
                                                      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])),
                    "Not a directory")
    }

    /// A folder that belongs to a report replaces only the files the report wrote (their generator tag): a person's
    /// own file of the same name is left as it is, and the write says so.
    @Test func aFileTheReportDidNotWriteIsNeverReplaced() throws {
        let root = try Fixtures.temporaryFolder()
        let folder = try ReportFolder(path: root.path, owner: "<meta name=\"generator\" content=\"chapters report\">")
        try Data("<html>mine</html>".utf8).write(to: root.appendingPathComponent("index.html"))
        do {
            try folder.write("<html><meta name=\"generator\" content=\"chapters report\">new</html>", to: ReportPath("index.html")!)
            Issue.record("a file the report did not write was replaced")
        } catch {
            expect(error.message.contains("the report did not write it; it was left as it is"), "\(error)")
        }
        expectEqual(try String(contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8), "<html>mine</html>")
        let ours = "<html><meta name=\"generator\" content=\"chapters report\">one</html>"
        try Data(ours.utf8).write(to: root.appendingPathComponent("page.html"))
        expectEqual(try folder.write(ours.replacingOccurrences(of: "one", with: "two"), to: ReportPath("page.html")!), .written)
    }

    @Test func aSymbolicLinkCannotLeadAReportOutOfItsFolder() throws {
        let root = try Fixtures.temporaryFolder()
        let elsewhere = try Fixtures.temporaryFolder("elsewhere")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("en").path, withDestinationPath: elsewhere.path)
        let folder = try ReportFolder(path: root.path)
        #expect(throws: AtomicWriter.WriteError.self) { try folder.write("x", to: ReportPath("en/page.html")!) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("index.html").path,
                                                   withDestinationPath: elsewhere.appendingPathComponent("index.html").path)
        #expect(throws: AtomicWriter.WriteError.self) { try folder.write("x", to: ReportPath("index.html")!) }
        expect(Fixtures.files(under: elsewhere).isEmpty)
    }
}
