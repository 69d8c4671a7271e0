import BookVerification
import ChapterModel
import Figures
import HTML
import Messages
import Reports
import ScenarioExport
import SpecInterpreter

/// One chapter's study guide: its prose as cmark rendered it (safe mode), every spec block line by line
/// with its outcome, a figure of the world after each block, the chapter's introduction and progress at the
/// top, a sticky list of its steps beside it, and links to the book, to the chapters before and after it and
/// to the same chapter in the other language.
///
/// Each part of the page is one function (`header`, `introduction`, `tableOfContents`, `content`, `pager`).
struct StudyGuidePage {
    /// Another chapter page this one links to.
    struct Link {
        var path: ReportPath
        var title: String
    }

    var result: ChapterResult
    /// Where this page is written.
    var path: ReportPath
    /// Where the index is written.
    var index: ReportPath
    /// The same chapter in the other language, if the report has it.
    var counterpart: (path: ReportPath, language: String)?
    /// How the chapter's translation stands, when it belongs to a book.
    var translation: TranslationStatus?
    /// The chapters before and after this one in the same language.
    var previous: Link? = nil
    var next: Link? = nil
    /// Whether marked predictions show their numbers (the teacher's copy) instead of hiding them.
    var showingAnswers = false

    fileprivate var chapter: Chapter { result.chapter }
    fileprivate var words: Vocabulary { Vocabulary.forLanguage(ReportPath.languageFolder(chapter.language)) }

    /// The most a chapter page weighs with its figures' replays; a page that would weigh more is written without them
    /// (its figures keep their still drawings and their snaps).
    static let replayBudget = 300_000

    func html() -> String {
        let page = html(replays: true)
        guard page.utf8.count > Self.replayBudget else { return page }
        return html(replays: false)
    }

    private func html(replays: Bool) -> String {
        let (content, style) = self.content(replays: replays)
        let body: Markup = """
        <a class="skip" href="#content">\(words.skipToContent)</a>
        <div class="page chapter-page">
        \(header())
        <div class="layout">
        \(tableOfContents())
        <main id="content">
        <article>
        \(content)
        </article>
        \(pager())
        </main>
        </div>
        <footer><p>\(words.generatedBy)</p></footer>
        </div>
        """
        return HTMLDocument.page(language: words.language, title: chapter.title, body: body, style: style).html
    }

    // MARK: - Header

    private func header() -> Markup {
        var links: [Markup] = ["<a href=\"\(index.relative(from: path))\">← \(words.allChapters)</a>"]
        if let previous { links.append("<a href=\"\(previous.path.relative(from: path))\" rel=\"prev\">‹ \(words.page.previous)</a>") }
        if let next { links.append("<a href=\"\(next.path.relative(from: path))\" rel=\"next\">\(words.page.next) ›</a>") }
        if let counterpart {
            let other = Vocabulary.forLanguage(counterpart.language)
            links.append("<a href=\"\(counterpart.path.relative(from: path))\" hreflang=\"\(other.language)\" lang=\"\(other.language)\">\(other.languageName)</a>")
        }
        return """
        <header class="page-header">
        <nav aria-label="\(words.pageLinks)">\(links.joined(separator: "\n"))</nav>
        </header>
        """
    }

    /// The chapter's progress, its file and translation status, and any warnings, under its title and introduction.
    fileprivate func status() -> Markup {
        """
        <div class="chapter-status">
        \(progress())
        <p class="file">\(chapter.path)\(translationNote())</p>
        \(warnings())
        </div>
        """
    }

    private func progress() -> Markup {
        let steps = result.counts
        var counts: [String] = []
        if steps.failed > 0 { counts.append(words.count(steps.failed, words.failed)) }
        if steps.blocked > 0 { counts.append(words.count(steps.blocked, words.blocked)) }
        return StatusMarkup.progress(
            passed: steps.passed, failed: steps.failed, blocked: steps.blocked,
            text: words.stepsPassed(steps.passed, steps.total),
            counts: counts.isEmpty ? nil : counts.joined(separator: " · ")
        )
    }

    private func translationNote() -> Markup {
        switch translation {
        case nil: .empty
        case .inSync?: " · \(words.translationInSync)"
        case .drift(let drifts)?:
            " · <strong class=\"status failed\"><span aria-hidden=\"true\">✗</span> \(words.translationDrift)</strong> \(drifts[0].text.text(in: chapter.language)) (\(drifts[0].original.description) ↔ \(drifts[0].translation.description))"
                + (drifts.count > 1 ? " (+\(drifts.reduce(0) { $0 + $1.count } - 1))" : "")
        case .untranslated(_, let missing)?: " · \(words.untranslated(missing.tag))"
        case .notCompared?: .empty
        }
    }

