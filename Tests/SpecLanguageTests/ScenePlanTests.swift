import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

/// The plan both backends run: one call per spec line, and the block rules applied once.
@Suite("Scene plan")
struct ScenePlanTests {
    /// A block's lines, parsed and planned.
    func plan(_ lines: [String], continuing: Bool = false) -> [PlannedLine] {
        let specLines = lines.enumerated().map { SpecLine(text: $0.element, location: SourceLocation(file: "t.md", line: $0.offset + 2, column: 1)) }
        let block = SpecBlock(location: SourceLocation(file: "t.md", line: 1, column: 1), lines: specLines)
        return PlannedLine.plan(SpecParser.parse(block), continuing: continuing)
    }

    func call(_ line: String) -> PlannedCall? {
        guard case .command(let command) = SpecParser.parse(line: line, at: SourceLocation(file: "t.md", line: 1, column: 1)) else { return nil }
        return PlannedCall(command.kind)
    }

    @Test func eachLineIsOneTypedCall() {
        expectEqual(call("table 30 rows"), .fixture(.table(rows: 30, titled: nil)))
        expectEqual(call("cell state remembered"), .action(.setCellState(.remembered)))
        expectEqual(call("editing delete"), .action(.swipeActions(trailing: .systemDelete, leading: .declared([]))))
        expectEqual(call("pan row 3 by -60"), .action(.pan(.onScreen(.index(section: 0, row: 3)), fromX: nil, through: [-60])))
        expectEqual(call("drag to row 7"), .action(.dragTo(.shown(.index(section: 0, row: 7)))))
        expectEqual(call("expect row 3 open"), .check(SceneCheck(.isOpen(.onScreen(.index(section: 0, row: 3))), .bool(true))))
        let height = ExpectationForms.named("expectRowHeight").map(DefinedForm.init)
        expect(height != nil)
        if let height {
            expectEqual(call("expect row 3 height 44"), .check(SceneCheck(.defined(height, .shown(.index(section: 0, row: 3))), .number(44))))
        }
        expectEqual(call("expect label ends with \"more\""), .check(SceneCheck(.labelText, .ending("more"))))
        expectEqual(call("expect events: opened row 3"), .check(SceneCheck(.takeEvents, .events([.opened(.path(section: 0, row: 3))]))))
        expectEqual(call("expect error \"no row\""), .expectError("no row"))
    }

    @Test func anExpectedErrorPairsWithTheLineBeforeIt() {
        let lines = plan(["table 3 rows", "tap \"Delete\" in row 0", "expect error \"not visible\"", "expect error \"again\""])
        expectEqual(lines.count, 3)
        guard case .attempt(let command, .action(.tapAction("Delete", at: _)), false, let refusal, "not visible") = lines[1] else {
            Issue.record("the tap is not attempted with its `expect error`: \(lines[1])")
            return
        }
        expect(command.location.line == 3 && refusal.location.line == 4)
        // A second `expect error` has nothing left to pair with.
        guard case .unrefused(_, "again") = lines[2] else {
            Issue.record("\(lines[2])")
            return
        }
    }

    @Test func anExpectedErrorAfterAFixtureIsNeverMet() {
        let lines = plan(["table 3 rows", "expect error \"x\""])
        guard case .fixture = lines[0], case .unrefused(_, "x") = lines[1] else {
            Issue.record("\(lines)")
            return
        }
    }

    @Test func aSettingAfterTimePassedLetsWhatMovesFinish() {
        func settles(_ line: PlannedLine) -> Bool? {
            if case .perform(_, _, let settles) = line { return settles }
            return nil
        }
        let fresh = plan(["table 3 rows", "cell state naive", "wait 0.1s", "cell state remembered", "scroll to 0", "width 300"])
        expectEqual(fresh.map(settles), [nil, false, false, true, false, false])
        // A block that continues a world may find it moving: its first setting settles.
        let continuing = plan(["cell state remembered", "expect row 0 closed", "cell state reset"], continuing: true)
        expectEqual(continuing.map(settles), [true, false, false])
    }

    @Test func aBlankPredictionIsNotAnswered() {
        let lines = plan(["table 3 rows", "expect row 0 offset ?", "expect error \"x\""])
        guard case .notAnswered = lines[1], case .unrefused = lines[2] else {
            Issue.record("\(lines)")
            return
        }
    }
}
