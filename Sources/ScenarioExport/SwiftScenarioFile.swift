import ChapterModel
import Messages
import SpecLanguage

/// One chapter as Swift Testing code: a suite named by its title, a function per spec block, a `@Test` per step.
///
/// Every line written for a spec line sits under `#sourceLocation` pointing at that Markdown line, so a compile
/// error, a failed expectation (`check`) or a refusal is reported in the chapter.
public struct SwiftScenarioFile {
    /// The chapter with its blocks parsed.
    public let parsed: ParsedChapter
    /// The chapter's path as `#sourceLocation` names it (relative to the package root: `Chapters/en/03-….md`).
    public let sourcePath: String

    /// The file of a chapter, its blocks parsed now.
    public init(chapter: Chapter, sourcePath: String) {
        self.init(parsed: ParsedChapter(chapter), sourcePath: sourcePath)
    }

    /// The file of a chapter as a run parsed it, so that it need not be parsed again (a report shows every block's Swift).
    public init(parsed: ParsedChapter, sourcePath: String) {
        self.parsed = parsed
        self.sourcePath = sourcePath
    }

    /// The chapter.
    public var chapter: Chapter { parsed.chapter }

    /// The file's name in an export: `Chapter03SnapAndBounce.swift`, `Chapter03SnapAndBounceZhHans.swift`.
    public var fileName: String { suiteName + ".swift" }

    /// The chapter's language: a Chinese chapter's `expect error` reads the refusal's Chinese message.
    var language: ReaderLanguage { chapter.language }

    /// What a line that does not parse fails with, before the parser's message.
    static let doesNotParse = LocalizedText("this line does not parse: ", zh: "这一行无法解析：")

    /// The Swift for `expect error "…"` after the command whose refusal `refusal` holds (`nil` for a fixture, which
    /// is never refused): `expectRefusal(refusal, containing: "…")`, with `in: .chinese` in a Chinese chapter.
    func expectRefusal(_ refusal: String?, _ text: String) -> String {
        "expectRefusal(\(refusal ?? "nil"), containing: \(SwiftLiteral.string(text))\(language == .chinese ? ", in: .chinese" : ""))"
    }

    /// The suite's type name.
    public var suiteName: String {
        let language = chapter.language == .english ? "" : SwiftIdentifier.upperCamel(chapter.language.tag, prefix: "")
        return SwiftIdentifier.upperCamel(chapter.slug, prefix: "Chapter") + language
    }

    /// The file's text.
    public var source: String {
        let plan = ScenarioPlan(parsed)
        var out: [String] = [
            "// Written by `chapters export swift` from \(sourcePath). Change the chapter, not this file.",
            "import Testing",
            "import TableModel",
            "import SwipeEngine",
            "import ReorderEngine",
            "import ExpandEngine",
            "import TableScene",
            "import SpecComparisons",
            "import ScenarioSupport",
            "",
            "@Suite(\(SwiftLiteral.string(chapter.title)))",
            "struct \(suiteName) {",
        ]
        var testNames: Set<String> = []
        for step in plan.steps {
            let name = SwiftIdentifier.unique(SwiftIdentifier.lowerCamel(step.step.title, fallback: "step"), in: &testNames)
            out += test(step, named: name, plan: plan)
            for block in step.blocks { out += function(for: block) }
        }
        out.append("}")
        return Self.placingDirectives(out).joined(separator: "\n") + "\n"
    }

    /// Puts the `#sourceLocation` markers where Swift needs them: a directive names the line *after* it, and each
    /// further line counts on from there, so every line of code gets its own directive (comments and braces,
    /// which cannot fail, are left without).
    static func placingDirectives(_ lines: [String]) -> [String] {
        var out: [String] = []
        var current: String?
        var emitted: String?
        for line in lines {
            let trimmed = line.trimmingPrefix { $0 == " " }
            if line.hasPrefix("#sourceLocation(file:") {
                current = line
            } else if line == "#sourceLocation()" {
                if emitted != nil { out.append(line) }
                current = nil
                emitted = nil
            } else if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed == "}" || trimmed == "do {" || trimmed.hasPrefix("func ") {
                // (Nothing may stand between `@Test` and its `func`.)
                out.append(line)
            } else {
                if let current { out.append(current); emitted = current }
                out.append(line)
            }
        }
        return out
    }

    /// Each spec block's Swift by the line of its fence, as a learner reads it: the block's function without the
    /// `#sourceLocation` directives and without the spec line written as a comment above each call (study guides
    /// show it under the block, right below those lines).
    public var blockSources: [Int: String] {
        var sources: [Int: String] = [:]
        for block in ScenarioPlan(parsed).blocks {
            let lines = function(for: block, reading: true).dropFirst().filter { !$0.hasPrefix("#sourceLocation") }
            sources[block.block.location.line] = lines.map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }.joined(separator: "\n")
        }
        return sources
    }

    // MARK: - Tests

    private func test(_ step: ScenarioPlan.PlannedStep, named name: String, plan: ScenarioPlan) -> [String] {
        var body: [String] = []
        var declared = false
        for (index, block) in step.blocks.enumerated() {
            let laterUse = step.blocks[(index + 1)...].prefix { !$0.isFresh }.contains { _ in true }
            if block.isFresh {
                let call = "try Self.\(block.name)()"
                if !laterUse {
                    body.append("_ = \(call)")
                } else if declared {
                    body.append("scene = \(call)")
                } else {
                    body.append("var scene = \(call)")
                    declared = true
                }
            } else {
                if !declared {
                    let chain = plan.chain(before: block).map { "Self.\($0.name)" }
                    body.append("// The world of the steps before this one; their own tests check them.")
                    body.append("var scene = try replaying(\(chain.joined(separator: ", ")))")
                    declared = true
                }
                body.append("try Self.\(block.name)(&scene)")
            }
        }
        return [
            "",
            location(step.step.location.line),
            "    /// \(sourcePath):\(step.step.location.line)",
            "    @Test(\(SwiftLiteral.string(step.step.title)))",
            "    func \(name)() throws {",
        ] + body.map { "        " + $0 } + ["    }", "#sourceLocation()"]
    }

    // MARK: - Blocks

    /// - Parameter reading: leave out the `#sourceLocation` directive and the spec line as a comment above each line's
    ///   Swift (for a reader who sees the block itself right above).
    private func function(for block: ScenarioPlan.PlannedBlock, reading: Bool = false) -> [String] {
        var writer = SwiftBlock(file: self, block: block, reading: reading)
        writer.writeLines()
        return writer.function()
    }

    func location(_ line: Int) -> String {
        "#sourceLocation(file: \(SwiftLiteral.string(sourcePath)), line: \(line))"
    }

    /// The spec line at `line`, as a comment above its Swift.
    func comment(_ block: ScenarioPlan.PlannedBlock, line: Int) -> String {
        let text = block.block.lines.first { $0.location.line == line }?.text ?? ""
        let clean = String(text.trimmingPrefix { $0.isWhitespace }.map { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true ? " " : $0 })
        return "// " + clean
    }
}
