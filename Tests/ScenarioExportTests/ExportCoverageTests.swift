import ChapterModel
import Testing
@testable import ScenarioExport
@testable import SpecLanguage
import TestSupport

/// Every command the language describes exports to Swift: adding a command without its export fails here.
@Suite("Export coverage")
struct ExportCoverageTests {
    static let examples: [(line: String, kind: CommandKind)] = SpecGrammar.forms.flatMap(\.examples).map { SpecGrammar.lines(of: $0)[0] }.compactMap { line in
        guard case .command(let command) = SpecParser.parse(line: line, at: SourceLocation(file: "t.md", line: 1, column: 1)) else {
            return nil
        }
        return (line, command.kind)
    }

    @Test func everyDescribedCommandHasItsSwift() {
        expectEqual(Set(Self.examples.map(\.kind.form)), Set(CommandForm.allCases), "an example that does not parse")
        for (line, kind) in Self.examples {
            let swift: [String] = switch PlannedCall(kind) {
            case .expectError:
                ["scene"] // exported with the command it follows: see the test below
            case .fixture(let fixture):
                [SwiftActions.fixture(fixture)]
            case .action(let action):
                SwiftActions.line(action).statements
            case .check(let check):
                SwiftChecks.line(check).lookups.map(\.expression) + SwiftChecks.line(check).prelude
                    + SwiftChecks.line(check).statements
            }
            expect(!swift.isEmpty && swift.allSatisfy { $0.contains("scene") || $0.contains("check(") || $0.contains("TableScene(") },
                    "`\(line)` has no Swift export: \(swift)")
        }
    }

    /// The exporter calls what the interpreter calls: a change of cell state in a running scene goes through
    /// `setCellState(_:in:)`, which remembers the rows open now (an assignment to `cellState` would not).
    @Test func aCellStateExportsTheCallTheInterpreterMakes() throws {
        let parsed = SpecParser.parse(line: "cell state remembered", at: SourceLocation(file: "t.md", line: 1, column: 1))
        guard case .command(let command) = parsed, case .action(let action) = PlannedCall(command.kind) else {
            Issue.record("`cell state remembered` is no action")
            return
        }
        expectEqual(action, .setCellState(.remembered))
        expectEqual(SwiftActions.line(action).statements, ["scene.swipe.setCellState(.remembered, in: scene.table)"])
    }

    @Test func anExpectedRefusalExportsWithTheCommandItFollows() {
        let markdown = "# T\n\n## S\n\n```spec\ntable 3 rows\ntap \"Delete\" in row 0\nexpect error \"not visible\"\n```\n"
        let chapter = ChapterReader.parse(markdown: markdown, path: "Chapters/en/01-t.md")
        let source = SwiftScenarioFile(chapter: chapter, sourcePath: "Chapters/en/01-t.md").source
        expect(source.contains("expectRefusal(refusal, containing: \"not visible\")"))
    }
}
