import HTML
import ArgumentParser
import ClassDashboard
import Foundation
import Messages
import BookVerification

struct ClassPage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "class",
        abstract: "Make one page of a workshop class's progress from learners' result files.",
        discussion: """
        Give it the JSON files learners wrote with `swift run workshop verify --format json --output FILE --name NAME`, \
        or folders of them. The page shows learners × exercises as a grid (passed, failed, not started), what each \
        learner is working on, when each result was made, and the spec lines most of the class fails, with the prose \
        they belong to. A learner's later result replaces an earlier one. A file that is not a result, or is over \
        1 MiB, is skipped with a warning naming it; the rest still renders.

        For a live page that learners send results to over the local network, run `swift run chapters-class serve`.

        Exit status: 0 when the page was written, 2 for a usage error or when it cannot be written.
        """
    )

    @Argument(help: ArgumentHelp("Result files, or folders whose .json files are read.", valueName: "result"))
    var paths: [String]

    @Option(help: ArgumentHelp("The folder to write index.html into; created when missing.", valueName: "folder"))
    var out = ".build/class-progress"

    @Option(help: ArgumentHelp("The page's language: en or zh-Hans.", valueName: "language"))
    var language: ReaderLanguage = .english

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError(UsageMessages.noResultFiles.text(in: Terminal.language)) }
    }

    func run() throws {
        let files = ResultFiles(paths: paths)
        // A path that names nothing is a mistyped path: no page, rather than a page of the class without them.
        if !files.missing.isEmpty {
            for path in files.missing { Terminal.printError(ResultFileMessages.noSuchPath(path)) }
            throw ExitCode(2)
        }
        let prefix = UsageMessages.warningPrefix.text(in: Terminal.language)
        for warning in files.warnings(in: Terminal.language) { Terminal.printError(prefix + warning) }
        let roster = ClassRoster(files.entries)
        let page = ClassDashboardPage(roster: roster, language: language, warnings: files.warnings(in: language))
        let index = (out as NSString).appendingPathComponent("index.html")
        do throws(AtomicWriter.WriteError) {
            try AtomicWriter.makeFolder(out)
            try AtomicWriter.write(Data(page.html().utf8), toFile: index)
        } catch {
            Terminal.printError(UsageMessages.cannotWriteClassPage(error.path, reason: error.message))
            throw ExitCode(2)
        }
        print(UsageMessages.wroteClassPage(learners: roster.entries.count, to: index, skipped: files.warnings.count).text(in: Terminal.language))
    }
}
