import AppHost
import ArgumentParser
import BookVerification
import ListingChecker
import Messages

/// Finding a book's chapters and running them, with progress on a terminal: what every subcommand starts with.
enum BookRun {
    /// Finds the chapters under `paths`.
    /// - Throws: `ExitCode(2)` after saying which path named no chapters.
    static func discover(paths: [String]) throws -> Book {
        do {
            return try Book.discover(paths: paths)
        } catch {
            Terminal.printError(UsageMessages.errorPrefix.text(in: Terminal.language) + error.description(in: Terminal.language))
            throw ExitCode(2)
        }
    }

    /// - Throws: `ExitCode(2)` after saying which path named no chapters.
    /// - Parameter check: looks at the book before anything runs; throw `ExitCode(2)` after saying what is wrong.
    static func run(
        paths: [String], serial: Bool, forStudyGuides: Bool, label: String, check: (Book) throws -> Void = { _ in }
    ) throws -> BookResult {
        let book = try discover(paths: paths)
        try check(book)
        return run(book, serial: serial, forStudyGuides: forStudyGuides, label: label)
    }

    /// - Parameter checkingListings: compile the Swift listings too (`false`: spec blocks and translations only).
    /// - Parameter checkingApps: run each chapter's app against its spec blocks too (only with the listings: the app is
    ///   built from them).
    static func run(_ book: Book, serial: Bool, forStudyGuides: Bool, label: String, checkingListings: Bool = true, checkingApps: Bool = true) -> BookResult {
        let progress = Terminal.progressReporter(label: label, total: book.entries.count)
        let checker = checkingListings ? ListingChecker.forRunningExecutable() : nil
        let result = BookResult.verify(
            book, keepingWorlds: forStudyGuides, concurrently: !serial,
            listings: checker, apps: checkingApps ? checker.map(apps) : nil, progress: progress
        )
        Terminal.clearProgress(total: book.entries.count)
        return result
    }

    /// Runs the book a chapter (and its translation) at a time, stopping after the first group whose selected
    /// part does not verify (`--fail-fast`).
    /// - Returns: what ran, selected, and the number of chapter files not run.
    static func runStoppingAtFirstFailure(
        _ book: Book, serial: Bool, strict: Bool, checkingListings: Bool = true, checkingApps: Bool = true, select: (BookResult) -> BookResult
    ) -> (result: BookResult, notRun: Int) {
        var result = BookResult.empty
        let checker = checkingListings ? ListingChecker.forRunningExecutable() : nil
        let appChecker = checkingApps ? checker.map(apps) : nil
        let groups = chapterGroups(book)
        var done = 0
        for group in groups {
            let part = select(BookResult.verify(group, concurrently: !serial, listings: checker, apps: appChecker))
            result.append(part)
            done += group.entries.count
            if !part.isSuccess(strict: strict) {
                return (result, book.entries.count - done)
            }
        }
        return (result, 0)
    }

    /// The app backend: each chapter's app built against the UIKit runtime (with the listings' `checker`) and run
    /// beside the engines.
    static func apps(_ checker: ListingChecker) -> AppChecker {
        AppChecker.forRunningExecutable(checker: checker)
    }

    /// The book split into its translation pairs (each with its book folder, so the pair is compared) and the
    /// chapters outside any pair, in the book's order.
    static func chapterGroups(_ book: Book) -> [Book] {
        var groups: [Book] = []
        var grouped: Set<String> = []
        let given = Set(book.entries.map(\.path))
        for pair in book.translationPairs() {
            // A twin on disk that the run was not given is compared, not run.
            let entries = [pair.english, pair.chinese].compactMap { $0 }.filter { given.contains($0.path) && !grouped.contains($0.path) }
            guard !entries.isEmpty else { continue }
            entries.forEach { grouped.insert($0.path) }
            groups.append(Book(files: entries, bookFolders: book.bookFolders.contains(pair.folder) ? [pair.folder] : []))
        }
        for entry in book.entries where !grouped.contains(entry.path) {
            groups.append(Book(files: [entry], bookFolders: []))
        }
        return groups
    }
}
