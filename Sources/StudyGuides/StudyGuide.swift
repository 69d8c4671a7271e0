import BookVerification
import ChapterModel
import Dispatch
import Foundation
import HTML
import Messages
import Reports
import SpecInterpreter

/// The HTML report of a book: an index page and one study guide page per chapter per language,
/// written atomically into one folder.
public struct StudyGuide: Sendable {
    public var result: BookResult
    /// Whether the numbers marked as predictions (`60?`) are shown, highlighted (the teacher's copy), or hidden
    /// behind "show answer" (the learner's copy, the default).
    public var showingAnswers: Bool

    /// The chapters of the book this report did not run (`report en/03-x.md` runs one), read but not run, with
    /// the whole book's order: the index, the progress page and every written page's links (previous, next, the
    /// other language) still cover the whole book, and these chapters' pages are kept as an earlier report wrote
    /// them. Set with ``coveringBook(_:order:)``.
    public private(set) var chaptersNotRun: [Chapter] = []
    /// The whole book's chapter paths in its order (run or not), for ``chaptersNotRun``.
    public private(set) var bookOrder: [String] = []

    /// The report of a verified book; verify with `keepingWorlds: true` for figures.
    public init(result: BookResult, showingAnswers: Bool = false) {
        self.result = result
        self.showingAnswers = showingAnswers
    }

    /// The report, covering the chapters of the book it did not run (read with prose, not run) in the book's order
    /// (`order`: every chapter path of the book, run or not).
    public func coveringBook(_ notRun: [Chapter], order: [String]) -> StudyGuide {
        var guide = self
        guide.chaptersNotRun = notRun
        guide.bookOrder = order
        return guide
    }

    /// What was written.
    public struct Written: Equatable, Sendable {
        public var pageCount: Int
        /// Pages that already held exactly what this report would write, and were left as they were.
        public var unchangedCount: Int
        /// Pages an earlier report wrote for chapters that are gone (renamed or removed), now deleted.
        public var removedPages: [ReportPath]
        /// Pages in the folder of chapters that are still in the book but not in this run, left as they were.
        public var keptPages: [ReportPath] = []
        /// The index page's full path.
        public var indexPath: String
    }

    /// The index's place in the folder: the learners' landing page, which links every chapter in reading order.
    public static let indexPath = ReportPath("index.html")!
    /// The tag in every page's head: a report replaces or removes only the files that carry it.
    public static let generatorMarker = HTMLDocument.generatorMarker
    /// The progress dashboard's place: every chapter's steps passed and translation status, for authors and CI.
    public static let progressPath = ReportPath("progress.html")!

    /// The page of a chapter whose name clashes with no other's: `zh-Hans/03-滑动.html` for `zh-Hans` and `03-滑动`.
    /// A chapter named as a reference page (`formulas`, `cheatsheet`) takes the `-2` name the page plan gives it.
    public static func pagePath(language: ReaderLanguage, slug: String) -> ReportPath {
        let name = ReportPath.sanitizedSlug(slug)
        let path = ReportPath("\(ReportPath.languageFolder(language))/\(name).html") ?? indexPath
        let reserved = [ReferencePages.formulasPath(language), ReferencePages.cheatSheetPath(language)]
        return reserved.contains(path) ? ReportPath("\(ReportPath.languageFolder(language))/\(name)-2.html") ?? indexPath : path
    }

    /// Every page's path and text: chapter pages first, then the progress dashboard, and the index last.
    public func pages() -> [(path: ReportPath, html: String)] {
        let layout = Layout(guide: self, notRun: chaptersNotRun)
        let written = layout.runIndices
        let rendered = ConcurrentSlots<String>(count: written.count)
        DispatchQueue.concurrentPerform(iterations: written.count) { slot in
            rendered.store(layout.page(written[slot]), at: slot)
        }
        var pages: [(ReportPath, String)] = zip(written.map { layout.plan.paths[$0] }, rendered.results.map { $0 ?? "" }).map { ($0, $1) }
        pages.append((Self.progressPath, layout.progressPage()))
        pages += ReferencePages.pages()
        pages.append((Self.indexPath, layout.landingPage()))
        return pages
    }

