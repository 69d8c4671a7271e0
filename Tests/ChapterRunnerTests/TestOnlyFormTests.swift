import AppScreen
import ChapterModel
import Messages
import ScenarioExport
import SpecLanguage
import TableModel
import TableScene
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// The scene member of the test-only form: how many times a row sparkles, which is its index modulo 3. It exists in
/// this file only, as the member of a new form would exist in `TableScene`.
extension TableScene {
    func sparkle(of row: RowPath) -> Int { row.row % 3 }
}

/// The article "Adding a spec form" says that a declared expectation is the whole of its form, with its scene member
/// and chapter 00's two blocks. This form is declared here and nowhere else, and every part of the tool that reads a
/// spec line knows it: parsing and printing in both languages, the messages, the engines, the exported Swift and the
/// reader's app.
@Suite("A form declared in a test alone")
struct TestOnlyFormTests {
    static let sparkle = ExpectationDefinition.about(
        .row, "expectRowSparkle", "sparkle", words: [("sparkle", "闪光")],
        value: LocalizedText("the row's sparkle", zh: "这一行的闪光"), example: 2,
        scene: .member("sparkle(of:)") { $0.sparkle(of: $1) },
        app: .reads { screen, row in screen.cell(at: row).map { $0.row % 3 } },
        failure: LocalizedText("{row} sparkles otherwise", zh: "{row} 的闪光不对"))

    static let here = SourceLocation(file: "t.md", line: 1, column: 1)

    static func kind(_ line: String) -> CommandKind? {
        if case .command(let command) = SpecParser.parse(line: line, at: here) { command.kind } else { nil }
    }

    @Test func itParsesAndPrintsInBothLanguagesOnlyWhileInForce() throws {
        expectEqual(Self.kind("expect row 4 sparkle 1"), nil, "the book's grammar read a form it does not have")
        try ExpectationForms.withForms([Self.sparkle]) {
            let english = try require(Self.kind("expect row 4 sparkle 1"))
            let chinese = try require(Self.kind("期望 行 4 闪光 1"))
            expectEqual(english, chinese)
            expectEqual(english.form.name, "expectRowSparkle")
            expectEqual(SpecGrammar.print(english, .english), "expect row 4 sparkle 1")
            expectEqual(SpecGrammar.print(english, .chinese), "期望 行 4 闪光 1")
            expectEqual(ChineseAliases.alias(of: "sparkle"), "闪光")
            expect(CommandForm.allCases.contains { $0.name == "expectRowSparkle" })
        }
        expectEqual(Self.kind("期望 行 4 闪光 1"), nil, "the form stayed in force after its scope")
    }

    @Test func itsMessagesNameItsValueAndSuggestItsWordInBothLanguages() {
        ExpectationForms.withForms([Self.sparkle]) {
            guard case .invalid(let missing) = SpecParser.parse(line: "expect row 4 sparkle", at: Self.here) else {
                Issue.record("a line without its value parsed")
                return
            }
            expect(missing.text.english.contains("the row's sparkle"), "\(missing.text.english)")
            expect(missing.text.chinese.contains("这一行的闪光"), "\(missing.text.chinese)")
            guard case .invalid(let misspelt) = SpecParser.parse(line: "expect row 4 sparkel 1", at: Self.here) else {
                Issue.record("a misspelt keyword parsed")
                return
            }
            expectEqual(misspelt.suggestion?.contains("sparkle"), true, "\(String(describing: misspelt.suggestion))")
        }
    }

    static let chapter = "# T\n\n## One\n\n```spec\ntable 30 rows\nexpect row 4 sparkle 1\nexpect row 5 sparkle 0\n```\n"

    @Test func theEnginesAnswerItAndAWrongValueFailsWithItsMessage() throws {
        for (path, language) in [("en/t.md", ReaderLanguage.english), ("zh-Hans/t.md", .chinese)] {
            let result = ExpectationForms.withForms([Self.sparkle]) {
                ScenarioRunner.run(ChapterReader.parse(markdown: Self.chapter, path: path, language: language))
            }
            expectEqual(outcome(result, line: 7), .passed, "\(language): \(String(describing: outcome(result, line: 7)))")
            guard case .failed(let failure)? = outcome(result, line: 8) else {
                Issue.record("\(language): `expect row 5 sparkle 0` passed; row 5 sparkles twice")
                continue
            }
            expectEqual(failure.message, (language == .english ? "row 5 sparkles otherwise" : "行 5 的闪光不对"))
            expect(failure.expected == "0" && failure.actual == "2")
        }
    }

    @Test func theExportedSwiftCallsItsSceneMember() {
        let source = ExpectationForms.withForms([Self.sparkle]) {
            SwiftScenarioFile(chapter: ChapterReader.parse(markdown: Self.chapter, path: "en/t.md", language: .english), sourcePath: "Chapters/en/t.md").source
        }
        expect(source.contains("sparkle(of:"), "\(source)")
    }

    @Test func theReadersAppAnswersItFromTheScreen() throws {
        let screen = Screen(
            controller: "ListViewController", window: ScreenRect(x: 0, y: 0, width: 320, height: 568),
            table: ScreenTable(contentOffset: 0, adjustedInsetTop: 0, frame: ScreenRect(x: 0, y: 0, width: 320, height: 568), sections: [ScreenSection(rowCount: 6)],
                               cells: [ScreenCell(section: 0, row: 5, frame: ScreenRect(x: 0, y: 220, width: 320, height: 44), title: "Item #6")]),
            root: ScreenView(type: "UIWindow", frame: ScreenRect(x: 0, y: 0, width: 320, height: 568), children: []))
        try ExpectationForms.withForms([Self.sparkle]) {
            guard case .expect(let expectation)? = Self.kind("expect row 5 sparkle 0") else {
                Issue.record("the line did not parse")
                return
            }
            guard case .reads(let read) = expectation.app else {
                Issue.record("the form's app half is not a reading")
                return
            }
            let driving = AppDriving()
            expect(read(screen, driving) != .agrees, "the app's row 5 sparkles twice, the line says 0")
            let right = try require(Self.kind("expect row 5 sparkle 2"))
            guard case .expect(let agreeing) = right, case .reads(let readRight) = agreeing.app else { return }
            expectEqual(readRight(screen, driving), .agrees)
        }
    }
}
