import TableModel

/// A "read more" text label: collapsed it shows as much of its text as fits in a maximum height, followed by
/// a *more* suffix; expanded it shows the whole text followed by a *less* suffix.
///
/// Text is measured with ``CharacterWidth``: East Asian Wide and Fullwidth characters advance one font size,
/// all others half of one. Lines are `1.25 × fontSize` tall and wrap greedily per character (see
/// ``lines``). A text that fits whole within ``maxHeight`` is not expandable: it shows whole, with no suffix,
/// and ``tap()`` does nothing.
///
/// The label lays its text out once, when it is made and whenever a suffix or the truncation decision changes; reading
/// ``shownText``, ``lines`` or ``height`` wraps nothing.
///
/// ```swift
/// var label = ExpandableLabel(text: longText, width: 200, fontSize: 16, maxHeight: 80)
/// label.shownText      // the longest prefix that fits in 4 lines together with "...全文"
/// label.tap()          // .expandedLabel
/// label.shownText      // longText + "收起"
/// ```
public struct ExpandableLabel: Sendable, Equatable {
    /// The whole text; a newline in it breaks a line.
    public let text: String
    /// The label's width in points; a line's characters must fit within it.
    public let width: Double
    /// The font size in points.
    public let fontSize: Double
    /// The most a collapsed label may be tall, in points.
    public let maxHeight: Double
    /// What follows the shown prefix while collapsed (the thread's `...全文`).
    public var moreSuffix: String { didSet { layOut() } }
    /// What follows the whole text while expanded (the thread's `收起`).
    public var lessSuffix: String { didSet { layOut() } }
    /// Whether the whole text shows. Only an expandable label can be expanded.
    public private(set) var isExpanded: Bool = false
    /// Exercise `label-truncation`: how many characters a collapsed label shows before its suffix.
    public var truncation = PluggedDecision<any LabelTruncationDecision>(BookLabelTruncation()) { didSet { layOut() } }
    /// What shows collapsed and expanded, wrapped when the inputs last changed.
    private var layout = Layout()

    /// The text and lines of both states, and what they were worked out from.
    private struct Layout: Sendable, Equatable {
        var isExpandable = false
        var collapsedPrefixLength = 0
        var collapsedText = ""
        var collapsedLines: [String] = []
        var expandedText = ""
        var expandedLines: [String] = []
    }

    /// A collapsed label.
    /// - Parameters:
    ///   - text: the whole text; a newline in it breaks a line.
    ///   - width: the label's width in points.
    ///   - fontSize: the font size in points; lines are `1.25 ×` as tall.
    ///   - maxHeight: the most a collapsed label may be tall, in points.
    ///   - moreSuffix: what follows the shown prefix while collapsed.
    ///   - lessSuffix: what follows the whole text while expanded.
    ///   - truncation: how many characters a collapsed label shows (given here, the label is laid out once, not again
    ///     when ``truncation`` is set after it is made).
    public init(
        text: String,
        width: Double,
        fontSize: Double,
        maxHeight: Double,
        moreSuffix: String = "...全文",
        lessSuffix: String = "收起",
        truncation: any LabelTruncationDecision = BookLabelTruncation()
    ) {
        self.text = text
        self.width = width
        self.fontSize = fontSize
        self.maxHeight = maxHeight
        self.moreSuffix = moreSuffix
        self.lessSuffix = lessSuffix
        self.truncation = PluggedDecision(truncation)
        layOut()
    }

    /// How far `character` advances the pen at `fontSize`: one font size if it is East Asian Wide or
    /// Fullwidth, half of one otherwise (East Asian Ambiguous included).
    public static func advance(of character: Character, fontSize: Double) -> Double {
        CharacterWidth(character).advance(fontSize: fontSize)
    }

    /// The width of one line of `text` at `fontSize`, ignoring wrapping and newlines.
    public static func width(of text: String, fontSize: Double) -> Double {
        let units = text.reduce(0) { $0 + CharacterWidth($1).halfUnits }
        return Double(units) * fontSize / 2
    }

