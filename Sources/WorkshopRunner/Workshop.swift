import ChapterRunner
import Foundation
import LearnerResults

/// The decisions a learner plugs in: ``Decisions`` from the runner, named here so a kit imports one module.
public typealias Decisions = ChapterRunner.Decisions

/// The `workshop` command of a learner's kit: `swift run workshop` watches and re-verifies on every save;
/// `swift run workshop verify [--format text|json] [--output FILE] [--name NAME] [--submit URL --code CODE]` runs
/// once and exits 0 when every exercise passes and every prediction blank holds the book's number, 1 otherwise (2 for a usage problem or a refused submission).
/// `--submit` sends the result with its predictions as counts per chapter only (``LearnerResult/withoutPredictionAnswers()``).
///
/// A kit's `main.swift` is one line: `Workshop.main(decisions)`, with the learner's decisions plugged in.
public enum Workshop {
    /// Runs the command line `arguments` (without the program name) in the kit at `root`; returns the exit status.
    public static func run(_ decisions: Decisions, arguments: [String], root: String = ".") -> Int32 {
        do {
            let options = try WorkshopOptions(arguments)
            let manifest = try KitManifest.load(kitRoot: root)
            let grader = ExerciseGrader(root: root, manifest: manifest)
            switch options.mode {
            case .help:
                print(WorkshopOptions.usage)
                return 0
            case .watch:
                return WorkshopWatcher(grader: grader, learner: options.learner).run(decisions)
            case .verify:
                return try verify(decisions, grader: grader, options: options)
            }
        } catch {
            FileHandle.standardError.write(Data("workshop: \(error)\n".utf8))
            return 2
        }
    }

    /// Runs the process's command line in the current folder and exits with its status.
    public static func main(_ decisions: Decisions) -> Never {
        exit(run(decisions, arguments: Array(CommandLine.arguments.dropFirst())))
    }

    private static func verify(_ decisions: Decisions, grader: ExerciseGrader, options: WorkshopOptions) throws -> Int32 {
        let result = grader.grade(decisions, learner: options.learner)
        // A "predict the number" kit passes when every blank holds the book's number.
        let allPassed = result.exercises.allSatisfy { $0.status == .passed }
            && (result.predictions.map { $0.correct == $0.total } ?? true)
        if options.json {
            let data = try result.encoded()
            if let output = options.output {
                do {
                    try data.write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw WorkshopError("\(output):1:1: cannot write the result (\(error.localizedDescription)); "
                        + "name a file in a folder that exists and that you may write to")
                }
            } else {
                FileHandle.standardOutput.write(data)
                if let server = options.submit, let code = options.code {
                    let reply = try ResultSubmission.send(try result.withoutPredictionAnswers().encoded(), to: server, code: code)
                    FileHandle.standardError.write(Data((reply + "\n").utf8))
                }
                return allPassed ? 0 : 1
            }
        }
        print(WorkshopScreen(result: result, manifest: grader.manifest).render())
        if let output = options.output, options.json {
            print(WorkshopText(language: result.language).wrote(output))
        }
        if let server = options.submit, let code = options.code {
            // The class sees each chapter's right, wrong and unanswered blanks, never the numbers written.
            print(try ResultSubmission.send(try result.withoutPredictionAnswers().encoded(), to: server, code: code))
        }
        return allPassed ? 0 : 1
    }
}
