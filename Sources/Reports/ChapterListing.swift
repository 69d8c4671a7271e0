import BookVerification
import ChapterModel
import Foundation
import Messages

/// `chapters verify --list`: every chapter and its steps with `file:line`, for choosing what to run.
///
/// ```
/// Chapters/en/01-swipe-to-delete.md:1: Swipe to delete (4 steps)
///   Chapters/en/01-swipe-to-delete.md:5: step: Open a row
///   Chapters/en/01-swipe-to-delete.md:40: prose: Why the buttons stay
/// ```
public struct ChapterListing: Sendable {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    /// - Parameter showingProse: list the `##` sections with prose only too (marked `prose`); a selection lists
    ///   only the steps it kept.
    public func render(_ result: BookResult, showingProse: Bool) -> String {
        var out: [String] = []
        for error in result.readErrors {
            out.append("error: \(TerminalReport.safe(error.location)): \(TerminalReport.safe(error.messageAndHint))")
        }
        for chapterResult in result.chapters {
            let chapter = chapterResult.chapter
            let steps = chapterResult.steps.count
            // In the chapter's language, as its failures are.
            let language = chapter.language
            let heading = ReportMessages.listedChapter(TerminalReport.safe(chapter.title), steps: steps).text(in: language)
            let title = TerminalReport.safe(chapter.title)
            out.append("\(TerminalReport.safe(chapter.path)):1: \(heading.replacingOccurrences(of: title, with: bold(title), options: .anchored))")
            let kept = Set(chapterResult.steps.map(\.stepIndex))
            for (index, step) in chapter.steps.enumerated() {
                let isStep = kept.contains(index)
                guard isStep || (showingProse && step.isProse) else { continue }
                let kind = (isStep ? ReportMessages.listedStep : ReportMessages.listedProse).text(in: language)
                out.append("  \(TerminalReport.safe(step.location.file)):\(step.location.line): \(isStep ? kind : dim(kind))\(TerminalReport.safe(step.title))")
            }
        }
        return out.map { $0 + "\n" }.joined()
    }

    private func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func dim(_ text: String) -> String { useColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
