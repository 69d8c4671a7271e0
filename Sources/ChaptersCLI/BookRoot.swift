import Foundation
import Messages

/// Where `report` runs from, so that no page shows the absolute path it was run with: the folder holding the book,
/// with the paths given rewritten relative to it (`/home/me/book/Chapters/en/01-x.md` becomes `Chapters/en/01-x.md`).
struct BookRoot: Equatable {
    /// The absolute folder to run from.
    var folder: String
    /// The paths, relative to `folder`.
    var paths: [String]

    /// - Parameter isBook: whether a folder (absolute) is a book, with `en/` or `zh-Hans/` inside.
    static func locate(_ paths: [String], currentFolder: String, isBook: (String) -> Bool) -> BookRoot {
        let absolute = (paths.isEmpty ? ["Chapters"] : paths).map { path in
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true)).standardizedFileURL.path
        }
        // Each path's book folder (the path itself, or the folder around its language folder), and that folder's parent.
        let parents = absolute.map { path -> [String] in
            var parts = components(path)
            if isBook(path) {
                parts.removeLast()
            } else if parts.count >= 2, ReaderLanguage(tag: parts[parts.count - 2]) != nil {
                parts.removeLast(min(3, parts.count))
            } else if let last = parts.last, ReaderLanguage(tag: last) != nil {
                parts.removeLast(min(2, parts.count))
            } else {
                parts.removeLast()
            }
            return parts
        }
        var common = parents[0]
        for parts in parents.dropFirst() {
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let folder = "/" + common.joined(separator: "/")
        let relative = absolute.map { path -> String in
            let rest = components(path).dropFirst(common.count).joined(separator: "/")
            return rest.isEmpty ? "." : rest
        }
        return BookRoot(folder: folder, paths: relative)
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
