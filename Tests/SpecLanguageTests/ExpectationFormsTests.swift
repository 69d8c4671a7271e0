import AppScreen
import ChapterModel
import Messages
import SpecLanguage
import TableModel
import TableScene
import Testing
import TestSupport

/// Each declared expectation form (``ExpectationForms``) is whole: it reads and prints in both languages, its words,
/// its value's name and its failure are translated, the engines answer it, and the reader's app answers it or it says
/// why it cannot. What the declaration does not hold, nothing else may need.
@Suite("Declared expectation forms")
struct ExpectationFormsTests {
    static let here = SourceLocation(file: "t.md", line: 1, column: 1)

    private static func expectation(_ line: String) -> SpecLanguage.Expectation? {
        guard case .command(let command) = SpecParser.parse(line: line, at: here), case .expect(let expectation) = command.kind else { return nil }
        return expectation
    }

    @Test func everyFormReadsAndPrintsItsExampleInBothLanguages() throws {
        expect(ExpectationForms.all.count >= 13)
        for definition in ExpectationForms.all {
            let example = try require(definition.examples.first, "\(definition.name) has no example")
            let kind = CommandKind.expect(.defined(example))
            for wording in [SpecPrinter.Wording.english, .chinese] {
                let line = SpecGrammar.print(kind, wording)
                expectEqual(Self.expectation(line), .defined(example), "\(definition.name): `\(line)` does not read back")
            }
            expectEqual(kind.form.name, definition.name)
        }
    }

    @Test func everyFormSaysItsWordsItsValueAndItsFailureInChinese() {
        for definition in ExpectationForms.all {
            expect(definition.noun.chinese != definition.noun.english, "\(definition.name): the value's name has no Chinese")
            let failure = definition.failure(about: RowPath(section: 0, row: 3).name)
            expect(failure.chinese != failure.english && !failure.chinese.contains("{row}"), "\(definition.name): the failure has no Chinese")
            if definition.subject != .table {
                expect(failure.english.contains("row 3") && failure.chinese.contains("3"), "\(definition.name): the failure does not name the row")
            }
            for word in definition.words {
                expect(SpecGrammar.words.contains { $0 == word }, "\(definition.name): `\(word.english)` is not an alias")
            }
        }
    }

    @Test func everyFormIsAnsweredByTheAppOrSaysWhyNot() {
        for definition in ExpectationForms.all {
            if let reason = definition.engineOnlyReason {
                expect(!reason.english.isEmpty && reason.chinese != reason.english, "\(definition.name): an engine-only form says why in both languages")
            } else if definition.subject != .table {
                expectEqual(definition.answer(on: Self.screen, row: RowPath(section: 0, row: 9)), nil, "\(definition.name) reads a row the screen does not show")
            }
        }
    }

    /// A screen of two rows, the second slid left and fading.
    static let screen = Screen(
        controller: "ListViewController", window: ScreenRect(x: 0, y: 0, width: 320, height: 568),
        table: ScreenTable(contentOffset: 12, adjustedInsetTop: 0, frame: ScreenRect(x: 0, y: 64, width: 320, height: 504), sections: [ScreenSection(rowCount: 2)],
                           cells: [ScreenCell(section: 0, row: 0, frame: ScreenRect(x: 0, y: 52, width: 320, height: 44), title: "Item #1"),
                                   ScreenCell(section: 0, row: 1, frame: ScreenRect(x: 0, y: 96, width: 320, height: 60), contentOffset: -80, alpha: 0.5,
                                              title: "Item #2", buttons: [ScreenButton(title: "Delete", frame: ScreenRect(x: 240, y: 96, width: 80, height: 60))])]),
        root: ScreenView(type: "UIWindow", frame: ScreenRect(x: 0, y: 0, width: 320, height: 568), children: [
            ScreenView(type: "UITableView", frame: ScreenRect(x: 0, y: 64, width: 320, height: 504), children: [
                ScreenView(type: "UILabel", frame: ScreenRect(x: 16, y: 96, width: 200, height: 20), text: "Item #2", numberOfLines: 1),
            ]),
        ])
    )

    @Test func theAppsAnswersAreReadFromWhatAPersonSees() throws {
        let second = RowPath(section: 0, row: 1)
        let answers = try ["expectRowOffset", "expectRowAlpha", "expectRowHeight", "expectRowIs", "expectVisibleActions", "expectRowY", "expectContentOffset",
                           "expectVisibleRows", "expectLabelHeight"].map { name in
            let definition = try require(ExpectationForms.named(name))
            return definition.answer(on: Self.screen, row: definition.subject == .table ? nil : second)
        }
        // Slid 80 points to the left is `offset 80` in the spec language (negative: to the right).
        expectEqual(answers, [.number(80), .number(0.5), .number(60), .text("Item #2"), .titles(["Delete"]), .number(32), .number(12), .count(2), nil],
                "the label inside the table is a cell's, not the read-more label")
    }

    /// `expect row R alpha N`, the form added by the article "Adding a spec form": 0 while the row is lifted.
    @Test func theEnginesAnswerTheAlphaOfALiftedRow() throws {
        let alpha = try require(ExpectationForms.named("expectRowAlpha"))
        var scene = TableScene(table: Table(rowCount: 30))
        let row2 = RowPath(section: 0, row: 2)
        expectEqual(try alpha.answer(in: scene, row: row2), .number(1))
        try scene.longPress(row2, seconds: 1)
        expectEqual(try alpha.answer(in: scene, row: row2), .number(0))
        expectEqual(try alpha.answer(in: scene, row: RowPath(section: 0, row: 3)), .number(1))
        expectEqual(Self.expectation("expect row 2 alpha 0"), SpecLanguage.Expectation.defined("expectRowAlpha", row: .index(section: 0, row: 2), 0.0))
        expectEqual(Self.expectation("期望 行 2 透明度 0"), SpecLanguage.Expectation.defined("expectRowAlpha", row: .index(section: 0, row: 2), 0.0))
    }

    @Test func aMisspeltValueIsNamedInTheReadersLanguage() {
        guard case .invalid(let error) = SpecParser.parse(line: "期望 行 2 透明度 很高", at: Self.here) else {
            Issue.record("reads")
            return
        }
        expect(error.message(in: .chinese).contains("这一行的透明度"))
        expect(error.message(in: .english).contains("the row's alpha"))
    }
}
