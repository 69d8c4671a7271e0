/// A spec block's Swift under the block on a study guide page: collapsed (`<details>`, no script), escaped.
struct SwiftListingMarkup {
    /// The Swift `chapters export swift` writes for the block.
    var swift: String
    /// The page's language (`en` or `zh-Hans`).
    var language: String

    /// The markup; `Markup`'s interpolation escapes the text once. The exported file's comments (the spec line above
    /// each call, the block's place) are left out here: the page shows those lines right above the Swift.
    var html: Markup {
        let summary = language == "zh-Hans" ? "这段规格的 Swift 代码" : "This block in Swift"
        return """
        <details class="swift-listing"><summary>\(summary)</summary>
        <pre><code class="language-swift">\(code)</code></pre>
        </details>
        """
    }

    /// The Swift without its comment lines.
    var code: String {
        swift.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
            .joined(separator: "\n")
    }

    /// The most Swift (bytes, comments left out) a page shows inline under its blocks; chapter pages stay under 300 KB.
    static let pageBudget = 40_000

    /// Said once, under a chapter's first block, when its Swift is over ``pageBudget``.
    static func exportNote(path: String, bytes: Int, language: String) -> Markup {
        let size = "\((bytes + 1023) / 1024) KB"
        let command = "swift run chapters export swift \(path) --out Scenarios"
        if language == "zh-Hans" {
            return "<p class=\"swift-listing-note\">本章的规格块很多，它们的 Swift 代码（\(size)）没有放进本页，以免页面过大。用 <code>\(command)</code> 导出。</p>"
        }
        return "<p class=\"swift-listing-note\">This chapter has many spec blocks; their Swift (\(size)) is not shown on the page to keep it light. <code>\(command)</code> writes it.</p>"
    }
}
