import ChapterModel
import Testing
@testable import ScenarioExport
@testable import SpecLanguage

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
        #expect(Set(Self.examples.map(\.kind.form)) == Set(CommandForm.allCases), "an example that does not parse")
        for (line, kind) in Self.examples {
            let swift: [String]? = switch kind {
            case .expect(.error):
                [] // exported with the command it follows: see the test below
            case .expect(let expectation):
                SwiftExpectations.line(expectation)?.statements
            default:
                SwiftCommands.fixture(kind).map { [$0] } ?? SwiftCommands.setting(kind) ?? SwiftCommands.gesture(kind)?.statements
            }
            #expect(swift != nil, "`\(line)` has no Swift export")
        }
    }

    @Test func anExpectedRefusalExportsWithTheCommandItFollows() {
        let markdown = "# T\n\n## S\n\n```spec\ntable 3 rows\ntap \"Delete\" in row 0\nexpect error \"not visible\"\n```\n"
        let chapter = ChapterReader.parse(markdown: markdown, path: "Chapters/en/01-t.md")
        let source = SwiftScenarioFile(chapter: chapter, sourcePath: "Chapters/en/01-t.md").source
        #expect(source.contains("expectRefusal(refusal, containing: \"not visible\")"))
    }
}
