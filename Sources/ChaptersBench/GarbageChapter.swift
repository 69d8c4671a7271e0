import ChapterModel
import Foundation
import SpecInterpreter

/// A mutated chapter: a block whose second command is refused, followed by 40,000 lines that do not parse (near
/// misses of keywords and plain garbage). Verifying it must stay cheap: only the first 50 lines that do not parse
/// in a chapter are listed, and only those pay for a "did you mean …?".
enum GarbageChapter {
    static let garbageLines = 40_000

    /// The chapter's Markdown, the same on every run.
    static var markdown: String {
        let words = ["tabel", "expct", "pann", "relase", "row", "rows", "3", "\"x\"", "%%", "期待", "trailling", "zzzqqq",
                     "scrol", "dragg", "long-pres", "foo"]
        var lines = ["# Garbage", "", "## A refused command, then garbage", "", "```spec", "table 30 rows", "tap \"Delete\" in row 3"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<garbageLines {
            var line: [String] = []
            repeat {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                line.append(words[Int(state >> 33) % words.count])
            } while line.count < 6 && (state >> 20) % 3 != 0
            lines.append(line.joined(separator: " "))
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the chapter into `folder`/en and returns the best of three times to read and run it, in seconds,
    /// and the number of lines its result lists as failed.
    static func measure(in folder: String) throws -> (seconds: Double, listedFailures: Int) {
        let directory = folder + "/en"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/01-garbage.md"
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: path))
        var listed = 0
        let seconds = try Measure.best(of: 3) {
            let result = ScenarioRunner.run(try ChapterReader.read(file: path))
            listed = result.steps.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.failures.count } }
        }
        return (seconds, listed)
    }
}
