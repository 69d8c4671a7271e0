import ChapterModel
import Foundation
import ChapterRunner
import ListingChecker
import Messages
import SpecLanguage

/// The plain-text summary `chapters verify` prints: one line per chapter, each failure with
/// `file:line:column`, the spec line, expected and actual; then `N passed, N failed`.
public struct TerminalReport: Sendable {
    public var useColor: Bool
    /// Whether warnings fail the run (`--strict`); the summary says so.
    public var strict: Bool

    public init(useColor: Bool, strict: Bool = false) {
        self.useColor = useColor
        self.strict = strict
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
            out.append("\(red("error:")) \(Self.safe(error.location)): \(Self.safe(error.message)) (\(Self.safe(error.hint)))")
        }
        for chapter in result.chapters {
            out += render(chapter)
        }
        for translation in result.translations {
            switch translation.status {
            case .inSync:
                break
            case .drift(let drift):
                out.append("\(red("✗ translation drift")) in \(Self.safe(translation.fileName)): \(Self.safe(drift.message))")
                out.append("    \(Self.safe(drift.original)): \(Self.safe(drift.originalLine))")
                out.append("    \(Self.safe(drift.translation)): \(Self.safe(drift.translationLine))")
                out.append(dim("    \(Self.safe(drift.hint))"))
            case .untranslated(let present, let missing):
                out.append("\(yellow("warning:")) \(Self.safe(translation.fileName)) is untranslated: it exists in \(present)/ only "
                           + "(add \(Self.safe(translation.folder))/\(missing)/\(Self.safe(translation.fileName)))")
            }
        }
        if !out.isEmpty { out.append("") }
        out.append(summary(result))
        return out.joined(separator: "\n") + "\n"
    }

    /// `N passed, N failed` (steps), with `, N blocked`, `, N translation drifts`, `, N unreadable files` and
    /// `, N warnings` (`, N warnings (failures under --strict)`) when there are any.
    public func summary(_ result: BookResult) -> String {
        let steps = result.stepCounts
        var line = "\(steps.passed) passed, \(steps.failed) failed"
        func add(_ count: Int, _ noun: String) {
            if count > 0 { line += ", \(count) \(noun)\(count == 1 ? "" : "s")" }
        }
        if steps.blocked > 0 { line += ", \(steps.blocked) blocked" }
        let blanks = result.predictions.blank
        if blanks > 0 { line += ", " + PredictionMessages.notAnsweredCount(blanks).english }
        let unchecked = result.chapters.reduce(0) { $0 + $1.listings.count { $0.status == .notChecked } }
        if unchecked > 0 { line += ", \(unchecked) Swift listing\(unchecked == 1 ? "" : "s") not checked" }
        add(result.drifts.count, "translation drift")
        add(result.readErrors.count, "unreadable file")
        add(result.warnings.count, "warning")
        if strict, !result.warnings.isEmpty { line += " (failures under --strict)" }
        return line
    }

    /// `, 6 Swift listings checked`, or nothing for a chapter without listings.
    private func listingSummary(_ listings: [ListingResult]) -> String {
        let checked = listings.count { $0.status != .notChecked }
        guard checked > 0 else { return "" }
        return ", \(checked) Swift listing\(checked == 1 ? "" : "s") checked"
    }

    private func render(_ result: ChapterResult) -> [String] {
        let chapter = result.chapter
        let counts = result.counts
        if chapter.isPage, counts.total == 0, chapter.diagnostics.isEmpty {
            return ["· \(Self.safe(chapter.path)) — \(bold(Self.safe(chapter.title))): a page of the book, nothing to check"]
        }
        let mark: String = switch counts.status {
        case .passed: green("✓")
        case .failed: red("✗")
        case .blocked: yellow("◌")
        }
        var out = ["\(mark) \(Self.safe(chapter.path)) — \(bold(Self.safe(chapter.title))): \(counts.passed)/\(counts.total) steps passed"
                   + (counts.blocked > 0 ? ", \(counts.blocked) blocked" : "")
                   + listingSummary(result.listings)]
        for diagnostic in chapter.diagnostics {
            out.append("    \(yellow("warning:")) \(Self.safe(diagnostic.location)): \(Self.safe(diagnostic.message))" + (diagnostic.hint.map { " (\(Self.safe($0)))" } ?? ""))
        }
        let unchecked = result.listings.filter { $0.status == .notChecked }
        if let first = unchecked.first, case .notChecked(let reason) = first.check {
            let count = unchecked.count == 1 ? "1 Swift listing" : "\(unchecked.count) Swift listings"
            out.append("    \(yellow("warning:")) \(Self.safe(first.listing.location)): \(count) not checked: \(Self.safe(reason))")
        }
        for step in result.steps {
            for listing in step.listings {
                for failure in listing.failures {
                    let line = listing.listing.lines.first { $0.location.line == failure.location.line }?.text ?? "```swift"
                    out.append("    \(red("✗")) \(Self.safe(failure.location)): \(Self.safe(line.trimmingCharacters(in: .whitespaces)))")
                    out.append("      \(Self.safe(failure.message)) (Swift listing, \(listing.check.summary))")
                }
            }
            for block in step.blocks {
                for (line, failure) in block.failures {
                    out.append("    \(red("✗")) \(Self.safe(failure.location ?? line.location)): \(Self.safe(line.text.trimmingCharacters(in: .whitespaces)))")
                    out.append("      \(Self.safe(failure.message))" + (failure.suggestion.map { " (did you mean `\(Self.safe($0))`?)" } ?? ""))
                    if let expected = failure.expected { out.append("      expected: \(Self.safe(expected))") }
                    if let actual = failure.actual { out.append("      actual:   \(Self.safe(actual))") }
                }
                for line in block.notAnswered {
                    let column = (Prediction.marks(in: line.text).first { $0.isBlank }?.offset ?? 0)
                    out.append("    \(yellow("?")) \(Self.safe(line.location.advanced(by: column))): \(Self.safe(line.text.trimmingCharacters(in: .whitespaces)))")
                    out.append("      \(PredictionMessages.notAnsweredMessage.english)")
                }
                if let explanation = block.blockedExplanation {
                    out.append("    \(yellow("◌")) \(Self.safe(block.block.location)): step “\(Self.safe(step.step.title))”: \(Self.safe(explanation))")
                }
            }
        }
        return out
    }
}
