import BookVerification
import ChapterModel
import Figures
import HTML
import Messages
import Reports
import SpecInterpreter

/// The report's front page: overall progress, files that could not be read, then every chapter in
/// every language (failures and drift first) with its steps passed, a progress bar, its translation status and a
/// link to its study guide.
struct IndexPage {
    struct Entry {
        var result: ChapterResult
        var page: ReportPath
        var translation: TranslationStatus?
        var counts: StepCounts
        /// Whether this report ran the chapter; one it did not (`report en/03-x.md`) keeps an earlier report's page.
        var isRun = true

        init(result: ChapterResult, page: ReportPath, translation: TranslationStatus?) {
            self.result = result
            self.page = page
            self.translation = translation
            counts = result.counts
        }
    }

    var result: BookResult
    var entries: [Entry]
    var path: ReportPath
    /// The learners' landing page, linked from the top.
    var landing: ReportPath

    private let words = Vocabulary.english

    func html() -> String {
        let body: Markup = """
        <a class="skip" href="#chapters">Skip to the chapters</a>
        <div class="page">
        <header class="page-header">
        <nav aria-label="Report pages"><a href="\(landing.relative(from: path))">← The book</a></nav>
        <h1>Chapters report</h1>
        \(overallProgress())
        </header>
        <main>
        \(readErrors())
        <section aria-labelledby="chapters">
        <h2 id="chapters">Chapters</h2>
        \(chapterTable())
        </section>
        \(pagesSection())
        </main>
        <footer><p>\(words.generatedBy)</p></footer>
        </div>
        """
        return HTMLDocument.page(language: "en", title: "Chapters report", body: body).html
    }

    private func overallProgress() -> Markup {
        let steps = result.stepCounts
        var counts = ["\(steps.failed) failed", "\(steps.blocked) blocked"]
        counts.append(Plural.english(result.chapters.count, "chapter"))
        if !result.drifts.isEmpty { counts.append(Plural.english(result.drifts.count, "translation drift")) }
        if !result.readErrors.isEmpty { counts.append(Plural.english(result.readErrors.count, "unreadable file")) }
        return StatusMarkup.progress(
            passed: steps.passed, failed: steps.failed, blocked: steps.blocked,
            text: words.stepsPassed(steps.passed, steps.total), counts: counts.joined(separator: " · ")
        )
    }

    private func readErrors() -> Markup {
        guard !result.readErrors.isEmpty else { return .empty }
        let items: [Markup] = result.readErrors.map { error in
            "<li>\(StatusMarkup.badge(.failed, word: "unreadable")) <code>\(error.location.description)</code>: \(error.messageAndHint)</li>"
        }
        return """
        <section aria-labelledby="unreadable">
        <h2 id="unreadable">Files that could not be read</h2>
        <ul class="errors">\(items)</ul>
        </section>
        """
    }

    /// Chapters with failures or drift first, then blocked ones, then the rest, each group in book order.
    private var orderedEntries: [Entry] {
        func rank(_ entry: Entry) -> Int {
            if !entry.isRun { return 3 }
            if case .drift? = entry.translation { return 0 }
            switch entry.counts.status {
            case .failed: return 0
            case .blocked: return 1
            case .passed: return 2
            }
        }
        return entries.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The book's pages that are not chapters (`credits.md`), linked in each language.
    private func pagesSection() -> Markup {
        let pages = entries.filter { $0.result.chapter.isPage }
        guard !pages.isEmpty else { return .empty }
        let items: [Markup] = pages.map { entry in
            let language = ReportPath.languageFolder(entry.result.chapter.language)
            return "<li><a href=\"\(entry.page.relative(from: path))\" lang=\"\(language)\">\(entry.result.chapter.title)</a> "
                + "(\(Vocabulary.forLanguage(language).languageName))</li>"
        }
        return "<section aria-labelledby=\"pages\"><h2 id=\"pages\">Book pages</h2><ul class=\"pages\">\(items)</ul></section>"
    }

    private func chapterTable() -> Markup {
        guard !entries.isEmpty else { return "<p>No chapters were found.</p>" }
        let rows: [Markup] = orderedEntries.filter { !$0.result.chapter.isPage }.map(row)
        return """
        <table class="chapters">
        <caption>Chapters with failures or translation drift first, then blocked ones, then the rest in book order (chapters this report did not run last).</caption>
        <thead><tr><th scope="col">Chapter</th><th scope="col">Language</th><th scope="col">Steps</th><th scope="col">Translation</th></tr></thead>
        <tbody>
        \(rows.joined(separator: "\n"))
        </tbody>
        </table>
        """
    }

    private func row(_ entry: Entry) -> Markup {
        let chapter = entry.result.chapter
        let language = ReportPath.languageFolder(chapter.language)
        guard entry.isRun else {
            return """
            <tr class="not-run">
            <th scope="row"><a class="title" href="\(entry.page.relative(from: path))" lang="\(language)">\(chapter.title)</a><div class="file">\(chapter.path)</div></th>
            <td>\(Vocabulary.forLanguage(language).languageName)</td>
            <td colspan="2"><span class="detail">not in this run: its page is kept from an earlier report</span></td>
            </tr>
            """
        }
        let counts = entry.counts
        let progress = StatusMarkup.progress(
            passed: counts.passed, failed: counts.failed, blocked: counts.blocked,
            text: "\(counts.passed)/\(counts.total) passed", counts: nil
        )
        return """
        <tr class="\(counts.status.rawValue)">
        <th scope="row">\(StatusMarkup.badge(counts.status, word: words.word(for: counts.status))) <a class="title" href="\(entry.page.relative(from: path))" lang="\(language)">\(chapter.title)</a><div class="file">\(chapter.path)</div></th>
        <td>\(Vocabulary.forLanguage(language).languageName)</td>
        <td>\(progress)</td>
        <td class="translation">\(translation(entry.translation, inBook: PagePlan.bookKey(of: chapter) != nil))</td>
        </tr>
        """
    }

    private func translation(_ status: TranslationStatus?, inBook: Bool) -> Markup {
        switch status {
        case nil where inBook:
            // A book chapter goes uncompared only when its other language's file could not be read.
            return "<span class=\"detail\">not compared: its translation could not be read (see above)</span>"
        case nil:
            return "<span class=\"detail\">not part of a book</span>"
        case .inSync?:
            return StatusMarkup.badge(.passed, word: "in sync")
        case .drift(let drifts)?:
            var markup = StatusMarkup.badge(.failed, word: "drift")
            for drift in drifts {
                markup = """
                \(markup)
                <div class="detail">\(drift.message)</div>
                <div class="detail"><code>\(drift.original.description)</code>: \(drift.originalLine)</div>
                <div class="detail"><code>\(drift.translation.description)</code>: \(drift.translationLine)</div>
                """
            }
            return markup
        case .notCompared(let reason)?:
            return "<span class=\"detail\">\(reason.english)</span>"
        case .untranslated(let present, let missing)?:
            return "<span class=\"status untranslated\"><span aria-hidden=\"true\">–</span> untranslated</span><div class=\"detail\">only in \(present.tag)/; \(missing.tag)/ is missing</div>"
        }
    }
}
