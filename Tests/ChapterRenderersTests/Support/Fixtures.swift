import BookVerification
import ChapterModel
import Foundation
import SpecInterpreter
import Testing
import TestSupport

/// Worlds and books made from spec text, the way chapters make them.
enum Fixtures {
    /// The chapter result of one step holding `spec` as its only block.
    static func chapter(_ spec: String, path: String = "figure.md") -> ChapterResult {
        let markdown = "# Figure\n\n## Step\n\n```spec\n\(spec)\n```\n"
        return ScenarioRunner.run(ChapterReader.parse(markdown: markdown, path: path), keepingWorlds: true)
    }

    /// The world after running `spec`, which must pass.
    static func world(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> World {
        let block = try #require(chapter(spec).steps.last?.blocks.last, sourceLocation: sourceLocation)
        let failures = block.failures.map { "\($0.line.location.line): \($0.failure)" }
        #expect(block.status == .passed, "\(failures)", sourceLocation: sourceLocation)
        return try #require(block.world, sourceLocation: sourceLocation)
    }

    /// A fresh temporary folder.
    static func temporaryFolder(_ label: String = "report") throws -> URL {
        let folder = TestFolders.fresh("chapter-renderers-\(label)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes a book (`files` maps `en/01-x.md` style paths to Markdown) and verifies it as `report` does.
    static func verifiedBook(_ files: [String: String], apps: (any AppChecking)? = nil) throws -> (folder: URL, result: BookResult) {
        let folder = try temporaryFolder("book")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let book = try Book.discover(paths: [folder.path])
        return (folder, BookResult.verify(book, keepingWorlds: true, concurrently: false, apps: apps))
    }

    /// Every file under `folder`, as paths relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
