// The book's solution to the contract in LabelTruncationDecision.swift, in a file of its own: reading the protocol (or
// jumping to its definition from a workshop kit) does not show the answer under it.

/// The book's truncation: a binary search for the longest prefix that fits together with the suffix.
public struct BookLabelTruncation: LabelTruncationDecision {
    /// The book's solution.
    public init() {}

    public func prefixLength(_ measure: TruncationMeasure) -> Int {
        // Invariant: fits(low) or low == 0; !fits(high) (the whole text does not fit, even without a suffix).
        var low = 0
        var high = measure.characterCount
        while high - low > 1 {
            let mid = (low + high) / 2
            if measure.fits(prefixLength: mid) { low = mid } else { high = mid }
        }
        return low
    }
}
