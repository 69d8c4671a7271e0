import HTML
import Reports
/// The report's two printable references per language, each one A4 page: the formula card (``FormulaCard``) and
/// the spec language's cheat sheet (``CheatSheet``), at `<language>/formulas.html` and `<language>/cheatsheet.html`,
/// linked from the landing page. Self-contained like every page: inline CSS, no scripts.
enum ReferencePages {
    static let languages = ["en", "zh-Hans"]

    static func formulasPath(_ language: String) -> ReportPath {
        ReportPath("\(ReportPath.languageFolder(language))/formulas.html") ?? StudyGuide.indexPath
    }

    static func cheatSheetPath(_ language: String) -> ReportPath {
        ReportPath("\(ReportPath.languageFolder(language))/cheatsheet.html") ?? StudyGuide.indexPath
    }

    /// Every reference page with its path.
    static func pages() -> [(path: ReportPath, html: String)] {
        languages.flatMap { language in
            [(formulasPath(language), formulas(language: language)), (cheatSheetPath(language), cheatSheet(language: language))]
        }
    }

    /// Text with `code` spans between backticks; everything escaped.
    static func inline(_ text: String) -> Markup {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        var result = Markup.empty
        for (index, part) in parts.enumerated() {
            result += index % 2 == 1 ? "<code>\(String(part))</code>" : "\(String(part))"
        }
        return result
    }

    private static func pick(_ pair: (english: String, chinese: String), _ language: String) -> String {
        language == "zh-Hans" ? pair.chinese : pair.english
    }

    static func formulas(language: String) -> String {
        let chinese = language == "zh-Hans"
        let path = formulasPath(language)
        let title = chinese ? "公式卡：引擎里的每个数字" : "Formula card: every number the engines use"
        let rows: [Markup] = FormulaCard.rows.map { row in
            let formula: [Markup] = row.formula.map { "<div>\($0)</div>" }
            return """
            <tr><th scope="row"><span class="ch">\(row.chapter)</span> \(pick(row.title, language))</th><td class="formula">\(formula)</td><td>\(inline(pick(row.notes, language)))<div class="source">\(inline(pick(row.source, language)))</div><div class="code">Sources/\(row.code)</div></td></tr>
            """
        }
        let head = chinese ? ("内容", "公式", "说明 · 出处 · 代码") : ("What", "Formula", "Notes · where the numbers come from · code")
        let intro = chinese
            ? "每条公式都和引擎代码里算的一模一样（下面注明了文件）；每个常数都注明出处：UIKit 规定的，还是本章所依据的文章自己选的。"
            : "Each formula is what the engines compute, in the file named under it; each constant says where it comes from: UIKit, or the article a chapter follows."
        let body: Markup = """
        <main class="reference formulas">
        <header><h1>\(title)</h1><p>\(intro)</p><p class="back"><a href="\(StudyGuide.indexPath.relative(from: path))">\(chinese ? "返回目录" : "All chapters")</a></p></header>
        <table>
        <thead><tr><th scope="col">\(head.0)</th><th scope="col">\(head.1)</th><th scope="col">\(head.2)</th></tr></thead>
        <tbody>
        \(rows.joined(separator: "\n"))
        </tbody>
        </table>
        </main>
        """
        return HTMLDocument.page(language: language, title: title, body: body, style: css.description).html
    }

    static func cheatSheet(language: String) -> String {
        let chinese = language == "zh-Hans"
        let path = cheatSheetPath(language)
        let title = chinese ? "规格语言速查表" : "The spec language on one page"
        let groups: [Markup] = CheatSheet.groups.map { group in
            let entries: [Markup] = group.entries.map { entry in
                let (first, second) = chinese ? (entry.chinese, entry.english) : (entry.english, entry.chinese)
                return "<li><code class=\"first\">\(first)</code><code class=\"second\" lang=\"\(chinese ? "en" : "zh-Hans")\">\(second)</code></li>"
            }
            return "<section><h2>\(chinese ? group.chinese : group.english)</h2><ul>\(entries)</ul></section>"
        }
        let rules: [Markup] = CheatSheet.rules.map { "<li>\(inline(chinese ? $0.chinese : $0.english))</li>" }
        let body: Markup = """
        <main class="reference cheatsheet">
        <header><h1>\(title)</h1><p class="back"><a href="\(StudyGuide.indexPath.relative(from: path))">\(chinese ? "返回目录" : "All chapters")</a> · \(chinese ? "完整说明见第 00 章。每行下面是另一种语言的写法。" : "Chapter 00 has the whole reference. Under each line: the same line in Chinese.")</p></header>
        <ul class="rules">\(rules)</ul>
        <div class="groups">
        \(groups.joined(separator: "\n"))
        </div>
        </main>
        """
        return HTMLDocument.page(language: language, title: title, body: body, style: css.description).html
    }

    /// The two pages' own CSS, after the shared stylesheet: compact on screen, one A4 page in print.
    static let css: Markup = """
    .reference { max-width: 60rem; margin: 0 auto; padding: 1rem; }
    .reference h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
    .reference header p { margin: .1rem 0; font-size: .85rem; }
    .formulas table { border-collapse: collapse; width: 100%; font-size: .8rem; line-height: 1.35; }
    .formulas th, .formulas td { border-top: 1px solid var(--line); padding: .3rem .4rem; vertical-align: top; text-align: left; }
    .formulas thead th { font-size: .75rem; color: var(--muted); }
    .formulas tbody th { width: 17%; }
    .formulas .ch { color: var(--muted); font-weight: 400; }
    .formulas .formula { width: 36%; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", "WenQuanYi Micro Hei Mono", monospace; }
    .formulas .source { color: var(--fg); font-style: italic; }
    .formulas .code { color: var(--muted); font-family: ui-monospace, monospace; font-size: .7rem; overflow-wrap: anywhere; }
    .cheatsheet .rules { font-size: .8rem; margin: .3rem 0 .4rem; padding-left: 1.1rem; line-height: 1.35; }
    .cheatsheet .groups { columns: 2; column-gap: 1.2rem; }
    .cheatsheet h2 { break-after: avoid; }
    .cheatsheet h2 { font-size: .85rem; margin: .3rem 0 .1rem; border-bottom: 1px solid var(--line); }
    .cheatsheet ul:not(.rules) { list-style: none; margin: 0; padding: 0; }
    .cheatsheet li { break-inside: avoid; margin: 0 0 .12rem; line-height: 1.2; }
    .cheatsheet .groups code { display: block; white-space: pre-wrap; font-size: .72rem; }
    .cheatsheet code.second { color: var(--muted); font-size: .66rem; padding-left: 1em; }
    @page { size: A4; margin: 9mm; }
    @media print {
      body { font-size: 9pt; background: #fff; color: #000; }
      .reference { max-width: none; padding: 0; }
      .reference .back { display: none; }
      .reference h1 { font-size: 12pt; }
      .formulas table { font-size: 7.4pt; line-height: 1.25; }
      .formulas th, .formulas td { padding: 2.2pt 3pt; }
      .formulas .code { font-size: 6.4pt; }
      .cheatsheet .rules { font-size: 7.2pt; }
      .cheatsheet h2 { font-size: 7.8pt; }
      .cheatsheet .groups { columns: 3; column-gap: 10pt; }
      .cheatsheet .groups code { font-size: 6.3pt; }
      .cheatsheet code.second { font-size: 5.9pt; }
      .cheatsheet li { margin-bottom: 1pt; line-height: 1.15; }
      .cheatsheet .rules { columns: 2; column-gap: 10pt; margin: 2pt 0; }
    }
    """
}