    /// Writes every page into `folder`, each atomically, the index last so it never links to a page not yet written.
    ///
    /// Pages are rendered and written on all cores, each as soon as it is rendered, so the whole site is never held
    /// in memory at once (130 MB for chapters-bench's 2,000 chapters). Only the index is flushed to disk: flushing
    /// 2,000 pages one by one was most of `report`'s time. A page that already holds exactly what it would be written
    /// with is left alone, and pages an earlier report wrote for chapters that are gone are removed after the index
    /// (only files in the language folders that carry this tool's generator tag). When pages cannot be written, the
    /// rest are skipped, the first failed page in the book's order is reported, and the index is not written.
    /// - Parameter progress: called once per chapter page written or left unchanged (from any thread) with the count
    ///   done so far and the number of chapter pages.
    /// - Parameter otherChapters: pages of these chapters (`language`, file slug) are not removed: the chapters of
    ///   the book that this run was not given (`report en/03-x.md` keeps the other chapters' pages).
    public func write(
        to folder: ReportFolder, keepingPagesOf otherChapters: [(language: ReaderLanguage, slug: String)] = [],
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(AtomicWriter.WriteError) -> Written {
        // Chapters not run are linked only where an earlier report left their page.
        let notRun = chaptersNotRun.filter { chapter in
            FileManager.default.fileExists(atPath: folder.fullPath(of: Self.pagePath(language: chapter.language, slug: chapter.slug)))
        }
        let layout = Layout(guide: self, notRun: notRun)
        let written = layout.runIndices
        let outcomes = ConcurrentSlots<Result<ReportFolder.WriteOutcome, AtomicWriter.WriteError>>(count: written.count)
        let failed = ConcurrentSlots<Bool>(count: 1)
        DispatchQueue.concurrentPerform(iterations: written.count) { slot in
            guard failed.storedCount == 0 else { return }
            let index = written[slot]
            do throws(AtomicWriter.WriteError) {
                let outcome = try folder.write(layout.page(index), to: layout.plan.paths[index], flushing: false)
                let done = outcomes.store(.success(outcome), at: slot) // not inside `progress?(…)`: nil skips it
                progress?(done, outcomes.count)
            } catch {
                outcomes.store(.failure(error), at: slot)
                failed.store(true, at: 0)
            }
        }
        var unchanged = 0
        if try folder.write(layout.progressPage(), to: Self.progressPath, flushing: false) == .unchanged { unchanged += 1 }
        for outcome in outcomes.results {
            switch outcome {
            case .failure(let error)?: throw error
            case .success(.unchanged)?: unchanged += 1
            case .success(.written)?, nil: break
            }
        }
        // The printable formula card and cheat sheet of each language.
        let references = ReferencePages.pages()
        for page in references where try folder.write(page.html, to: page.path, flushing: false) == .unchanged { unchanged += 1 }
        if try folder.write(layout.landingPage(), to: Self.indexPath, flushing: true) == .unchanged { unchanged += 1 }
        // Once the new index no longer links them: earlier reports' pages for chapters that are gone.
        let current = Set(written.map { layout.plan.paths[$0] }).union(references.map(\.path))
        let others = Set(otherChapters.map { Self.pagePath(language: $0.language, slug: $0.slug) }
            + chaptersNotRun.map { Self.pagePath(language: $0.language, slug: $0.slug) }).subtracting(current)
        let removed = ChapterReader.knownLanguages.map(ReportPath.languageFolder).flatMap { language in
            folder.removeStalePages(in: language, keeping: current.union(others), marker: HTMLDocument.generatorMarker)
        }
        let kept = others.filter { FileManager.default.fileExists(atPath: folder.fullPath(of: $0)) }.sorted { $0.description < $1.description }
        return Written(
            pageCount: written.count + 2 + references.count, unchangedCount: unchanged, removedPages: removed, keptPages: kept,
            indexPath: folder.fullPath(of: Self.indexPath)
        )
    }

    /// Where every page goes and what it links to: what rendering any one page needs.
    private struct Layout: Sendable {
        /// The run's chapters and, in the book's order among them, those not run (without steps).
        var result: BookResult
        var plan: PagePlan
        var translations: [String: TranslationStatus]
        var showingAnswers: Bool
        /// Which of `result.chapters` this report ran (and writes a page for).
        var isRun: [Bool]

        init(guide: StudyGuide, notRun: [Chapter]) {
            var result = guide.result
            isRun = Array(repeating: true, count: result.chapters.count)
            if !notRun.isEmpty {
                // The whole book in its order: each path's run result, else its chapter read but not run; run chapters
                // outside the book's order (single files) after.
                var run = Dictionary(result.chapters.map { (Book.canonicalPath($0.chapter.path), $0) }, uniquingKeysWith: { first, _ in first })
                let others = Dictionary(notRun.map { (Book.canonicalPath($0.path), $0) }, uniquingKeysWith: { first, _ in first })
                var merged: [ChapterResult] = [], flags: [Bool] = []
                for path in guide.bookOrder.map(Book.canonicalPath) {
                    if let chapter = run.removeValue(forKey: path) {
                        merged.append(chapter)
                        flags.append(true)
                    } else if let chapter = others[path] {
                        merged.append(ChapterResult(chapter: chapter, steps: []))
                        flags.append(false)
                    }
                }
                for chapter in result.chapters where run[Book.canonicalPath(chapter.chapter.path)] != nil {
                    merged.append(chapter)
                    flags.append(true)
                }
                result.chapters = merged
                isRun = flags
            }
            self.result = result
            showingAnswers = guide.showingAnswers
            plan = PagePlan(chapters: result.chapters)
            translations = StudyGuide.translationsByPath(result.translations)
        }

        /// The chapters whose pages this report writes, by index.
        var runIndices: [Int] { isRun.indices.filter { isRun[$0] } }

        /// The study guide of chapter `index`.
        func page(_ index: Int) -> String {
            let chapter = result.chapters[index]
            let (previous, next) = plan.neighbours(of: index)
            func link(_ other: Int?) -> StudyGuidePage.Link? {
                other.map { StudyGuidePage.Link(path: plan.paths[$0], title: result.chapters[$0].chapter.title) }
            }
            return StudyGuidePage(
                result: chapter, path: plan.paths[index], index: StudyGuide.indexPath,
                counterpart: plan.counterpart(of: index), translation: translations[chapter.chapter.path],
                previous: link(previous), next: link(next), showingAnswers: showingAnswers
            ).html()
        }

        /// The dashboard of every chapter's progress, for authors and CI.
        func progressPage() -> String {
            let entries = result.chapters.enumerated().map { index, chapter in
                var entry = IndexPage.Entry(result: chapter, page: plan.paths[index], translation: translations[chapter.chapter.path])
                entry.isRun = isRun[index]
                return entry
            }
            return IndexPage(result: result, entries: entries, path: StudyGuide.progressPath, landing: StudyGuide.indexPath).html()
        }

        /// The learners' landing page: the chapters in reading order, in both languages.
        func landingPage() -> String {
            LandingPage(chapters: result.chapters.map(\.chapter), plan: plan, path: StudyGuide.indexPath, progress: StudyGuide.progressPath).html()
        }
    }

    /// Each chapter's translation status, by chapter path (both sides of a pair).
    private static func translationsByPath(_ translations: [TranslationResult]) -> [String: TranslationStatus] {
        var statuses: [String: TranslationStatus] = [:]
        for translation in translations {
            for language in ChapterReader.knownLanguages {
                let path = ReportFolder.join(ReportFolder.join(translation.folder, language), translation.fileName)
                statuses[path] = translation.status
            }
        }
        return statuses
    }
}

/// Where each chapter's page goes, and which page is its translation.
struct PagePlan {
    /// By chapter, in the report's order.
    var paths: [ReportPath]
    private var languages: [String]
    private var counterparts: [Int: Int] = [:]
    private var previousInLanguage: [Int?] = []
    private var nextInLanguage: [Int?] = []

