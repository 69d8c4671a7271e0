import ArgumentParser
import ChapterRenderers
import ChapterRunner
import Foundation

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
        are no longer in the book (nothing else).

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

    func run() throws {
        let result = try BookRun.run(paths: paths, serial: serial, forStudyGuides: true, label: "running")
        let written: StudyGuide.Written
        let chapterPages = result.chapters.count
        do {
            let folder = try ReportFolder(path: out)
            written = try StudyGuide(result: result).write(
                to: folder, progress: Terminal.progressReporter(label: "writing", total: chapterPages, unit: "pages")
            )
            Terminal.clearProgress(total: chapterPages)
        } catch {
            Terminal.clearProgress(total: chapterPages)
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        print(TerminalReport(useColor: false).summary(result))
        let pages = "\(written.pageCount) page\(written.pageCount == 1 ? "" : "s")"
        if written.unchangedCount == 0 {
            print("Wrote \(pages) to \(written.indexPath)")
        } else {
            print("Wrote \(written.pageCount - written.unchangedCount) of \(pages) to \(written.indexPath) (\(written.unchangedCount) unchanged)")
        }
        if !written.removedPages.isEmpty {
            let count = written.removedPages.count
            print("Removed \(count) page\(count == 1 ? "" : "s") of chapters no longer in the book: "
                  + written.removedPages.map(\.description).joined(separator: ", "))
        }
    }
}
