import ChapterModel

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
        for candidate in candidates where abs(candidate.count - target.count) <= 3 {
            let distance = EditDistance.between(target, Array(candidate))
            let limit = max(1, min(3, candidate.count / 3))
            let score = distance * 2 + (candidate.first == target.first ? 0 : 1)
            if distance <= limit, score < (best?.score ?? .max) {
                best = (candidate, score)
            }
        }
        return best?.candidate
    }
}
