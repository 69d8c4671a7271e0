import ChapterModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's modification time and size: what `chapters watch` compares to see that a chapter was saved.
public struct FileStamp: Equatable, Sendable {
    /// Nanoseconds since 1970.
    public var modified: Int64
    public var size: Int64

    public init(modified: Int64, size: Int64) {
        self.modified = modified
        self.size = size
    }

    /// The stamp of the file at `path`; `nil` when it cannot be read.
    public static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return FileStamp(modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec), size: Int64(status.st_size))
    }
}

/// Which chapter files changed between two looks at a book: the change detection of `chapters watch`, kept apart
/// from the waiting so that it can be tested without any.
public struct ChapterChanges: Sendable {
    /// The stamps seen last, by path.
    public private(set) var known: [String: FileStamp]

    public init(_ stamps: [String: FileStamp]) {
        known = stamps
    }

    /// Every file's stamp, by path (files that cannot be read are left out, as if removed).
    public static func stamps(of book: Book) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for entry in book.entries {
            if let stamp = FileStamp.of(entry.path) { stamps[entry.path] = stamp }
        }
        return stamps
    }

    /// The paths added, changed or removed since the last look, sorted; remembers `current` as the last look.
    public mutating func update(_ current: [String: FileStamp]) -> [String] {
        var changed: [String] = []
        for (path, stamp) in current where known[path] != stamp { changed.append(path) }
        for path in known.keys where current[path] == nil { changed.append(path) }
        known = current
        return changed.sorted()
    }
}

extension Book {
    /// The book's chapters at `paths` and their translations (or originals), in the book's order: what to verify
    /// again after those files changed. A removed file is not run, but its twin is (it is now untranslated).
    public func chaptersAffected(by paths: [String]) -> Book {
        let changed = Set(paths)
        var inPair: Set<String> = []
        for pair in translationPairs() {
            let places = ChapterReader.knownLanguages.map { Book.join(Book.join(pair.folder, $0), pair.fileName) }
            if places.contains(where: changed.contains) {
                inPair.formUnion([pair.english, pair.chinese].compactMap { $0?.path })
            }
        }
        let kept = entries.filter { changed.contains($0.path) || inPair.contains($0.path) }
        return Book(files: kept, bookFolders: bookFolders)
    }
}
