import ChapterModel
import Foundation

/// The reader's app as it stands: each file a listing named (```` ```swift ios file=SwipeableCell.swift ````) at its
/// latest version, every line remembering the Markdown line it was written at.
///
/// A later listing of the same file is its new version. It is written whole, or as a change: a line `// ...` (or
/// `// …`) alone stands for lines of the previous version left as they were, and each run of lines shown between
/// such lines begins and ends with lines the previous version has, in order, so the reader sees where it goes. The
/// run replaces the previous version's lines from its first line to its last; what an elision stands for is kept.
public struct ReaderApp: Equatable, Sendable {
    /// One line of a file and where it was written.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var origin: SourceLocation
    }

    /// A file of the app at one version.
    public struct File: Equatable, Sendable {
        public var name: String
        public var lines: [Line]
        /// Indices in ``lines`` of the lines this version added or changed (all of them for a first version).
        public var changed: Set<Int>
        /// The fence of the listing that wrote this version.
        public var listing: SourceLocation

        /// The file's text, lines joined by line feeds, ending in one.
        public var text: String { lines.map(\.text).joined(separator: "\n") + "\n" }
    }

    /// Why a change could not be applied, at the listing line it is about.
    public struct VersionError: Error, Equatable, Sendable {
        public var location: SourceLocation
        public var message: String
    }

    /// The files, in the order they first appeared.
    public private(set) var files: [File] = []

    public init() {}

    public func file(named name: String) -> File? { files.first { $0.name == name } }

    /// Applies a named listing: the file's first version, or its next one. Returns the new version.
    @discardableResult
    public mutating func apply(_ listing: CodeListing) throws(VersionError) -> File {
        guard let name = listing.fileName else {
            throw VersionError(location: listing.location, message: "a listing without `file=` is not a file of the app")
        }
        let shown = listing.lines.map { Line(text: $0.text, origin: $0.location) }
        let previous = files.firstIndex { $0.name == name }
        let version: File
        if let previous {
            version = try Self.nextVersion(of: files[previous], with: shown, listing: listing)
            files[previous] = version
        } else {
            if let elision = shown.first(where: { Self.isElision($0.text) }) {
                throw VersionError(location: elision.origin, message: "`// ...` stands for lines of an earlier version of \(name), but this is its first listing: write the file whole here")
            }
            version = File(name: name, lines: shown, changed: Set(shown.indices), listing: listing.location)
            files.append(version)
        }
        return version
    }

    /// Whether a line stands for unchanged lines (`// ...` or `// …`, any indentation).
    public static func isElision(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed == "// ..." || trimmed == "// …"
    }

    private static func nextVersion(of old: File, with shown: [Line], listing: CodeListing) throws(VersionError) -> File {
        // Runs of shown lines, and whether an elision comes before the first and after the last.
        var runs: [[Line]] = [[]]
        for line in shown {
            if isElision(line.text) { runs.append([]) } else { runs[runs.count - 1].append(line) }
        }
        guard runs.count > 1 else {
            // Written whole: every line that was not in the previous version is changed.
            let before = Set(old.lines.map { $0.text.trimmingCharacters(in: .whitespaces) })
            let changed = Set(shown.indices.filter { !before.contains(shown[$0].text.trimmingCharacters(in: .whitespaces)) })
            return File(name: old.name, lines: shown, changed: changed, listing: listing.location)
        }
        let keepsStart = runs.first!.isEmpty
        let keepsEnd = runs.last!.isEmpty
        let parts = runs.filter { !$0.isEmpty }
        var result: [Line] = []
        var changed = Set<Int>()
        var cursor = 0
        for (index, part) in parts.enumerated() {
            let first = part.first!, last = part.last!
            guard let start = old.lines[cursor...].firstIndex(where: { same($0, first) }) else {
                throw VersionError(location: first.origin, message: "this line should be a line of the previous version of \(old.name) (at \(old.listing)) after the lines shown before it, so the reader sees where the change goes; it is not there: begin each run of lines between `// ...` with a line the file has")
            }
            guard let end = old.lines[start...].firstIndex(where: { same($0, last) }) else {
                throw VersionError(location: last.origin, message: "this line should be a line of the previous version of \(old.name) (at \(old.listing)), ending the change that begins at line \(first.origin.line); it is not there: end each run of lines between `// ...` with a line the file has")
            }
            if index == 0 ? keepsStart : true { result += old.lines[cursor..<start] }
            let kept = Set(old.lines[start...end].map { $0.text })
            for line in part {
                if !kept.contains(line.text) { changed.insert(result.count) }
                result.append(line)
            }
            cursor = end + 1
        }
        if keepsEnd { result += old.lines[cursor...] }
        return File(name: old.name, lines: result, changed: changed, listing: listing.location)
    }

    private static func same(_ old: Line, _ new: Line) -> Bool {
        old.text.trimmingCharacters(in: .whitespaces) == new.text.trimmingCharacters(in: .whitespaces)
    }
}
