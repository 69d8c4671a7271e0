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
    static func main(_ templates: [ExerciseTemplate], language: String) -> String {
        let comment = language == "zh-Hans"
            ? "// 把各个练习接入引擎，然后运行 workshop。一般不需要修改这个文件。"
            : "// Plugs each exercise into the engines, then runs the workshop. You need not change this file."
        let lines = templates.map { "decisions.\($0.property) = \($0.typeName)()" }.joined(separator: "\n")
        return """
            import WorkshopRunner

            \(comment)
            var decisions = Decisions()
            \(lines)
            Workshop.main(decisions)

            """
    }

    /// The README, in the kit's language: the two commands a learner needs.
    static func readme(_ exercises: [(exercise: Exercise, file: String)], language: String) -> String {
        let list = exercises.map { "- `\($0.file)`: \($0.exercise.title(language: language))" }.joined(separator: "\n")
        if language == "zh-Hans" {
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

                章节在 `Chapters/zh-Hans/` 里，可以直接阅读。

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

            The chapters are in `Chapters/en/`; read them as you go.

            """
    }

    /// `text` as a Swift string literal (the exporter's escaping, so both write the same Swift).
    static func swiftLiteral(_ text: String) -> String {
        SwiftLiteral.string(text)
    }
}
