/// A top-level block of a chapter that is not a heading or a spec block, as the reader wrote it: a paragraph, a list,
/// a quote, a code block in another language. The chapter keeps the Markdown; a renderer asks for its HTML.
public struct ProseBlock: Equatable, Sendable {
    /// What kind of block it is, as cmark read it.
    public enum Kind: Equatable, Sendable {
        case paragraph
        /// A block quote (`>`), such as the chapter's introduction right after its title.
        case blockQuote
        case list
        /// A code block that is not a spec block (a Swift listing, or code in another language).
        case code
        /// A thematic break, an HTML block, …
        case other
    }

    /// What kind of block it is.
    public var kind: Kind
    /// The block's lines as they stand in the file.
    public var markdown: String

    /// A block of the given kind and Markdown.
    public init(_ kind: Kind, markdown: String) {
        self.kind = kind
        self.markdown = markdown
    }

    /// The block as HTML, by cmark's own renderer in safe mode (raw HTML omitted, `javascript:` links dropped), with
    /// the soft line breaks between two East Asian characters removed (a Chinese paragraph wrapped in the Markdown
    /// reads as one line) and control characters shown as U+FFFD.
    ///
    /// The block is rendered on its own: a link to a reference defined elsewhere in the chapter stays text.
    public func html() -> String {
        CommonMarkConverter.renderHTML(markdown)
    }
}
