import BookVerification
import Foundation

/// The real book, copied `copies` times, verified in this process against the `cmark` tool parsing and rendering
/// the same files in the same run: a ratio, so that it means the same on a slower or busier machine.
///
/// Verify here reads every chapter with cmark, parses and runs every spec block and compares every translation; it
/// leaves the Swift listings out (they are compiled by swiftc and cached by content: `.ci/listing-bench` times them).
enum RealBookCopies {
    struct Figures {
        var files: Int
        var bytes: Int
        /// Best of three, warm (the first run is one of them).
        var verifyOneCore: Double
        var verifyAllCores: Double
        /// Best of three; `nil` when the tool is missing or failed.
        var cmarkTool: Double?
        var passed: Bool
    }

    /// Copies `book` (a folder with `en/` and `zh-Hans/`) `copies` times under `folder`, then measures.
    static func measure(book: String, copies: Int, in folder: String) throws -> Figures {
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: folder)
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var books: [String] = []
        for copy in 1...copies {
            let path = folder + "/copy-\(copy)"
            try fileManager.copyItem(atPath: book, toPath: path)
            books.append(path)
        }
        let discovered = try Book.discover(paths: books)
        let files = discovered.entries.map(\.path)
        let bytes = files.reduce(0) { $0 + ((try? fileManager.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }

        var passed = true
        // The time to verify, as `chapters verify` takes it: the results are freed after the clock stops (the tool
        // exits without freeing them one by one).
        func verify(concurrently: Bool) -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                var result: BookResult?
                best = min(best, Measure.seconds { result = BookResult.verify(discovered, concurrently: concurrently) })
                passed = passed && result?.isSuccess == true
            }
            return best
        }
        let oneCore = verify(concurrently: false)
        let allCores = verify(concurrently: true)
        var tool: Double?
        if let cmark = Measure.which("cmark") {
            for _ in 0..<3 {
                guard let run = Measure.run(cmark, files), run.status == 0 else { tool = nil; break }
                tool = min(tool ?? .infinity, run.seconds)
            }
        }
        return Figures(
            files: files.count, bytes: bytes, verifyOneCore: oneCore, verifyAllCores: allCores, cmarkTool: tool,
            passed: passed
        )
    }
}
