import HTML
import Foundation
import Messages
import LearnerResults
import ScenarioExport
import WorkshopRunner

/// The text files of a learner's kit: its Package.swift, main.swift, exercise files and README.
enum KitFiles {
    /// `Package.swift`: one executable, `workshop`, depending on this package's engines and workshop runner only.
    static func packageManifest(_ options: KitOptions) -> String {
        let dependency = switch options.package {
        case .path(let path): ".package(path: \(swiftLiteral(path)))"
        case .url(let url): ".package(url: \(swiftLiteral(url)), branch: \"main\")"
        }
        let identity = swiftLiteral(options.packageIdentity)
        let products = ["WorkshopRunner", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine"]
            .map { "                .product(name: \"\($0)\", package: \(identity))," }
            .joined(separator: "\n")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "TableChaptersWorkshop",
                platforms: [.macOS(.v13)],
                dependencies: [
                    \(dependency),
                ],
                targets: [
                    .executableTarget(
                        name: "workshop",
                        dependencies: [
            \(products)
                        ],
                        path: "Sources/workshop"
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// `main.swift`: plugs the kit's exercises into the runner.
    static func main(_ templates: [ExerciseTemplate], language: ReaderLanguage) -> String {
        let comment = language == .chinese
            ? "// 把各个练习接入引擎，然后运行 workshop。一般不需要修改这个文件。"
            : "// Plugs each exercise into the engines, then runs the workshop. You need not change this file."
        let lines = templates.map { "decisions.\($0.property) = \($0.typeName)()" }.joined(separator: "\n")
        if templates.isEmpty {
            // A "predict the number" kit: the book's decisions, nothing to plug in.
            let predicting = language == .chinese
                ? "// 用书里的解答运行 workshop：要填的是章节里的空白 `?`，不是这个文件。"
                : "// Runs the workshop with the book's own code: the blanks to fill in are the chapters' `?`, not this file."
            return """
                import WorkshopRunner

                \(predicting)
                Workshop.main(Decisions())

                """
        }
        return """
            import WorkshopRunner

            \(comment)
            var decisions = Decisions()
            \(lines)
            Workshop.main(decisions)

            """
    }

    /// The README, in the kit's language: the two commands a learner needs; with `predictions` (a kit with
    /// exercises and blanks), what to do with the blanks too.
    static func readme(
        _ exercises: [(exercise: Exercise, file: String)], language: ReaderLanguage, predictions: (chapters: [String], blanks: Int)? = nil
    ) -> String {
        let list = exercises.map { "- `\($0.file)`: \($0.exercise.title(language: language))" }.joined(separator: "\n")
        let blanks = predictions.map { predictionSection($0.chapters, blanks: $0.blanks, language: language) } ?? ""
        if language == .chinese {
            return """
                # 工作坊练习

                每个练习是一个 Swift 文件，里面的写法是章节里演示会失败的“朴素”做法。把它改对，
                章节里的检查就会一行一行地通过。

                1. 边写边检查（每次保存都会重新编译并检查；按 `h` 看提示，按 `q` 退出）：

                   ```sh
                   swift run workshop
                   ```

                2. 检查一次，并把结果交给老师：

                   ```sh
                   swift run workshop verify --format json --output result.json --name 你的名字
                   ```

                练习文件：

                \(list)

                章节在 `Chapters/zh-Hans/` 里，可以直接阅读。每个练习要实现的协议和它用到的类型在 `Reference/` 里（不含解答）。
                \(blanks)
                """
        }
        return """
            # Workshop exercises

            Each exercise is a Swift file holding the naive approach its chapter shows failing. Make it right,
            and the chapter's checks pass, line by line.

            1. Work with the checks running (every save rebuilds and checks again; `h` shows a hint, `q` quits):

               ```sh
               swift run workshop
               ```

            2. Check once and hand your result to the teacher:

               ```sh
               swift run workshop verify --format json --output result.json --name "Your Name"
               ```

            Exercise files:

            \(list)

            The chapters are in `Chapters/en/`; read them as you go. The protocol each exercise implements, and the types it
            uses, are in `Reference/` (no solutions there).
            \(blanks)
            """
    }

    /// The README's part on blanks in a kit that has exercises too.
    static func predictionSection(_ chapters: [String], blanks: Int, language: ReaderLanguage) -> String {
        let list = chapters.map { "- `\($0)`" }.joined(separator: "\n")
        if language == .chinese {
            return """

                ## 预测数字

                下面这些章节里有 \(blanks) 处数字被换成了空白 `?`。先读正文，想清楚引擎会算出什么，再在每个 `?` 的
                前面写上你预测的数字，`?` 保留：`期望 行 3 偏移 ?` 改成 `期望 行 3 偏移 -60?`。只改 `?` 所在的位置。
                `swift run workshop verify` 同时检查练习和预测：练习按书里的数字检查，和你填的预测无关；
                只有每个练习都通过、每处空白都答对时，退出码才是 0。答错时不会告诉你正确的数字。

                \(list)

                """
        }
        return """

            ## Predict the number

            In these chapters, \(blanks) numbers were replaced by a blank, `?`. Read the prose, work out what the
            engine will do, and write your prediction before each `?`, keeping the `?`: `expect row 3 offset ?`
            becomes `expect row 3 offset -60?`. Change nothing else. `swift run workshop verify` grades the exercises
            and the blanks together: your exercises are checked against the book's numbers, whatever you predicted,
            and it exits 0 only when every exercise passes and every blank is right. A wrong answer does not tell you
            the right number.

            \(list)

            """
    }

    /// Writes each file inside `folder` (made if missing), atomically.
    static func write(_ files: [(path: String, text: String)], into folder: String) throws(WorkshopError) {
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file.path)
            do throws(AtomicWriter.WriteError) {
                try AtomicWriter.makeFolder((path as NSString).deletingLastPathComponent)
                try AtomicWriter.write(Data(file.text.utf8), toFile: path, flushing: false)
            } catch {
                throw WorkshopError("\(error); name a folder you may write to", zh: "\(error)；请给出一个可以写入的文件夹")
            }
        }
    }

    /// The README of a "predict the number" kit, in the kit's language: what to do with the blanks.
    static func predictionReadme(_ chapters: [String], blanks: Int, language: ReaderLanguage) -> String {
        let list = chapters.map { "- `\($0)`" }.joined(separator: "\n")
        if language == .chinese {
            return """
                # 预测数字

                这些章节里有 \(blanks) 处数字被换成了空白 `?`。先读正文，想清楚引擎会算出什么，再在每个 `?` 的
                前面写上你预测的数字，`?` 保留：`期望 行 3 偏移 ?` 改成 `期望 行 3 偏移 -60?`。
                只改 `?` 所在的位置，其他行保持原样。

                1. 边填边检查（每次保存都会重新检查；按 `q` 退出）：

                   ```sh
                   swift run workshop
                   ```

                2. 检查一次，并把结果交给老师（全部答对时退出码为 0）：

                   ```sh
                   swift run workshop verify --format json --output result.json --name 你的名字
                   ```

                还是 `?` 的空白算“未作答”，不算答错；结果里会列出每处空白、你的答案和对错。答错时不会告诉你正确的数字：
                再读一遍代码块上面的说明，重新预测。

                章节：

                \(list)

                """
        }
        return """
            # Predict the number

            In these chapters, \(blanks) numbers were replaced by a blank, `?`. Read the prose, work out what the
            engine will do, and write your prediction before each `?`, keeping the `?`: `expect row 3 offset ?`
            becomes `expect row 3 offset -60?`. Change nothing else.

            1. Work with the checks running (every save checks again; `q` quits):

               ```sh
               swift run workshop
               ```

            2. Check once and hand your result to the teacher (exit status 0 when every blank is right):

               ```sh
               swift run workshop verify --format json --output result.json --name "Your Name"
               ```

            A blank still `?` is "not answered", not wrong; the result lists every blank with your answer and
            whether it is right. A wrong answer does not tell you the right number: read the prose above its block
            again and predict once more.

            Chapters:

            \(list)

            """
    }

    /// `text` as a Swift string literal (the exporter's escaping, so both write the same Swift).
    static func swiftLiteral(_ text: String) -> String {
        SwiftLiteral.string(text)
    }
}
