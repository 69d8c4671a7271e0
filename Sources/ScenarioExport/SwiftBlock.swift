import SpecLanguage

/// One spec block's function, printed from its planned lines (``ScenarioPlan/PlannedBlock/lines``): a fresh block
/// returns its scene, a block that continues one takes it `inout`.
struct SwiftBlock {
    let file: SwiftScenarioFile
    let block: ScenarioPlan.PlannedBlock
    /// Leave out the `#sourceLocation` directives and the spec lines as comments.
    let reading: Bool
    private var body: [String] = []
    private var declared = false
    private var mutated = false

    init(file: SwiftScenarioFile, block: ScenarioPlan.PlannedBlock, reading: Bool) {
        self.file = file
        self.block = block
        self.reading = reading
    }

    /// The directive and the comment that put a spec line's Swift under that line.
    private mutating func mark(_ line: Int) {
        if !reading { body += [file.location(line), file.comment(block, line: line)] }
    }

    /// Writes the body: every planned line under its spec line.
    mutating func writeLines() {
        var lines = block.lines[...]
        // A line that does not parse fails its block before anything runs (the block is planned as fresh).
        if let invalid = lines.firstIndex(where: { if case .invalid = $0 { true } else { false } }) { lines = lines[invalid...] }
        if block.needsFixture, let first = lines.first {
            mark(first.location.line)
            body.append("try fail(\(SwiftLiteral.string("the first block of a chapter must start with a fixture: `table`, `tree` or `label`")))")
            return
        }
        for line in lines {
            mark(line.location.line)
            switch line {
            case .invalid(let diagnostic):
                let message = SwiftScenarioFile.doesNotParse.text(in: file.language) + diagnostic.message(in: file.language)
                body.append("try fail(\(SwiftLiteral.string(message)))")
                return
            case .fixture(_, let fixture):
                if block.isFresh && !declared {
                    body.append("var scene = \(SwiftActions.fixture(fixture))")
                    declared = true
                } else {
                    body.append("scene = \(SwiftActions.fixture(fixture))")
                    mutated = true
                }
            case .unrefused(_, let text):
                body.append(file.expectRefusal(nil, text))
            case .notAnswered:
                // A prediction left blank (`?`) checks nothing yet and does not pass, as in `verify`.
                body.append("Issue.record(\"not answered: write your prediction before the `?`\")")
            case .perform(_, let call, let settles):
                let swift = Self.swift(call, settles: settles)
                mutated = mutated || swift.mutates
                body += swift.standalone
            case .attempt(_, let call, let settles, let refusal, let text):
                let start = body.count
                body.append("let refusal = try attempt(on: &scene) { scene in")
                body += Self.swift(call, settles: settles).refusing.map { "    " + $0 }
                body.append("}")
                mark(refusal.location.line)
                body.append(file.expectRefusal("refusal", text))
                mutated = true
                // Each `let refusal` needs its own scope when a block has several.
                body = Array(body[..<start]) + ["do {"] + body[start...].map { $0.hasPrefix("#sourceLocation") ? $0 : "    " + $0 } + ["}"]
            }
        }
    }

    /// A planned call's Swift; a setting that settles lets what still moves finish after it.
    private static func swift(_ call: PlannedCall, settles: Bool) -> SwiftLine {
        var swift: SwiftLine = switch call {
        case .action(let action): SwiftActions.line(action)
        case .check(let check): SwiftChecks.line(check)
        case .fixture, .expectError: SwiftLine([]) // planned as lines of their own
        }
        if settles { swift.statements.append("scene.settle()") }
        return swift
    }

    /// The function's lines.
    func function() -> [String] {
        var out = ["", "    /// The spec block at \(file.sourcePath):\(block.block.location.line)."]
        var body = self.body
        if block.isFresh {
            out.append("    static func \(block.name)() throws -> TableScene {")
            body.append("#sourceLocation()")
            if !declared {
                body.append("return TableScene(table: Table()) // not reached: the line above fails")
            } else {
                body.append("return scene")
                if !mutated, let declaration = body.firstIndex(where: { $0.hasPrefix("var scene = ") }) {
                    body[declaration] = "let" + body[declaration].dropFirst(3)
                }
            }
        } else {
            out.append("    static func \(block.name)(_ scene: inout TableScene) throws {")
            body.append("#sourceLocation()")
        }
        out += body.map { $0.hasPrefix("#sourceLocation") ? $0 : "        " + $0 }
        out.append("    }")
        return out
    }
}
