import ArgumentParser
import ChapterRunner

/// Finding a book's chapters and running them, with progress on a terminal: what every subcommand starts with.
enum BookRun {
    /// - Throws: `ExitCode(2)` after saying which path named no chapters.
    static func run(paths: [String], serial: Bool, forStudyGuides: Bool, label: String) throws -> BookResult {
        let book: Book
        do {
            book = try Book.discover(paths: paths)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        let progress = Terminal.progressReporter(label: label, total: book.entries.count)
        let result = BookResult.verify(
            book, keepingWorlds: forStudyGuides, renderingProse: forStudyGuides, concurrently: !serial, progress: progress
        )
        Terminal.clearProgress(total: book.entries.count)
        return result
    }
}
