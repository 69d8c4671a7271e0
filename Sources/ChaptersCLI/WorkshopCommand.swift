import ArgumentParser
import BookVerification
import Foundation
import Messages
import WorkshopMaker
import WorkshopRunner

struct WorkshopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workshop",
        abstract: "Make workshop kits: learners write the engines' key decisions in Swift, and the chapters grade them.",
        subcommands: [New.self]
    )

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a learner's SwiftPM package with chosen chapters: Swift exercises, blanked predictions, or both.",
            discussion: """
            Run it in this package's folder (the one with Chapters/). The kit depends on this checkout by path, \
            or on --package-url. Each exercise file holds a stub that compiles and behaves like the naive approach \
            its chapter shows failing; --solved writes the book's solutions instead (the teacher's answer key). \
            In the kit, `swift run workshop` watches and re-checks on every save, and `swift run workshop verify` \
            checks once (exit 0 when every exercise passes, 1 otherwise). Exit status 2 for a usage error.

            --predict makes a "predict the number" kit for a reading class instead: the chapters that mark \
            predictions (`expect row 3 offset -60?`, see chapter 00; chapter 00 itself is left out), each marked number replaced by a blank `?`, \
            and no Swift exercises (add --exercises for them too, below). The learner writes a prediction before each `?`; `swift run workshop verify` \
            grades every blank against the book's number (a blank left as `?` is "not answered"), lists them in \
            the result's `predictions`, and exits 0 only when every blank is right. With --predict, --chapters \
            chooses among the chapters that mark predictions, and --solved keeps the book's numbers in (the answer key).

            --predict --exercises makes one kit with both: the chosen chapters' Swift exercises and their blanks. \
            `swift run workshop verify` grades them together (each exercise against the book's numbers, whatever the \
            learner predicted) and exits 0 only when every exercise passes and every blank is right. --chapters then \
            chooses among the chapters with an exercise or a prediction; --solved writes the solutions and the numbers.
            """
        )

        @Argument(help: ArgumentHelp("The folder to make the kit in (created if missing; must hold no package).", valueName: "dir"))
        var folder: String

        @Option(name: .long, help: "Chapter numbers with exercises, comma-separated (default: all: 02,03,04,06,07,08,10,11,12).")
        var chapters: String?

        @Option(name: .long, help: "The kit's language: en (the default) or zh-Hans.")
        var language: ReaderLanguage = .english

        @Flag(name: .long, help: "Write the book's solutions instead of the stubs.")
        var solved = false

        @Flag(name: .long, help: "A \"predict the number\" kit: the chapters that mark predictions, their numbers blanked.")
        var predict = false

        @Flag(name: .long, help: "With --predict: the chapters' Swift exercises too, in the same kit (graded together).")
        var exercises = false

        @Option(name: .customLong("package-url"), help: "Depend on a hosted copy of this package instead of this checkout.")
        var packageURL: String?

        func validate() throws {
            // SwiftPM takes a URL with a scheme (https, ssh, git, file) or an scp-style `git@host:path`.
            if let packageURL, URL(string: packageURL)?.scheme == nil, !(packageURL.contains("@") && packageURL.contains(":")) {
                throw ValidationError("--package-url \(packageURL) is not a URL; give the Git URL learners fetch this package from, "
                                      + "such as https://example.com/school/TableChapters.git")
            }
            // Without --predict a kit has the exercises already: the flag would do nothing, which is worth saying.
            if exercises && !predict {
                throw ValidationError("--exercises adds the exercises to a --predict kit; a kit without --predict is the exercises already "
                                      + "(leave out --exercises, or add --predict for the blanks too)")
            }
        }

        func run() throws {
            let manager = FileManager.default
            let here = manager.currentDirectoryPath
            // A usage error found while running says itself alone: ArgumentParser would add the top-level usage.
            guard manager.fileExists(atPath: "Package.swift"), manager.fileExists(atPath: "Chapters/\(language.tag)") else {
                Terminal.printError(LocalizedText("\(here): run this in the book's package folder (with Package.swift and Chapters/\(language.tag))",
                                                  zh: "\(here)：请在书的包文件夹里运行（那里有 Package.swift 和 Chapters/\(language.tag)）"))
                throw ExitCode(2)
            }
            let written: [String]
            do throws(WorkshopError) {
                let marking = predict ? PredictionKit.chapters(book: "Chapters", language: language) : []
                if predict && exercises && marking.isEmpty {
                    // The exercises alone are another kit: say so rather than make it.
                    throw WorkshopError("--predict --exercises: no chapter in Chapters/\(language.tag) marks a prediction "
                                            + "(`expect row 3 offset -60?`); mark some, or leave out --predict for the exercises alone",
                                        zh: "--predict --exercises：Chapters/\(language.tag) 里没有哪一章标出了预测（`期望 行 3 位移 -60?`）；"
                                            + "请先标出一些，或者去掉 --predict，只要练习")
                }
                let chosen = switch (predict, exercises) {
                case (true, true): try KitMaker.chapters(from: chapters, predictionChapters: marking)
                case (true, false): try PredictionKit.chapters(from: chapters, available: marking).map { String($0.prefix(2)) }
                case (false, _): try KitMaker.chapters(from: chapters)
                }
                let options = KitOptions(
                    chapters: chosen, language: language, solved: solved,
                    package: packageURL.map { .url($0) } ?? .path(here), predict: predict, exercises: exercises
                )
                written = try KitMaker.make(in: folder, book: "Chapters", options: options)
            } catch {
                Terminal.printError(UsageMessages.errorPrefix.text(in: Terminal.language) + error.description(in: Terminal.language))
                throw ExitCode(2)
            }
            print(LocalizedText("Wrote a workshop kit in \(folder) (\(written.count) files). Next:",
                                zh: "练习包已写入 \(folder)（\(written.count) 个文件）。下一步：").text(in: Terminal.language))
            print("  cd \(folder) && swift run workshop")
        }
    }
}