    private func warnings() -> Markup {
        guard !chapter.diagnostics.isEmpty else { return .empty }
        let items: [Markup] = chapter.diagnostics.map { diagnostic in
            "<li>\(words.warning): \(diagnostic.location.description): \(diagnostic.message)\(diagnostic.hint.map { " (\($0))" } ?? "")</li>"
        }
        return "<ul class=\"warnings\">\(items)</ul>"
    }

    private func tableOfContents() -> Markup {
        guard !result.steps.isEmpty else { return .empty }
        let items: [Markup] = result.steps.map { step in
            "<li><a href=\"#\(Self.stepAnchor(step.stepIndex))\">\(step.step.title)</a>\(StatusMarkup.badge(step.status, word: words.word(for: step.status)))</li>"
        }
        return "<nav class=\"toc\" aria-label=\"\(words.steps)\"><p class=\"toc-title\">\(words.page.onThisPage)</p><ol>\(items)</ol></nav>"
    }

    // MARK: - Introduction

    /// The chapter's objectives, time and iOS version, shown under its title in place of the quote that states them.
    fileprivate func introduction(_ introduction: ChapterIntroduction) -> Markup {
        var facts: [Markup] = []
        if let minutes = introduction.minutes { facts.append("<span class=\"fact\"><svg class=\"icon\" viewBox=\"0 0 16 16\" aria-hidden=\"true\"><circle cx=\"8\" cy=\"8.5\" r=\"6\"/><path d=\"M8 5.5V8.5l2 1.5M6.5 1.5h3\"/></svg> \(words.page.minutes(minutes))</span>") }
        if let version = introduction.iOSVersion { facts.append("<span class=\"fact\">\(words.page.iOS(version))</span>") }
        let items: [Markup] = introduction.objectives.map { "<li>\($0)</li>" }
        return """
        <section class="introduction" aria-label="\(words.page.objectives)">
        <p class="introduction-title">\(words.page.objectives)</p>
        <ul>\(items)</ul>
        \(facts.isEmpty ? Markup.empty : "<p class=\"facts\">\(facts.joined(separator: " "))</p>")
        </section>
        """
    }

    // MARK: - Chapters before and after

    private func pager() -> Markup {
        guard previous != nil || next != nil else { return .empty }
        var cells: [Markup] = []
        cells.append(previous.map { "<a class=\"previous\" href=\"\($0.path.relative(from: path))\" rel=\"prev\"><span class=\"direction\">‹ \(words.page.previous)</span><span class=\"title\">\($0.title)</span></a>" } ?? "<span></span>")
        cells.append(next.map { "<a class=\"next\" href=\"\($0.path.relative(from: path))\" rel=\"next\"><span class=\"direction\">\(words.page.next) ›</span><span class=\"title\">\($0.title)</span></a>" } ?? "<span></span>")
        return "<nav class=\"pager\" aria-label=\"\(words.page.chapterNavigation)\">\(cells.joined())</nav>"
    }

    static func stepAnchor(_ index: Int) -> String { "step-\(index + 1)" }

    // MARK: - Content

    /// The article, and the CSS its figures' animations need.
    private func content(replays: Bool) -> (Markup, String) {
        var article = Article(page: self, replays: replays)
        for (contentIndex, item) in chapterContent().enumerated() {
            switch item {
            case .heading(let level, let text, let location): article.heading(level: level, text: text, at: location)
            case .prose(let prose): article.prose(prose, at: contentIndex)
            case .spec(let stepIndex, let blockIndex): article.spec(step: stepIndex, block: blockIndex)
            }
        }
        return article.finished()
    }

    /// The chapter's content; for a chapter read without prose, its headings and spec blocks.
    private func chapterContent() -> [ChapterContent] {
        if !chapter.content.isEmpty { return chapter.content }
        var content: [ChapterContent] = [.heading(level: 1, text: chapter.title, location: SourceLocation(file: chapter.path, line: 0, column: 0))]
        for (index, step) in chapter.steps.enumerated() {
            content.append(.heading(level: 2, text: step.title, location: step.location))
            content += step.blocks.indices.map { .spec(step: index, block: $0) }
        }
        return content
    }
}

/// A chapter page's article, built item by item of the chapter's content: the status after the title (or after the
/// introduction), the prose, each spec block with its figure and its Swift, each listing with its check.
private struct Article {
    let page: StudyGuidePage
    let replays: Bool
    private let stepsByIndex: [Int: StepResult]
    private let stepIndexByLocation: [SourceLocation: Int]
    private let listingsByContent: [Int: ListingResult]
    private let swiftByFence: [Int: String]
    private let swiftBytes: Int
    private var swiftNotePending: Bool
    private var parts: [Markup] = []
    private var titleShown = false
    private var statusShown = false
    private var introductionPending: ChapterIntroduction?
    private var worldBefore: World?
    private var style = ""

