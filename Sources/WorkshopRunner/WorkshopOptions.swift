import Foundation
import Messages

/// The `workshop` command line, parsed.
struct WorkshopOptions {
    enum Mode { case watch, verify, help }

    var mode: Mode = .watch
    var json = false
    var output: String?
    /// The teacher's class server (`--submit URL`) and its join code (`--code`).
    var submit: String?
    var code: String?
    /// `--claim`: the claim code the teacher gave for a released name, sent once with `--submit`.
    var claim: String?
    /// `--name`: who the result is from. Left out, `workshop verify` asks for it on a terminal and refuses without one
    /// (``WorkshopNameReader``) when the result leaves the machine (``leavesMachine``); a check on the screen alone,
    /// and watch mode, need no name.
    var learner: String?
    /// `--time-limit SECONDS`: the processor time a graded run may use (``GradingTimeLimit``).
    var timeLimit = GradingTimeLimit.defaultProcessorSeconds

    /// Whether the result is written or sent for someone else to read (`--output`, `--submit`, or JSON on standard
    /// output): only then is the learner's name needed.
    var leavesMachine: Bool { output != nil || submit != nil || json }

    static let usage = """
        usage: swift run workshop                 watch your exercise files (or chapters) and re-check them on every save
               swift run workshop verify          check once; exit 0 when every exercise passes and every prediction
                                                  blank holds the right number, 1 otherwise
                      [--format text|json] [--output FILE] [--name NAME] [--submit URL --code CODE [--claim CODE]]
                      [--time-limit SECONDS]      stop a check after this much processor time (default 10): exit 3
                      --name is needed only with --format json, --output or --submit (a result for the teacher)
        """

    /// Reads `arguments`; a problem with the name is told in `language` (the kit's).
    init(_ arguments: [String], language: ReaderLanguage = .english) throws(WorkshopError) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard first == "verify" else {
                throw WorkshopError("unknown command '\(first)'; use `swift run workshop` or `swift run workshop verify`")
            }
            mode = .verify
            rest = rest.dropFirst()
        }
        func value(of option: String) throws(WorkshopError) -> String {
            rest = rest.dropFirst()
            guard let value = rest.first, !value.hasPrefix("--") else {
                throw WorkshopError("\(option) needs a value, as in `\(option) \(option == "--format" ? "json" : option == "--time-limit" ? "10" : "NAME")`")
            }
            return value
        }
        while let option = rest.first {
            switch option {
            case "--format":
                let format = try value(of: option)
                guard format == "json" || format == "text" else {
                    throw WorkshopError("--format \(format) is not known; use --format text or --format json")
                }
                json = format == "json"
            case "--output": output = try value(of: option)
            case "--name":
                let name = try value(of: option).trimmingCharacters(in: .whitespacesAndNewlines)
                guard !name.isEmpty else { throw WorkshopError(WorkshopMessages.nameNeeded.text(in: language)) }
                learner = name
            case "--time-limit":
                let text = try value(of: option)
                guard let seconds = Int(text), (1...3600).contains(seconds) else {
                    throw WorkshopError(WorkshopMessages.timeLimitInvalid(text).text(in: language))
                }
                timeLimit = seconds
            case "--submit": submit = try value(of: option)
            case "--code": code = try value(of: option)
            case "--claim": claim = try value(of: option)
            case "-h", "--help": mode = .help
            default:
                throw WorkshopError("unknown option '\(option)'\n\(Self.usage)")
            }
            rest = rest.dropFirst()
        }
        if (submit == nil) != (code == nil) {
            throw WorkshopError("--submit and --code go together: `--submit http://HOST:8765 --code XXXXXXXX` (both on the teacher's screen)")
        }
        if output != nil && !json {
            throw WorkshopError("--output writes the JSON result; add --format json")
        }
    }
}
