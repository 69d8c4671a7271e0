import Reports
import StudyGuides
import ArgumentParser
import ChapterModel
import BookVerification
import Foundation
import Messages

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write study guides and a progress report as HTML pages.",
        discussion: """
        Runs every chapter like verify, then writes index.html (the learners' landing page: every \
        chapter in reading order, in both languages, with what it teaches), progress.html (every \
        chapter in every language with its steps passed, a progress bar and its translation status, \
        failures first) and one study guide per chapter at <language>/<chapter>.html: the chapter's \
        objectives, the prose, every spec block line by line with its outcome, and a figure of the \
        table after each block (the rows it acted on drawn large and annotated, its animation playable). Run again into the same folder, it \
        rewrites only the pages that changed, and removes the pages it wrote earlier for chapters that \
        are no longer in the book (nothing else): a report of one chapter keeps the other chapters' pages. \
        Pages name chapters by their path from the folder holding the book (Chapters/en/01-x.md), \
        never by an absolute path.

        "Predict the number": a number an expect line marks as a prediction (`expect row 3 offset -60?`) is \
        hidden on the study guides behind a "show answer" blank, and left out when printed: the learners' copy. \
        --answers writes the teacher's copy instead, every such number shown and highlighted. A blank (`?`, as \
        in a kit made with `chapters workshop new --predict`) is shown as a blank and its line as "not answered".

        The report also writes two printable one-page references per language, linked from index.html: \
        <language>/formulas.html (the engines' formulas and constants, with where each number comes from) and \
        <language>/cheatsheet.html (every command, expectation and Chinese alias of the spec language).

        The pages are self-contained (inline CSS and SVG, no scripts, no network), work on a phone and \
        print cleanly. Each file is written atomically, and only inside the output folder.

        Exit status: 0 when the report was written (whatever the chapters' results; use verify to gate \
        a build), 2 for a usage error or when the report cannot be written.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("The folder to write the report into.", valueName: "folder"))
    var out: String = ".build/chapters-report"

    @Flag(name: .long, help: "Run chapters one at a time instead of on all cores.")
    var serial = false

    @Flag(name: .long, help: "Show the numbers marked as predictions (the teacher's copy); by default they are hidden behind \"show answer\".")
    var answers = false

    /// The pages go beside a book, never into it: not into a book's folder (its language folders would get pages),
    /// not into or under a folder of the run's chapters, and not into the current folder by an empty `--out`.
    private func refuseWritingIntoBooks(_ outFolder: String, book: Book) throws {
        let manager = FileManager.default
        let chapterFolders = Set(book.entries.map { Book.canonicalPath(URL(fileURLWithPath: $0.path).deletingLastPathComponent().path) })
        let target = Book.canonicalPath(outFolder)
        var insideChapters = false
        var folder = URL(fileURLWithPath: target)
        while folder.pathComponents.count > 1 {
            // A folder of the run's chapters, or any book's language folder (one named so that holds chapters).
            let path = Book.canonicalPath(folder.path)
            if chapterFolders.contains(path) || (ChapterReader.knownLanguages.contains(folder.lastPathComponent) && Self.holdsChapters(path)) {
                insideChapters = true
            }
            folder.deleteLastPathComponent()
        }
        // A book's language folder holds chapters (an earlier report's holds pages only).
        let isBook = ReaderLanguage.allCases.contains { Self.holdsChapters(target + "/" + $0.tag) }
        // The report's own pages at the top of the folder must be its own, or nothing is written at all.
        for page in [StudyGuide.indexPath, StudyGuide.progressPath] {
            let file = target + "/" + page.description
            if manager.fileExists(atPath: file), !Self.isReportPage(file) {
                Terminal.printError(UsageMessages.reportOverForeignFile(file))
                throw ExitCode(2)
            }
        }
        if out.trimmingCharacters(in: .whitespaces).isEmpty || isBook || insideChapters {
            Terminal.printError(UsageMessages.reportIntoBook(out))
            throw ExitCode(2)
        }
    }

    /// Whether `folder` holds a Markdown file (a chapter).
    private static func holdsChapters(_ folder: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".md") }
    }

    /// Whether `file`'s first kilobyte carries the report's generator tag.
    private static func isReportPage(_ file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        return head.range(of: Data(StudyGuide.generatorMarker.utf8)) != nil
    }

    func run() throws {
        let fileManager = FileManager.default
        let start = fileManager.currentDirectoryPath
        let outFolder = URL(fileURLWithPath: out, relativeTo: URL(fileURLWithPath: start, isDirectory: true)).standardizedFileURL.path
        // Run from the folder holding the book, so that chapter paths (shown on the pages) are relative to it.
        var paths = paths
        if (paths.isEmpty ? ["Chapters"] : paths).allSatisfy(fileManager.fileExists) {
            let root = BookRoot.locate(paths, currentFolder: start) { folder in
                ReaderLanguage.allCases.contains { fileManager.fileExists(atPath: folder + "/" + $0.tag) }
            }
            if fileManager.changeCurrentDirectoryPath(root.folder) { paths = root.paths }
        }
        let book = try BookRun.discover(paths: paths)
        try refuseWritingIntoBooks(outFolder, book: book)
        let result = BookRun.run(book, serial: serial, forStudyGuides: true, label: "running")
        // A chapter that cannot be read is named, as verify names it; the pages leave it out.
        for error in result.readErrors { Terminal.printError(error.line(in: Terminal.language)) }
        let inRun = Set(book.entries.map(\.path))
        let wholeBooks = book.wholeBooks()
        let others = wholeBooks.filter { !inRun.contains($0.path) }.map { entry in
            (language: entry.language, slug: String((entry.path.split(separator: "/").last ?? "").dropLast(3))) // the name without .md
        }
        // The chapters not run, read (not run) for the index and the links of the pages written: a report of one
        // chapter still links the whole book (a file that cannot be read is left out of the links).
        let notRun = wholeBooks.filter { !inRun.contains($0.path) }.compactMap { try? ChapterReader.read(file: $0.path) }
        let written: StudyGuide.Written
        let chapterPages = result.chapters.count
        do {
            let folder = try ReportFolder(path: outFolder, owner: StudyGuide.generatorMarker)
            written = try StudyGuide(result: result, showingAnswers: answers).coveringBook(notRun, order: wholeBooks.map(\.path)).write(
                to: folder, keepingPagesOf: others,
                progress: Terminal.progressReporter(label: "writing", total: chapterPages, unit: "pages")
            )
            Terminal.clearProgress(total: chapterPages)
        } catch {
            Terminal.clearProgress(total: chapterPages)
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        print(TerminalReport(useColor: false, language: Terminal.language).summary(result))
        let language = Terminal.language
        if written.unchangedCount == 0 {
            print(UsageMessages.wrotePages(written.pageCount, to: written.indexPath).text(in: language))
        } else {
            print(UsageMessages.wrotePages(written.pageCount - written.unchangedCount, of: written.pageCount, to: written.indexPath,
                                           unchanged: written.unchangedCount).text(in: language))
        }
        if !written.keptPages.isEmpty {
            print(UsageMessages.keptPages(written.keptPages.count).text(in: language))
        }
        if !written.removedPages.isEmpty {
            print(UsageMessages.removedPages(written.removedPages.map(\.description)).text(in: language))
        }
    }
}
