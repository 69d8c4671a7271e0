import Messages

/// The Swift file a kit holds for one exercise: a stub that compiles and behaves like the naive approach the
/// chapter shows failing, or the book's solution.
struct ExerciseTemplate: Sendable {
    /// The exercise id.
    var id: String
    /// The type the learner completes, such as `PanClamp`.
    var typeName: String
    /// The ``Decisions`` property it is plugged into.
    var property: String
    /// The engine module that declares the protocol (and `TableModel` when needed).
    var imports: [String]
    /// The protocol it conforms to.
    var protocolName: String
    /// The requirement's signature line, without its body.
    var signature: String
    /// The naive body (indented 8 spaces).
    var stubBody: String
    /// The book's body (indented 8 spaces).
    var solutionBody: String
    /// What to write, in English and in Chinese.
    var todoEnglish: String
    var todoChinese: String

    /// The kit's file name for it, such as `02-PanClamp.swift`.
    func fileName(chapterNumber: String) -> String {
        "\(chapterNumber)-\(typeName).swift"
    }

    /// The kit's reference of the protocol and the types it uses, relative to the kit (``referenceSource(book:language:)``).
    var referencePath: String { "Reference/\(protocolName).swift" }

    /// The protocol's file in the book's package (`Sources/SwipeEngine/PanClampDecision.swift`), relative to the package.
    var protocolFile: String { "Sources/\(imports[0])/\(protocolName).swift" }

    /// The kit's reference: the engine's own file that declares the protocol and its types, whose solution is in a
    /// file of its own (`Sources/SwipeEngine/Solutions/`), under a line that says what it is.
    func referenceSource(declaration: String, language: ReaderLanguage) -> String {
        let header = language == .chinese
            ? "// 参考：练习要实现的协议和它用到的类型，摘自 \(protocolFile)（不含解答，也不参与编译）。"
            : "// Reference: the protocol your exercise implements and the types it uses, from \(protocolFile) (no solution; not compiled)."
        return header + "\n\n" + declaration
    }

    /// The file's source.
    func source(solved: Bool, language: ReaderLanguage, chapterPath: String) -> String {
        let chinese = language == .chinese
        let todo = chinese ? todoChinese : todoEnglish
        let header = solved
            ? (chinese ? "// 本书的解答（教师用的参考答案）。" : "// The book's solution (the teacher's answer key).")
            : (chinese
                ? "// 练习：改写下面的函数体。现在的写法是本章演示会失败的“朴素”做法。"
                : "// Exercise: rewrite the body below. As written, it is the naive approach the chapter shows failing.")
        let chapterLine = chinese ? "// 对应章节：\(chapterPath)" : "// Chapter: \(chapterPath)"
        let referenceLine = chinese
            ? "// 协议和它用到的类型：\(referencePath)（不含解答）"
            : "// The protocol and its types: \(referencePath) (no solution in it)"
        let todoLines = todo.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n")
        return """
            \(imports.map { "import \($0)" }.joined(separator: "\n"))

            \(header)
            \(chapterLine)
            \(referenceLine)
            \(todoLines)
            struct \(typeName): \(protocolName) {
                \(signature) {
            \(solved ? solutionBody : stubBody)
                }
            }

            """
    }
}
