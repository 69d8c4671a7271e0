import Foundation
import Testing

/// The real book's Swift listings, broken on purpose in a copy: each failure is reported at its Markdown line, and
/// the rest of the book still passes.
@Suite("the book's listings", .serialized)
struct BookListingsTests {
    /// The package's own `Chapters` folder.
    static let bookFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    func copyOfTheBook() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-listings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("Chapters")
        try FileManager.default.copyItem(at: Self.bookFolder, to: book)
        return book
    }

    /// Replaces `old` (which must occur once) and returns the 1-based line where `marker` stands afterwards.
    func edit(_ file: URL, replacing old: String, with new: String, lineOf marker: String) throws -> Int {
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.components(separatedBy: old).count == 2, "the chapter no longer contains \(old) exactly once")
        let edited = text.replacingOccurrences(of: old, with: new)
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let lines = edited.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(marker) }) + 1
    }

    @Test func aMisspeltEngineNameAndAMissingIOSBraceFailAtTheirLinesAndTheRestPasses() throws {
        let book = try copyOfTheBook()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let command = ChaptersCommandTests()
        let before = try command.chapters(["verify", book.path])
        #expect(before.status == 0, "\(before.output)\(before.error)")
        let passed = try #require(before.output.split(separator: "\n").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(before.output.contains("Swift listings checked"))

        let engine = book.appendingPathComponent("en/01-swipe-to-delete.md")
        let engineLine = try edit(engine, replacing: "expect(try cells.offset(at: row3, in: table) == 82)",
                                  with: "expect(try cells.ofset(at: row3, in: table) == 82)", lineOf: "cells.ofset(")
        let device = book.appendingPathComponent("en/02-under-the-content.md")
        let deviceLine = try edit(device, replacing: "        set { contentLeading?.constant = -newValue }\n    }\n}\n```",
                                  with: "        set { contentLeading?.constant = -newValue }\n    }\n```",
                                  lineOf: "        set { contentLeading?.constant = -newValue }") + 1

        let after = try command.chapters(["verify", book.path])
        #expect(after.status == 1)
        #expect(after.output.contains("\(engine.path):\(engineLine):"), "\(after.output)")
        #expect(after.output.contains("ofset"))
        #expect(after.output.contains("\(device.path):\(deviceLine):"), "\(after.output)")
        #expect(after.output.contains("expected '}'"))
        #expect(after.output.hasSuffix("\(passed - 2) passed, 2 failed\n"), "\(after.output)")
    }
}
