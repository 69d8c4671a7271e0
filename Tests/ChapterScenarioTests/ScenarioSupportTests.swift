// The other files of this target are written at build time from Chapters/ by ChapterScenarioPlugin: one suite per
// chapter, one test per step. These tests check the rules those files rely on (the ScenarioSupport library).
import Testing
import TableModel
import TableScene
import SpecComparisons
import ScenarioSupport

struct ScenarioSupportTests {
    @Test func aRefusalIsRecordedAtItsLineAndEndsTheBlock() throws {
        var scene = TableScene(table: Table(rowCount: 3))
        var reachedAfterRefusal = false
        let refusedLine = #line + 2
        try withKnownIssue {
            try require { try scene.release(velocity: 0) }
            reachedAfterRefusal = true
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("refused: ") } && issue.sourceLocation?.line == refusedLine
        }
        #expect(!reachedAfterRefusal)
    }

    @Test func aRefusalInAnEarlierStepBlocksTheStepThatContinuesItsWorld() throws {
        try withKnownIssue {
            _ = try replaying({ TableScene(table: Table(rowCount: 3)) }, { scene in try require { try scene.drop() } })
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("blocked by ") }
        }
    }

    @Test func aFailedExpectationInAnEarlierStepDoesNotBlock() throws {
        let scene = try replaying({ TableScene(table: Table(rowCount: 3)) }, { scene in
            scene.scroll(to: 0)
            #expect(scene.table.shownRowCount == 4, "checked by the earlier step's own test, not again here")
        })
        #expect(scene.table.shownRowCount == 3)
    }

    @Test func aFailedCheckIsRecordedAtItsLineWithWhatWasFoundAndTheBlockGoesOn() {
        let scene = TableScene(table: Table(rowCount: 3))
        var reachedAfterCheck = false
        let checkedLine = #line + 2
        withKnownIssue {
            check(scene.table.shownRowCount == 4, found: scene.table.shownRowCount)
            reachedAfterCheck = true
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Expectation failed: found 3" } && issue.sourceLocation?.line == checkedLine
        }
        #expect(reachedAfterCheck)
        // A check that holds records nothing (a recorded issue here would fail this test).
        check(scene.table.shownRowCount == 3, found: scene.table.shownRowCount)
        let missing: Int? = nil
        withKnownIssue { check(missing != nil, found: missing) } matching: { $0.comments.contains { $0.rawValue == "Expectation failed: found nothing" } }
    }
}
