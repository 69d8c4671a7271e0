import Foundation
import Testing
import TestSupport

/// Runs the built `chapters` tool on copies of a fixture book, as a user would.
@Suite("chapters command", .serialized)
struct ChaptersCommandTests {
    init() {}
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// The folder holding the built products (the test bundle's resources sit beside the tool).
    static var productsFolder: URL { Bundle.module.bundleURL.deletingLastPathComponent() }

    func chapters(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let tool = Self.productsFolder.appendingPathComponent("chapters")
        try require(FileManager.default.isExecutableFile(atPath: tool.path), "build the tool first: swift build")
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
    }

    /// A fresh copy of the fixture book in a temporary folder.
    func copyOfBook() throws -> URL {
        let folder = TestFolders.fresh("chapters-e2e")
        let source = try require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("book")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("Chapters")
        try FileManager.default.copyItem(at: source, to: book)
        return book
    }

    func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        expect(text.contains(old), "the fixture no longer contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aPassingBookExitsZeroWithTheSummaryLine() throws {
        let book = try copyOfBook()
        let run = try chapters(["verify", book.path])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        expect(run.output.hasSuffix("4 passed, 0 failed\n"))
        expect(run.output.contains("01-delete.md"))
        expect(!run.output.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test func noPathsMeansTheChaptersFolder() throws {
        let book = try copyOfBook()
        let run = try chapters(["verify"], in: book.deletingLastPathComponent())
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        expect(run.output.contains("4 passed, 0 failed"))
    }

    @Test func aWrongExpectationExitsOneAndNamesFileAndLine() throws {
        let book = try copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        try edit(english, replacing: "expect row count 29", with: "expect row count 28")
        let run = try chapters(["verify", english.path])
        expectEqual(run.status, 1)
        expect(run.output.contains("en/01-delete.md:19:1"))
        expect(run.output.contains("expected: 28"))
        expect(run.output.contains("actual:   29"))
        // Given alone, the chapter is compared with its twin on disk, which still says 29.
        expect(run.output.hasSuffix("1 passed, 1 failed, 1 translation drift\n"))
    }

    @Test func aChapterNamedTwiceRunsOnce() throws {
        let book = try copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md").path
        let run = try chapters(["verify", english, book.path + "/zh-Hans/../en/01-delete.md"])
        expectEqual(run.status, 0)
        expect(run.output.hasSuffix("2 passed, 0 failed\n"), "\(run.output)")
        let withBook = try chapters(["verify", book.path, english])
        expect(withBook.output.hasSuffix("4 passed, 0 failed\n"), "\(withBook.output)")
    }

    @Test func anUnknownKeywordGetsItsColumnAndASuggestion() throws {
        let book = try copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        try edit(english, replacing: "editing delete", with: "editting delete")
        let run = try chapters(["verify", english.path])
        expectEqual(run.status, 1)
        expect(run.output.contains("en/01-delete.md:9:1"))
        expect(run.output.contains("did you mean `editing`?"))
        expect(run.output.contains("1 blocked"))
    }

    @Test func aMalformedChapterFailsCleanly() throws {
        let book = try copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        let garbage = "# Broken\n\n## S\n\n```spec\ntap \"Delete in row\n\u{0}\u{7}\n[[[\n```spec\n" + String(repeating: "> - ", count: 300) + "\n```spce\nx\n"
        try garbage.write(to: english, atomically: true, encoding: .utf8)
        let run = try chapters(["verify", english.path])
        expectEqual(run.status, 1)
        expect(run.output.contains("01-delete.md:6:5"))
        expect(run.output.contains("closing quote"))
    }

    @Test func translationDriftNamesBothFilesAndLines() throws {
        let book = try copyOfBook()
        try edit(book.appendingPathComponent("zh-Hans/01-delete.md"), replacing: "位移 -60", with: "位移 -50")
        let run = try chapters(["verify", book.path])
        expectEqual(run.status, 1)
        expect(run.output.contains("translation drift"))
        expect(run.output.contains("en/01-delete.md:10:1"))
        expect(run.output.contains("zh-Hans/01-delete.md:10:1"))
        expect(run.output.hasSuffix(", 1 translation drift\n"), "the summary counts the drift apart from the steps")
    }

    @Test func anUntranslatedChapterIsAWarning() throws {
        let book = try copyOfBook()
        try FileManager.default.removeItem(at: book.appendingPathComponent("zh-Hans/01-delete.md"))
        let run = try chapters(["verify", book.path])
        expectEqual(run.status, 0)
        expect(run.output.contains("untranslated"))
    }

    @Test func aMissingPathIsAUsageError() throws {
        let run = try chapters(["verify", "/nonexistent/book"])
        expectEqual(run.status, 2)
        expect(run.error.contains("/nonexistent/book"))
    }

    /// `app-screen` refuses an input that is not JSON, or not an input, before building anything: exit 2, which
    /// input, and every input it takes, in the terminal's language; a chapter it cannot read is named at 1:1 once.
    @Test func appScreenNamesABadInputAndListsTheInputs() throws {
        let book = try copyOfBook()
        let chapter = book.appendingPathComponent("en/01-delete.md").path
        let notJSON = try chapters(["app-screen", chapter, "--input", #"{"touchUp":{}}"#, "--input", "{touchDown"])
        expectEqual(notJSON.status, 2)
        expect(notJSON.error.hasPrefix("error: --input 2 ({touchDown) is not JSON;"), "\(notJSON.error)")
        expect(notJSON.error.contains(#"{"settle":{"maxSeconds":2}}"#) && notJSON.error.contains(#"{"scroll":{"toY":120}}"#), "\(notJSON.error)")
        let unknown = try chapters(["app-screen", chapter, "--input", #"{"tap":{"x":1}}"#], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""])
        expectEqual(unknown.status, 2)
        expect(unknown.error.hasPrefix(#"错误：--input 1（{"tap":{"x":1}}）不是可用的输入"#), "\(unknown.error)")
        let missing = try chapters(["app-screen", book.appendingPathComponent("en/99-none.md").path])
        expectEqual(missing.status, 2)
        expect(missing.error.hasSuffix("99-none.md:1:1: error: no such file (check the path; verify --list shows the book's chapters)\n"), "\(missing.error)")
        expect(!missing.error.hasPrefix("error: "), "one error prefix, after the place: \(missing.error)")
        // A window and inputs no spec could ask for are refused before anything is built.
        let narrow = try chapters(["app-screen", chapter, "--width", "0"])
        expectEqual(narrow.status, 2)
        expect(narrow.error.contains("--width 0.0: a window is from 1 to 5000 points"), "\(narrow.error)")
        let long = try chapters(["app-screen", chapter, "--input", #"{"wait":{"seconds":1e9}}"#])
        expectEqual(long.status, 2)
        expect(long.error.contains("its seconds must be from 0 to 600"), "\(long.error)")
    }

    /// `app-check` makes verify's app check: chapter 01's `so-far` block (line 83) runs on the app as written by then,
    /// which has no row actions, so a pan leaves the row closed; run on the chapter's whole app it moved. A chapter
    /// that cannot be read is named, and is exit 2, as in verify.
    @Test func appCheckRunsASoFarBlockOnTheAppSoFarAndNamesAnUnreadableChapter() throws {
        let chapter = BookListingsTests.bookFolder.appendingPathComponent("en/01-swipe-to-delete.md").path
        let run = try chapters(["app-check", chapter])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        expect(run.output.hasSuffix(" checked against the apps, 0 chapters disagree\n"), "\(run.output)")
        expect(!run.output.contains(":83:1:"), "\(run.output)")
        let folder = TestFolders.fresh("app-check")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let unreadable = folder.appendingPathComponent("02-bad.md")
        try Data([0xFF, 0xFE]).write(to: unreadable)
        let bad = try chapters(["app-check", unreadable.path])
        expectEqual(bad.status, 2)
        expect(bad.error.contains("02-bad.md:1:1: error: the file is not valid UTF-8"), "\(bad.error)")
    }

    /// `export swift` of a chapter with a line that does not parse writes the suite (its test fails at the line) and
    /// says so at the line, with the parser's message.
    @Test func exportSwiftWarnsOfALineThatDoesNotParse() throws {
        let book = try copyOfBook()
        let chapter = book.appendingPathComponent("en/01-delete.md")
        try edit(chapter, replacing: "expect row count 29", with: "expect rwo count 29")
        let out = book.deletingLastPathComponent().appendingPathComponent("exported")
        let run = try chapters(["export", "swift", chapter.path, "--out", out.path])
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.error.contains("01-delete.md:"), "\(run.error)")
        expect(run.error.contains(": warning: this line does not parse, so its test fails here: "), "\(run.error)")
        expect(run.output.contains("Wrote 1 of 1 file"), "\(run.output)")
    }

    /// argument-parser's usage errors are said in Chinese on a Chinese terminal, names and values as given; exit 2.
    @Test func aUsageErrorSpeaksTheTerminalsLanguage() throws {
        let chinese = ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]
        let unknown = try chapters(["verify", "--bogus"], environment: chinese)
        expectEqual(unknown.status, 2)
        expect(unknown.error.hasPrefix("错误：没有 '--bogus' 这个选项\n用法：chapters verify "), "\(unknown.error)")
        expect(unknown.error.contains("更多说明请看 'chapters verify --help'。"), "\(unknown.error)")
        let choice = try chapters(["verify", "--color", "purple"], environment: chinese)
        expect(choice.error.hasPrefix("错误：'--color <color>' 的值 'purple' 无效；请给出以下之一：'auto'、'always'、'never'"), "\(choice.error)")
        let english = try chapters(["verify", "--bogus"], environment: ["LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        expect(english.error.hasPrefix("Error: Unknown option '--bogus'"), "\(english.error)")
    }

    @Test func helpExplainsTheOutputAndExitStatus() throws {
        let run = try chapters(["verify", "--help"])
        expectEqual(run.status, 0)
        expect(run.output.contains("Exit status"))
        expect(run.output.contains("NO_COLOR"))
    }
}

/// The machine-readable formats and the study guide, run as a user would.
@Suite("chapters report and formats", .serialized)
struct ChaptersReportTests {
    let support = ChaptersCommandTests()

    @Test func anUnknownOptionIsAUsageErrorWithExitTwo() throws {
        let run = try support.chapters(["verify", "--format", "yaml"])
        expectEqual(run.status, 2)
        expect(run.error.contains("yaml"))
    }

    @Test func jsonHasOneRecordPerStepWithFileLineAndOutcome() throws {
        let book = try support.copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        try support.edit(english, replacing: "expect row count 29", with: "expect row count 28")
        let output = book.deletingLastPathComponent().appendingPathComponent("result.json")
        let run = try support.chapters(["verify", "--format", "json", "--output", output.path, book.path])
        expectEqual(run.status, 1)
        let data = try Data(contentsOf: output)
        let text = String(decoding: data, as: UTF8.self)
        expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
        expect(text.contains("\"failed\""))
        expect(text.contains("01-delete.md"))
        expect(text.contains("expected"))
    }

    @Test func theReportIsNeverWrittenOverAChapter() throws {
        let book = try support.copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        let before = try String(contentsOf: english, encoding: .utf8)
        let run = try support.chapters(["verify", "--output", book.path + "/zh-Hans/../en/01-delete.md", book.path])
        expectEqual(run.status, 2)
        expect(run.error.contains("is a chapter, or in a book's language folder"), "\(run.error)")
        expectEqual(try String(contentsOf: english, encoding: .utf8), before)
        // Nor over the twin of the one chapter named, which the run reads too, nor anywhere in a language folder.
        let chinese = book.appendingPathComponent("zh-Hans/01-delete.md")
        let translation = try String(contentsOf: chinese, encoding: .utf8)
        let twin = try support.chapters(["verify", "--format", "junit", "--output", chinese.path, english.path])
        expectEqual(twin.status, 2)
        expect(twin.error.contains("nothing was written"), "\(twin.error)")
        expectEqual(try String(contentsOf: chinese, encoding: .utf8), translation)
        let beside = try support.chapters(["verify", "--format", "json:" + book.path + "/en/report.json", english.path])
        expectEqual(beside.status, 2)
        expect(!FileManager.default.fileExists(atPath: book.path + "/en/report.json"))
    }

    /// A report file's missing folder is made; a folder named as the file is refused before anything runs.
    @Test func aReportFilesFolderIsMadeAndAFolderIsNoFile() throws {
        let book = try support.copyOfBook()
        let nested = book.deletingLastPathComponent().appendingPathComponent("reports/ci/verify.json")
        let run = try support.chapters(["verify", "--format", "json:" + nested.path, book.path])
        expectEqual(run.status, 0, "\(run.error)")
        expect(FileManager.default.fileExists(atPath: nested.path))
        let folder = nested.deletingLastPathComponent()
        let refused = try support.chapters(["verify", "--format", "junit", "--output", folder.path, book.path])
        expectEqual(refused.status, 2)
        expect(refused.error.contains("is a folder; nothing was run: name a file, such as \(folder.path)/verify.xml"), "\(refused.error)")
        expect(refused.output.isEmpty, "nothing ran: \(refused.output)")
    }

    @Test func junitIsXMLThatNamesTheFailure() throws {
        let book = try support.copyOfBook()
        try support.edit(book.appendingPathComponent("en/01-delete.md"), replacing: "expect row count 29", with: "expect row count 28")
        let run = try support.chapters(["verify", "--format", "junit", book.path])
        expectEqual(run.status, 1)
        expect(run.output.hasPrefix("<?xml"))
        expect(run.output.contains("<testsuites"))
        expect(run.output.contains("<failure"))
    }

    @Test func reportWritesTheIndexAndAPagePerChapterInsideTheFolderGiven() throws {
        let book = try support.copyOfBook()
        let out = book.deletingLastPathComponent().appendingPathComponent("site")
        let run = try support.chapters(["report", "--out", out.path, book.path])
        expectEqual(run.status, 0, "\(run.output)\(run.error)")
        expect(run.output.contains("index.html"))
        for page in ["index.html", "progress.html", "en/01-delete.html", "zh-Hans/01-delete.html"] {
            expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(page).path), "\(page) is missing")
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { !$0.hasSuffix(".html") && !["en", "zh-Hans"].contains($0) }
        expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
        let page = try String(contentsOf: out.appendingPathComponent("en/01-delete.html"), encoding: .utf8)
        expect(page.contains("<svg"))
        expect(!page.contains("<script"))
    }

    /// The pages never go into the book (its folder, a language folder, a folder under one) or, by an empty `--out`,
    /// into the current folder; a chapter that cannot be read is named, and left out of the pages.
    @Test func reportPagesGoBesideTheBookAndAnUnreadableChapterIsNamed() throws {
        let book = try support.copyOfBook()
        for out in [book.path, book.path + "/en", book.path + "/zh-Hans/site", ""] {
            let run = try support.chapters(["report", "--out", out, book.path])
            expectEqual(run.status, 2, "--out \(out): \(run.output)")
            expect(run.error.contains("the study guides go beside the book, not into it"), "\(run.error)")
        }
        expect(!FileManager.default.fileExists(atPath: book.path + "/index.html"))
        expect(!FileManager.default.fileExists(atPath: book.path + "/en/01-delete.html"))
        // Nor into the other language's folder when one language runs.
        let other = try support.chapters(["report", "--out", book.path + "/zh-Hans", book.path + "/en/01-delete.md"])
        expectEqual(other.status, 2)
        expect(!FileManager.default.fileExists(atPath: book.path + "/zh-Hans/index.html"))
        // A person's own index.html in the folder stops the report before it writes anything.
        let site = book.deletingLastPathComponent().appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: site.appendingPathComponent("index.html"))
        let foreign = try support.chapters(["report", "--out", site.path, book.path])
        expectEqual(foreign.status, 2)
        expect(foreign.error.contains("index.html exists, and the report did not write it; nothing was written"), "\(foreign.error)")
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: site.path), ["index.html"])
        try Data([0xFF]).write(to: book.appendingPathComponent("en/02-bad.md"))
        let out = book.deletingLastPathComponent().appendingPathComponent("site")
        let run = try support.chapters(["report", "--out", out.path, book.path])
        expect(run.error.contains("en/02-bad.md:1:1: error: the file is not valid UTF-8"), "\(run.error)")
        expect(run.output.contains("1 unreadable file"), "\(run.output)")
    }

    @Test func reportingAgainRewritesOnlyThePagesThatChanged() throws {
        let book = try support.copyOfBook()
        let out = book.deletingLastPathComponent().appendingPathComponent("site")
        let first = try support.chapters(["report", "--out", out.path, book.path])
        expectEqual(first.status, 0, "\(first.output)\(first.error)")
        expect(!first.output.contains("unchanged"))
        let pages = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".html") }
        // Mark every page, so a page that is rewritten loses its mark.
        for page in pages {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: out.appendingPathComponent(page).path)
        }
        func rewritten() throws -> Set<String> {
            Set(try pages.filter { page in
                let date = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(page).path)[.modificationDate] as? Date
                return date != Date(timeIntervalSince1970: 0)
            })
        }

        let again = try support.chapters(["report", "--out", out.path, book.path])
        expectEqual(again.status, 0)
        expect(again.output.contains("Wrote 0 of \(pages.count) pages to \(out.path)/index.html (\(pages.count) unchanged)"), "\(again.output)")
        expect(try rewritten().isEmpty)

        // New prose in the first paragraph changes the English page and the landing page that quotes it; a failing
        // step also changes the progress dashboard and, through the translation drift it causes, the Chinese page.
        try support.edit(book.appendingPathComponent("en/01-delete.md"), replacing: "break on purpose.", with: "break on purpose, again.")
        let prose = try support.chapters(["report", "--out", out.path, book.path])
        expect(prose.output.contains("Wrote 2 of \(pages.count) pages to \(out.path)/index.html (\(pages.count - 2) unchanged)"), "\(prose.output)")
        expectEqual(try rewritten(), ["en/01-delete.html", "index.html"])
        try support.edit(book.appendingPathComponent("en/01-delete.md"), replacing: "expect row count 29", with: "expect row count 28")
        let failing = try support.chapters(["report", "--out", out.path, book.path])
        expectEqual(failing.status, 0)
        expectEqual(try rewritten(), ["en/01-delete.html", "index.html", "zh-Hans/01-delete.html", "progress.html"])

        // A chapter renamed in both languages: its old pages go, and report says which.
        for language in ["en", "zh-Hans"] {
            try FileManager.default.moveItem(at: book.appendingPathComponent("\(language)/01-delete.md"),
                                             to: book.appendingPathComponent("\(language)/01-remove.md"))
        }
        let renamed = try support.chapters(["report", "--out", out.path, book.path])
        expect(renamed.output.contains("Removed 2 pages of chapters no longer in the book: en/01-delete.html, zh-Hans/01-delete.html"),
                "\(renamed.output)")
        expectEqual(try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".html") }.sorted(), ["en/01-remove.html", "en/cheatsheet.html", "en/formulas.html", "index.html", "progress.html",
                    "zh-Hans/01-remove.html", "zh-Hans/cheatsheet.html", "zh-Hans/formulas.html"])
    }
}
