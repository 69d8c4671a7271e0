import ChapterModel
import ChapterRunner
import SpecLanguage

/// `chapters verify --format junit`: JUnit XML as CI systems read it. One `<testsuite>` per chapter,
/// one `<testcase>` per step; a failed step has `<failure message="…">` with every failing line, a blocked
/// step is `<skipped/>`. Translations form a suite of their own (drift fails, untranslated is skipped),
/// and unreadable files one more, as errors.
public struct JUnitReport: Sendable {
    public init() {}

    public func render(_ result: BookResult) -> String {
        var suites: [Suite] = result.chapters.map(chapterSuite)
        if !result.translations.isEmpty { suites.append(translationSuite(result.translations)) }
        if !result.readErrors.isEmpty { suites.append(readErrorSuite(result.readErrors)) }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.count(.failure) }
        let errors = suites.reduce(0) { $0 + $1.count(.error) }
        let skipped = suites.reduce(0) { $0 + $1.count(.skipped) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"chapters\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for suite in suites { xml += suite.xml }
        xml += "</testsuites>\n"
        return xml
    }

    // MARK: - Building suites

    private func chapterSuite(_ chapter: ChapterResult) -> Suite {
        let className = ReportPath.languageFolder(chapter.chapter.language) + "." + ReportPath.sanitizedSlug(chapter.chapter.slug)
        let cases = chapter.steps.map { step -> Case in
            let record = StepRecord(step, in: chapter.chapter)
            let outcome: Case.Outcome
            switch record.outcome {
            case .passed:
                outcome = .passed
            case .failed:
                let details = record.failures.map { failure in
                    var text = "\(failure.file):\(failure.line):\(failure.column): \(failure.text)\n  \(failure.message)"
                    if let suggestion = failure.suggestion { text += " (did you mean `\(suggestion)`?)" }
                    if let expected = failure.expected { text += "\n  expected: \(expected)" }
                    if let actual = failure.actual { text += "\n  actual:   \(actual)" }
                    return text
                }.joined(separator: "\n")
                outcome = .failure(message: record.failures.first?.message ?? "failed", details: details)
            case .blocked:
                outcome = .skipped(message: record.message ?? "blocked")
            }
            return Case(name: record.step, className: className, file: record.file, line: record.line, outcome: outcome)
        }
        return Suite(name: "\(ReportPath.languageFolder(chapter.chapter.language))/\(chapter.chapter.fileName): \(chapter.chapter.title)",
                     file: chapter.chapter.path, cases: cases)
    }

    private func translationSuite(_ translations: [TranslationResult]) -> Suite {
        let cases = translations.map { translation -> Case in
            let file = ReportFolder.join(translation.folder, "zh-Hans/" + translation.fileName)
            let outcome: Case.Outcome = switch translation.status {
            case .inSync: .passed
            case .drift(let drift):
                .failure(message: drift.message, details: "\(drift.original): \(drift.originalLine)\n\(drift.translation): \(drift.translationLine)")
            case .untranslated(let present, let missing):
                .skipped(message: "untranslated: exists in \(present)/ only; add \(translation.folder)/\(missing)/\(translation.fileName)")
            }
            return Case(name: translation.fileName, className: "translations", file: file, line: nil, outcome: outcome)
        }
        return Suite(name: "translations", file: nil, cases: cases)
    }

    private func readErrorSuite(_ errors: [ChapterReadError]) -> Suite {
        let cases = errors.map { error in
            Case(name: error.location.file, className: "unreadable", file: error.location.file, line: error.location.line,
                 outcome: .error(message: error.message, details: "\(error.location): \(error.message) (\(error.hint))"))
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
        var outcome: Outcome

        func `is`(_ kind: Kind) -> Bool {
            switch (outcome, kind) {
            case (.failure, .failure), (.error, .error), (.skipped, .skipped): true
            default: false
            }
        }

        var xml: String {
            var attributes = "name=\"\(escape(name))\" classname=\"\(escape(className))\""
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

        var xml: String {
            var attributes = "name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(count(.failure))\" errors=\"\(count(.error))\" skipped=\"\(count(.skipped))\""
            if let file { attributes += " file=\"\(escape(file))\"" }
            return "  <testsuite \(attributes)>\n" + cases.map(\.xml).joined() + "  </testsuite>\n"
        }
    }
}

/// XML text and attribute escaping (the same rules as HTML's).
private func escape(_ text: String) -> String {
    HTMLEscaping.escape(text)
}
