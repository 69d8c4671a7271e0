import StudyGuides
import ChapterModel
import BookVerification
import Foundation

/// The study guide page of one step over a table of a million rows scrolled to its middle: drawing its figure must
/// cost what the screen shows (13 rows), not what the table holds. This was a wall-clock assertion in
/// `WorldFigureSnapshotTests`; a test on a shared machine cannot promise a time, so the bench reports it instead.
enum MillionRowFigure {
    static let markdown = """
        # A million rows

        ## The middle of the table

        ```spec
        table 1000000 rows
        scroll to 22000000
        expect content offset 22000000
        ```

        """

    /// Writes the chapter into `folder`/en, verifies it keeping its world, and returns the best of three times to render
    /// its study guide pages (the figure included), in seconds.
    static func measure(in folder: String) throws -> Double {
        let directory = folder + "/en"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: directory + "/01-million.md"))
        let result = BookResult.verify(try Book.discover(paths: [folder]), keepingWorlds: true, concurrently: false)
        guard result.isSuccess, result.passedSteps == 1 else { throw BenchError("the million-row chapter did not pass") }
        var pages = 0
        let seconds = Measure.best(of: 3) { pages = StudyGuide(result: result).pages().count }
        guard pages > 0 else { throw BenchError("the million-row chapter rendered no page") }
        return seconds
    }
}
