import ChapterModel

/// Near-miss keywords for "did you mean …?".
enum Suggestions {
    /// Phrases that can start a command, in English and Chinese. Only the aliases of these phrases: another alias
    /// (`行`, `打开`) cannot start a command, so suggesting it for an unknown command would be no help.
    static var commandStarts: [String] {
        SpecGrammar.commandStarts + SpecGrammar.commandStarts.compactMap { ChineseAliases.alias(of: $0) }
    }

    /// Words that start what follows `expect` (`row 3 open`, `section "Family" expanded`, …): a line that starts
    /// with one most likely lacks its `expect`.
    static var expectationStarts: Set<String> { Set(SpecGrammar.expectationSpellings.keys) }

    /// The closest candidate to `written` within a small edit distance, if any; never `written` itself, which is
    /// what was rejected.
    static func closest(to written: String, among candidates: [String]) -> String? {
        let target = Array(written.lowercased())
        // A word without letters (`%`, `3`) is no misspelt keyword.
        guard target.contains(where: \.isLetter) else { return nil }
        // Ties go to a candidate that starts like the word (`期待` → `期望`, not `等待`).
        var best: (candidate: String, score: Int)?
        // A candidate in the word's own script: a one-letter `a` is one edit from `树`, but no misspelling of it.
        let isLatin = target.first?.isASCII ?? false
        for candidate in candidates where abs(candidate.count - target.count) <= 3 && (candidate.first?.isASCII ?? false) == isLatin
            && Array(candidate.lowercased()) != target {
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
