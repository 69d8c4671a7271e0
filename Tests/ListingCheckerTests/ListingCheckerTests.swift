import ChapterModel
import Foundation
@testable import ListingChecker
import Testing
import TestSupport

/// Checks listings with the real compiler and the engine modules built beside the tests (`.build/debug`).
@Suite(.serialized)
struct ListingCheckerTests {
    /// A chapter with two engine listings and two iOS listings: one of each kind is broken.
    static let chapter = """
    # Listings

    ## Engine

    ```swift
    import TableModel
    import SwipeEngine

    var cells = SwipeableCells()
    expect(cells.isPanning == false)
    cells.singleOpen = true
    expect(cells.singleOpen)
    ```

    ```swift
    import SwipeEngine

    let cells = SwipeableCels()
    ```

    ## Device

    ```swift ios
    import UIKit

    final class InboxViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
        }
    }
    ```

    ```swift ios
    import UIKit

    final class BrokenViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
    }
    ```
    """

    static func temporaryFolder() -> String {
        TestFolders.fresh("listing-tests").path
    }

    static func checker(cache: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> ListingChecker {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path
        // A fresh cache per test; the checked iOS surface's overlays (named by their content and the compiler) are
        // the package's, built once rather than once per test.
        environment["CHAPTERS_SURFACE_CACHE"] = environment["CHAPTERS_SURFACE_CACHE"] ?? ListingChecker.forRunningExecutable().cache?.folder
        environment["CHAPTERS_LISTING_CACHE"] = cache
        return ListingChecker.forRunningExecutable(environment: environment)
    }

    /// `chapter` checked once per test process by the compiler, into a cache of its own that the tests below read
    /// (each compiler run of the two engine listings and the two iOS listings costs seconds on a small machine).
    static let checkedCache = temporaryFolder()
    static let checked: (toolchainFound: Bool, results: [ListingResult]) = {
        let compiling = ListingCheckerTests.checker(cache: checkedCache)
        return (compiling.toolchain != nil, compiling.check(ChapterReader.parse(markdown: chapter, path: "Chapters/en/01-listings.md")))
    }()

    @Test func aMisspeltNameAndAMissingBraceFailAtTheirMarkdownLinesAndTheOthersPass() throws {
        try require(Self.checked.toolchainFound, "swiftc must be on PATH for the listing tests")
        let results = Self.checked.results
        expectEqual(results.map(\.status), [.passed, .failed, .passed, .failed])
        expectEqual(results[0].check, .compiledAndRun)
        expect(results[2].check == .typeChecked(against: .surface) || results[2].check.summary.hasPrefix("type-checked"))
        // `let cells = SwipeableCels()` is line 18 of the file; the name starts at column 13.
        expectEqual(results[1].failures.map(\.location.description), ["Chapters/en/01-listings.md:18:13"])
        expectEqual(results[1].failures.first?.message.contains("SwipeableCels"), true)
        // The class's brace is never closed: the compiler stops at the end of the listing (its last line, 39).
        let brace = try require(results[3].failures.first)
        expectEqual(brace.location.file, "Chapters/en/01-listings.md")
        expectEqual(brace.location.line, 39)
        expect(brace.message.contains("expected '}'"))
        expect(brace.message.contains("01-listings.md:36:"), "names the opening brace")
    }

    @Test func aFailedExpectAndATrapFailTheirOwnListingOnly() throws {
        let cache = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let markdown = """
        # Checks

        ## Step

        ```swift
        import TableModel

        expect(1 + 1 == 3, "arithmetic")
        ```

        ```swift
        precondition(Int("7") == 8, "parsing")
        ```

        ```swift
        expect([1, 2].count == 2)
        ```
        """
        let results = Self.checker(cache: cache).check(ChapterReader.parse(markdown: markdown, path: "b.md"))
        expectEqual(results.map(\.status), [.failed, .failed, .passed])
        expectEqual(results[0].failures.map(\.location.description), ["b.md:8:1"])
        expectEqual(results[0].failures.first?.message, "expect failed: arithmetic")
        expectEqual(results[1].failures.map(\.location.line), [12])
        expectEqual(results[1].failures.first?.message.contains("parsing"), true)
    }

    @Test func anUnchangedListingIsTakenFromTheCacheWithoutTheCompiler() throws {
        // The compiler filled this cache once (`checked`); the same chapter under another path reads it back.
        try require(Self.checked.toolchainFound, "swiftc must be on PATH for the listing tests")
        let chapter = ChapterReader.parse(markdown: Self.chapter, path: "a.md")
        let first = Self.checker(cache: Self.checkedCache).check(chapter)
        // A compiler that cannot run at all: only the cache can answer now.
        var again = Self.checker(cache: Self.checkedCache)
        again.toolchain?.compiler = "/nonexistent/swiftc"
        expectEqual(again.check(chapter), first)
        // The same code elsewhere in another file (a translation) reuses the results, placed at its own lines.
        let moved = ChapterReader.parse(markdown: Self.chapter.replacingOccurrences(of: "# Listings\n", with: "# Moved\n\n\n"), path: "b.md")
        expectEqual(again.check(moved).map { $0.failures.map(\.location.line) }, first.map { $0.failures.map { $0.location.line + 2 } })
    }

    @Test func withoutACompilerOnPathListingsAreNotCheckedNeverPassed() {
        let chapter = ChapterReader.parse(markdown: Self.chapter, path: "a.md")
        let results = Self.checker(cache: Self.temporaryFolder(), path: "/nonexistent").check(chapter)
        expectEqual(results.count, 4)
        expect(results.allSatisfy { $0.status == .notChecked })
        guard case .notChecked(let reason)? = results.first?.check else {
            Issue.record("expected not checked")
            return
        }
        expect(reason.contains("swiftc"))
    }

    @Test func missingEngineModulesSayWhatToDo() {
        guard case .failure(let missing) = EngineModules.find(in: "/nonexistent/.build/debug") else {
            Issue.record("found engine modules in a folder that does not exist")
            return
        }
        expect(missing.message.contains("swift build"))
    }
}

/// A listing program that allocates without end stops at its memory limit, and says so; the next listing runs.
@Suite struct ListingLimitTests {
    @Test func aListingThatAllocatesWithoutEndStopsAtItsMemoryLimitAndSaysSo() throws {
        let markdown = """
        # Limits

        ## Grows

        ```swift
        var chunks: [[UInt8]] = []
        while true { chunks.append([UInt8](repeating: 1, count: 16 << 20)) }
        ```

        ```swift
        let answer = 6 * 7
        expect(answer == 42)
        ```
        """
        let cache = ListingCheckerTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let checker = ListingCheckerTests.checker(cache: cache)
        try require(checker.toolchain != nil, "swiftc must be on PATH for the listing tests")
        let results = checker.check(ChapterReader.parse(markdown: markdown, path: "Chapters/en/01-limits.md"))
        expectEqual(results.map(\.status), [.failed, .passed])
        expectEqual(results.first?.failures.first?.message.contains("memory limit of 1 GiB"), true)
        expectEqual(results.first?.failures.first?.isCompileError, false)
    }
}

/// The compiler records its module cache's path in what it keeps there and refuses it from anywhere else, so a project
/// moved with its `.build` folder failed every engine listing ("was compiled with module cache path …") and built no
/// app. The shared module cache is named by its folder's path.
@Suite struct ModuleCacheFolderTests {
    static func checker(surfaceFolder: String) -> ListingChecker {
        var checker = ListingCheckerTests.checker(cache: ListingCheckerTests.temporaryFolder())
        checker.surfaceFolder = surfaceFolder
        return checker
    }

