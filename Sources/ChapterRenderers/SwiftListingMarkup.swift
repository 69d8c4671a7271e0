/// A spec block's Swift under the block on a study guide page: collapsed (`<details>`, no script), escaped.
struct SwiftListingMarkup {
    /// The Swift `chapters export swift` writes for the block.
    var swift: String
    /// The page's language (`en` or `zh-Hans`).
    var language: String

    var html: Markup {
        let summary = language == "zh-Hans" ? "这段规格的 Swift 代码" : "This block in Swift"
        return """
        <details class="swift-listing"><summary>\(HTMLEscaping.escape(summary))</summary>
        <pre><code class="language-swift">\(HTMLEscaping.escape(swift))</code></pre>
        </details>
        """
    }
}
