import Reports
import AppHost
import ArgumentParser
import BookVerification
import ListingChecker
import Messages
import Dispatch
import Foundation

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Verify the chapters again every time one is saved.",
        discussion: """
        Verifies the book once, then looks at the chapter files' modification times every --interval \
        milliseconds (a stat per file: no busy loop) and, when a chapter is saved, added or removed, \
        verifies that chapter and its translation again, clears the screen and shows their report \
        (the first failures and the summary) with the time from the save to the result. \
        New chapter files in the book's language folders are picked up. Ctrl-C stops watching.

        --filter TEXT shows only the chapters and steps whose file name, title or heading contains TEXT, in \
        both languages, as verify --filter does: `chapters watch --filter 03` while you work on chapter 3. \
        A save of a chapter it leaves out says so in one line.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("How often to look at the files, in milliseconds (10 to 2000).", valueName: "ms"))
    var interval: Int = 20

    @Option(name: .long, help: ArgumentHelp("Show only the chapters and steps whose file name or heading contains this text.", valueName: "text"))
    var filter: String?

    @Flag(name: .long, help: "Check the spec blocks against the engines only, as verify --skip-app does.")
    var skipApp = false

    @Flag(name: .long, help: "Treat warnings as failures, as verify --strict does.")
    var strict = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    /// The most report lines shown after a save, so that the summary stays on the screen.
    static let shownLines = 30

    func validate() throws {
        guard (10...2000).contains(interval) else {
            throw ValidationError("--interval \(interval) is out of range; give a number of milliseconds from 10 to 2000, such as 20")
        }
    }

    func run() throws {
        var book = try BookRun.discover(paths: paths)
        let isTerminal = Terminal.standardOutputIsTerminal
        let report = TerminalReport(
            useColor: color.wantsColor(isTerminal: isTerminal, environment: ProcessInfo.processInfo.environment), strict: strict,
            language: ReaderLanguage(environment: ProcessInfo.processInfo.environment)
        )
        let interrupt = stopOnInterrupt()
        defer { interrupt.cancel() } // and keeps the source alive while watching
        // A fresh checker for every run: what it knows of earlier chapters' files is read again after a save.
        func checkers() -> (ListingChecker, AppChecker?) {
            let checker = ListingChecker.forRunningExecutable()
            return (checker, skipApp ? nil : BookRun.apps(checker))
        }
        var (listings, apps) = checkers()
        var result = selected(BookResult.verify(book, listings: listings, apps: apps))
        if let filter, result.chapters.isEmpty {
            Terminal.printError(UsageMessages.noFilterMatch(filter))
            throw ExitCode(2)
        }
        if strict { result = result.failingMisspeltFences() }
        show(report.render(result), clearing: isTerminal, footer: "watching \(book.entries.count) chapter files; Ctrl-C stops")
        var changes = ChapterChanges(ChapterChanges.stamps(of: book))
        while true {
            usleep(useconds_t(interval * 1000))
            // Looked for again each time, so that a new chapter file is watched too.
            if let found = try? Book.discover(paths: paths) { book = found }
            let changed = changes.update(ChapterChanges.stamps(of: book))
            guard !changed.isEmpty else { continue }
            let saved = changed.compactMap { changes.known[$0]?.modified }.max()
            let affected = book.chaptersAffected(by: changed)
            (listings, apps) = checkers()
            let names = changed.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }.joined(separator: ", ")
            var again = selected(BookResult.verify(affected, listings: listings, apps: apps))
            if let filter, again.chapters.isEmpty, again.readErrors.isEmpty {
                // Written at once, as the reports are (standard output to a pipe is buffered).
                FileHandle.standardOutput.write(Data((UsageMessages.savedButFilteredOut(names, filter: filter).text(in: Terminal.language) + "\n").utf8))
                continue
            }
            if strict { again = again.failingMisspeltFences() }
            let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
            let latency = saved.map { " (\(max(0, (now - $0) / 1_000_000)) ms after the save)" } ?? ""
            show(report.render(again), clearing: isTerminal,
                 footer: "changed: \(names); verified \(affected.entries.count) chapter files\(latency); Ctrl-C stops")
        }
    }

    /// What --filter keeps of a result (all of it without one).
    private func selected(_ result: BookResult) -> BookResult {
        filter.map { result.filtered(by: $0) } ?? result
    }

    /// Prints a report's first lines and its summary (its last line), after clearing a terminal's screen.
    private func show(_ text: String, clearing: Bool, footer: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if lines.count > Self.shownLines + 1, let summary = lines.last {
            let hidden = lines.count - Self.shownLines - 1
            lines = Array(lines.prefix(Self.shownLines)) + [UsageMessages.moreReportLines(hidden).text(in: Terminal.language), "", summary]
        }
        let clear = clearing ? "\u{1B}[H\u{1B}[2J" : ""
        FileHandle.standardOutput.write(Data((clear + lines.joined(separator: "\n") + "\n" + footer + "\n").utf8))
    }

    /// Ctrl-C ends the watch with status 0 and the cursor on a fresh line.
    private func stopOnInterrupt() -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            FileHandle.standardOutput.write(Data("\nstopped watching\n".utf8))
            Foundation.exit(0)
        }
        source.resume()
        return source
    }
}
