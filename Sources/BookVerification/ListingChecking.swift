import ChapterModel

/// Checks the Swift listings of a chapter, for ``BookResult/verify(_:keepingWorlds:concurrently:decisions:listings:progress:)``.
///
/// The runner compiles nothing itself: whoever runs the book hands it a checker. `chapters` hands it
/// `ListingChecker` (the toolchain's swiftc, a cache, the checked iOS surface); a test hands it one of its own.
public protocol ListingChecking: Sendable {
    /// Every listing of `chapter`, each with the check it got, in the chapter's order.
    func check(_ chapter: Chapter) -> [ListingResult]
}
