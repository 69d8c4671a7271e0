import Foundation
import LearnerResults
import Messages
import SpecInterpreter

/// The decisions a learner plugs in: ``Decisions`` from the runner, named here so a kit imports one module.
public typealias Decisions = SpecInterpreter.Decisions

/// The `workshop` command of a learner's kit: `swift run workshop` watches and re-verifies on every save;
/// `swift run workshop verify [--format text|json] [--output FILE] [--name NAME] [--submit URL --code CODE]` runs
/// once and exits 0 when every exercise passes and every prediction blank holds the book's number, 1 otherwise (2 for a usage problem or a refused submission,
/// 3 when the learner's code ran past the time limit: ``GradingTimeLimit``).
/// `--submit` sends the result with its predictions as counts per chapter only (``LearnerResult/withoutPredictionAnswers()``).
///
/// A kit's `main.swift` is one line: `Workshop.main(decisions)`, with the learner's decisions plugged in.
public enum Workshop {
    /// Runs the command line `arguments` (without the program name) in the kit at `root`; returns the exit status.
    ///
    /// `workshop verify` keeps its time limit (``GradingTimeLimit``, exit status 3) only when it is the process
    /// (``main(_:)``): the limit ends the process, which must never be a test's.
    public static func run(_ decisions: Decisions, arguments: [String], root: String = ".") -> Int32 {
        run(decisions, arguments: arguments, root: root, timeLimited: false)
    }

    static func run(_ decisions: Decisions, arguments: [String], root: String, timeLimited: Bool) -> Int32 {
        // The kit's language, for the messages about the options too (English outside a kit).
        let manifest = try? KitManifest.load(kitRoot: root)
        let language = manifest?.language ?? .english
        do {
            let options = try WorkshopOptions(arguments, language: language)
            if options.mode == .help {
                print(WorkshopOptions.usage)
                return 0
            }
            let grader = ExerciseGrader(root: root, manifest: try manifest ?? KitManifest.load(kitRoot: root))
            switch options.mode {
            case .help:
                return 0
            case .watch:
                return WorkshopWatcher(grader: grader, learner: options.learner ?? localName, timeLimit: options.timeLimit).run(decisions)
            case .verify:
                guard timeLimited else { return try verify(decisions, grader: grader, options: options, language: language) }
                var timed = grader
                let progress = GradingProgress()
                timed.progress = progress
                let watchdog = GradingTimeLimit(processorSeconds: options.timeLimit).arm(progress: progress, root: root, language: language)
                defer { watchdog.cancel() }
                return try verify(decisions, grader: timed, options: options, language: language)
            }
        } catch {
            FileHandle.standardError.write(Data("workshop: \(error)\n".utf8))
            return 2
        }
    }

    /// Runs the process's command line in the current folder and exits with its status.
    public static func main(_ decisions: Decisions) -> Never {
        exit(run(decisions, arguments: Array(CommandLine.arguments.dropFirst()), root: ".", timeLimited: true))
    }

    /// Who a result that stays on this machine is from: the account's name.
    static var localName: String { ProcessInfo.processInfo.environment["USER"] ?? "learner" }

    private static func verify(
        _ decisions: Decisions, grader: ExerciseGrader, options: WorkshopOptions, language: ReaderLanguage
    ) throws -> Int32 {
        // A check on the screen needs no name (as rustlings' `verify`); a result for the teacher does.
        let learner = try options.learner ?? (options.leavesMachine ? WorkshopNameReader.ask(language: language) : localName)
        if let output = options.output { try ResultFile.check(output, root: grader.root, language: language) }
        let result = grader.grade(decisions, learner: learner)
        // A "predict the number" kit passes when every blank holds the book's number.
        let allPassed = result.exercises.allSatisfy { $0.status == .passed }
            && (result.predictions.map { $0.correct == $0.total } ?? true)
        if options.json {
            let data = try result.encoded()
            if let output = options.output {
                try ResultFile.write(data, to: output, root: grader.root, language: language)
            } else {
                FileHandle.standardOutput.write(data)
                if let server = options.submit, let code = options.code {
                    try submit(result, to: server, code: code, claim: options.claim, language: language)
                    FileHandle.standardError.write(Data((submitted(result, language: language) + "\n").utf8))
                }
                return allPassed ? 0 : 1
            }
        }
        print(WorkshopScreen(result: result, manifest: grader.manifest).render())
        if let output = options.output, options.json {
            print(WorkshopText(language: result.readerLanguage).wrote(output))
        }
        if let server = options.submit, let code = options.code {
            // The class sees each chapter's right, wrong and unanswered blanks, never the numbers written.
            try submit(result, to: server, code: code, claim: options.claim, language: language)
            print(submitted(result, language: language))
        }
        return allPassed ? 0 : 1
    }

    /// Sends the result as the class sees it: predictions as counts per chapter only.
    private static func submit(_ result: LearnerResult, to server: String, code: String, claim: String?, language: ReaderLanguage) throws {
        _ = try ResultSubmission.send(try result.withoutPredictionAnswers().encoded(), to: server, code: code, claim: claim, language: language)
    }

    /// What a taken result means, as a sentence in the learner's language (not the server's JSON).
    static func submitted(_ result: LearnerResult, language: ReaderLanguage) -> String {
        WorkshopMessages.submitted(
            passed: result.passedCount, exercises: result.exercises.count,
            correct: result.predictions?.correct, blanks: result.predictions?.total
        ).text(in: language)
    }
}
