import BookVerification
import ChapterModel
import Messages
import SpecLanguage

/// `chapters verify --format github`: GitHub Actions workflow commands, one a line, that the Actions log turns
/// into annotations on the pull request's files: `::error file=…,line=…,col=…,title=…::message` for every failing
/// spec line, translation drift and unreadable file, `::warning …` for every warning (`::error` under `--strict`).
public struct GitHubAnnotations: Sendable {
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    public func render(_ result: BookResult) -> String {
        var lines: [String] = []
        for error in result.readErrors {
            lines.append(error.gitHubCommand(title: "unreadable chapter"))
        }
        for chapter in result.chapters {
            for step in chapter.steps {
                for line in step.app?.failures ?? [] {
                    let language = chapter.chapter.language
                    let failure = Diagnostic(.error, at: line.location, line.failure ?? LocalizedText("", zh: ""), language: language)
                    lines.append(failure.gitHubCommand(title: AppReportMessages.stepFailedAgainstApp(step.step.title).text(in: language),
                                                       message: "\(step.text(at: line.location).trimmingCharacters(in: .whitespaces))\n\(failure.message)"))
                }
                for block in step.blocks {
                    for (line, failure) in block.failures {
                        var message = "\(line.text.trimmingCharacters(in: .whitespaces))\n\(failure.messageWithSuggestion)"
                        if let expected = failure.expected { message += "\n\(failure.expectedLabel)\(expected)" }
                        if let actual = failure.actual { message += "\n\(failure.actualLabel)\(actual)" }
                        let title = ReportMessages.stepFailed(step.step.title).text(in: failure.language)
                        lines.append(failure.diagnostic(line: line.location).gitHubCommand(title: title, message: message))
                    }
                    for line in block.notAnswered {
                        let column = Prediction.marks(in: line.text).first { $0.isBlank }?.offset ?? 0
                        let blank = Diagnostic(.error, at: line.location.advanced(by: column), PredictionMessages.notAnsweredMessage)
                        lines.append(blank.gitHubCommand(title: "step “\(step.step.title)”: not answered",
                                                         message: "\(line.text.trimmingCharacters(in: .whitespaces))\n\(blank.message)"))
                    }
                }
            }
        }
        for translation in result.translations {
            guard case .drift(let drifts) = translation.status else { continue }
            for drift in drifts {
                lines.append(drift.diagnostic().gitHubCommand(title: "translation drift",
                                                              message: "\(drift.message)\n\(drift.original): \(drift.originalLine)\n\(drift.translation): \(drift.translationLine)\n\(drift.hint)"))
            }
        }
        for warning in result.warnings {
            lines.append(warning.gitHubCommand(title: "chapter warning", kind: strict ? .error : .warning))
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