    @Test func aMovedCacheGetsAModuleCacheOfItsOwn() {
        let here = Self.checker(surfaceFolder: "/projects/book/.build/listing-cache").moduleCacheFolder
        let moved = Self.checker(surfaceFolder: "/projects/renamed/.build/listing-cache").moduleCacheFolder
        expect(here.hasPrefix("/projects/book/.build/listing-cache/module-cache-"), "\(here)")
        expect(moved.hasPrefix("/projects/renamed/.build/listing-cache/module-cache-"), "\(moved)")
        expect((here as NSString).lastPathComponent != (moved as NSString).lastPathComponent)
    }

    @Test func theSameFolderKeepsItsModuleCacheHoweverItIsWritten() {
        let plain = Self.checker(surfaceFolder: "/projects/book/.build/listing-cache").moduleCacheFolder
        expectEqual(Self.checker(surfaceFolder: "/projects/book/.build/x/../listing-cache/").moduleCacheFolder, plain)
    }
}

/// `swiftc -typecheck` leaves an empty `TemporaryDirectory.*` in the temporary folder on every run: a program run
/// by ``ProcessRunner`` is given a temporary folder of its own inside the caller's folder, removed when it ends.
@Suite struct ProcessRunnerTemporaryFolderTests {
    @Test func aProgramsTemporaryFilesAreRemovedWithItsRun() throws {
        let folder = ListingCheckerTests.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ProcessRunner.run("/bin/sh", ["-c", "mkdir \"$TMPDIR/TemporaryDirectory.x\" && printf %s \"$TMPDIR\""], in: folder, timeout: 10)
        expectEqual(run.status, 0)
        expect(run.standardOutput.hasPrefix(folder + "/tmp-"), "\(run.standardOutput)")
        expect(!FileManager.default.fileExists(atPath: run.standardOutput), "the run's temporary folder is removed")
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["stderr.txt", "stdout.txt"])
    }

    @Test func aTemporaryFolderTheCallerGivesIsKept() throws {
        let folder = ListingCheckerTests.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ProcessRunner.run("/bin/sh", ["-c", "printf %s \"$TMPDIR\""], in: folder, timeout: 10, environment: ["TMPDIR": folder])
        expectEqual(run.standardOutput, folder)
    }
}
