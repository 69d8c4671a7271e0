import ChapterModel
import HTML
import Reports
import ArgumentParser
import BookVerification
import Foundation
import Messages

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every spec block of the chapters and report what passed.",
        discussion: """
        Prints one line per chapter with its steps passed out of its total, then each failing line \
        as file:line:column with the spec line, what was expected and what was found, then \
        translation drift and untranslated chapters, and finally a line `N passed, N failed` \
        counting steps, with `, N blocked` (steps a failure kept from running), `, N translation drifts`, \
        `, N unreadable files` and `, N warnings` (misspelt fences, chapters with no spec blocks, deprecated \
        API in a listing, as Xcode warns about it, \
        untranslated chapters) added when there are any.

        Exit status: 0 when everything passed, 1 when any step failed or was blocked or a translation \
        drifted (or, with --strict, when there is a warning), 2 for a usage error or a file that cannot be read.

        Selecting: FILE:LINE runs the step holding that line (the chapter's earlier blocks run too, as \
        the step's world depends on them, but only that step is reported). --filter TEXT keeps the \
        chapters whose file name or title contains TEXT and the steps whose heading contains it, in \
        both languages, with the translation check of the pairs kept. --list prints the chapters and \
        their steps with file:line without running anything. A chapter file given alone in a book's \
        language folder is compared with its twin (given too, or read from disk); without one, the report \
        says it was not compared. Every drift of a pair is listed (the first 50, then how many more).

        Reports: --format text|json|junit|github, or KIND:FILE to write that report to a file; give \
        --format several times for several reports in one run. The summary and the failures are printed \
        to standard output unless a json or junit report goes there. --output FILE writes the one format \
        without a file to FILE. github writes ::error annotations for GitHub Actions. A report is never \
        written over a chapter being verified (exit 2).

        Colour: --color auto (the default) paints on a terminal, never when NO_COLOR is set and not \
        empty or TERM is dumb, and always when FORCE_COLOR is set and not empty.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, chapter files, or FILE:LINE for one step. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Flag(name: .long, help: ArgumentHelp(
        "Check spec blocks and translations only: Swift listings are not compiled (nor reported).",
        discussion: "For a quick check while writing prose, or to compare spec outcomes alone (.ci/scenario-agreement)."
    ))
    var skipListings = false

    @Flag(name: .long, help: ArgumentHelp(
        "Check the spec blocks against the engines only: the reader's app is not built or run.",
        discussion: "By default each chapter's app (as `chapters export ios` assembles it) runs on the UIKit runtime, and each spec line is checked against it too, or counted engine only with its reason."
    ))
    var skipApp = false

    @Flag(name: .long, help: "Run chapters one at a time instead of on all cores.")
    var serial = false

    @Option(name: .long, help: ArgumentHelp(
        "A report to write: text, json, junit or github, to standard output, or KIND:FILE to a file. Repeat for several.",
        valueName: "kind[:file]"
    ))
    var format: [FormatRequest] = []

    @Option(name: .long, help: ArgumentHelp("Write the one --format without a file to this file.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Run only the chapters and steps whose file name or heading contains this text.", valueName: "text"))
    var filter: String?

    @Flag(name: .long, help: "Stop after the first chapter (with its translation) that fails.")
    var failFast = false

    @Flag(name: .long, help: "List the chapters and their steps with file:line; run nothing.")
    var list = false

    @Flag(name: .long, help: "Treat warnings as failures: a misspelt `spec` fence fails its step, any warning fails the run.")
    var strict = false

    @Flag(name: .long, help: "Leave the non-standard file and line attributes out of JUnit reports.")
    var junitWithoutLocations = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    func validate() throws {
        // --list runs nothing, so what shapes a run would be ignored: say so rather than ignore it.
        if list, let ignored = [(!format.isEmpty, "--format"), (output != nil, "--output"), (failFast, "--fail-fast"), (strict, "--strict")]
            .first(where: \.0)?.1 {
            throw ValidationError(UsageMessages.listRunsNothing(ignored).text(in: Terminal.language))
        }
        if let filter, filter.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(UsageMessages.emptyFilter.text(in: Terminal.language))
        }
    }

    func run() throws {
        let (paths, targets) = StepTarget.split(self.paths)
        for path in paths {
            guard let file = StepTarget.badLine(path) else { continue }
            Terminal.printError(UsageMessages.notALine(path, file: file))
            throw ExitCode(2)
        }
        let book = try BookRun.discover(paths: paths + targets.map(\.file))
        let selection = Selection(targets: targets, filter: filter)
        if list {
            let listed = try selection.apply(to: BookResult.unrun(book))
            print(ChapterListing(useColor: wantsColor).render(listed, showingProse: filter == nil && targets.isEmpty), terminator: "")
            if !listed.readErrors.isEmpty { throw ExitCode(2) }
            return
        }
        let requests: [FormatRequest]
        switch FormatRequest.resolve(format, output: output) {
        case .success(let resolved): requests = resolved
        case .failure(let error):
            Terminal.printError(error.text)
            throw ExitCode(2)
        }
        try refuseWritingOverChapters(requests, book: book)
        // A FILE:LINE in prose is a usage error before anything runs (reading is enough to tell).
        if !targets.isEmpty { _ = try selection.apply(to: BookResult.unrun(book)) }

        var result: BookResult
        var notRun = 0
        if failFast {
            (result, notRun) = BookRun.runStoppingAtFirstFailure(book, serial: serial, strict: strict, checkingListings: !skipListings, checkingApps: !skipApp) { part in
                (try? selection.apply(to: part, requireMatch: false)) ?? part
            }
        } else {
            result = try selection.apply(to: BookRun.run(book, serial: serial, forStudyGuides: false, label: "verifying", checkingListings: !skipListings, checkingApps: !skipApp), requireMatch: false)
        }
        if strict { result = result.failingMisspeltFences() }
        if filter != nil, result.chapters.isEmpty, notRun == 0 {
            Terminal.printError(UsageMessages.noFilterMatch(filter ?? ""))
            throw ExitCode(2)
        }

        for request in requests {
            var text = render(result, as: request.format, toTerminal: request.file == nil)
            if request.format == .text, notRun > 0 {
                text += UsageMessages.stoppedAtFirstFailure(notRun: notRun).text(in: Terminal.language) + "\n"
            }
            guard let file = request.file else {
                print(text, terminator: "")
                continue
            }
            do throws(AtomicWriter.WriteError) {
                // A report's folder is made as `report` makes its own.
                try AtomicWriter.makeFolder(URL(fileURLWithPath: file).deletingLastPathComponent().path)
                try AtomicWriter.write(Data(text.utf8), toFile: file)
            } catch {
                Terminal.printError(UsageMessages.errorPrefix.text(in: Terminal.language) + error.description
                                    + UsageMessages.chooseAnotherReportFile.text(in: Terminal.language))
                throw ExitCode(2)
            }
        }
        let status: Int32 = !result.readErrors.isEmpty ? 2 : !result.isSuccess(strict: strict) || notRun > 0 ? 1 : 0
        // The process ends here with the results in memory: freeing them one by one took a fifth of verifying a big
        // book (chapters-bench), and the system takes the memory back at once (compilers do the same: clang's
        // -disable-free). Standard output is flushed by `exit`.
        withExtendedLifetime(result) { Foundation.exit(status) }
    }

    private var wantsColor: Bool {
        color.wantsColor(isTerminal: Terminal.standardOutputIsTerminal, environment: ProcessInfo.processInfo.environment)
    }

    private func render(_ result: BookResult, as format: ReportFormat, toTerminal: Bool) -> String {
        switch format {
        case .text:
            TerminalReport(
                useColor: toTerminal && wantsColor, strict: strict, language: ReaderLanguage(environment: ProcessInfo.processInfo.environment)
            ).render(result)
        case .json: JSONReport(strict: strict).render(result)
        case .junit: JUnitReport(includingLocations: !junitWithoutLocations, strict: strict).render(result)
        case .github: GitHubAnnotations(strict: strict).render(result)
        }
    }

    /// Writing a report over a chapter would lose the chapter: one this run reads, its twin, or any file in a book's
    /// language folder or Markdown file that exists (a chapter of another book, or one not named).
    private func refuseWritingOverChapters(_ requests: [FormatRequest], book: Book) throws {
        for request in requests {
            guard let file = request.file else { continue }
            let target = Book.canonicalPath(file)
            let folder = URL(fileURLWithPath: target).deletingLastPathComponent().lastPathComponent
            let isChapter = book.entries.contains { Book.canonicalPath($0.path) == target }
                || ChapterReader.knownLanguages.contains(folder)
                || (target.hasSuffix(".md") && FileManager.default.fileExists(atPath: target))
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue {
                Terminal.printError(UsageMessages.reportFileIsAFolder(format: request.format.rawValue, file: file,
                                                                     example: "verify.\(request.format.fileExtension)"))
                throw ExitCode(2)
            }
            if isChapter {
                Terminal.printError(UsageMessages.reportOverChapter(format: request.format.rawValue, file: file,
                                                                   example: "verify.\(request.format.fileExtension)"))
                throw ExitCode(2)
            }
        }
    }
}
