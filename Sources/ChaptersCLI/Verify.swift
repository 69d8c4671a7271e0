import ArgumentParser
import ChapterRenderers
import ChapterRunner
import Foundation

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every spec block of the chapters and report what passed.",
        discussion: """
        Prints one line per chapter with its steps passed out of its total, then each failing line \
        as file:line:column with the spec line, what was expected and what was found, then \
        translation drift and untranslated chapters, and finally a line `N passed, N failed` \
        (counting steps; `, N blocked` is added when a failure blocked later steps).

        Exit status: 0 when everything passed, 1 when any step failed or was blocked or a translation \
        drifted, 2 for a usage error or a file that cannot be read.

        Colour is used only on a terminal, and never when NO_COLOR is set.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Flag(name: .long, help: "Run chapters one at a time instead of on all cores.")
    var serial = false

    func run() throws {
        let book: Book
        do {
            book = try Book.discover(paths: paths)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        let progress = Terminal.progressReporter(label: "verifying", total: book.entries.count)
        let result = BookResult.verify(book, concurrently: !serial, progress: progress)
        Terminal.clearProgress(total: book.entries.count)
        let report = TerminalReport(useColor: Terminal.standardOutputWantsColor)
        print(report.render(result), terminator: "")
        if !result.readErrors.isEmpty { throw ExitCode(2) }
        if !result.isSuccess { throw ExitCode(1) }
    }
}
