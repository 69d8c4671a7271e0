import ChapterModel
import ChapterRunner
import Messages
import SpecLanguage
import Messages

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
            lines.append(command("error", at: error.location, title: "unreadable chapter", message: "\(error.message) (\(error.hint))"))
        }
        for chapter in result.chapters {
            for step in chapter.steps {
                for block in step.blocks {
                    for (line, failure) in block.failures {
                        let place = failure.location ?? line.location
                        var message = "\(line.text.trimmingCharacters(in: .whitespaces))\n\(failure.messageWithSuggestion)"
                        if let expected = failure.expected { message += "\n\(failure.expectedLabel)\(expected)" }
                        if let actual = failure.actual { message += "\n\(failure.actualLabel)\(actual)" }
                        let title = ReportMessages.stepFailed(step.step.title).text(in: failure.language)
                        lines.append(command("error", at: place, title: title, message: message))
                    }
                    for line in block.notAnswered {
                        let column = Prediction.marks(in: line.text).first { $0.isBlank }?.offset ?? 0
                        lines.append(command("error", at: line.location.advanced(by: column), title: "step “\(step.step.title)”: not answered",
                                             message: "\(line.text.trimmingCharacters(in: .whitespaces))\n\(PredictionMessages.notAnsweredMessage.english)"))
                    }
                }
            }
        }
        for translation in result.translations {
            guard case .drift(let drifts) = translation.status else { continue }
            for drift in drifts {
                lines.append(command("error", at: drift.translation, title: "translation drift",
                                     message: "\(drift.message)\n\(drift.original): \(drift.originalLine)\n\(drift.translation): \(drift.translationLine)\n\(drift.hint)"))
            }
        }
        for warning in result.warnings {
            lines.append(command(strict ? "error" : "warning", at: warning.location, title: "chapter warning",
                                 message: warning.message + (warning.hint.map { " (\($0))" } ?? "")))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func command(_ kind: String, at location: SourceLocation, title: String, message: String) -> String {
        "::\(kind) file=\(property(location.file)),line=\(location.line),col=\(location.column),title=\(property(title))::\(data(message))"
    }

    /// A command's message: `%`, carriage returns and line feeds escaped, as the runner unescapes them.
    private func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,` escaped too.
    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
