import ChapterModel
import BookVerification
import HTML
import Messages
import Figures

/// The line under a Swift listing in a study guide: which check it got (compiled and run · type-checked against
/// iOS SDK N · syntax only · not checked), its outcome, and each compile error or failed check at its place.
struct ListingCheckMarkup {
    var result: ListingResult
    /// The page's language.
    var language: ReaderLanguage

    func html() -> Markup {
        var check = result.words.text(in: language)
        if case .notChecked(let reason) = result.check { check += StudyGuideMessages.reasonSeparator.text(in: language) + reason }
        let badge: Markup = switch result.status {
        case .passed: StatusMarkup.badge(.passed, word: StudyGuideMessages.passed.text(in: language))
        case .failed: StatusMarkup.badge(.failed, word: StudyGuideMessages.failed.text(in: language))
        case .notChecked: "<span class=\"status not-run\">\(StudyGuideMessages.notChecked.text(in: language))</span>"
        }
        let label = StudyGuideMessages.swiftListing.text(in: language)
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
    var language: ReaderLanguage

    func html() -> Markup {
        let words = language
        let caption = (version.isFirst ? ReportMessages.newFile : ReportMessages.newVersion(changed: version.changed.count)).text(in: words)
        var code = Markup.empty
        for (index, line) in version.lines.enumerated() {
            // The line feed stays outside the mark, which is as wide as the code block.
            code += version.changed.contains(index) && !version.isFirst ? "<mark class=\"changed-line\">\(line)</mark>\n" : "\(line)\n"
        }
        return "<figure class=\"file-version\"><figcaption><code>\(version.name)</code> · \(caption)</figcaption><pre><code class=\"language-swift\">\(code)</code></pre></figure>"
    }
}
