import ChapterModel
import Foundation

/// The reader's app at the start of each chapter: every named listing of the chapters before it in its folder
/// (`01-…md`, `02-…md`, … in file-name order), applied in order. Chapters are read once per run and shared by the
/// chapters checked at the same time.
final class StartingApps: @unchecked Sendable {
    private let lock = NSLock()
    /// The named device listings of each chapter file read so far.
    private var named: [String: [CodeListing]] = [:]
    /// The app after each chapter file applied so far, in order from the folder's first chapter.
    private var after: [String: ReaderApp] = [:]

    /// Whether the chapter file `name` is chapter 00, the spec language's reference: an app it shows is its own, and
    /// no chapter starts from it (the reader's app begins with chapter 01).
    static func keepsItsAppToItself(_ name: String) -> Bool {
        name.hasPrefix("00-")
    }

    /// The app at the start of the chapter at `path`: chapter 01 starts empty; a version that does not apply is
    /// left out (its own chapter reports it).
    func app(before path: String) -> ReaderApp {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let earlier = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") && $0 < name && !Self.keepsItsAppToItself($0) }
            .sorted()
        // The app after each earlier chapter is kept for the run: the chapters after it start from it, and each
        // chapter asks for its starting app more than once (its listings, its app, whether it has one).
        var app = ReaderApp()
        for file in earlier {
            let key = folder + "/" + file
            if let known = lock.withLock({ after[key] }) {
                app = known
                continue
            }
            for listing in listings(of: key) where listing.fileNameProblem == nil {
                _ = try? app.apply(listing)
            }
            lock.withLock { after[key] = app }
        }
        return app
    }

    private func listings(of path: String) -> [CodeListing] {
        lock.lock()
        if let known = named[path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = (try? ChapterReader.read(file: path))?.listings.filter { $0.kind == .ios && $0.fileName != nil } ?? []
        lock.lock()
        named[path] = found
        lock.unlock()
        return found
    }
}
