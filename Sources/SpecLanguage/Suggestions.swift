/// Near-miss keywords for "did you mean …?".
enum Suggestions {
    /// Phrases that can start a command, in English and Chinese.
    static let commandStarts: [String] = [
        "table", "tree", "label", "width", "height", "row height", "header height", "trailing actions",
        "leading actions", "actions", "editing", "swipe style", "cell state", "single open", "minimum press",
        "edge scroll", "edge range", "reorder by", "expand mode", "expand updates", "more", "less", "pan",
        "release", "cancel", "tap", "scroll to", "scroll by", "long-press", "drag to", "drag by", "hold",
        "drop", "wait", "expect",
    ] + ChineseAliases.table.map(\.alias)

    /// The closest candidate to `written` within a small edit distance, if any.
    static func closest(to written: String, among candidates: [String]) -> String? {
        let target = Array(written.lowercased())
        guard !target.isEmpty else { return nil }
        // Ties go to a candidate that starts like the word (`期待` → `期望`, not `等待`).
        var best: (candidate: String, score: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate))
            let limit = max(1, min(3, candidate.count / 3))
            let score = distance * 2 + (candidate.first == target.first ? 0 : 1)
            if distance <= limit, score < (best?.score ?? .max) {
                best = (candidate, score)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance (insertions, deletions, substitutions, swaps of neighbours).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
