import ArgumentParser
import ChapterRunner
import ListingChecker

/// Finding a book's chapters and running them, with progress on a terminal: what every subcommand starts with.
enum BookRun {
    /// - Throws: `ExitCode(2)` after saying which path named no chapters.
    /// - Parameter check: looks at the book before anything runs; throw `ExitCode(2)` after saying what is wrong.
    static func run(
        paths: [String], serial: Bool, forStudyGuides: Bool, label: String, check: (Book) throws -> Void = { _ in }
    ) throws -> BookResult {
        let book: Book
        do {
            book = try Book.discover(paths: paths)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        try check(book)
        let progress = Terminal.progressReporter(label: label, total: book.entries.count)
        let result = BookResult.verify(
            book, keepingWorlds: forStudyGuides, renderingProse: forStudyGuides, concurrently: !serial,
            listings: ListingChecker.forRunningExecutable(), progress: progress
        )
        Terminal.clearProgress(total: book.entries.count)
        return result
    }
}
