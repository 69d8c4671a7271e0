/// Pairs up the elements of two sequences (`##` sections, spec blocks, spec lines) that a translation should have
/// in the same order, tolerating elements dropped or added on either side.
///
/// An edit-distance alignment: equal elements pair for free, a dropped or added element costs 1, and two
/// different elements pair for between 1 and 1.9, less the more alike they are, so that a changed element is
/// reported as changed (not as one dropped and one added), and a dropped element next to a changed one leaves
/// the most alike ones paired.
public enum TranslationAlignment {
    /// One step of an alignment: an element of the original, of the translation, or one of each.
    public struct Pair: Equatable, Sendable {
        public var original: Int?
        public var translation: Int?
    }

    /// Above this many cells the alignment pairs elements by position (a garbage chapter must stay cheap).
    static let cellLimit = 250_000

    /// - Parameters:
    ///   - original: each element's key; equal keys are equal elements.
    ///   - similarity: how alike two unequal elements are, from 0 to 1.
    public static func align(_ original: [String], _ translation: [String], similarity: (Int, Int) -> Double) -> [Pair] {
        // Equal ends pair without the table.
        var prefix = 0
        while prefix < original.count, prefix < translation.count, original[prefix] == translation[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < original.count - prefix, suffix < translation.count - prefix,
              original[original.count - 1 - suffix] == translation[translation.count - 1 - suffix] { suffix += 1 }
        var pairs = (0..<prefix).map { Pair(original: $0, translation: $0) }
        let a = prefix..<(original.count - suffix)
        let b = prefix..<(translation.count - suffix)
        pairs += middle(a, b, original, translation, similarity)
        pairs += (0..<suffix).map { Pair(original: original.count - suffix + $0, translation: translation.count - suffix + $0) }
        return pairs
    }

    private static func middle(
        _ a: Range<Int>, _ b: Range<Int>, _ original: [String], _ translation: [String], _ similarity: (Int, Int) -> Double
    ) -> [Pair] {
        let n = a.count, m = b.count
        if n == 0 || m == 0 || (n + 1) * (m + 1) > cellLimit {
            return (0..<max(n, m)).map { k in
                Pair(original: k < n ? a.lowerBound + k : nil, translation: k < m ? b.lowerBound + k : nil)
            }
        }
        func substitution(_ i: Int, _ j: Int) -> Double {
            original[a.lowerBound + i] == translation[b.lowerBound + j]
                ? 0 : 1 + 0.9 * (1 - min(1, max(0, similarity(a.lowerBound + i, b.lowerBound + j))))
        }
        // cost[i][j]: aligning the first i of the original's middle with the first j of the translation's.
        let width = m + 1
        var cost = [Double](repeating: 0, count: (n + 1) * width)
        for i in 0...n { cost[i * width] = Double(i) }
        for j in 0...m { cost[j] = Double(j) }
        for i in 1...n {
            for j in 1...m {
                cost[i * width + j] = min(
                    cost[(i - 1) * width + j - 1] + substitution(i - 1, j - 1),
                    cost[(i - 1) * width + j] + 1,
                    cost[i * width + j - 1] + 1
                )
            }
        }
        var pairs: [Pair] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            if i > 0, j > 0, cost[i * width + j] == cost[(i - 1) * width + j - 1] + substitution(i - 1, j - 1) {
                pairs.append(Pair(original: a.lowerBound + i - 1, translation: b.lowerBound + j - 1))
                i -= 1; j -= 1
            } else if i > 0, cost[i * width + j] == cost[(i - 1) * width + j] + 1 {
                pairs.append(Pair(original: a.lowerBound + i - 1, translation: nil))
                i -= 1
            } else {
                pairs.append(Pair(original: nil, translation: b.lowerBound + j - 1))
                j -= 1
            }
        }
        return pairs.reversed()
    }

    /// How much two multisets of keys share: twice the common count over the total (Dice), 1 for two empty ones.
    public static func overlap(_ a: [String], _ b: [String]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        var counts: [String: Int] = [:]
        for key in a { counts[key, default: 0] += 1 }
        var common = 0
        for key in b where counts[key, default: 0] > 0 {
            counts[key, default: 0] -= 1
            common += 1
        }
        return 2 * Double(common) / Double(a.count + b.count)
    }
}
