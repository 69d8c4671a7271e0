import BookVerification
import ChapterModel
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage

/// The plain-text summary `chapters verify` prints: one line per chapter, each failure with
/// `file:line:column`, the spec line, expected and actual; then `N passed, N failed`.
///
/// A chapter's lines are in the chapter's language; the summary is in the terminal's (``language``).
public struct TerminalReport: Sendable {
    public var useColor: Bool
    /// Whether warnings fail the run (`--strict`); the summary says so.
    public var strict: Bool
    /// The terminal's language, for the summary: Chinese when `LANG` (`LC_ALL`, `LC_MESSAGES`) is `zh_*`.
    public var language: ReaderLanguage

    public init(useColor: Bool, strict: Bool = false, language: ReaderLanguage = .english) {
        self.useColor = useColor
        self.strict = strict
        self.language = language
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    private func red(_ text: String) -> String { paint(text, "31") }
    private func green(_ text: String) -> String { paint(text, "32") }
    private func yellow(_ text: String) -> String { paint(text, "33") }
    private func dim(_ text: String) -> String { paint(text, "2") }
    private func bold(_ text: String) -> String { paint(text, "1") }

    /// Text from a chapter or its file name, with every control character but tab shown as U+FFFD, so a chapter
    /// cannot move the cursor, clear the screen, ring the bell or paint a fake ✓ on the reader's terminal.
    public static func safe(_ value: some CustomStringConvertible) -> String {
        let text = value.description
        guard text.unicodeScalars.contains(where: isTerminalControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isTerminalControl(scalar) ? "\u{FFFD}" : scalar) }
        return String(result)
    }

    /// C0 controls other than tab, DEL and the C1 controls (U+0080–U+009F, which some terminals obey too).
    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The whole report, ending with the summary line and a newline.
    public func render(_ result: BookResult) -> String {
        var out: [String] = []
        for error in result.readErrors {
            out.append("\(red("error:")) \(Self.safe(error.location)): \(Self.safe(error.messageAndHint))")
        }
        for chapter in result.chapters {
            out += render(chapter)
        }
        for translation in result.translations {
            switch translation.status {
            case .inSync:
                break
            case .drift(let drifts):
                // Drift concerns both files: it is told in the terminal's language, like the summary.
                for drift in drifts {
                    let head = DriftMessages.driftIn(Self.safe(translation.fileName)).text(in: language)
                    out.append(red("✗ " + head.trimmingCharacters(in: .whitespaces)) + (language == .english ? " " : "")
                               + Self.safe(drift.text.text(in: language)))
                    out.append("    \(Self.safe(drift.original)): \(Self.safe(drift.originalLine))")
                    out.append("    \(Self.safe(drift.translation)): \(Self.safe(drift.translationLine))")
                    out.append(dim("    \(Self.safe(drift.hintText.text(in: language)))"))
                }
            case .notCompared(let reason):
                out.append("\(dim(DriftMessages.note.text(in: language))) \(Self.safe(translation.fileName)): \(Self.safe(reason.text(in: language)))")
            case .untranslated(let present, let missing):
                let file = Self.safe(translation.fileName)
                let add = "\(Self.safe(translation.folder))/\(missing.tag)/\(file)"
                out.append("\(yellow("warning:")) " + DriftMessages.untranslatedChapter(file, presentIn: present.tag, add: add).text(in: language))
            }
        }
        if !out.isEmpty { out.append("") }
        out.append(summary(result))
        return out.joined(separator: "\n") + "\n"
    }

    /// `N passed, N failed` (steps), with `, N blocked`, `, N translation drifts`, `, N unreadable files` and
    /// `, N warnings` (`, N warnings (failures under --strict)`) when there are any; in Chinese for a Chinese terminal.
    public func summary(_ result: BookResult) -> String {
        let steps = result.stepCounts
        var line = ReportMessages.passedFailed(steps.passed, steps.failed)
        func add(_ count: Int, _ words: (Int) -> LocalizedText) {
            if count > 0 { line = line + words(count) }
        }
        add(steps.blocked, ReportMessages.blocked)
        let blanks = result.predictions.blank
        if blanks > 0 { line = line + LocalizedText(", ", zh: "，") + PredictionMessages.notAnsweredCount(blanks) }
        add(result.chapters.reduce(0) { $0 + $1.listings.count { $0.status == .notChecked } }, ReportMessages.listingsNotChecked)
        add(result.driftCount, ReportMessages.drifts)
        add(result.readErrors.count, ReportMessages.unreadableFiles)
        add(result.warnings.count, ReportMessages.warnings)
        if strict, !result.warnings.isEmpty { line = line + ReportMessages.failuresUnderStrict }
        return line.text(in: language)
    }

    /// `, 6 Swift listings checked`, or nothing for a chapter without listings.
    private func listingSummary(_ listings: [ListingResult], _ words: ReaderLanguage) -> String {
        let checked = listings.filter { $0.status != .notChecked }
        guard !checked.isEmpty else { return "" }
        var kinds: [(LocalizedText, Int)] = []
        for listing in checked {
            let words = listing.check.words
            if let index = kinds.firstIndex(where: { $0.0 == words }) { kinds[index].1 += 1 } else { kinds.append((words, 1)) }
        }
        return (ReportMessages.listingsChecked(checked.count)
            + ReportMessages.listingChecks(kinds.map { ReportMessages.listingCheckCount($0.0, $0.1) })).text(in: words)
    }

    /// `, 31 lines checked against your app (InboxViewController), 4 engine only`, or nothing for a chapter whose
    /// app did not run.
    private func appSummary(_ result: ChapterResult, _ words: ReaderLanguage) -> String {
        guard let counts = result.appCounts else { return "" }
        let screen = result.steps.lazy.compactMap { $0.app?.screen }.first
        return AppReportMessages.checked(counts.checked, engineOnly: counts.engineOnly, screen: screen).text(in: words)
    }

