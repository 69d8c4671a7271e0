import BookVerification
import ChapterModel
import HTML
import Messages
import SpecInterpreter
import SpecLanguage

/// `chapters verify --format junit`: JUnit XML as CI systems read it. One `<testsuite>` per chapter,
/// one `<testcase>` per step; a failed step has `<failure message="…">` with every failing line, a blocked
/// step is `<skipped/>`. Translations form a suite of their own (drift fails, untranslated is skipped),
/// and unreadable files one more, as errors; chapters' warnings another (failures under `--strict`).
///
/// Testcases and suites carry `time` (seconds); a step's testcase is named by its heading, with ` (2)`, ` (3)`
/// after a heading used again in the chapter, and its `line` is the failing spec line when it failed.
public struct JUnitReport: Sendable {
    /// Whether testcases and suites carry `file` and `line` (not in the JUnit schema; some strict readers refuse them).
    public var includingLocations: Bool
    /// Whether warnings fail the run (`--strict`): untranslated chapters and other warnings are failures, not skipped.
    public var strict: Bool

    public init(includingLocations: Bool = true, strict: Bool = false) {
        self.includingLocations = includingLocations
        self.strict = strict
    }

    public func render(_ result: BookResult) -> String {
        var suites: [Suite] = result.chapters.map(chapterSuite)
        if !result.translations.isEmpty { suites.append(translationSuite(result.translations)) }
        let chapterWarnings = result.chapterWarnings
        if !chapterWarnings.isEmpty { suites.append(warningSuite(chapterWarnings)) }
        if !result.readErrors.isEmpty { suites.append(readErrorSuite(result.readErrors)) }
        if !includingLocations {
            for index in suites.indices {
                suites[index].file = nil
                for caseIndex in suites[index].cases.indices {
                    suites[index].cases[caseIndex].file = nil
                    suites[index].cases[caseIndex].line = nil
                }
            }
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.count(.failure) }
        let errors = suites.reduce(0) { $0 + $1.count(.error) }
        let skipped = suites.reduce(0) { $0 + $1.count(.skipped) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let time = suites.reduce(0) { $0 + $1.time }
        xml += "<testsuites name=\"chapters\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(time))\">\n"
        for suite in suites { xml += suite.xml }
        xml += "</testsuites>\n"
        return xml
    }

    // MARK: - Building suites

    private func chapterSuite(_ chapter: ChapterResult) -> Suite {
        let className = ReportPath.languageFolder(chapter.chapter.language) + "." + ReportPath.sanitizedSlug(chapter.chapter.slug)
        var used: [String: Int] = [:]
        let cases = chapter.steps.map { step -> Case in
            let record = StepRecord(step, in: chapter.chapter)
            used[record.step, default: 0] += 1
            let name = used[record.step] == 1 ? record.step : "\(record.step) (\(used[record.step] ?? 2))"
            let outcome: Case.Outcome
            switch record.outcome {
            case .passed:
                outcome = .passed
            case .failed:
                let words = record.language
                let details = (record.failures + record.notAnswered).map { failure in
                    var text = "\(failure.file):\(failure.line):\(failure.column): \(failure.text)\n  \(failure.message)"
                    if let suggestion = failure.suggestion { text += ParserMessages.didYouMeanAfterMessage(suggestion).text(in: words) }
                    if let expected = failure.expected { text += "\n  \(RunnerMessages.expectedLabel.text(in: words))\(expected)" }
                    if let actual = failure.actual { text += "\n  \(RunnerMessages.actualLabel.text(in: words))\(actual)" }
                    return text
                }.joined(separator: "\n")
                outcome = .failure(message: (record.failures.first ?? record.notAnswered.first)?.message ?? "failed", details: details)
            case .blocked:
                outcome = .skipped(message: record.message ?? "blocked")
            }
            let line = record.failures.first(where: { $0.file == record.file })?.line ?? record.line
            return Case(name: name, className: className, file: record.file, line: line, time: step.seconds, outcome: outcome)
        }
        return Suite(name: "\(ReportPath.languageFolder(chapter.chapter.language))/\(chapter.chapter.fileName): \(chapter.chapter.title)",
                     file: chapter.chapter.path, cases: cases)
    }

    private func translationSuite(_ translations: [TranslationResult]) -> Suite {
        let cases = translations.map { translation -> Case in
            let file = ReportFolder.join(translation.folder, ReaderLanguage.chinese.tag + "/" + translation.fileName)
            let outcome: Case.Outcome = switch translation.status {
            case .inSync: .passed
            case .drift(let drifts):
                .failure(
                    message: drifts.count == 1 ? drifts[0].message : "\(Plural.english(drifts.reduce(0) { $0 + $1.count }, "translation drift")); the first: \(drifts[0].message)",
                    details: drifts.map { "\($0.message)\n\($0.original): \($0.originalLine)\n\($0.translation): \($0.translationLine)" }.joined(separator: "\n\n")
                )
            case .untranslated(let present, let missing):
                .skipped(message: "untranslated: exists in \(present.tag)/ only; add \(translation.folder)/\(missing.tag)/\(translation.fileName)")
            case .notCompared(let reason):
                .skipped(message: reason.english)
            }
            // A pair the run could not compare is a note, which --strict does not make a failure.
            let isNote = if case .notCompared = translation.status { true } else { false }
            return Case(name: translation.fileName, className: "translations", file: file, line: nil, outcome: isNote ? outcome : strictly(outcome))
        }
        return Suite(name: "translations", file: nil, cases: cases)
    }

    private func warningSuite(_ warnings: [ChapterDiagnostic]) -> Suite {
        var used: [String: Int] = [:]
        let cases = warnings.map { warning -> Case in
            let base = "\(warning.location.file):\(warning.location.line)"
            used[base, default: 0] += 1
            let text = warning.messageAndHint
            return Case(name: used[base] == 1 ? base : "\(base) (\(used[base] ?? 2))", className: "warnings", file: warning.location.file,
                        line: warning.location.line, outcome: strictly(.skipped(message: "warning: \(text)")))
        }
        return Suite(name: "warnings", file: nil, cases: cases)
    }

    /// Under `--strict`, a skipped case (a warning) is a failure.
    private func strictly(_ outcome: Case.Outcome) -> Case.Outcome {
        guard strict, case .skipped(let message) = outcome else { return outcome }
        return .failure(message: message + " (a failure under --strict)", details: message)
    }

    private func readErrorSuite(_ errors: [ChapterReadError]) -> Suite {
        let cases = errors.map { error in
            Case(name: error.location.file, className: "unreadable", file: error.location.file, line: error.location.line,
                 outcome: .error(message: error.message, details: "\(error.location): \(error.messageAndHint)"))
        }
        return Suite(name: "unreadable files", file: nil, cases: cases)
    }

    // MARK: - XML

    struct Case {
        enum Outcome {
            case passed
            case failure(message: String, details: String)
            case error(message: String, details: String)
            case skipped(message: String)
        }
        enum Kind { case failure, error, skipped }

        var name: String
        var className: String
        var file: String?
        var line: Int?
        /// Seconds the case took to run.
        var time: Double = 0
        var outcome: Outcome

        func `is`(_ kind: Kind) -> Bool {
            switch (outcome, kind) {
            case (.failure, .failure), (.error, .error), (.skipped, .skipped): true
            default: false
            }
        }

        var xml: String {
            var attributes = "name=\"\(escape(name))\" classname=\"\(escape(className))\" time=\"\(seconds(time))\""
            if let file { attributes += " file=\"\(escape(file))\"" }
            if let line { attributes += " line=\"\(line)\"" }
            switch outcome {
            case .passed:
                return "    <testcase \(attributes)/>\n"
            case .failure(let message, let details):
                return "    <testcase \(attributes)>\n      <failure message=\"\(escape(message))\" type=\"failure\">\(escape(details))</failure>\n    </testcase>\n"
            case .error(let message, let details):
                return "    <testcase \(attributes)>\n      <error message=\"\(escape(message))\" type=\"error\">\(escape(details))</error>\n    </testcase>\n"
            case .skipped(let message):
                return "    <testcase \(attributes)>\n      <skipped message=\"\(escape(message))\"/>\n    </testcase>\n"
            }
        }
    }

    struct Suite {
        var name: String
        var file: String?
        var cases: [Case]

        func count(_ kind: Case.Kind) -> Int { cases.count { $0.is(kind) } }
        var time: Double { cases.reduce(0) { $0 + $1.time } }

        var xml: String {
            var attributes = "name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(count(.failure))\" errors=\"\(count(.error))\" skipped=\"\(count(.skipped))\" time=\"\(seconds(time))\""
            if let file { attributes += " file=\"\(escape(file))\"" }
            return "  <testsuite \(attributes)>\n" + cases.map(\.xml).joined() + "  </testsuite>\n"
        }
    }
}

/// Seconds with millisecond precision, as JUnit readers expect: `0.012`.
private func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// XML text and attribute escaping (the same rules as HTML's).
private func escape(_ text: String) -> String {
    HTMLEscaping.escape(text)
}
