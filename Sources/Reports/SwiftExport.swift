import ChapterModel
import Foundation
import HTML
import ScenarioExport

/// Writes a book's chapters as Swift Testing files, one per chapter. What they share is compiled, not written: the
/// `SpecComparisons` and `ScenarioSupport` libraries, which the test target that holds them depends on.
///
/// Files are written atomically and only inside the folder given; a file whose text is unchanged is left alone,
/// so a build that runs the export on every build compiles again only what changed.
public struct SwiftExport {
    /// The chapters with the path each one's `#sourceLocation` names.
    public var chapters: [(chapter: Chapter, sourcePath: String)]

    public init(chapters: [(chapter: Chapter, sourcePath: String)]) {
        self.chapters = chapters
    }

    /// Every file of the export by name, one per chapter, in order.
    public var files: [(name: String, text: String)] {
        var taken: Set<String> = []
        var files: [(String, String)] = []
        for (chapter, sourcePath) in chapters {
            let file = SwiftScenarioFile(chapter: chapter, sourcePath: sourcePath)
            // Two chapters with one name (two books given at once) keep both files.
            var name = file.fileName
            var counter = 2
            while taken.contains(name) {
                name = file.suiteName + "_\(counter).swift"
                counter += 1
            }
            taken.insert(name)
            var text = file.source
            if name != file.fileName { text = text.replacingOccurrences(of: "struct \(file.suiteName) {", with: "struct \(name.dropLast(6)) {") }
            files.append((name, text))
        }
        return files
    }

    /// Writes every file into `folder` (created if missing); returns the names of the files written.
    @discardableResult
    public func write(to folder: String) throws(AtomicWriter.WriteError) -> [String] {
        try AtomicWriter.makeFolder(folder)
        var written: [String] = []
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            let data = Data(text.utf8)
            if FileManager.default.contents(atPath: path) == data { continue }
            try AtomicWriter.write(data, toFile: path, flushing: false)
            written.append(name)
        }
        return written
    }

    /// A chapter's path relative to `root` when it lies inside it (as `#sourceLocation` should name it), else as given.
    public static func sourcePath(_ path: String, relativeTo root: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        let standardPath = (absolute as NSString).standardizingPath
        let standardRoot = ((root as NSString).standardizingPath as NSString).appendingPathComponent("")
        let prefix = standardRoot.hasSuffix("/") ? standardRoot : standardRoot + "/"
        return standardPath.hasPrefix(prefix) ? String(standardPath.dropFirst(prefix.count)) : path
    }
}