    /// Why lines were left to the engines, one line per reason with its first line and count.
    private func appReasons(_ result: ChapterResult, _ words: ReaderLanguage) -> [String] {
        var reasons: [(reason: String, first: SourceLocation, count: Int)] = []
        for step in result.steps {
            for line in step.app?.engineOnly ?? [] {
                let reason = line.engineOnly?.text(in: words) ?? ""
                if let index = reasons.firstIndex(where: { $0.reason == reason }) { reasons[index].count += 1 } else { reasons.append((reason, line.location, 1)) }
            }
        }
        return reasons.map { reason, first, count in
            "    \(dim("·")) \(Self.safe(first)): \(dim(AppReportMessages.engineOnlyBecause(count).text(in: words)))\(words == .chinese ? "" : " ")\(Self.safe(reason))"
        }
    }

    private func render(_ result: ChapterResult) -> [String] {
        let chapter = result.chapter
        let counts = result.counts
        let words = chapter.language
        func say(_ text: LocalizedText) -> String { text.text(in: words) }
        if chapter.isPage, counts.total == 0, chapter.diagnostics.isEmpty {
            return ["· \(Self.safe(chapter.path)) — \(bold(Self.safe(chapter.title))): \(say(ReportMessages.pageNothingToCheck))"]
        }
        let mark: String = switch counts.status {
        case .passed: green("✓")
        case .failed: red("✗")
        case .blocked: yellow("◌")
        }
        var out = ["\(mark) \(Self.safe(chapter.path)) — \(bold(Self.safe(chapter.title))): \(say(ReportMessages.stepsPassed(counts.passed, of: counts.total)))"
                   + (counts.blocked > 0 ? say(ReportMessages.blocked(counts.blocked)) : "")
                   + listingSummary(result.listings, words) + appSummary(result, words)]
        // Chinese punctuation in a Chinese chapter: `警告：path: …（hint）`.
        let gap = words == .chinese ? "" : " "
        for diagnostic in chapter.diagnostics {
            let hint = diagnostic.hint.map { say(LocalizedText(" (\(Self.safe($0)))", zh: "（\(Self.safe($0))）")) } ?? ""
            out.append("    \(yellow(say(ReportMessages.warning)))\(gap)\(Self.safe(diagnostic.location)): \(Self.safe(diagnostic.message))" + hint)
        }
        // What Xcode warns about in a listing that passed (a deprecated API), at its line: counted in the summary's
        // warnings, and a failure under --strict, so it is shown.
        for listing in result.listings {
            for warning in listing.warnings {
                out.append("    \(yellow(say(ReportMessages.warning)))\(gap)\(Self.safe(warning.location)): \(Self.safe(warning.message))")
            }
        }
        // Listings not checked, one line per reason (a missing compiler is one reason for all; an API outside the
        // checked iOS surface is its listing's own), at the first listing with it.
        var reasons: [(reason: String, first: ListingResult, count: Int)] = []
        for listing in result.listings {
            guard case .notChecked(let reason) = listing.check else { continue }
            if let index = reasons.firstIndex(where: { $0.reason == reason }) { reasons[index].count += 1 } else { reasons.append((reason, listing, 1)) }
        }
        for (reason, first, count) in reasons {
            out.append("    \(yellow(say(ReportMessages.warning))) \(Self.safe(first.listing.location)): \(say(ReportMessages.listingsNotCheckedBecause(count))) \(Self.safe(reason))")
        }
        out += appReasons(result, words)
        for step in result.steps {
            // The code's errors first, in line order: nothing after them ran as written, so they are the ones to fix.
            for listing in step.listings {
                for failure in listing.failures.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
                    let line = listing.listing.lines.first { $0.location.line == failure.location.line }?.text ?? "```swift"
                    out.append("    \(red("✗")) \(Self.safe(failure.location)): \(Self.safe(line.trimmingCharacters(in: .whitespaces)))")
                    out.append("      \(Self.safe(failure.message))\(say(ReportMessages.swiftListing(listing.words.text(in: words))))")
                }
            }
            for line in step.app?.failures ?? [] {
                out.append("    \(red("✗")) \(Self.safe(line.location)): \(Self.safe(step.text(at: line.location).trimmingCharacters(in: .whitespaces)))")
                out.append("      \(Self.safe(line.failure?.text(in: words) ?? ""))")
            }
            for block in step.blocks {
                for (line, failure) in block.failures {
                    out.append("    \(red("✗")) \(Self.safe(failure.location ?? line.location)): \(Self.safe(line.text.trimmingCharacters(in: .whitespaces)))")
                    out.append("      \(Self.safe(failure.messageWithSuggestion))")
                    if let expected = failure.expected { out.append("      \(failure.expectedLabel)\(Self.safe(expected))") }
                    if let actual = failure.actual { out.append("      \(failure.actualLabel)\(Self.safe(actual))") }
                }
                for line in block.notAnswered {
                    let column = (Prediction.marks(in: line.text).first { $0.isBlank }?.offset ?? 0)
                    out.append("    \(yellow("?")) \(Self.safe(line.location.advanced(by: column))): \(Self.safe(line.text.trimmingCharacters(in: .whitespaces)))")
                    out.append("      \(say(PredictionMessages.notAnsweredMessage))")
                }
                if let explanation = block.blockedExplanation(in: words) {
                    out.append("    \(yellow("◌")) \(Self.safe(block.block.location)): \(say(ReportMessages.step(Self.safe(step.step.title))))\(Self.safe(explanation))")
                }
            }
        }
        return out
    }
}
