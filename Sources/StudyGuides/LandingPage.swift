import ChapterModel
import Figures
import HTML
import Reports

/// The book's front page for learners: what the book is, where to start, and every chapter in reading order with
/// what it teaches, in both languages side by side. Progress and translation status live on the dashboard
/// (``IndexPage``), which this page links for authors.
struct LandingPage {
    /// Chapters in the report's order.
    var chapters: [Chapter]
    var plan: PagePlan
    var path: ReportPath
    var progress: ReportPath

    private static let languages = ChapterReader.knownLanguages

    func html() -> String {
        let english = Vocabulary.english.page, chinese = Vocabulary.chinese.page
        let body: Markup = """
        <a class="skip" href="#book">Skip to the chapters</a>
        <div class="page landing">
        <header class="landing-header">
        <h1>\(english.bookTitle)</h1>
        <p class="subtitle">\(english.bookSubtitle)</p>
        <p class="title-zh" lang="zh-Hans">\(chinese.bookTitle)</p>
        <p class="subtitle" lang="zh-Hans">\(chinese.bookSubtitle)</p>
        \(startLinks())
        </header>
        <main id="book">
        \(chapterList())
        \(bookPages())
        \(referenceLinks())
        </main>
        <footer><p><a href="\(progress.relative(from: path))">\(english.progressDashboard)</a> · <a href="\(progress.relative(from: path))" lang="zh-Hans">\(chinese.progressDashboard)</a></p><p>\(Vocabulary.english.generatedBy)</p></footer>
        </div>
        """
        return HTMLDocument.page(language: "en", title: english.bookTitle, body: body).html
    }

    /// "Start reading" in each language, to the first chapter of that language (after chapter 00, the spec
    /// language's reference, when there is one).
    private func startLinks() -> Markup {
        let links: [Markup] = Self.languages.compactMap { language in
            let candidates = chapters.indices.filter { plan.languageFolders[$0] == language }
            guard let first = candidates.first(where: { !chapters[$0].fileName.hasPrefix("00") }) ?? candidates.first else { return nil }
            let words = Vocabulary.forLanguage(language)
            let text = language == "en" ? "Start reading: \(chapters[first].title)" : "开始阅读：\(chapters[first].title)"
            return "<a class=\"start\" href=\"\(plan.paths[first].relative(from: path))\" lang=\"\(words.language)\">\(text) ›</a>"
        }
        return links.isEmpty ? .empty : "<p class=\"starts\">\(links.joined(separator: " "))</p>"
    }

    /// Chapters grouped with their translations, in the order their first language appears.
    private var groups: [[String: Int]] {
        var groups: [[String: Int]] = []
        var groupOfIndex: [Int: Int] = [:]
        for index in chapters.indices {
            if let other = plan.counterpartIndex(of: index), let group = groupOfIndex[other] {
                groups[group][plan.languageFolders[index]] = index
                groupOfIndex[index] = group
            } else {
                groupOfIndex[index] = groups.count
                groups.append([plan.languageFolders[index]: index])
            }
        }
        return groups
    }

    private func chapterList() -> Markup {
        guard !chapters.isEmpty else { return "<p>No chapters were found.</p>" }
        let items: [Markup] = groups.filter { group in !group.values.contains { chapters[$0].isPage } }.map { group in
            let first = Self.languages.compactMap { group[$0] }.first ?? group.values.min() ?? 0
            let number = String(chapters[first].fileName.prefix { $0.isNumber })
            let cells: [Markup] = Self.languages.compactMap { language in group[language].map(entry) }
            return """
            <li class="book-chapter">\(number.isEmpty ? Markup.empty : "<span class=\"number\" aria-hidden=\"true\">\(number)</span>")<div class="versions">\(cells.joined())</div></li>
            """
        }
        return "<ol class=\"book\">\(items.joined(separator: "\n"))</ol>"
    }

    /// Links to the book's pages that are not chapters (`credits.md`, "Sources and credits"), in each language.
    private func bookPages() -> Markup {
        let links: [Markup] = chapters.indices.filter { chapters[$0].isPage }.map { index in
            "<a href=\"\(plan.paths[index].relative(from: path))\" lang=\"\(Vocabulary.forLanguage(plan.languageFolders[index]).language)\">\(chapters[index].title)</a>"
        }
        return links.isEmpty ? .empty : "<p class=\"book-pages\">\(links.joined(separator: " · "))</p>"
    }

    /// The printable one-page references of each language: the formula card and the cheat sheet.
    private func referenceLinks() -> Markup {
        let links: [Markup] = ReferencePages.languages.map { language in
            let chinese = language == "zh-Hans"
            let formulas = ReferencePages.formulasPath(language).relative(from: path)
            let sheet = ReferencePages.cheatSheetPath(language).relative(from: path)
            return "<span lang=\"\(language)\"><a href=\"\(formulas)\">\(chinese ? "公式卡" : "Formula card")</a> · <a href=\"\(sheet)\">\(chinese ? "规格语言速查表" : "Spec language cheat sheet")</a></span>"
        }
        return "<p class=\"book-pages references\">\(links.joined(separator: " · "))</p>"
    }

    /// One language's version of a chapter: its title, what it teaches, and how long it takes.
    private func entry(_ index: Int) -> Markup {
        let chapter = chapters[index]
        let words = Vocabulary.forLanguage(plan.languageFolders[index])
        var facts: [String] = []
        if let minutes = chapter.introduction?.minutes { facts.append(words.page.minutes(minutes)) }
        if let version = chapter.introduction?.iOSVersion { facts.append(words.page.iOS(version)) }
        facts.append(words.page.stepCount(chapter.countedSteps.count))
        let summary: Markup
        if let objectives = chapter.introduction?.objectives, !objectives.isEmpty {
            summary = "<ul class=\"objectives\">\(objectives.map { "<li>\($0)</li>" as Markup })</ul>"
        } else {
            summary = Self.firstParagraph(of: chapter).map { "<div class=\"summary\">\($0)</div>" } ?? .empty
        }
        return """
        <div class="version" lang="\(words.language)"><a class="title" href="\(plan.paths[index].relative(from: path))">\(chapter.title)</a>\(summary)<p class="facts">\(facts.joined(separator: " · "))</p></div>
        """
    }

    /// The chapter's first paragraph of prose (cmark's safe HTML), which says what it is about.
    static func firstParagraph(of chapter: Chapter) -> Markup? {
        for item in chapter.content {
            if case .prose(let prose) = item, prose.kind == .paragraph { return .renderedByCmark(prose.html()) }
            if case .heading(let level, _, _) = item, level > 1 { return nil }
        }
        return nil
    }
}
