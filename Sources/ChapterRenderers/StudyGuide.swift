import ChapterModel
import ChapterRunner
import Dispatch
import Foundation

/// The HTML report of a book: an index page and one study guide page per chapter per language,
/// written atomically into one folder.
public struct StudyGuide: Sendable {
    public var result: BookResult

    /// The report of a verified book; verify with `keepingWorlds: true` for figures and
    /// `renderingProse: true` for the chapters' prose.
    public init(result: BookResult) {
        self.result = result
    }

    /// What was written.
    public struct Written: Equatable, Sendable {
        public var pageCount: Int
        /// The index page's full path.
        public var indexPath: String
    }

    /// The index's place in the folder.
    public static let indexPath = ReportPath("index.html")!

    /// Every page's path and text, chapter pages first and the index last.
    public func pages() -> [(path: ReportPath, html: String)] {
        let plan = PagePlan(chapters: result.chapters)
        let translations = translationsByPath()
        // Pages are independent: render them on all cores (serially this was over half of `report` on
        // chapters-bench's 2,000-chapter book), in the book's order.
        let chapters = result.chapters
        let rendered = PageSlots(count: chapters.count)
        DispatchQueue.concurrentPerform(iterations: chapters.count) { index in
            let page = StudyGuidePage(
                result: chapters[index], path: plan.paths[index], index: Self.indexPath,
                counterpart: plan.counterpart(of: index), translation: translations[chapters[index].chapter.path]
            )
            rendered.store(page.html(), at: index)
        }
        let html = rendered.html
        var pages: [(ReportPath, String)] = []
        var entries: [IndexPage.Entry] = []
        for (index, chapter) in chapters.enumerated() {
            pages.append((plan.paths[index], html[index]))
            entries.append(IndexPage.Entry(result: chapter, page: plan.paths[index], translation: translations[chapter.chapter.path]))
        }
        pages.append((Self.indexPath, IndexPage(result: result, entries: entries, path: Self.indexPath).html()))
        return pages
    }

    /// Writes every page into `folder`, each atomically, the index last so it never links to a page not yet written.
    /// Only the index is flushed to disk: flushing 2,000 pages one by one was most of `report`'s time (chapters-bench).
    public func write(to folder: ReportFolder) throws(AtomicWriter.WriteError) -> Written {
        let pages = pages()
        try Self.write(pages, to: folder)
        return Written(pageCount: pages.count, indexPath: folder.fullPath(of: Self.indexPath))
    }

    /// Writes rendered pages into `folder` in order, each atomically; only the index is flushed to disk.
    public static func write(_ pages: [(path: ReportPath, html: String)], to folder: ReportFolder) throws(AtomicWriter.WriteError) {
        for page in pages {
            try folder.write(page.html, to: page.path, flushing: page.path == indexPath)
        }
    }

    /// Each chapter's translation status, by chapter path (both sides of a pair).
    private func translationsByPath() -> [String: TranslationStatus] {
        var statuses: [String: TranslationStatus] = [:]
        for translation in result.translations {
            for language in ChapterReader.knownLanguages {
                let path = ReportFolder.join(ReportFolder.join(translation.folder, language), translation.fileName)
                statuses[path] = translation.status
            }
        }
        return statuses
    }
}

/// Pages rendered by index from concurrent workers.
private final class PageSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String]

    init(count: Int) { storage = Array(repeating: "", count: count) }

    func store(_ html: String, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = html
    }

    var html: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Where each chapter's page goes, and which page is its translation.
struct PagePlan {
    /// By chapter, in the report's order.
    var paths: [ReportPath]
    private var languages: [String]
    private var counterparts: [Int: Int] = [:]

    init(chapters: [ChapterResult]) {
        var used: Set<ReportPath> = [StudyGuide.indexPath]
        var paths: [ReportPath] = []
        var byBookKey: [String: [Int]] = [:]
        languages = []
        for (index, result) in chapters.enumerated() {
            let chapter = result.chapter
            let language = ReportPath.languageFolder(chapter.language)
            let slug = ReportPath.sanitizedSlug(chapter.slug)
            var candidate = ReportPath("\(language)/\(slug).html")!
            var number = 2
            while used.contains(candidate) {
                candidate = ReportPath("\(language)/\(slug)-\(number).html")!
                number += 1
            }
            used.insert(candidate)
            paths.append(candidate)
            languages.append(language)
            if let key = PagePlan.bookKey(of: chapter) { byBookKey[key, default: []].append(index) }
        }
        self.paths = paths
        for indices in byBookKey.values {
            for index in indices {
                if let other = indices.first(where: { languages[$0] != languages[index] }) { counterparts[index] = other }
            }
        }
    }

    func counterpart(of index: Int) -> (path: ReportPath, language: String)? {
        counterparts[index].map { (paths[$0], languages[$0]) }
    }

    /// `<book folder>|<file name>` for a chapter inside a language folder: the same for a chapter and its translation.
    static func bookKey(of chapter: Chapter) -> String? {
        let parts = chapter.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, ChapterReader.knownLanguages.contains(String(parts[parts.count - 2])) else { return nil }
        return parts.dropLast(2).joined(separator: "/") + "|" + parts[parts.count - 1]
    }
}
