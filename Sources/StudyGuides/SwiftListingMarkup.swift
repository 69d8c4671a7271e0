import HTML
import Messages
import Figures

/// A spec block's Swift under the block on a study guide page: collapsed (`<details>`, no script), escaped.
struct SwiftListingMarkup {
    /// The Swift `chapters export swift` writes for the block.
    var swift: String
    /// The page's language.
    var language: ReaderLanguage

    /// The markup; `Markup`'s interpolation escapes the text once. The exported file's comments (the spec line above
    /// each call, the block's place) are left out here: the page shows those lines right above the Swift.
    var html: Markup { Self.html(code: code, language: language) }

    /// The markup of Swift whose comment lines are already left out (``withoutComments(_:)``).
    /// - Parameter givesAnswerAway: the block hides a predicted number on this page, which the Swift holds: the summary
    ///   warns before the reader opens it.
    static func html(code: String, language: ReaderLanguage, givesAnswerAway: Bool = false) -> Markup {
        var summary = StudyGuideMessages.swiftOfBlock.text(in: language)
        if givesAnswerAway { summary += StudyGuideMessages.swiftGivesAnswerAway.text(in: language) }
        return """
        <details class="swift-listing"><summary>\(summary)</summary>
        <pre><code class="language-swift">\(code)</code></pre>
        </details>
        """
    }

    /// The Swift without its comment lines (computed once per block: a page weighs it, then shows it).
    var code: String { Self.withoutComments(swift) }

    /// `swift` without the lines whose first non-space characters are `//`. Scans the UTF-8 bytes (a page's listings
    /// are most of its text) and confirms each candidate line with `Character`s, so that it cuts exactly where
    /// `split(separator: "\n")` does (never inside `\r\n`).
    static func withoutComments(_ swift: String) -> String {
        let bytes = Array(swift.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0, first = true
        func take(_ end: Int) {
            var index = start
            while index < end, bytes[index] == 0x20 { index += 1 }
            var comment = false
            if end - index >= 2, bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
                let line = String(decoding: bytes[start..<end], as: UTF8.self)
                comment = line.drop { $0 == " " }.hasPrefix("//")
            }
            if !comment {
                if !first { kept.append(0x0A) }
                kept.append(contentsOf: bytes[start..<end])
                first = false
            }
        }
        for index in bytes.indices where bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) {
            take(index)
            start = index + 1
        }
        take(bytes.count)
        return String(decoding: kept, as: UTF8.self)
    }

    /// The most Swift (bytes, comments left out) a page shows inline under its blocks; chapter pages stay under 300 KB.
    static let pageBudget = 40_000

    /// Said once, under a chapter's first block, when its Swift is over ``pageBudget``.
    static func exportNote(path: String, bytes: Int, language: ReaderLanguage) -> Markup {
        let words = StudyGuideMessages.swiftNotShown(size: "\((bytes + 1023) / 1024) KB")
        let command = "swift run chapters export swift \(path) --out Scenarios"
        return "<p class=\"swift-listing-note\">\(words.before.text(in: language))<code>\(command)</code>\(words.after.text(in: language))</p>"
    }
}
