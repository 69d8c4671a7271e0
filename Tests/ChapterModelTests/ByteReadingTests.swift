import Foundation
import Testing
@testable import ChapterModel
import TestSupport

/// The reader works on a chapter's bytes for speed; these check it against the string operations it stands for.
@Suite("Reading chapters from bytes")
struct ByteReadingTests {
    /// A small deterministic generator (xorshift), so a failure can be reproduced.
    struct Bytes {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        /// Bytes that make UTF-8 sequences well-formed or nearly so more often than chance would.
        mutating func byte() -> UInt8 {
            let interesting: [UInt8] = [0x41, 0x20, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                        0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
            let pick = next()
            return pick % 3 == 0 ? interesting[Int(pick >> 8) % interesting.count] : UInt8(truncatingIfNeeded: pick >> 16)
        }
    }

    private func standardLibrarySaysValid(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    private func isValid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(UTF8Validation.isValid) }

    @Test func utf8CheckAgreesWithTheStandardLibraryOnEveryShortSequence() {
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            for second in 0...255 {
                let pair = [UInt8(first), UInt8(second)]
                if isValid(pair) != standardLibrarySaysValid(pair) { disagreements.append(pair) }
            }
        }
        let edges: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xFF]
        for lead in 0xE0...0xFF {
            for second in 0x70...0xC5 {
                for third in edges {
                    for fourth in edges {
                        let sequence = [UInt8(lead), UInt8(second), third, fourth]
                        for length in 1...4 where isValid(Array(sequence[..<length])) != standardLibrarySaysValid(Array(sequence[..<length])) {
                            disagreements.append(Array(sequence[..<length]))
                        }
                    }
                }
            }
        }
        expect(disagreements.isEmpty, "first disagreements: \(disagreements.prefix(5))")
    }

    @Test func utf8CheckAgreesWithTheStandardLibraryOnLongTextWithASCIIRuns() {
        var generator = Bytes()
        var disagreements = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 6) {
                // An ASCII run of any length, so the eight-at-a-time check starts and ends at every alignment.
                bytes += Array(repeating: 0x61, count: Int(generator.next() % 19))
                // Then a well-formed scalar or a few chosen bytes.
                if generator.next() % 2 == 0, let scalar = Unicode.Scalar(UInt32(generator.next() % 0x11_0000)) {
                    bytes += Array(String(Character(scalar)).utf8)
                } else {
                    for _ in 0..<Int(generator.next() % 4) { bytes.append(generator.byte()) }
                }
            }
            if isValid(bytes) != standardLibrarySaysValid(bytes) { disagreements += 1 }
        }
        expectEqual(disagreements, 0)
        expect(isValid([]))
    }

    /// `read(file:)` reads bytes as `String(data:encoding: .utf8)` would: one byte order mark dropped, invalid UTF-8 refused.
    @Test(arguments: [
        [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x23, 0x20, 0x54], [0xEF, 0xBB, 0xBF, 0xFF], [0xEF, 0xBB],
        [0x23, 0x20, 0x54, 0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x00], [], [0x23, 0x20, 0xED, 0xA0, 0x80], [0x23, 0x20, 0xF4, 0x90, 0x80, 0x80],
        Array("\u{FEFF}# Title\n\n```spec\ntable 3 rows\n```\n".utf8),
    ] as [[UInt8]])
    func readTakesTheBytesAsFoundationDecodesThem(_ bytes: [UInt8]) throws {
        let folder = TestFolders.fresh("byte-reading").appendingPathComponent("en")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = folder.appendingPathComponent("01-bytes.md").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let read = Result { () throws(ChapterReadError) -> Chapter in try ChapterReader.read(file: path) }
        if let text = String(data: Data(bytes), encoding: .utf8) {
            expectEqual(try read.get(), ChapterReader.parse(markdown: text, path: path, language: .english))
        } else {
            #expect(throws: ChapterReadError.self) { try read.get() }
        }
    }

    /// The Character-based check the byte one stands for: `column - 1` Characters dropped, then spaces, then a fence.
    private func fenceByCharacters(_ line: String, column: Int) -> Bool {
        let rest = line.dropFirst(max(0, column - 1)).drop { $0 == " " }
        return rest.hasPrefix("```") || rest.hasPrefix("~~~")
    }

    @Test func aFenceIsFoundFromBytesAsFromCharacters() {
        let lines = [
            "```spec", "  ```spec", "~~~", "``", "`` `", "- ```spec", "> ```", ">  ~~~ x", "    ```", "```\u{301}spec", "``\u{301}`",
            "\u{1FEF}``spec", "  \u{1FEF}``", "> \u{301}```", "é ```", "中 ```", "\t```", " \u{301}```", "", "   ", "```", "a```",
        ]
        var disagreements: [String] = []
        for line in lines {
            Array(line.utf8).withUnsafeBufferPointer { bytes in
                let source = SourceLines(bytes)
                for column in 0...8 where source.hasFence(0, column: column) != fenceByCharacters(line, column: column) {
                    disagreements.append("\(line.debugDescription) at column \(column)")
                }
            }
        }
        expect(disagreements.isEmpty)
    }

    @Test func specLinesInsideAListOrQuoteKeepTheirColumnsAndText() {
        let chapter = ChapterReader.parse(markdown: """
            # T

            ## Step

            - ```spec
              table 3 rows
              expect row count 3
              ```

            > ```spec
            > table 2 rows
            >
            > ```
            """, path: "a.md")
        let blocks = chapter.steps.first?.blocks ?? []
        expectEqual(blocks.map { $0.lines.map(\.text) }, [["table 3 rows", "expect row count 3"], ["table 2 rows", ""]])
        // The quote's empty line is found after its `>`.
        expectEqual(blocks.map { $0.lines.map(\.location.column) }, [[3, 3], [3, 2]])
        expectEqual(blocks.map { $0.lines.map(\.location.line) }, [[6, 7], [11, 12]])
    }

    @Test func aSpecBlockWithoutAFinalLineEndKeepsItsLastLine() {
        let chapter = ChapterReader.parse(markdown: "# T\n\n```spec\ntable 3 rows\n\nexpect row count 3", path: "a.md")
        let lines = chapter.steps.first?.blocks.first?.lines ?? []
        expectEqual(lines.map(\.text), ["table 3 rows", "", "expect row count 3"])
        expectEqual(lines.map(\.location.line), [4, 5, 6])
    }

    /// A path that gives no bytes says why: it is missing, or a folder (each with what to do), or unreadable.
    @Test func aPathThatIsNoChapterFileSaysWhy() throws {
        let folder = TestFolders.fresh("no-chapter")
        try FileManager.default.createDirectory(atPath: folder.path + "/en/02-dir.md", withIntermediateDirectories: true)
        for (path, expected) in [(folder.path + "/en/02-dir.md", "this is a folder, not a chapter file"),
                                 (folder.path + "/en/03-none.md", "no such file")] {
            do {
                _ = try ChapterReader.read(file: path)
                Issue.record("read \(path)")
            } catch {
                expectEqual(error.message(in: .english), expected)
                expectEqual(error.location.line, 1)
                expect(error.hint(in: .chinese) != nil)
            }
            do {
                _ = try ChapterReader.text(ofFile: path)
                Issue.record("read \(path)")
            } catch {
                expectEqual(error.message(in: .english), expected)
            }
        }
    }

    @Test func theLanguageFolderIsFoundFromBytesAsFromCharacters() {
        func byCharacters(_ path: String) -> String {
            let parts = path.split(separator: "/")
            if parts.count >= 2, ChapterReader.knownLanguages.contains(String(parts[parts.count - 2])) {
                return String(parts[parts.count - 2])
            }
            return "en"
        }
        let paths = [
            "Chapters/zh-Hans/01-a.md", "Chapters/en/01-a.md", "zh-Hans/01.md", "/zh-Hans/", "zh-Hans//01.md//", "01.md", "",
            "/", "//", "a/zh-hans/01.md", "a/fr/01.md", "zh-Hans", "a/zh-Hans/b/01.md", "a/en\u{301}/01.md", "中文/zh-Hans/01.md",
            "a/zh-Hans/\u{301}01.md", "a/zh-Hans/\u{301}", "a/zh-Hans\u{301}/01.md", "en/zh-Hans", "x/en/",
        ]
        expectEqual(paths.filter { ChapterReader.language(ofPath: $0).tag != byCharacters($0) }, [])
    }
}
