import ChapterModel
import Foundation
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// The runner checks listings only through the checker it is handed (`chapters` hands it the swiftc one).
@Suite("Listing checking handed to a run")
struct ListingCheckingTests {
    /// Fails every engine listing with one message, and records the chapters it was asked about.
    final class FailingChecker: ListingChecking, @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        var asked: [String] { lock.withLock { paths } }

        func check(_ chapter: Chapter) -> [ListingResult] {
            lock.withLock { paths.append(chapter.path) }
            return chapter.listings.map { listing in
                ListingResult(listing: listing, check: .compiledAndRun, failures: [ListingFailure(at: listing.lines[0].location, "cannot find 'y'")])
            }
        }
    }

    static let chapter = """
        # Listings

        ## A block

        ```spec
        table 3 rows
        expect row count 3
        ```

        ## A listing

        ```swift
        let x = y
        ```
        """

    func book() throws -> Book {
        let folder = TestFolders.fresh("listing-checking")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Self.chapter.write(to: folder.appendingPathComponent("en/01-listings.md"), atomically: true, encoding: .utf8)
        return try Book.discover(paths: [folder.path])
    }

    @Test func theCheckerHandedInChecksEachChapterAndItsResultsGoToTheirSteps() throws {
        let book = try book()
        let checker = FailingChecker()
        let result = BookResult.verify(book, concurrently: false, listings: checker)
        expectEqual(checker.asked, book.entries.map(\.path))
        let steps = try require(result.chapters.first).steps
        expectEqual(steps.map(\.listings.count), [0, 1])
        expectEqual(steps.map(\.status), [.passed, .failed])
        expectEqual(steps[1].listings.first?.failures.map(\.message), ["cannot find 'y'"])
    }

    @Test func withoutACheckerNoListingIsChecked() throws {
        let result = BookResult.verify(try book(), concurrently: false)
        let steps = try require(result.chapters.first).steps
        expectEqual(steps.map(\.listings.count), [0, 0])
        expectEqual(steps.map(\.status), [.passed, .passed])
    }
}
