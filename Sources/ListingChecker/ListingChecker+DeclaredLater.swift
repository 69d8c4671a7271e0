import ChapterModel

extension ListingChecker {
    /// Each failure about a name that a later listing of the same step declares (or a conformance it adds) says so:
    /// the reader wrote the listings in an order the compiler cannot follow.
    func hintingLaterDeclarations(_ results: [ListingResult], in chapter: Chapter) -> [ListingResult] {
        var step: [Int: Step] = [:]
        for candidate in chapter.steps {
            for listing in candidate.listings { step[listing.location.line] = candidate }
        }
        return results.map { result in
            guard !result.failures.isEmpty, let own = step[result.listing.location.line] else { return result }
            var hinted = result
            hinted.failures = result.failures.map {
                $0.hintingLaterDeclarations(in: own, after: result.listing, language: chapter.language)
            }
            return hinted
        }
    }
}
