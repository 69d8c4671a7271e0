import ChapterModel
import Messages
import SpecInterpreter
import SpecLanguage

/// Runs a chapter's app (the reader's own UIKit code, built against the UIKit runtime) against its spec blocks, for
/// ``BookResult/verify(_:keepingWorlds:concurrently:decisions:listings:apps:progress:)``.
///
/// The runner runs no app itself, as it compiles no listing itself: `chapters` hands it the app backend of `AppHost`
/// (which builds and hosts the app in its own process); a test hands it one of its own. So the engines, the class
/// server and the workshop tools never build the runtime.
public protocol AppChecking: Sendable {
    /// The chapter's spec lines as its app answered them; `nil` for a chapter with no app of its own (no
    /// ```` ```swift ios file=NAME ```` listing), which is then checked against the engines alone.
    func check(_ chapter: ParsedChapter) -> AppCheck?
}

/// What the app backend found for one chapter: the app's screen and each spec line it looked at.
public struct AppCheck: Sendable, Equatable {
    /// The type name of the view controller the app shows (`InboxViewController`), or `nil` when the app did not run.
    public var screen: String?
    /// Each line the app backend looked at, in the chapter's order: checked (agreeing or not) or engine only.
    public var lines: [AppLine]

    /// A chapter's app check.
    public init(screen: String?, lines: [AppLine]) {
        self.screen = screen
        self.lines = lines
    }
}

extension ChapterResult {
    /// Hands each line of the chapter's app check to the step it stands in (by line: a step runs from its heading to
    /// the next step's). Every counted step gets a result, empty when none of its lines was looked at, so a report
    /// can say "0 checked" of a step whose chapter has an app. Attach the listings first: a line of Swift whose
    /// listing check failed is reported once, by the listing (Xcode's words, "did you mean", availability), not again
    /// as the app's build error, which can only repeat it or, for an API the runtime lacks, mislead. A spec line the
    /// engines did not run is not reported against the app.
    public mutating func attach(_ app: AppCheck) {
        let headings = chapter.steps.map(\.location.line)
        func stepIndex(of line: Int) -> Int? {
            headings.lastIndex { $0 <= line } ?? (headings.isEmpty ? nil : 0)
        }
        func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }
        let failingCode = Set(listings.flatMap(\.failures).map { place($0.location) })
        // A spec line the engines did not run (an earlier line of its block failed, or does not parse; an earlier
        // block failed) is not reported against the app either: the app would have run it from another state.
        let notRun = Set(steps.flatMap(\.blocks).flatMap(\.lines).filter { $0.outcome == .notRun || $0.outcome == .blocked }.map { place($0.location) })
        for index in steps.indices { steps[index].app = StepAppResult(screen: app.screen, lines: []) }
        for line in app.lines where !notRun.contains(place(line.location)) && (line.failure == nil || !failingCode.contains(place(line.location))) {
            guard let owner = stepIndex(of: line.location.line),
                  let index = steps.firstIndex(where: { $0.stepIndex == owner }) ?? steps.lastIndex(where: { $0.stepIndex < owner }) else { continue }
            steps[index].app?.lines.append(line)
        }
    }

    /// The chapter's lines checked against its app, left to the engines, and failing against it; `nil` when the
    /// chapter's app was not run (no app, or the app backend was off).
    public var appCounts: (checked: Int, engineOnly: Int, failed: Int)? {
        let results = steps.compactMap(\.app)
        guard !results.isEmpty else { return nil }
        return results.reduce((0, 0, 0)) { ($0.0 + $1.checked, $0.1 + $1.engineOnly.count, $0.2 + $1.failures.count) }
    }
}

extension StepResult {
    /// The text of the step's line at `location`: a spec line, or a line of one of its Swift listings (where an app
    /// crashed or did not build); `"```swift"` when the step holds no such line.
    public func text(at location: SourceLocation) -> String {
        for block in step.blocks {
            if let line = block.lines.first(where: { $0.location.line == location.line && $0.location.file == location.file }) { return line.text }
        }
        for listing in step.listings {
            if let line = listing.lines.first(where: { $0.location.line == location.line && $0.location.file == location.file }) { return line.text }
        }
        return "```swift"
    }
}