    init(page: StudyGuidePage, replays: Bool) {
        self.page = page
        self.replays = replays
        let result = page.result, chapter = page.chapter
        stepsByIndex = Dictionary(result.steps.map { ($0.stepIndex, $0) }, uniquingKeysWith: { first, _ in first })
        // Each block's Swift without its comments, computed once: weighed here, shown under its block below.
        let file = result.parsed.map { SwiftScenarioFile(parsed: $0, sourcePath: chapter.path) } ?? SwiftScenarioFile(chapter: chapter, sourcePath: chapter.path)
        let allSwift = file.blockSources.mapValues(SwiftListingMarkup.withoutComments)
        // Each block's Swift is shown under it while the chapter's Swift fits the page's weight budget; a chapter with
        // more (the language reference) says once how to get it instead.
        swiftBytes = allSwift.values.reduce(0) { $0 + $1.utf8.count }
        let swiftFits = swiftBytes <= SwiftListingMarkup.pageBudget
        swiftByFence = swiftFits ? allSwift : [:]
        swiftNotePending = !swiftFits && !allSwift.isEmpty
        stepIndexByLocation = Dictionary(chapter.steps.enumerated().map { ($1.location, $0) }, uniquingKeysWith: { first, _ in first })
        listingsByContent = Dictionary(result.listings.compactMap { listing in listing.listing.contentIndex.map { ($0, listing) } },
                                       uniquingKeysWith: { first, _ in first })
        introductionPending = chapter.introduction
    }

    private var chapter: Chapter { page.chapter }
    private var words: Vocabulary { page.words }

    private mutating func showStatus() {
        parts.append(page.status())
        statusShown = true
    }

    mutating func heading(level: Int, text: String, at location: SourceLocation) {
        let stepIndex = stepIndexByLocation[location]
        let step = stepIndex.flatMap { stepsByIndex[$0] }
        let anchor: Markup = stepIndex.map { " id=\"\(StudyGuidePage.stepAnchor($0))\"" } ?? .empty
        let badge: Markup = step.map { " " + StatusMarkup.badge($0.status, word: words.word(for: $0.status)) } ?? .empty
        let tag = level == 1 && !titleShown ? 1 : max(2, min(level, 6))
        if level == 1 { titleShown = true }
        if tag != 1, !statusShown { showStatus() }
        if tag != 1 { introductionPending = nil }
        parts.append("<h\(tag)\(anchor)>\(text)\(badge)</h\(tag)>")
        if tag == 1, chapter.introduction == nil { showStatus() }
    }

    mutating func prose(_ prose: ProseBlock, at contentIndex: Int) {
        // The quote right after the title that states the introduction is shown as the introduction.
        if let shown = introductionPending, titleShown, prose.kind == .blockQuote {
            parts.append(page.introduction(shown))
            showStatus()
            introductionPending = nil
            return
        }
        if introductionPending != nil, !statusShown { showStatus() }
        introductionPending = nil
        if let version = listingsByContent[contentIndex]?.version {
            // A version of a file of the reader's app: the whole file as it now stands, its changes marked.
            parts.append(FileVersionMarkup(version: version, language: chapter.language).html())
        } else {
            parts.append(.renderedByCmark(prose.html()))
        }
        if let listing = listingsByContent[contentIndex] {
            parts.append(ListingCheckMarkup(result: listing, language: chapter.language).html())
        }
    }

    mutating func spec(step stepIndex: Int, block blockIndex: Int) {
        if !statusShown { showStatus() }
        guard let step = stepsByIndex[stepIndex], step.blocks.indices.contains(blockIndex) else { return }
        var markup = SpecBlockMarkup(block: step.blocks[blockIndex], words: words, before: worldBefore, replays: replays, showingAnswers: page.showingAnswers)
        let lines = Set(step.blocks[blockIndex].lines.map(\.location.line))
        markup.app = Dictionary((step.app?.lines ?? []).filter { lines.contains($0.location.line) }.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        let rendered = markup.render()
        parts.append(rendered.html)
        let fence = step.blocks[blockIndex].block.location.line
        if let swift = swiftByFence[fence] {
            // The Swift compares with the predicted numbers: on the learner's copy its summary says so.
            parts.append(SwiftListingMarkup.html(code: swift, language: chapter.language, givesAnswerAway: !page.showingAnswers && markup.hidesAnswer))
        }
        if swiftNotePending {
            parts.append(SwiftListingMarkup.exportNote(path: chapter.path, bytes: swiftBytes, language: chapter.language))
            swiftNotePending = false
        }
        style += rendered.style
        if let world = step.blocks[blockIndex].world { worldBefore = world }
    }

    /// The article, and the CSS its figures' animations need.
    mutating func finished() -> (Markup, String) {
        if !statusShown { showStatus() }
        return (parts.joined(separator: "\n"), style)
    }
}