    // MARK: - Tapping

    /// `tap label`: toggles between collapsed and expanded.
    /// - Returns: `TableEvent/expandedLabel` or `TableEvent/collapsedLabel`; `nil`, changing nothing, when the
    ///   label is not expandable.
    public mutating func tap() -> TableEvent? {
        guard isExpandable else { return nil }
        isExpanded.toggle()
        return isExpanded ? .expandedLabel : .collapsedLabel
    }

    // MARK: - What shows

    /// The height of one line: `1.25 × fontSize` (16 → 20).
    public var lineHeight: Double { 1.25 * fontSize }

    /// Whether the whole text is taller than ``maxHeight``, so that the label collapses and taps toggle it.
    public var isExpandable: Bool { layout.isExpandable }

    /// What the label shows, suffix included: the whole text when it fits; collapsed, the longest prefix that
    /// fits within ``maxHeight`` together with ``moreSuffix``; expanded, the whole text and ``lessSuffix``.
    public var shownText: String { isExpanded ? layout.expandedText : layout.collapsedText }

    /// ``shownText`` wrapped into lines: greedily per character, a character fitting while the line's width
    /// stays ≤ ``width``, and a new line at each newline. Empty text has no lines.
    public var lines: [String] { isExpanded ? layout.expandedLines : layout.collapsedLines }

    /// `lines.count × lineHeight`.
    public var height: Double { height(ofLines: lines.count) }

    /// The number of characters of ``text`` a collapsed label shows before ``moreSuffix``: the largest `n` such
    /// that the first `n` characters and the suffix fit within ``maxHeight`` (0 when not even the suffix fits).
    /// A label that is not expandable shows all of its characters.
    public var collapsedPrefixLength: Int { layout.collapsedPrefixLength }

    /// Works out what shows in both states: whether the text is expandable, the collapsed prefix (asking
    /// ``truncation``), and the lines of each state's text.
    private mutating func layOut() {
        let wrapper = wrapper
        // Each character is measured once, not once per probe of the truncation's search (the probes re-measuring
        // the text were a sixth of verify's instructions on chapters-bench's book).
        let characters = Array(text).map(LineWrapper.Measured.init)
        guard height(ofLines: wrapper.lineCount(ofMeasured: characters[...])) > maxHeight else {
            let lines = wrapper.lines(of: text)
            layout = Layout(isExpandable: false, collapsedPrefixLength: characters.count, collapsedText: text, collapsedLines: lines,
                            expandedText: text, expandedLines: lines)
            return
        }
        let prefix = prefixLength(of: characters, wrapper: wrapper)
        let collapsed = String(text.prefix(prefix)) + moreSuffix
        let expanded = text + lessSuffix
        layout = Layout(isExpandable: true, collapsedPrefixLength: prefix, collapsedText: collapsed, collapsedLines: wrapper.lines(of: collapsed),
                        expandedText: expanded, expandedLines: wrapper.lines(of: expanded))
    }

    /// The plugged truncation's prefix length, clamped to the text. Greedy wrapping never needs fewer lines for a
    /// longer text, so the book's binary search finds it in O(length × log length).
    private func prefixLength(of characters: [LineWrapper.Measured], wrapper: LineWrapper) -> Int {
        let suffix = Array(moreSuffix).map(LineWrapper.Measured.init)
        let lineHeight = lineHeight
        let maxHeight = maxHeight
        func fits(_ measured: ArraySlice<LineWrapper.Measured>) -> Bool {
            Double(wrapper.lineCount(ofMeasured: measured)) * lineHeight <= maxHeight
        }
        let measure = TruncationMeasure(
            characterCount: characters.count,
            fitsWithSuffix: { fits(characters[..<$0] + suffix) },
            fitsAlone: { fits(characters[..<$0]) }
        )
        return min(max(truncation.decision.prefixLength(measure), 0), characters.count)
    }

    private var wrapper: LineWrapper { LineWrapper(width: width, fontSize: fontSize) }

    private func height(ofLines count: Int) -> Double { Double(count) * lineHeight }
}
