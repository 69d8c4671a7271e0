import ChapterModel
import ChapterRunner
import HTML
import Messages

/// The line under a Swift listing in a study guide: which check it got (compiled and run · type-checked against
/// iOS SDK N · syntax only · not checked), its outcome, and each compile error or failed check at its place.
struct ListingCheckMarkup {
    var result: ListingResult
    /// `en` or `zh-Hans`.
    var language: String

    func html() -> Markup {
        let chinese = language == "zh-Hans"
        var check = result.words.text(in: chinese ? .chinese : .english)
        if case .notChecked(let reason) = result.check { check += (chinese ? "：" : ": ") + reason }
        let badge: Markup = switch result.status {
        case .passed: StatusMarkup.badge(.passed, word: chinese ? "通过" : "passed")
        case .failed: StatusMarkup.badge(.failed, word: chinese ? "失败" : "failed")
        case .notChecked: "<span class=\"status not-run\">\(chinese ? "未检查" : "not checked")</span>"
        }
        let label = chinese ? "Swift 代码" : "Swift listing"
        var parts: [Markup] = ["<p class=\"listing-check\">\(badge) \(label) · \(check)</p>"]
        if !result.failures.isEmpty {
            let items: [Markup] = result.failures.map { "<li><code>\($0.location.description)</code> \($0.message)</li>" }
            parts.append("<ul class=\"listing-failures warnings\">\(items)</ul>")
        }
        return parts.joined(separator: "\n")
    }
}

/// A listing that is a version of a file of the reader's app, as DocC tutorials show a code step: the file's name,
/// then the whole file as it now stands with the lines this listing added or changed marked.
struct FileVersionMarkup {
    var version: FileVersion
    var language: String

    func html() -> Markup {
        let words: ReaderLanguage = language == "zh-Hans" ? .chinese : .english
        let caption = (version.isFirst ? ReportMessages.newFile : ReportMessages.newVersion(changed: version.changed.count)).text(in: words)
        var code = Markup.empty
        for (index, line) in version.lines.enumerated() {
            // The line feed stays outside the mark, which is as wide as the code block.
            code += version.changed.contains(index) && !version.isFirst ? "<mark class=\"changed-line\">\(line)</mark>\n" : "\(line)\n"
        }
        return "<figure class=\"file-version\"><figcaption><code>\(version.name)</code> · \(caption)</figcaption><pre><code class=\"language-swift\">\(code)</code></pre></figure>"
    }
}
