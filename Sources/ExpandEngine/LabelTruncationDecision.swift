/// What a collapsed label can measure: the input of a ``LabelTruncationDecision``.
public struct TruncationMeasure {
    /// The number of characters in the label's whole text.
    public let characterCount: Int
    private let fitsWithSuffix: (Int) -> Bool
    private let fitsAlone: (Int) -> Bool

    /// A measure from two tests of a prefix length.
    /// - Parameters:
    ///   - characterCount: the number of characters in the label's whole text.
    ///   - fitsWithSuffix: whether the first `n` characters followed by the suffix fit within the maximum height.
    ///   - fitsAlone: whether the first `n` characters alone fit within it.
    public init(characterCount: Int, fitsWithSuffix: @escaping (Int) -> Bool, fitsAlone: @escaping (Int) -> Bool) {
        self.characterCount = characterCount
        self.fitsWithSuffix = fitsWithSuffix
        self.fitsAlone = fitsAlone
    }

    /// Whether the first `length` characters followed by the suffix fit within the label's maximum height.
    public func fits(prefixLength length: Int, withSuffix: Bool = true) -> Bool {
        let length = min(max(length, 0), characterCount)
        return withSuffix ? fitsWithSuffix(length) : fitsAlone(length)
    }
}

/// Exercise `label-truncation` (chapter 12): how much of a long text a collapsed "read more" label shows.
///
/// The contract: return the largest `n` such that the first `n` characters *followed by the suffix*
/// (`...全文`) fit within the label's maximum height, or 0 when not even the suffix fits. Truncating the text
/// to what fits alone and then adding the suffix pushes the suffix onto an extra line. Longer prefixes never
/// need fewer lines, so a binary search over `0 … characterCount` finds `n`.
///
/// The engine calls it whenever a collapsed, expandable label works out what it shows; an answer out of
/// `0 … characterCount` is clamped into it.
public protocol LabelTruncationDecision: Sendable {
    /// How many characters of the text show before the suffix.
    func prefixLength(_ measure: TruncationMeasure) -> Int
}
