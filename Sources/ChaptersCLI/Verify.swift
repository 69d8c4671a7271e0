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
        counting steps, with `, N blocked` (steps a failure kept from running), `, N translation drifts` \
        and `, N unreadable files` added when there are any.

        Exit status: 0 when everything passed, 1 when any step failed or was blocked or a translation \
        drifted, 2 for a usage error or a file that cannot be read.

        Colour is used only on a terminal, and never when NO_COLOR is set.

        --format json writes one record per step (file, line, outcome, failure message and the failing \
        lines with expected and actual); --format junit writes JUnit XML for CI systems (a testsuite per \
        chapter, a testcase per step, <failure> for failed steps, <skipped/> for blocked ones). \
        --output writes the report to a file (atomically) instead of standard output; the exit status is the same. \
        It refuses (exit 2) to write over a chapter being verified.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Flag(name: .long, help: "Run chapters one at a time instead of on all cores.")
    var serial = false

    @Option(name: .long, help: "The report's format: text (the default), json or junit.")
    var format: ReportFormat = .text

    @Option(name: .long, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let result = try BookRun.run(paths: paths, serial: serial, forStudyGuides: false, label: "verifying") { book in
            guard let output else { return }
            // Writing the report over a chapter would lose the chapter.
            let target = Book.canonicalPath(output)
            if let chapter = book.entries.first(where: { Book.canonicalPath($0.path) == target }) {
                Terminal.printError("error: --output \(output) is the chapter \(chapter.path), which this run reads; "
                                    + "write the report to another file, such as verify.\(format == .text ? "txt" : format.rawValue)")
                throw ExitCode(2)
            }
        }
        let text: String = switch format {
        case .text: TerminalReport(useColor: output == nil && Terminal.standardOutputWantsColor).render(result)
        case .json: JSONReport().render(result)
        case .junit: JUnitReport().render(result)
        }
        if let output {
            do {
                try AtomicWriter.write(Data(text.utf8), toFile: output)
            } catch {
                Terminal.printError("error: \(error.description)")
                throw ExitCode(2)
            }
        } else {
            print(text, terminator: "")
        }
        if !result.readErrors.isEmpty { throw ExitCode(2) }
        if !result.isSuccess { throw ExitCode(1) }
    }
}

/// The formats `verify` can write.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case junit
}