    /// Names pages after their chapter files (`zh-Hans/03-滑动.html`). Two chapters whose names clash (the same file
    /// name in two books, or names that differ only in characters a page name cannot hold) are numbered `-2`, `-3`
    /// in the order of their file names and paths, so a page's name does not depend on the order of the chapters.
    init(chapters: [ChapterResult]) {
        // The report's own pages keep their names: a chapter called formulas.md gets formulas-2.html, not the card's place.
        var used: Set<ReportPath> = Set([StudyGuide.indexPath, StudyGuide.progressPath]
            + ReferencePages.languages.flatMap { [ReferencePages.formulasPath($0), ReferencePages.cheatSheetPath($0)] })
        var planned = [ReportPath?](repeating: nil, count: chapters.count)
        var byBookKey: [String: [Int]] = [:]
        let languages = chapters.map { ReportPath.languageFolder($0.chapter.language) }
        self.languages = languages
        let names = chapters.map { ReportPath.sanitizedSlug($0.chapter.slug) }
        let order = chapters.indices.sorted { left, right in
            (languages[left], names[left], chapters[left].chapter.slug, chapters[left].chapter.path)
                < (languages[right], names[right], chapters[right].chapter.slug, chapters[right].chapter.path)
        }
        for index in order {
            let language = languages[index], slug = names[index]
            var candidate = ReportPath("\(language)/\(slug).html")!  // a sanitized slug is always a safe name
            var number = 2
            while used.contains(candidate) {
                candidate = ReportPath("\(language)/\(slug)-\(number).html")!
                number += 1
            }
            used.insert(candidate)
            planned[index] = candidate
        }
        for (index, result) in chapters.enumerated() {
            if let key = PagePlan.bookKey(of: result.chapter) { byBookKey[key, default: []].append(index) }
        }
        paths = planned.compactMap { $0 } // every index is in `order`
        var last: [String: Int] = [:]
        previousInLanguage = Array(repeating: nil, count: paths.count)
        nextInLanguage = Array(repeating: nil, count: paths.count)
        for (index, language) in languages.enumerated() {
            if let before = last[language] {
                previousInLanguage[index] = before
                nextInLanguage[before] = index
            }
            last[language] = index
        }
        for indices in byBookKey.values {
            for index in indices {
                if let other = indices.first(where: { languages[$0] != languages[index] }) { counterparts[index] = other }
            }
        }
    }

    /// The chapters just before and after `index` in the same language, in the report's order.
    func neighbours(of index: Int) -> (previous: Int?, next: Int?) {
        (previousInLanguage[index], nextInLanguage[index])
    }

    /// The language folder of each chapter's page.
    var languageFolders: [String] { languages }

    /// The other-language chapter of `index`, if the report has it.
    func counterpartIndex(of index: Int) -> Int? { counterparts[index] }

    func counterpart(of index: Int) -> (path: ReportPath, language: String)? {
        counterparts[index].map { (paths[$0], languages[$0]) }
    }

    /// `<book folder>|<file name>` for a chapter inside a language folder: the same for a chapter and its translation.
    static func bookKey(of chapter: Chapter) -> String? {
        let parts = chapter.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, ChapterReader.knownLanguages.contains(String(parts[parts.count - 2])) else { return nil }
        let folder: String = parts.dropLast(2).joined(separator: "/")
        let file = String(parts[parts.count - 1])
        return "\(folder)|\(file)"
    }
}
